import { z } from 'zod';
import { answerWithId, commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  AssignClassTeacherInput,
  ChangeClassDetailsInput,
  CreateClassInput,
  DeleteClassInput,
} from './commands';

const admin = ['ADMIN'] as const;

/** Classes, kept by the school's admin. */
export const classCommandSpecs = commandSpecs({
  CreateClass: { input: CreateClassInput, answer: answerWithId('classId'), access: admin },
  AssignClassTeacher: {
    input: AssignClassTeacherInput,
    answer: answerWithId('classId'),
    access: admin,
  },
  ChangeClassDetails: {
    input: ChangeClassDetailsInput,
    answer: answerWithId('classId'),
    access: admin,
  },
  /** A class with students is archived, never deleted: the answer says which, and why. */
  DeleteClass: {
    input: DeleteClassInput,
    answer: commandAnswer({
      classId: z.string(),
      outcome: z.enum(['Archived', 'Deleted']),
      message: z.string().optional(),
    }),
    access: admin,
  },
});
