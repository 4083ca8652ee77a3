import type { commandMap, FieldError } from '@chikoro/contracts';
import type { z } from 'zod';

/**
 * The commands a react-admin screen sends as a change to one record: which resource's record it
 * changes and which field of the command carries that record's id; the form validates it with
 * the command map's schema, the one the server parses it with.
 */
export const recordCommands = {
  ApproveSchool: { resource: 'school-enrolment-requests', idField: 'schoolId' },
  RejectSchool: { resource: 'school-enrolment-requests', idField: 'schoolId' },
  CorrectSchoolDetails: { resource: 'school-enrolment-requests', idField: 'schoolId' },
  ResolveEnquiry: { resource: 'enquiries-from-schools', idField: 'enquiryId' },
  ReopenEnquiry: { resource: 'enquiries-from-schools', idField: 'enquiryId' },
  InviteEnquirerToEnrol: { resource: 'enquiries-from-schools', idField: 'enquiryId' },
  AssignClassTeacher: { resource: 'class-management', idField: 'classId' },
  ChangeClassDetails: { resource: 'class-management', idField: 'classId' },
  AssignTeacher: { resource: 'teacher-management', idField: 'teacherId' },
  UnassignTeacher: { resource: 'teacher-management', idField: 'teacherId' },
  ChangeTeacherStatus: { resource: 'teacher-management', idField: 'teacherId' },
  RemoveTeacher: { resource: 'teacher-management', idField: 'teacherId' },
  ChangeBursarStatus: { resource: 'bursars', idField: 'bursarId' },
  ChangeStudentStatus: { resource: 'student-management', idField: 'studentId' },
  MoveStudentToClass: { resource: 'student-management', idField: 'studentId' },
  WithdrawStudent: { resource: 'student-management', idField: 'studentId' },
  ChangeParentStatus: { resource: 'parent-management', idField: 'parentId' },
  RemoveParent: { resource: 'parent-management', idField: 'parentId' },
  LinkParentToStudent: { resource: 'parent-management', idField: 'parentId' },
  UnlinkParentFromStudent: { resource: 'parent-management', idField: 'parentId' },
} as const;

export type RecordCommand = keyof typeof recordCommands;
type Spec<C extends RecordCommand> = (typeof recordCommands)[C];

/** What a form sends with a command: its input without the record's id, which the record gives. */
export type CommandData<C extends RecordCommand> = Omit<
  z.input<(typeof commandMap)[C]['input']>,
  Spec<C>['idField']
>;

export const isRecordCommand = (type: unknown): type is RecordCommand =>
  typeof type === 'string' && Object.prototype.hasOwnProperty.call(recordCommands, type);

/**
 * The command's body for a change of one record: the form's data with the record's id under the
 * command's own name for it. A command meant for another resource is a programming error.
 */
export function commandBody(
  resource: string,
  command: RecordCommand,
  id: string | number,
  data: object,
): Record<string, unknown> {
  const spec = recordCommands[command];
  if (spec.resource !== resource)
    throw new Error(`${command} changes ${spec.resource}, not ${resource}`);
  return { ...data, [spec.idField]: String(id) };
}

/**
 * A problem's field errors as react-admin forms take them from an HttpError's `body.errors`:
 * one message per field (the first the server listed), a field named by its dotted path.
 */
export function formErrors(fieldErrors: readonly FieldError[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors ?? [])
    if (!(field in errors)) errors[field] = message;
  return errors;
}
