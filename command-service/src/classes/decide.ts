import {
  ConflictError,
  NotFoundError,
  classMessages as m,
  type ClassCommand,
  type ClassEvent,
  type CommandContext,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { ownSchool } from '../scope';
import { evolveClass, initialClassState, type ClassState } from './class';

type Command<T extends ClassCommand['type']> = Extract<ClassCommand, { type: T }>;
type Live = Extract<ClassState, { status: 'Active' | 'Archived' }>;

/** A class of another school is "not found": its existence is never revealed. */
function ownLiveClass(state: ClassState, context: CommandContext): Live {
  if (state.status === 'Initial' || state.status === 'Deleted' || !ownSchool(state, context))
    throw new NotFoundError(m.notFound);
  return state;
}

function create(
  command: Command<'CreateClass'>,
  state: ClassState,
  context: CommandContext,
): ClassEvent[] {
  if (state.status !== 'Initial') throw new ConflictError('This class already exists');
  const { classId, levelId, levelName, name } = command;
  return [
    {
      type: 'ClassCreated',
      data: {
        schoolId: context.schoolId ?? '',
        classId,
        levelId,
        levelName,
        name,
        createdAt: context.now,
      },
    },
  ];
}

function assignClassTeacher(
  command: Command<'AssignClassTeacher'>,
  state: ClassState,
  context: CommandContext,
): ClassEvent[] {
  const found = ownLiveClass(state, context);
  if (found.status === 'Archived') throw new ConflictError(m.archived);
  if (found.classTeacherId === command.teacherId) return [];
  return [
    {
      type: 'ClassTeacherAssigned',
      data: {
        schoolId: found.schoolId,
        classId: found.classId,
        teacherId: command.teacherId,
        previousTeacherId: found.classTeacherId,
        teacherName: command.teacherName,
        previousTeacherName: found.classTeacherName,
        assignedAt: context.now,
      },
    },
  ];
}

function changeDetails(
  command: Command<'ChangeClassDetails'>,
  state: ClassState,
  context: CommandContext,
): ClassEvent[] {
  const found = ownLiveClass(state, context);
  if (found.status === 'Archived') throw new ConflictError(m.archived);
  const renamed = command.name !== undefined && command.name !== found.name;
  const moved = command.levelId !== undefined && command.levelId !== found.levelId;
  if (!renamed && !moved) return [];
  return [
    {
      type: 'ClassDetailsChanged',
      data: {
        schoolId: found.schoolId,
        classId: found.classId,
        ...(renamed ? { name: { before: found.name, after: command.name! } } : {}),
        ...(moved
          ? {
              levelId: { before: found.levelId, after: command.levelId! },
              levelName: { before: found.levelName, after: command.levelName ?? '' },
            }
          : {}),
        changedAt: context.now,
      },
    },
  ];
}

/** No students: deleted. Students: archived instead, so their history keeps its class. */
function remove(
  command: Command<'DeleteClass'>,
  state: ClassState,
  context: CommandContext,
): ClassEvent[] {
  const found = ownLiveClass(state, context);
  const { schoolId, classId, name } = found;
  if (!command.hasStudents)
    return [{ type: 'ClassDeleted', data: { schoolId, classId, name, deletedAt: context.now } }];
  if (found.status === 'Archived') return [];
  return [{ type: 'ClassArchived', data: { schoolId, classId, name, archivedAt: context.now } }];
}

export function decideClass(
  command: ClassCommand,
  state: ClassState,
  context: CommandContext,
): ClassEvent[] {
  switch (command.type) {
    case 'CreateClass':
      return create(command, state, context);
    case 'AssignClassTeacher':
      return assignClassTeacher(command, state, context);
    case 'ChangeClassDetails':
      return changeDetails(command, state, context);
    case 'DeleteClass':
      return remove(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled class command ${JSON.stringify(unknown)}`);
    }
  }
}

export const classDecider: Decider<ClassState, ClassCommand, ClassEvent> = {
  initialState: initialClassState,
  decide: decideClass,
  evolve: evolveClass,
};
