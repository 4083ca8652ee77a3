import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  authMessages,
  studentMessages as m,
  type ChangeStudentStatus,
  type CommandContext,
  type EnrolStudent,
  type IssueStudentSignInCode,
  type MoveStudentToClass,
  type StudentCommand,
  type StudentEvent,
  type WithdrawStudent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { ownSchool } from '../scope';
import { evolveStudent, initialStudentState, type StudentState } from './student';

type Enrolled = Exclude<StudentState, { status: 'Initial' }>;

/** The admin's own school's student; any other (or none) is "not found", never revealed. */
function ownStudent(state: StudentState, context: CommandContext): Enrolled {
  if (context.actorRole !== 'ADMIN') throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'Initial' || !ownSchool(state, context)) throw new NotFoundError(m.notFound);
  return state;
}

/** Only a school's admin enrols, into the school of the token; the class and number come from the edge. */
function enrol(
  command: EnrolStudent,
  state: StudentState,
  context: CommandContext,
): StudentEvent[] {
  if (context.actorRole !== 'ADMIN' || !context.schoolId || context.schoolId !== command.schoolId)
    throw new ForbiddenError(authMessages.forbidden);
  if (state.status !== 'Initial') throw new ConflictError('This student is already enrolled');
  const { type: _type, placement, ...student } = command;
  return [{ type: 'StudentEnrolled', data: { ...student, ...placement, enrolledAt: context.now } }];
}

function changeStatus(
  command: ChangeStudentStatus,
  studentState: StudentState,
  context: CommandContext,
): StudentEvent[] {
  const state = ownStudent(studentState, context);
  if (state.status === 'Withdrawn') throw new ConflictError(m.withdrawn);
  if (state.status === command.status) return [];
  return [
    {
      type: 'StudentStatusChanged',
      data: {
        schoolId: state.schoolId,
        studentId: state.studentId,
        before: state.status,
        status: command.status,
        changedAt: context.now,
      },
    },
  ];
}

/** Into another active class of the school (checked at the edge); the level follows the class. */
function move(
  command: MoveStudentToClass,
  studentState: StudentState,
  context: CommandContext,
): StudentEvent[] {
  const state = ownStudent(studentState, context);
  if (state.status === 'Withdrawn') throw new ConflictError(m.withdrawn);
  const to = command.placement;
  if (state.classId === to.classId) return [];
  return [
    {
      type: 'StudentMovedToClass',
      data: {
        schoolId: state.schoolId,
        studentId: state.studentId,
        fromClassId: state.classId,
        toClassId: to.classId,
        levelId: to.levelId,
        fromClassName: state.className,
        toClassName: to.className,
        levelName: to.levelName,
        movedAt: context.now,
      },
    },
  ];
}

/** The student leaves; the record stays, and nothing more can change it. */
function withdraw(
  command: WithdrawStudent,
  studentState: StudentState,
  context: CommandContext,
): StudentEvent[] {
  const state = ownStudent(studentState, context);
  if (state.status === 'Withdrawn') return [];
  return [
    {
      type: 'StudentWithdrawn',
      data: {
        schoolId: state.schoolId,
        studentId: state.studentId,
        classId: state.classId,
        before: state.status,
        reason: command.reason,
        withdrawnAt: context.now,
      },
    },
  ];
}

/**
 * Each issue is recorded (a fresh code retires the last); an active or graduated student may sign
 * in. The admin issues one to any student of the school, a teacher only to a student of their own class.
 */
function issueSignInCode(
  command: IssueStudentSignInCode,
  state: StudentState,
  context: CommandContext,
): StudentEvent[] {
  if (context.actorRole !== 'ADMIN' && context.actorRole !== 'TEACHER')
    throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'Initial' || !ownSchool(state, context)) throw new NotFoundError(m.notFound);
  if (context.actorRole === 'TEACHER' && command.classTeacherId !== context.actorId)
    throw new ForbiddenError(m.notClassTeacher);
  if (state.status === 'Inactive' || state.status === 'Withdrawn')
    throw new ConflictError(m.cannotSignIn(state.status));
  return [
    {
      type: 'StudentSignInCodeIssued',
      data: { schoolId: state.schoolId, studentId: state.studentId, issuedAt: context.now },
    },
  ];
}

export function decideStudent(
  command: StudentCommand,
  state: StudentState,
  context: CommandContext,
): StudentEvent[] {
  switch (command.type) {
    case 'EnrolStudent':
      return enrol(command, state, context);
    case 'ChangeStudentStatus':
      return changeStatus(command, state, context);
    case 'MoveStudentToClass':
      return move(command, state, context);
    case 'WithdrawStudent':
      return withdraw(command, state, context);
    case 'IssueStudentSignInCode':
      return issueSignInCode(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled student command ${JSON.stringify(unknown)}`);
    }
  }
}

export const studentDecider: Decider<StudentState, StudentCommand, StudentEvent> = {
  initialState: initialStudentState,
  decide: decideStudent,
  evolve: evolveStudent,
};
