import type { CardPaper, ReportCardSnapshot } from './snapshot';

/**
 * GET /api/results: one student's live result in one subject for a term (a draft until published),
 * for admins and teachers. id is `<studentId>:<subjectId>:<termId>`.
 */
export interface SubjectResultRow {
  id: string;
  schoolId: string;
  studentId: string;
  studentName: string;
  registrationNumber: string | null;
  classId: string;
  className: string | null;
  levelId: string;
  subjectId: string;
  subjectName: string | null;
  termId: string;
  termName: string | null;
  papers: CardPaper[];
  finalMark: number | null;
  grade: string | null;
  pass: boolean | null;
  comment: string | null;
  /** The subject teacher's ratings this term (A–E; null: not rated). */
  conduct: string | null;
  effort: string | null;
  status: 'complete' | 'incomplete';
  /** Whether the class's results for the term are published (a correction then re-issues the card). */
  published: boolean;
}

/** GET /api/report-cards: one issued version of one card; GET /api/report-cards/<id> the same, snapshot as issued. */
export interface ReportCardRow {
  /** The version's own id (the snapshot's reportCardId). */
  id: string;
  schoolId: string;
  studentId: string;
  studentName: string;
  registrationNumber: string;
  classId: string;
  className: string;
  termId: string;
  termName: string;
  /** The term's academic year. */
  academicYearId: string;
  academicYearName: string;
  version: number;
  status: 'Published';
  amended: boolean;
  /** Whether a later version replaced this one. */
  superseded: boolean;
  publishedAt: string;
  verificationCode: string;
  fingerprint: string;
  snapshot: ReportCardSnapshot;
  /** The parents who acknowledged this version (in place of signing the booklet), in order. */
  acknowledgements: { parentId: string; name: string; acknowledgedAt: string }[];
  /** For a parent: whether they (any record of their family) acknowledged this version. */
  acknowledgedByYou: boolean;
}

/**
 * GET /api/results-statistics: one subject of one class in one term, from the latest published
 * card of each student. id is `<classId>:<subjectId>:<termId>`.
 */
export interface ResultsStatisticsRow {
  id: string;
  schoolId: string;
  levelId: string;
  levelName: string;
  classId: string;
  className: string;
  subjectId: string;
  subjectName: string;
  termId: string;
  termName: string;
  /** Students with a final mark in the subject. */
  students: number;
  average: number;
  passed: number;
  /** Share of students whose grade is a pass on the scale, 0–100, two decimals. */
  passRate: number;
  /** Students per grade, e.g. { A: 3, B: 5 }. */
  grades: Record<string, number>;
}

/** One academic year's figures of a subject, from the latest published card of each student. */
export interface SubjectYearFigures {
  academicYearId: string;
  academicYearName: string;
  /** Subject results (a student once per term) with a final mark. */
  results: number;
  average: number;
  /** Share of those results whose grade is a pass on the scale, 0–100, two decimals. */
  passRate: number;
}

/**
 * GET /api/results-statistics-years: per subject of the admin's school, this academic year's
 * figures beside last year's (either null when the year has no published result). id is the subject's.
 */
export interface SubjectYearComparisonRow {
  id: string;
  schoolId: string;
  subjectName: string;
  thisYear: SubjectYearFigures | null;
  lastYear: SubjectYearFigures | null;
}

/** A student's subject on a class's cards for a term, where something is still empty. */
export interface MissingSubject {
  studentId: string;
  studentName: string;
  subjectId: string;
  subjectName: string | null;
}

/**
 * GET /api/report-card-readiness?classId=&termId= (the school's admin): each student of the class
 * with the head's comment for the term (empty text when none), and what the cards would still show
 * empty if published now: subjects with a paper without an entry, subjects without the teacher's
 * comment, students without the head's comment. Students are sorted by name.
 */
export interface ReportCardReadiness {
  classId: string;
  termId: string;
  students: {
    studentId: string;
    studentName: string;
    registrationNumber: string | null;
    headComment: string;
  }[];
  missing: {
    marks: MissingSubject[];
    teacherComments: MissingSubject[];
    headComments: { studentId: string; studentName: string }[];
  };
}
