import { answerWithId, commandSpecs } from '../shared/commandSpec';
import {
  AssignTeacherInput,
  ChangeTeacherStatusInput,
  RemoveTeacherInput,
  TeacherDetails,
  UnassignTeacherInput,
} from './commands';

const admin = ['ADMIN'] as const;
const answer = answerWithId('teacherId');

/** Teachers, registered (with an optional photo) and assigned by the school's admin. */
export const teacherCommandSpecs = commandSpecs({
  RegisterTeacher: { input: TeacherDetails, answer, access: admin, multipart: true },
  AssignTeacher: { input: AssignTeacherInput, answer, access: admin },
  UnassignTeacher: { input: UnassignTeacherInput, answer, access: admin },
  ChangeTeacherStatus: { input: ChangeTeacherStatusInput, answer, access: admin },
  RemoveTeacher: { input: RemoveTeacherInput, answer, access: admin },
});
