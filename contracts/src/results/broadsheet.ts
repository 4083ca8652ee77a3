import { competitionRanks } from '../exams/finalMark';
import { cardScore } from '../reportcards/cardText';
import type { GradeBand } from '../setup/grading';
import { subjectResult, termAverage } from './cards';
import type { ScoreFormat } from './commands';
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
  /** The figures as the screen, the spreadsheet and the PDF print them (see `broadsheetPrinting`). */
  printed: {
    /** By subject id, each final mark the student has. */
    marks: Record<string, string>;
    total: string | null;
    average: string | null;
  };
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
  /** The class average as printed, one decimal more than the marks. */
  printed: { average: string | null };
}

/** The class (or level) broadsheet's figures: subjects by name, rows by position then name. */
export interface BroadsheetTable {
  /** How the school's report cards print scores, which the broadsheet prints its numbers by. */
  scoreFormat: ScoreFormat;
  hasPoints: boolean;
  subjects: BroadsheetSubject[];
  rows: BroadsheetRow[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (values: readonly number[]) =>
  values.length === 0 ? null : round2(values.reduce((a, b) => a + b, 0) / values.length);

/** Decimals a broadsheet prints: marks and totals as the card does, averages one more. */
export const broadsheetDecimals = (format: ScoreFormat): { marks: 0 | 1; averages: 1 | 2 } =>
  format === 'WHOLE' ? { marks: 0, averages: 1 } : { marks: 1, averages: 2 };

/**
 * The mean of final marks (each kept to two decimals) printed to `decimals`, rounded half up
 * from the exact mean, never from a rounded one: 67.5 and 70.25 → 68.875 → '68.9' to one.
 * Worked in hundredths, as integers, so a binary fraction cannot tip a half the wrong way.
 */
export function meanText(values: readonly number[], decimals: 1 | 2): string | null {
  if (values.length === 0) return null;
  const hundredths = values.reduce((sum, v) => sum + Math.round(v * 100), 0);
  const unit = decimals === 1 ? 10 : 1;
  const scaled = Math.floor((2 * hundredths + unit * values.length) / (2 * unit * values.length));
  const whole = Math.floor(scaled / 10 ** decimals);
  return `${whole}.${String(scaled % 10 ** decimals).padStart(decimals, '0')}`;
}

/**
 * A row's and the subjects' figures as printed: each final mark and the total as the report card
 * prints a score (WHOLE 67.5 → '68', ONE_DECIMAL 67 → '67.0', half up from the mark kept), the
 * averages one decimal more, each from the unrounded marks. Positions and pass rates are not printed
 * from these: they are worked out from the marks as kept.
 */
function printedRow(marks: readonly BroadsheetMark[], format: ScoreFormat) {
  const finals = marks.map((m) => m.finalMark).filter((m): m is number => m !== null);
  const sum = finals.reduce((a, b) => a + b, 0);
  return {
    total: finals.length === 0 ? null : cardScore(sum, format),
    average: meanText(finals, broadsheetDecimals(format).averages),
  };
}

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
  scoreFormat: ScoreFormat,
): BroadsheetTable {
  const subjectNames = new Map<string, string>();
  const students = new Map<
    string,
    Omit<BroadsheetRow, 'total' | 'average' | 'points' | 'position' | 'printed'>
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
    const printedMarks = Object.fromEntries(
      Object.entries(row.marks)
        .filter(([, m]) => m.finalMark !== null)
        .map(([subjectId, m]) => [subjectId, cardScore(m.finalMark!, scoreFormat)]),
    );
    return {
      ...row,
      total,
      average: termAverage(Object.values(row.marks)),
      points,
      printed: { marks: printedMarks, ...printedRow(Object.values(row.marks), scoreFormat) },
    };
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
        printed: {
          average: meanText(
            marks.map((m) => m.finalMark!),
            broadsheetDecimals(scoreFormat).averages,
          ),
        },
      };
    })
    .sort(
      (a, b) => a.subjectName.localeCompare(b.subjectName) || (a.subjectId < b.subjectId ? -1 : 1),
    );
  return { scoreFormat, hasPoints, subjects, rows };
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
