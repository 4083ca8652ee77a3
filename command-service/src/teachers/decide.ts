import {
  ConflictError,
  NotFoundError,
  teacherMessages as m,
  type CommandContext,
  type TeacherCommand,
  type TeacherEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { ownSchool } from '../scope';
import { evolveTeacher, initialTeacherState, type TeacherState } from './teacher';

type Command<T extends TeacherCommand['type']> = Extract<TeacherCommand, { type: T }>;
type Known = Exclude<TeacherState, { status: 'Initial' }>;

/** A teacher of another school is "not found": their existence is never revealed. */
function ownTeacher(state: TeacherState, context: CommandContext): Known {
  if (state.status === 'Initial' || !ownSchool(state, context)) throw new NotFoundError(m.notFound);
  return state;
}

function register(
  command: Command<'RegisterTeacher'>,
  state: TeacherState,
  context: CommandContext,
): TeacherEvent[] {
  if (state.status !== 'Initial') throw new ConflictError('This teacher is already registered');
  const photo = command.photo ? { photo: command.photo } : {};
  return [
    {
      type: 'TeacherRegistered',
      data: {
        schoolId: context.schoolId ?? '',
        teacherId: command.teacherId,
        details: command.details,
        ...photo,
        registeredAt: context.now,
      },
    },
  ];
}

/** The same subject, class and term again is nothing new. */
function assign(
  command: Command<'AssignTeacher'>,
  state: TeacherState,
  context: CommandContext,
): TeacherEvent[] {
  const teacher = ownTeacher(state, context);
  if (teacher.status === 'Left') throw new ConflictError(m.left);
  if (teacher.status === 'Inactive') throw new ConflictError(m.notActive);
  const { subjectId, classId, termId } = command;
  const same = Object.values(teacher.assignments).some(
    (a) => a.subjectId === subjectId && a.classId === classId && a.termId === termId,
  );
  if (same) return [];
  return [
    {
      type: 'TeacherAssigned',
      data: {
        schoolId: teacher.schoolId,
        teacherId: teacher.teacherId,
        assignmentId: command.assignmentId,
        subjectId,
        classId,
        termId,
        ...command.names,
        assignedAt: context.now,
      },
    },
  ];
}

function unassign(
  command: Command<'UnassignTeacher'>,
  state: TeacherState,
  context: CommandContext,
): TeacherEvent[] {
  const teacher = ownTeacher(state, context);
  const assignment = teacher.assignments[command.assignmentId];
  if (!assignment) throw new NotFoundError(m.assignmentNotFound);
  const { subjectName, className, termName, academicYearName } = assignment;
  return [
    {
      type: 'TeacherUnassigned',
      data: {
        schoolId: teacher.schoolId,
        teacherId: teacher.teacherId,
        assignmentId: command.assignmentId,
        subjectName,
        className,
        termName,
        academicYearName,
        unassignedAt: context.now,
      },
    },
  ];
}

function changeStatus(
  command: Command<'ChangeTeacherStatus'>,
  state: TeacherState,
  context: CommandContext,
): TeacherEvent[] {
  const teacher = ownTeacher(state, context);
  if (teacher.status === 'Left') throw new ConflictError(m.left);
  if (teacher.status === command.status) return [];
  return [
    {
      type: 'TeacherStatusChanged',
      data: {
        schoolId: teacher.schoolId,
        teacherId: teacher.teacherId,
        before: teacher.status,
        status: command.status,
        changedAt: context.now,
      },
    },
  ];
}

/** Leaving is for good: a teacher who left already has nothing more to leave. */
function remove(
  _command: Command<'RemoveTeacher'>,
  state: TeacherState,
  context: CommandContext,
): TeacherEvent[] {
  const teacher = ownTeacher(state, context);
  if (teacher.status === 'Left') return [];
  return [
    {
      type: 'TeacherRemoved',
      data: {
        schoolId: teacher.schoolId,
        teacherId: teacher.teacherId,
        before: teacher.status,
        removedAt: context.now,
      },
    },
  ];
}

export function decideTeacher(
  command: TeacherCommand,
  state: TeacherState,
  context: CommandContext,
): TeacherEvent[] {
  switch (command.type) {
    case 'RegisterTeacher':
      return register(command, state, context);
    case 'AssignTeacher':
      return assign(command, state, context);
    case 'UnassignTeacher':
      return unassign(command, state, context);
    case 'ChangeTeacherStatus':
      return changeStatus(command, state, context);
    case 'RemoveTeacher':
      return remove(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled teacher command ${JSON.stringify(unknown)}`);
    }
  }
}

export const teacherDecider: Decider<TeacherState, TeacherCommand, TeacherEvent> = {
  initialState: initialTeacherState,
  decide: decideTeacher,
  evolve: evolveTeacher,
};
