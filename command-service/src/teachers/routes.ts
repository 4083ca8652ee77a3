import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  fieldErrorsFrom,
  teacherMessages as m,
  type TeacherCommand,
  type TeacherEvent,
  commandMap,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { Users } from '../auth/users';
import { classState, required } from '../classes/references';
import { setupNames } from '../setup/reader';
import type { CommandRegistry } from '../commands/registry';
import { INVALID_INPUT, parseInput } from '../commands/parse';
import type { FileStore } from '../files/store';
import { caughtUp } from '../reactors/catchUp';
import { ownSchool } from '../scope';
import { BURSAR_ACCOUNTS_REACTOR } from '../bursars/accounts';
import { TEACHER_ACCOUNTS_REACTOR } from './accounts';
import { teacherDecider } from './decide';
import { checkPhoto } from '../files/photo';
import { teacherStream, type TeacherState } from './teacher';

type C<T extends TeacherCommand['type']> = Extract<TeacherCommand, { type: T }>;

export interface TeacherDependencies {
  store: EventStore;
  pool: pg.Pool;
  files: FileStore;
  users: Users;
}

export function registerTeacherCommands(
  registry: CommandRegistry,
  deps: TeacherDependencies,
): void {
  const { store } = deps;
  const common = {
    decider: teacherDecider,
    streamId: (c: TeacherCommand) => teacherStream(c.teacherId),
    answer: (c: TeacherCommand) => ({ teacherId: c.teacherId }),
  };

  registry.register<C<'RegisterTeacher'>, TeacherState, TeacherEvent>({
    ...common,
    type: 'RegisterTeacher',
    async parse(req, context) {
      const parsed = commandMap.RegisterTeacher.input.safeParse(req.body ?? {});
      const upload = await checkPhoto(req.files, m.photoType);
      if (!parsed.success || upload.errors.length > 0) {
        const fieldErrors = parsed.success ? [] : fieldErrorsFrom(parsed.error.issues);
        if (fieldErrors.length === 0) throw upload.problem(upload.errors);
        throw new ValidationError(INVALID_INPUT, [...fieldErrors, ...upload.errors]);
      }
      // A sign-in is made from this email: one already in use (by anyone) is refused without saying whose.
      await caughtUp(deps.pool, store, TEACHER_ACCOUNTS_REACTOR, m.addFailed);
      await caughtUp(deps.pool, store, BURSAR_ACCOUNTS_REACTOR, m.addFailed);
      if (await deps.users.identifierTaken(parsed.data.email, ''))
        throw new ConflictError(m.emailUnavailable, [
          { field: 'email', message: m.emailUnavailable },
        ]);
      const photo = upload.photo
        ? deps.files.stage(req, { ...upload.photo, ownerSchoolId: context.schoolId })
        : undefined;
      return {
        type: 'RegisterTeacher',
        teacherId: randomUUID(),
        details: parsed.data,
        ...(photo ? { photo } : {}),
      };
    },
  });

  registry.register<C<'AssignTeacher'>, TeacherState, TeacherEvent>({
    ...common,
    type: 'AssignTeacher',
    async parse(req, context) {
      const input = parseInput('AssignTeacher', req.body);
      const setup = await setupNames(store, context.schoolId);
      const subjectName = required(
        setup.subjects.get(input.subjectId),
        'subjectId',
        m.subjectNotFound,
      );
      const term = required(setup.terms.get(input.termId), 'termId', m.termNotFound);
      const target = await classState(store, input.classId);
      if (
        target.status === 'Initial' ||
        target.status === 'Deleted' ||
        !ownSchool(target, context)
      ) {
        throw new NotFoundError(m.classNotFound, [{ field: 'classId', message: m.classNotFound }]);
      }
      if (target.status === 'Archived')
        throw new ConflictError(m.classArchived, [{ field: 'classId', message: m.classArchived }]);
      // The year is the term's own, never a fixed one.
      const names = {
        subjectName,
        className: target.name,
        termName: term.name,
        academicYearId: term.academicYearId,
        academicYearName: setup.years.get(term.academicYearId) ?? '',
      };
      return { type: 'AssignTeacher', assignmentId: randomUUID(), ...input, names };
    },
  });

  registry.register<C<'UnassignTeacher'>, TeacherState, TeacherEvent>({
    ...common,
    type: 'UnassignTeacher',
    parse: (req) => ({ type: 'UnassignTeacher', ...parseInput('UnassignTeacher', req.body) }),
  });

  registry.register<C<'ChangeTeacherStatus'>, TeacherState, TeacherEvent>({
    ...common,
    type: 'ChangeTeacherStatus',
    parse: (req) => ({
      type: 'ChangeTeacherStatus',
      ...parseInput('ChangeTeacherStatus', req.body),
    }),
  });

  registry.register<C<'RemoveTeacher'>, TeacherState, TeacherEvent>({
    ...common,
    type: 'RemoveTeacher',
    parse: (req) => ({ type: 'RemoveTeacher', ...parseInput('RemoveTeacher', req.body) }),
  });
}
