import { z } from 'zod';
import { answerWithId, commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  ChangeStudentStatusInput,
  EnrolStudentInput,
  IssueStudentSignInCodeInput,
  MoveStudentToClassInput,
  WithdrawStudentInput,
} from './commands';

const admin = ['ADMIN'] as const;
const staff = ['ADMIN', 'TEACHER'] as const;
const answer = answerWithId('studentId');

/** Students, enrolled and moved by the school's admin. */
export const studentCommandSpecs = commandSpecs({
  EnrolStudent: {
    input: EnrolStudentInput,
    answer: commandAnswer({ studentId: z.string(), registrationNumber: z.string() }),
    access: admin,
  },
  ChangeStudentStatus: { input: ChangeStudentStatusInput, answer, access: admin },
  MoveStudentToClass: { input: MoveStudentToClassInput, answer, access: admin },
  WithdrawStudent: { input: WithdrawStudentInput, answer, access: admin },
  /** The code is in this answer only (absent when there is no such student), to print or hand over. */
  IssueStudentSignInCode: {
    input: IssueStudentSignInCodeInput,
    answer: commandAnswer({
      studentId: z.string(),
      code: z.string().optional(),
      registrationNumber: z.string().optional(),
      validDays: z.number().optional(),
    }),
    /** The admin, or the class teacher of the student's class (decided by the decider). */
    access: staff,
  },
});
