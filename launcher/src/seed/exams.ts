import { addDays } from '@chikoro/contracts';
import type { DemoApi } from './classes';

interface Assignment {
  teacherId: string;
  subjectId: string;
  subjectName: string;
  classId: string;
  className: string;
  termId: string;
}
interface Term {
  id: string;
  startDate: string;
  endDate: string;
}

/** How many classes of a demo school get exams, and each subject's papers (weights adding up to 100). */
const CLASSES_WITH_EXAMS = 4;
const papers = [
  { paperNo: 1, name: 'Paper 1', outOf: 100, weight: 40, day: 35 },
  { paperNo: 2, name: 'Paper 2', outOf: 80, weight: 60, day: 49 },
];

/** A number from 0 to 1 that is always the same for the same text: demo marks that do not change between runs. */
function steady(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) / 2 ** 32;
}

/** A believable mark: most students between a third and all of the total; a few absent, fewer exempt. */
function demoMark(studentId: string, examId: string, outOf: number): number | 'ABSENT' | 'EXEMPT' {
  const r = steady(`${studentId}:${examId}`);
  if (r < 0.05) return 'ABSENT';
  if (r > 0.98) return 'EXEMPT';
  return Math.round(outOf * (0.35 + 0.6 * steady(`${examId}:${studentId}`)));
}

/**
 * The classes that get exams: the first few by name (Form 1 Blue, Form 1 Gold, ...) of this term's
 * assignments, so the same classes get exams at every fresh start; the first has all its papers marked.
 */
function examClassIds(assignments: readonly Pick<Assignment, 'classId' | 'className'>[]): string[] {
  const byName = [...assignments].sort((a, b) =>
    a.className.localeCompare(b.className, 'en', { numeric: true }),
  );
  return [...new Set(byName.map((a) => a.classId))].slice(0, CLASSES_WITH_EXAMS);
}

/** The class whose exams will all be marked, known before the students are enrolled (the demo family's child goes there). */
export async function firstExamClassId(api: DemoApi): Promise<string | undefined> {
  return examClassIds(await api.list<Assignment>('teacher-assignments'))[0];
}

/**
 * For this term's assignments of the first few classes by name, two papers per subject set by the
 * admin for the assigned teacher, and their marks through one RecordMarks per exam (the class's roster read
 * from /api/marks). The last class's second papers are left unmarked, so Pending shows beside Graded.
 */
export async function seedDemoExams(api: DemoApi): Promise<number> {
  const assignments = await api.list<Assignment>('teacher-assignments');
  const terms = new Map((await api.list<Term>('terms')).map((t) => [t.id, t]));
  const classIds = examClassIds(assignments);
  let exams = 0;
  for (const [c, classId] of classIds.entries()) {
    for (const assignment of assignments.filter((a) => a.classId === classId)) {
      const term = terms.get(assignment.termId);
      if (!term) continue;
      for (const paper of papers) {
        const { examId } = await api.send('CreateExam', {
          classId,
          subjectId: assignment.subjectId,
          termId: assignment.termId,
          teacherId: assignment.teacherId,
          examName: `${assignment.subjectName} ${paper.name}`,
          outOf: paper.outOf,
          weight: paper.weight,
          paperNo: paper.paperNo,
          examDate: addDays(term.startDate, paper.day),
        });
        exams += 1;
        if (c === classIds.length - 1 && paper.paperNo === 2) continue;
        const roster = await api.list<{ studentId: string }>('marks', { examId });
        if (roster.length === 0) continue;
        const marks = roster.map(({ studentId }) => ({
          studentId,
          mark: demoMark(studentId, String(examId), paper.outOf),
        }));
        await api.send('RecordMarks', { examId, marks });
      }
    }
  }
  return exams;
}

/** The latest weekday a week or more before today, and not before the term began: a paper just sat. */
function recentPaperDate(term: Term, today: string): string {
  for (let ms = Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000; ; ms -= 86_400_000) {
    const day = new Date(ms).toISOString().slice(0, 10);
    if (day <= term.startDate) return term.startDate;
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
  }
}

/**
 * The demo teacher's own work: each of their subjects this term that has no exam yet gets a first
 * paper, sat a week ago and set by the admin for them, with no marks entered, so their dashboard
 * shows exams waiting for marks. Answers how many papers it set.
 */
export async function seedDemoTeacherExams(
  api: DemoApi,
  teacherEmail: string,
  today: string,
): Promise<number> {
  const [teacher] = await api.list<{ id: string; email: string }>('teachers', { q: teacherEmail });
  if (!teacher) return 0;
  const [term] = await api.list<Term>('terms', { current: true });
  if (!term) return 0;
  const assignments = await api.list<Assignment>('teacher-assignments', {
    teacherId: teacher.id,
    termId: term.id,
  });
  const exams = await api.list<{ classId: string; subjectId: string }>('exams', {
    termId: term.id,
  });
  let set = 0;
  for (const a of assignments) {
    if (exams.some((e) => e.classId === a.classId && e.subjectId === a.subjectId)) continue;
    await api.send('CreateExam', {
      classId: a.classId,
      subjectId: a.subjectId,
      termId: term.id,
      teacherId: teacher.id,
      examName: `${a.subjectName} ${papers[0]!.name}`,
      outOf: papers[0]!.outOf,
      weight: papers[0]!.weight,
      paperNo: papers[0]!.paperNo,
      examDate: recentPaperDate(term, today),
    });
    set += 1;
  }
  return set;
}

/**
 * A level's papers of the current term still waiting for marks get them (each student without a
 * mark, a believable one): a school enters its final-year papers before the year end graduates
 * the class, so no paper is left pending with no one in the class to mark. Answers how many
 * papers it marked.
 */
export async function markWaitingPapers(api: DemoApi, levelId: string): Promise<number> {
  const [term] = await api.list<Term>('terms', { current: true });
  if (!term) return 0;
  const waiting = await api.list<{ id: string; outOf: number }>('exams', {
    levelId,
    termId: term.id,
    status: ['Pending'],
  });
  for (const exam of waiting) {
    const roster = await api.list<{ studentId: string; mark: unknown }>('marks', {
      examId: exam.id,
    });
    const marks = roster
      .filter((r) => r.mark === null)
      .map(({ studentId }) => ({ studentId, mark: demoMark(studentId, exam.id, exam.outOf) }));
    if (marks.length > 0) await api.send('RecordMarks', { examId: exam.id, marks });
  }
  return waiting.length;
}
