import type { CommandContext } from '@chikoro/contracts';

/**
 * The write side's rule of access, one function per rule, each decided from the token's context and
 * from facts folded from the write side's own streams (never a read model):
 * - `ownSchool`: a record is the actor's school's (else the command answers 404, saying nothing of others).
 * - `teaches`: a teacher's assignments include this class and subject in this term.
 * - `isClassTeacher`: the actor is the class's class teacher.
 * - `setsExam`: the admin, or the teacher the exam belongs to.
 * - `isParentOf`: the parent's record at the student's school links that student.
 * - `familyRecordAt` / `familyParentAt` (`./family`, which folds the parents' streams): a parent's
 *   record at a school of their family.
 */

/** The record belongs to the actor's school. */
export const ownSchool = (record: { schoolId: string }, context: CommandContext): boolean =>
  context.schoolId !== null && record.schoolId === context.schoolId;

/** What a teacher is assigned to teach: a subject, to a class, in a term. */
export interface Assignment {
  classId: string;
  subjectId: string;
  termId: string;
}

/** The acting teacher is assigned this subject for this class in this term (by their own stream's assignments). */
export const teaches = (
  context: CommandContext,
  assignments: Iterable<Assignment>,
  target: Assignment,
): boolean =>
  context.actorRole === 'TEACHER' &&
  [...assignments].some(
    (a) =>
      a.classId === target.classId &&
      a.subjectId === target.subjectId &&
      a.termId === target.termId,
  );

/** The acting teacher is the class's class teacher. */
export const isClassTeacher = (
  klass: { classTeacherId: string | null },
  context: CommandContext,
): boolean =>
  context.actorRole === 'TEACHER' &&
  klass.classTeacherId !== null &&
  klass.classTeacherId === context.actorId;

/** The admin, or the teacher the exam belongs to, acts on an exam and its marks. */
export const setsExam = (exam: { teacherId: string }, context: CommandContext): boolean =>
  context.actorRole === 'ADMIN' || exam.teacherId === context.actorId;

/** The parent's record (at the student's school, see `familyParentAt`) links this student. */
export const isParentOf = <P extends { studentIds: readonly string[] }>(
  parent: P | undefined,
  studentId: string,
): parent is P => parent !== undefined && parent.studentIds.includes(studentId);
