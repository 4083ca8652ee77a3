import {
  AssignClassTeacherInput, AssignTeacherInput, ChangeClassDetailsInput, ChangeTeacherStatusInput, RemoveTeacherInput, UnassignTeacherInput,
  ApproveSchoolInput, ChangeParentStatusInput, ChangeStudentStatusInput, CorrectSchoolDetailsInput, InviteEnquirerToEnrolInput,
  LinkParentToStudentInput, MoveStudentToClassInput, RejectSchoolInput, RemoveParentInput, ReopenEnquiryInput, ResolveEnquiryInput,
  UnlinkParentFromStudentInput, WithdrawStudentInput, type FieldError,
} from '@chikoro/contracts';
import type { z } from 'zod';

/**
 * The commands a react-admin screen sends as a change to one record: which resource's record it
 * changes, which field of the command carries that record's id, and the contracts' input schema
 * the server validates it with (so the form validates it the same way).
 */
export const recordCommands = {
  ApproveSchool: { resource: 'school-enrolment-requests', idField: 'schoolId', input: ApproveSchoolInput },
  RejectSchool: { resource: 'school-enrolment-requests', idField: 'schoolId', input: RejectSchoolInput },
  CorrectSchoolDetails: { resource: 'school-enrolment-requests', idField: 'schoolId', input: CorrectSchoolDetailsInput },
  ResolveEnquiry: { resource: 'enquiries-from-schools', idField: 'enquiryId', input: ResolveEnquiryInput },
  ReopenEnquiry: { resource: 'enquiries-from-schools', idField: 'enquiryId', input: ReopenEnquiryInput },
  InviteEnquirerToEnrol: { resource: 'enquiries-from-schools', idField: 'enquiryId', input: InviteEnquirerToEnrolInput },
  AssignClassTeacher: { resource: 'class-management', idField: 'classId', input: AssignClassTeacherInput },
  ChangeClassDetails: { resource: 'class-management', idField: 'classId', input: ChangeClassDetailsInput },
  AssignTeacher: { resource: 'teacher-management', idField: 'teacherId', input: AssignTeacherInput },
  UnassignTeacher: { resource: 'teacher-management', idField: 'teacherId', input: UnassignTeacherInput },
  ChangeTeacherStatus: { resource: 'teacher-management', idField: 'teacherId', input: ChangeTeacherStatusInput },
  RemoveTeacher: { resource: 'teacher-management', idField: 'teacherId', input: RemoveTeacherInput },
  ChangeStudentStatus: { resource: 'student-management', idField: 'studentId', input: ChangeStudentStatusInput },
  MoveStudentToClass: { resource: 'student-management', idField: 'studentId', input: MoveStudentToClassInput },
  WithdrawStudent: { resource: 'student-management', idField: 'studentId', input: WithdrawStudentInput },
  ChangeParentStatus: { resource: 'parent-management', idField: 'parentId', input: ChangeParentStatusInput },
  RemoveParent: { resource: 'parent-management', idField: 'parentId', input: RemoveParentInput },
  LinkParentToStudent: { resource: 'parent-management', idField: 'parentId', input: LinkParentToStudentInput },
  UnlinkParentFromStudent: { resource: 'parent-management', idField: 'parentId', input: UnlinkParentFromStudentInput },
} as const;

export type RecordCommand = keyof typeof recordCommands;
type Spec<C extends RecordCommand> = (typeof recordCommands)[C];

/** What a form sends with a command: its input without the record's id, which the record gives. */
export type CommandData<C extends RecordCommand> = Omit<z.input<Spec<C>['input']>, Spec<C>['idField']>;

export const isRecordCommand = (type: unknown): type is RecordCommand =>
  typeof type === 'string' && Object.prototype.hasOwnProperty.call(recordCommands, type);

/**
 * The command's body for a change of one record: the form's data with the record's id under the
 * command's own name for it. A command meant for another resource is a programming error.
 */
export function commandBody(resource: string, command: RecordCommand, id: string | number, data: object): Record<string, unknown> {
  const spec = recordCommands[command];
  if (spec.resource !== resource) throw new Error(`${command} changes ${spec.resource}, not ${resource}`);
  return { ...data, [spec.idField]: String(id) };
}

/**
 * A problem's field errors as react-admin forms take them from an HttpError's `body.errors`:
 * one message per field (the first the server listed), a field named by its dotted path.
 */
export function formErrors(fieldErrors: readonly FieldError[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors ?? []) if (!(field in errors)) errors[field] = message;
  return errors;
}
