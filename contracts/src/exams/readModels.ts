import type { MarkValue } from './commands';

export const examStatuses = ['Pending', 'Graded', 'Cancelled'] as const;
export type ExamStatus = (typeof examStatuses)[number];

/** A row of /api/exams (spec 001 §2.8 and §2.9's tables). */
export interface Exam {
  id: string;
  schoolId: string;
  examName: string;
  weight: number;
  outOf: number;
  paperNo: number;
  examDate: string;
  classId: string;
  className: string;
  levelId: string;
  levelName: string;
  subjectId: string;
  subjectName: string;
  termId: string;
  termName: string;
  academicYear: string;
  teacherId: string;
  teacherName: string;
  /** Pending until every active student of the class has a mark, absent or exempt; then Graded. */
  status: ExamStatus;
  markedCount: number;
  classSize: number;
  /** Whether the admin has closed mark entry for the exam's term. */
  marksLocked: boolean;
  /** Whether the class's results for the term are published: marks then change only by CorrectMark. */
  resultsPublished: boolean;
}

/** A row of /api/marks: one student of the exam's class (or with a mark on it) and their entry. */
export interface ExamMark {
  /** `<examId>:<studentId>`. */
  id: string;
  examId: string;
  studentId: string;
  studentName: string;
  registrationNumber: string;
  mark: MarkValue;
  changedAt: string | null;
}

/** A row of /api/mark-history: one value a mark took, who gave it, when, and why. */
export interface MarkHistoryEntry {
  id: string;
  examId: string;
  examName: string;
  studentId: string;
  studentName: string;
  kind: 'Recorded' | 'Corrected';
  mark: MarkValue;
  previous: MarkValue;
  reason: string | null;
  actorId: string | null;
  actorRole: string;
  actorName: string | null;
  at: string;
}

/** The stored text of a mark read back: a number, ABSENT, EXEMPT, or null. */
export function markFromText(text: string | null): MarkValue {
  if (text === null) return null;
  if (text === 'ABSENT' || text === 'EXEMPT') return text;
  return Number(text);
}

/**
 * A student's own sitting of a paper as the exam time table shows it: whether they sat it (a mark
 * recorded), not (no entry, or absent), or were excused. Never the mark itself: a student reads
 * marks only on published report cards.
 */
export const examAttempts = ['Attempted', 'Not Attempted', 'Exempt'] as const;
export type ExamAttempt = (typeof examAttempts)[number];

/** A row of /api/my-exams (spec 001 §2.12's exam time table): an exam of the signed-in student's class. */
export interface MyExam {
  id: string;
  examName: string;
  subjectId: string;
  subjectName: string;
  paperNo: number;
  examDate: string;
  /** The paper's total mark. */
  outOf: number;
  weight: number;
  classId: string;
  className: string;
  termId: string;
  termName: string;
  academicYear: string;
  teacherName: string;
  status: ExamAttempt;
}
