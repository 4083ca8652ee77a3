import { competitionRanks, finalMark } from '../exams/finalMark';
import { gradeFor, type GradeBand } from '../setup/grading';
import type { ConductGrade, ScoreFormat } from './commands';
import {
  canonicalJson,
  type CardAttendance,
  type CardChange,
  type CardMark,
  type CardPaper,
  type CardSubject,
  type ReportCardSnapshot,
} from './snapshot';

/** A correction of one student's mark on a paper, as the exam's stream holds it. */
export interface MarkCorrection {
  previous: CardMark;
  mark: CardMark;
  reason: string;
  /** The admin chose to print the reason on the family's card. */
  shareReasonWithFamily?: boolean;
  correctedAt: string;
}

/** One paper (exam) of the class this term, with every student's mark and latest correction. */
export interface PaperInput {
  examId: string;
  subjectId: string;
  subjectName: string;
  teacherId: string | null;
  teacherName: string | null;
  paperNo: number;
  name: string;
  outOf: number;
  weight: number;
  marks: Record<string, CardMark>;
  corrections: Record<string, MarkCorrection>;
}

/**
 * Everything a class's cards for a term are made of, gathered on the write side by folding streams
 * (school, set-up, class, students, exams, comments): the decider turns it into cards, pure.
 */
export interface PublicationInputs {
  school: ReportCardSnapshot['school'];
  class: { id: string; name: string };
  classTeacher: { id: string; name: string } | null;
  level: { id: string; name: string };
  gradingScale: { version: number; rows: GradeBand[] };
  term: { id: string; name: string; nextTermOpens?: string };
  academicYear: { id: string; name: string };
  /** The class's students now, each once. */
  students: ReportCardSnapshot['student'][];
  papers: PaperInput[];
  /** Teacher comments by subject, then student. */
  subjectComments: Record<string, Record<string, string>>;
  /** Head's comments by student. */
  headComments: Record<string, string>;
  /** Each student's term figures from the class registers, once any register was taken (absent from cards until then). */
  attendance?: Record<string, CardAttendance>;
  /** The school's report-card choices when the cards are made (absent: a card as before them). */
  cardSettings?: { conductAndEffort: boolean; scoreFormat: ScoreFormat };
  /** Conduct and effort ratings by subject, then student. */
  conductAndEffort?: Record<string, Record<string, ConductAndEffort>>;
}

/** One student's conduct and effort in a subject (null: not rated). */
export interface ConductAndEffort {
  conduct: ConductGrade | null;
  effort: ConductGrade | null;
}

/** A card's content: the snapshot without what belongs to one issue (id, version, date, changes). */
export type CardContent = Omit<
  ReportCardSnapshot,
  'reportCardId' | 'version' | 'amended' | 'changes' | 'publishedAt'
>;

const round2 = (n: number) => Math.round(n * 100) / 100;
const nonEmpty = (text: string | undefined) => (text && text.length > 0 ? text : null);

/** A subject's term result on a scale: incomplete while any paper has no entry (never a silent 0). */
export function subjectResult(
  papers: readonly CardPaper[],
  rows: readonly GradeBand[],
): Pick<CardSubject, 'finalMark' | 'grade' | 'points' | 'pass' | 'status'> {
  const mark = finalMark(papers);
  const band = mark === undefined ? undefined : gradeFor(mark, rows);
  const incomplete = papers.length === 0 || papers.some((p) => p.mark === null);
  return {
    finalMark: mark ?? null,
    grade: band?.grade ?? null,
    points: band?.points ?? null,
    pass: band ? band.pass : null,
    status: incomplete ? 'incomplete' : 'complete',
  };
}

/** One student's subjects, by subject name, each with its papers by number. */
function subjectsOf(inputs: PublicationInputs, studentId: string): CardSubject[] {
  const bySubject = new Map<string, PaperInput[]>();
  for (const paper of inputs.papers)
    bySubject.set(paper.subjectId, [...(bySubject.get(paper.subjectId) ?? []), paper]);
  return [...bySubject.values()]
    .map((papers) => {
      const sorted = [...papers].sort(
        (a, b) => a.paperNo - b.paperNo || (a.examId < b.examId ? -1 : 1),
      );
      const first = sorted[0]!;
      const cardPapers: CardPaper[] = sorted.map((p) => ({
        examId: p.examId,
        paperNo: p.paperNo,
        name: p.name,
        outOf: p.outOf,
        weight: p.weight,
        mark: p.marks[studentId] ?? null,
      }));
      return {
        subjectId: first.subjectId,
        subjectName: first.subjectName,
        teacherId: first.teacherId,
        teacherName: first.teacherName,
        papers: cardPapers,
        ...subjectResult(cardPapers, inputs.gradingScale.rows),
        comment: nonEmpty(inputs.subjectComments[first.subjectId]?.[studentId]),
        ...(inputs.cardSettings?.conductAndEffort
          ? {
              conduct: inputs.conductAndEffort?.[first.subjectId]?.[studentId]?.conduct ?? null,
              effort: inputs.conductAndEffort?.[first.subjectId]?.[studentId]?.effort ?? null,
            }
          : {}),
      };
    })
    .sort(
      (a, b) => a.subjectName.localeCompare(b.subjectName) || (a.subjectId < b.subjectId ? -1 : 1),
    );
}

