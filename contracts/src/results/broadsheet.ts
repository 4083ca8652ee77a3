import { competitionRanks } from '../exams/finalMark';
import type { GradeBand } from '../setup/grading';
import { subjectResult, termAverage } from './cards';
import type { CardPaper } from './snapshot';

/** One student's papers in one subject for the term, as the results read model holds them. */
export interface BroadsheetEntry {
  studentId: string;
  studentName: string;
  registrationNumber: string | null;
  classId: string;
  className: string;
  subjectId: string;
  subjectName: string;
  papers: CardPaper[];
}

/** A student's result in one subject: the report card's final mark, grade, points and pass flag. */
export interface BroadsheetMark {
  finalMark: number | null;
  grade: string | null;
  points: number | null;
  pass: boolean | null;
}

export interface BroadsheetRow {
  studentId: string;
  studentName: string;
  registrationNumber: string | null;
  classId: string;
  className: string;
  /** By subject id; a subject the student has no result in is absent. */
  marks: Record<string, BroadsheetMark>;
  /** Sum of the final marks the student has (two decimals); null when none. */
  total: number | null;
  /** The report card's term average: mean of the final marks the student has; null when none. */
  average: number | null;
  /** Sum of the points of the subjects with a final mark, when the scale has points; null otherwise. */
  points: number | null;
  /** Competition rank of the averages (1, 2, 2, 4), as on the report card; null without an average. */
  position: number | null;
}

export interface BroadsheetSubject {
  subjectId: string;
  subjectName: string;
  /** Students with a final mark in the subject. */
  sat: number;
  passed: number;
  /** Mean of the final marks (two decimals); null when no one has one. */
  average: number | null;
  /** passed ÷ sat as a percentage (two decimals); null when no one has a final mark. */
  passRate: number | null;
}

/** The class (or level) broadsheet's figures: subjects by name, rows by position then name. */
export interface BroadsheetTable {
  hasPoints: boolean;
  subjects: BroadsheetSubject[];
  rows: BroadsheetRow[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (values: readonly number[]) =>
  values.length === 0 ? null : round2(values.reduce((a, b) => a + b, 0) / values.length);

/**
 * The broadsheet of a class (or of a level's classes together) for a term, pure: each subject's
 * final mark, grade and points by the report card's own `subjectResult`, the average by its
 * `termAverage` and the position by its competition ranking. A missing mark (a paper with no
 * entry yet) leaves that subject without a final mark: it adds nothing to the total, the average
 * or the points, and the student is not counted in that subject's average or pass rate.
 */
export function broadsheet(
  entries: readonly BroadsheetEntry[],
  scale: readonly GradeBand[],
): BroadsheetTable {
  const subjectNames = new Map<string, string>();
  const students = new Map<
    string,
    Omit<BroadsheetRow, 'total' | 'average' | 'points' | 'position'>
  >();
  for (const entry of entries) {
    subjectNames.set(entry.subjectId, entry.subjectName);
    const row = students.get(entry.studentId) ?? {
      studentId: entry.studentId,
      studentName: entry.studentName,
      registrationNumber: entry.registrationNumber,
      classId: entry.classId,
      className: entry.className,
      marks: {},
    };
    const { finalMark, grade, points, pass } = subjectResult(entry.papers, scale);
    row.marks[entry.subjectId] = { finalMark, grade, points, pass };
    students.set(entry.studentId, row);
  }
  const hasPoints = scale.some((band) => band.points !== undefined);
  const figured = [...students.values()].map((row) => {
    const marks = Object.values(row.marks).filter((m) => m.finalMark !== null);
    const total =
      marks.length === 0 ? null : round2(marks.reduce((sum, m) => sum + m.finalMark!, 0));
    const points =
      hasPoints && marks.length > 0 ? marks.reduce((sum, m) => sum + (m.points ?? 0), 0) : null;
    return { ...row, total, average: termAverage(Object.values(row.marks)), points };
  });
  const ranks = competitionRanks(
    figured.filter((r) => r.average !== null).map((r) => ({ id: r.studentId, score: r.average! })),
  );
  const rows = figured
    .map((row): BroadsheetRow => ({ ...row, position: ranks.get(row.studentId) ?? null }))
    .sort(
      (a, b) =>
        (a.position ?? Infinity) - (b.position ?? Infinity) ||
        a.studentName.localeCompare(b.studentName) ||
        (a.studentId < b.studentId ? -1 : 1),
    );
  const subjects = [...subjectNames]
    .map(([subjectId, subjectName]): BroadsheetSubject => {
      const marks = rows
        .map((r) => r.marks[subjectId])
        .filter((m): m is BroadsheetMark => m !== undefined && m.finalMark !== null);
      const passed = marks.filter((m) => m.pass === true).length;
      return {
        subjectId,
        subjectName,
        sat: marks.length,
        passed,
        average: mean(marks.map((m) => m.finalMark!)),
        passRate: marks.length === 0 ? null : round2((passed / marks.length) * 100),
      };
    })
    .sort(
      (a, b) => a.subjectName.localeCompare(b.subjectName) || (a.subjectId < b.subjectId ? -1 : 1),
    );
  return { hasPoints, subjects, rows };
}

/**
 * GET /api/broadsheets (filter classId + termId, or levelId + termId): the table with what it is
 * of. Its id is `class:<classId>:<termId>` or `level:<levelId>:<termId>`.
 */
export interface Broadsheet extends BroadsheetTable {
  id: string;
  classId: string | null;
  className: string | null;
  levelId: string;
  levelName: string | null;
  termId: string;
  termName: string | null;
}
