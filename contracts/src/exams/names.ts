import { eventDefinition, readModel } from '../shared/modules';
import {
  ExamCancelled,
  ExamCreated,
  ExamDetailsChanged,
  MarkCorrected,
  MarkRecorded,
  MarksLocked,
  MarksReopened,
} from './events';

export const examStream = (examId: string): string => `exam-${examId}`;
export const marksEntryStream = (schoolId: string, termId: string): string =>
  `marks-entry-${schoolId}-${termId}`;

/** Exams with their status (Pending until every active student of the class has a mark, absent or exempt; then Graded). */
export const examsModel = readModel('exams', [
  'exams',
  'marks',
  'mark_history',
  'marks_entry',
  'exam_students',
  'published_results',
]);

export const examEvents = [
  eventDefinition(ExamCreated),
  eventDefinition(ExamDetailsChanged),
  eventDefinition(ExamCancelled),
  eventDefinition(MarkRecorded),
  eventDefinition(MarkCorrected),
  eventDefinition(MarksLocked),
  eventDefinition(MarksReopened),
];