/** Mean of the subjects with a final mark, two decimals; null when none has one. */
export function termAverage(subjects: readonly Pick<CardSubject, 'finalMark'>[]): number | null {
  const marks = subjects.map((s) => s.finalMark).filter((m): m is number => m !== null);
  return marks.length === 0 ? null : round2(marks.reduce((a, b) => a + b, 0) / marks.length);
}

/**
 * Every student's card content: subjects, average and its grade, class position by competition
 * ranking of the averages (students without one have no position) and the class size.
 */
export function cardContents(inputs: PublicationInputs): Map<string, CardContent> {
  const students = [...inputs.students].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const drafts = students.map((student) => {
    const subjects = subjectsOf(inputs, student.id);
    return { student, subjects, average: termAverage(subjects) };
  });
  const ranks = competitionRanks(
    drafts.filter((d) => d.average !== null).map((d) => ({ id: d.student.id, score: d.average! })),
  );
  return new Map(
    drafts.map(({ student, subjects, average }) => [
      student.id,
      {
        school: inputs.school,
        student,
        class: inputs.class,
        level: inputs.level,
        term: inputs.term,
        academicYear: inputs.academicYear,
        classTeacher: inputs.classTeacher,
        subjects,
        gradingScale: inputs.gradingScale,
        position: ranks.get(student.id) ?? null,
        classSize: students.length,
        average,
        averageGrade:
          average === null ? null : (gradeFor(average, inputs.gradingScale.rows)?.grade ?? null),
        headComment: nonEmpty(inputs.headComments[student.id]),
        ...(inputs.attendance?.[student.id] ? { attendance: inputs.attendance[student.id] } : {}),
        ...(inputs.cardSettings
          ? {
              scoreFormat: inputs.cardSettings.scoreFormat,
              conductAndEffort: inputs.cardSettings.conductAndEffort,
            }
          : {}),
      },
    ]),
  );
}

export const sameContent = (a: CardContent, b: CardContent): boolean =>
  canonicalJson(a) === canonicalJson(b);

/** What changed between two versions of a card: marks (with the correction's reason), comments, position, and anything else by name. */
export function cardChanges(
  previous: CardContent,
  next: CardContent,
  papers: readonly PaperInput[],
): CardChange[] {
  const changes: CardChange[] = [];
  const before = new Map(previous.subjects.map((s) => [s.subjectId, s]));
  for (const subject of next.subjects) {
    const old = before.get(subject.subjectId);
    if (!old) continue;
    const oldPapers = new Map(old.papers.map((p) => [p.examId, p]));
    for (const paper of subject.papers) {
      const was = oldPapers.get(paper.examId);
      if (!was || was.mark === paper.mark) continue;
      const correction = papers.find((p) => p.examId === paper.examId)?.corrections[
        next.student.id
      ];
      const applies = correction !== undefined && correction.mark === paper.mark;
      const reason = applies ? correction.reason : null;
      const shared =
        applies && correction.shareReasonWithFamily === true ? { reasonShared: true } : {};
      changes.push({
        kind: 'mark',
        subjectId: subject.subjectId,
        subjectName: subject.subjectName,
        examId: paper.examId,
        paperNo: paper.paperNo,
        paperName: paper.name,
        previous: was.mark,
        mark: paper.mark,
        reason,
        ...shared,
      });
    }
    if ((old.conduct ?? null) !== (subject.conduct ?? null))
      changes.push({ kind: 'other', field: `${subject.subjectName}: conduct` });
    if ((old.effort ?? null) !== (subject.effort ?? null))
      changes.push({ kind: 'other', field: `${subject.subjectName}: effort` });
    if (old.comment !== subject.comment)
      changes.push({
        kind: 'teacherComment',
        subjectId: subject.subjectId,
        subjectName: subject.subjectName,
        previous: old.comment,
        comment: subject.comment,
      });
  }
  if (previous.headComment !== next.headComment)
    changes.push({
      kind: 'headComment',
      previous: previous.headComment,
      comment: next.headComment,
    });
  if (previous.position !== next.position || previous.classSize !== next.classSize) {
    changes.push({
      kind: 'position',
      previous: previous.position,
      position: next.position,
      previousClassSize: previous.classSize,
      classSize: next.classSize,
    });
  }
  const shape = (c: CardContent) =>
    c.subjects.map((s) => [
      s.subjectId,
      s.subjectName,
      s.teacherId,
      s.teacherName,
      s.papers.map((p) => [p.examId, p.paperNo, p.name, p.outOf, p.weight]),
    ]);
  if (canonicalJson(shape(previous)) !== canonicalJson(shape(next)))
    changes.push({ kind: 'other', field: 'subjects' });
  for (const field of [
    'school',
    'student',
    'class',
    'level',
    'term',
    'academicYear',
    'classTeacher',
    'gradingScale',
    'attendance',
  ] as const) {
    if (canonicalJson(previous[field]) !== canonicalJson(next[field]))
      changes.push({ kind: 'other', field });
  }
  // The school's choices, in the words the card prints them with.
  if (previous.scoreFormat !== next.scoreFormat)
    changes.push({ kind: 'other', field: 'how scores print' });
  if ((previous.conductAndEffort ?? false) !== (next.conductAndEffort ?? false))
    changes.push({ kind: 'other', field: 'conduct and effort shown' });
  return changes;
}
