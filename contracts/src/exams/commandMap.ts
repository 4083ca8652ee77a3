import { answerWithId, commandSpecs } from '../shared/commandSpec';
import {
  CancelExamInput,
  ChangeExamDetailsInput,
  CorrectMarkInput,
  CreateExamInput,
  LockMarksInput,
  RecordMarksInput,
  ReopenMarksInput,
} from './commands';

const staff = ['ADMIN', 'TEACHER'] as const;
const admin = ['ADMIN'] as const;

/** Exams and their marks: set and entered by teachers, corrected, locked and reopened by the admin. */
export const examCommandSpecs = commandSpecs({
  CreateExam: { input: CreateExamInput, answer: answerWithId('examId'), access: staff },
  ChangeExamDetails: {
    input: ChangeExamDetailsInput,
    answer: answerWithId('examId'),
    access: staff,
  },
  CancelExam: { input: CancelExamInput, answer: answerWithId('examId'), access: staff },
  RecordMarks: { input: RecordMarksInput, answer: answerWithId('examId'), access: staff },
  CorrectMark: { input: CorrectMarkInput, answer: answerWithId('examId'), access: admin },
  LockMarks: { input: LockMarksInput, answer: answerWithId('termId'), access: admin },
  ReopenMarks: { input: ReopenMarksInput, answer: answerWithId('termId'), access: admin },
});
