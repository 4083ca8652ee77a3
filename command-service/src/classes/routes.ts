import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ConflictError,
  NotFoundError,
  classMessages as m,
  type ClassCommand,
  type ClassEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { caughtUp } from '../reactors/catchUp';
import { teacherName } from '../teachers/teacher';
import { ownSchool } from '../scope';
import { classStream, type ClassState } from './class';
import { classDecider } from './decide';
import { CLASS_DIRECTORY_REACTOR, classHasStudents, classNameTaken } from './directory';
import { classState, required, teacherState } from './references';
import { setupNames } from '../setup/reader';

type C<T extends ClassCommand['type']> = Extract<ClassCommand, { type: T }>;

export interface ClassDependencies {
  store: EventStore;
  pool: pg.Pool;
}

/** Class names are unique in a school among classes not deleted (checked once the directory is up to date). */
async function refuseTakenName(
  deps: ClassDependencies,
  schoolId: string | null,
  name: string,
  classId: string,
): Promise<void> {
  await caughtUp(deps.pool, deps.store, CLASS_DIRECTORY_REACTOR, m.busy);
  if (await classNameTaken(deps.pool, schoolId ?? '', name, classId))
    throw new ConflictError(m.nameTaken, [{ field: 'name', message: m.nameTaken }]);
}

export function registerClassCommands(registry: CommandRegistry, deps: ClassDependencies): void {
  const { store } = deps;
  const common = {
    decider: classDecider,
    streamId: (c: ClassCommand) => classStream(c.classId),
    answer: (c: ClassCommand) => ({ classId: c.classId }),
  };

  registry.register<C<'CreateClass'>, ClassState, ClassEvent>({
    ...common,
    type: 'CreateClass',
    async parse(req, context) {
      const input = parseInput('CreateClass', req.body);
      const levelName = required(
        (await setupNames(store, context.schoolId)).levels.get(input.levelId),
        'levelId',
        m.levelNotFound,
      );
      const classId = randomUUID();
      await refuseTakenName(deps, context.schoolId, input.name, classId);
      return { type: 'CreateClass', classId, levelName, ...input };
    },
  });

  registry.register<C<'AssignClassTeacher'>, ClassState, ClassEvent>({
    ...common,
    type: 'AssignClassTeacher',
    async parse(req, context) {
      const input = parseInput('AssignClassTeacher', req.body);
      const teacher = await teacherState(store, input.teacherId);
      if (teacher.status === 'Initial' || !ownSchool(teacher, context))
        throw new NotFoundError(m.teacherNotFound, [
          { field: 'teacherId', message: m.teacherNotFound },
        ]);
      if (teacher.status !== 'Active')
        throw new ConflictError(m.teacherNotActive, [
          { field: 'teacherId', message: m.teacherNotActive },
        ]);
      return { type: 'AssignClassTeacher', ...input, teacherName: teacherName(teacher) };
    },
  });

  registry.register<C<'ChangeClassDetails'>, ClassState, ClassEvent>({
    ...common,
    type: 'ChangeClassDetails',
    async parse(req, context) {
      const input = parseInput('ChangeClassDetails', req.body);
      const levelName =
        input.levelId === undefined
          ? undefined
          : required(
              (await setupNames(store, context.schoolId)).levels.get(input.levelId),
              'levelId',
              m.levelNotFound,
            );
      // Only a real rename of the actor's own class needs the name free; the decider rules on the rest.
      const current = await classState(store, input.classId);
      const own = current.status !== 'Initial' && ownSchool(current, context);
      if (own && input.name !== undefined && input.name !== current.name)
        await refuseTakenName(deps, context.schoolId, input.name, input.classId);
      return { type: 'ChangeClassDetails', ...input, levelName };
    },
  });

  registry.register<C<'DeleteClass'>, ClassState, ClassEvent>({
    ...common,
    type: 'DeleteClass',
    async parse(req) {
      const input = parseInput('DeleteClass', req.body);
      await caughtUp(deps.pool, store, CLASS_DIRECTORY_REACTOR, m.busy);
      return {
        type: 'DeleteClass',
        ...input,
        hasStudents: await classHasStudents(deps.pool, input.classId),
      };
    },
    // The answer says which it was: a class with students is archived, never deleted.
    answer: (c) => ({
      classId: c.classId,
      outcome: c.hasStudents ? 'Archived' : 'Deleted',
      ...(c.hasStudents ? { message: m.hasStudents } : {}),
    }),
  });
}
