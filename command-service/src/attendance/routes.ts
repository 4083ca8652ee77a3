import type { Request } from 'express';
import type pg from 'pg';
import {
  absenceReportsStream,
  attendanceMessages as m,
  currentYearOf,
  schoolDate,
  studentStream,
  type AbsenceCommand,
  type AbsenceFacts,
  type AbsenceReportEvent,
  type AttendanceCommand,
  type AttendanceEvent,
  type CommandContext,
  type RegisterFacts,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import type { Users } from '../auth/users';
import { classState } from '../classes/references';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { caughtUp } from '../reactors/catchUp';
import { ownSchool } from '../scope';
import { familyParentAt } from '../scope/family';
import { termClosed } from '../termclose/closed';
import { evolveStudent, initialStudentState, studentName } from '../students/student';
import { absenceReportsDecider, type AbsenceReportsState } from './absences';
import { attendanceDecider } from './decide';
import { attendanceStream, type RegisterState } from './register';
import { REGISTER_ROLL_REACTOR, activeRoll } from './roll';
import { schoolSetupOf } from '../setup/reader';

type C<T extends AttendanceCommand['type']> = Extract<AttendanceCommand, { type: T }>;

export interface AttendanceDependencies {
  store: EventStore;
  pool: pg.Pool;
  users: Users;
}

/** The terms of the school's current year, folded from its set-up stream. */
async function currentTerms(
  store: EventStore,
  schoolId: string,
  today: string,
): Promise<RegisterFacts['terms']> {
  const setup = await schoolSetupOf(store, schoolId);
  const year = currentYearOf(Object.values(setup.years), today);
  return year
    ? Object.values(setup.terms).filter((t) => t.academicYearId === year.academicYearId)
    : [];
}

/**
 * What the rules need, read from the write side only: the class's stream, the roll the reactor
 * keeps (once it has caught up), the set-up stream and the actor's name. Another school's class
 * reveals nothing: its roll and terms are not even read.
 */
async function factsFor(
  deps: AttendanceDependencies,
  classId: string,
  context: CommandContext,
): Promise<RegisterFacts> {
  const klass = await classState(deps.store, classId);
  if (klass.status === 'Initial' || klass.status === 'Deleted' || !ownSchool(klass, context))
    return { klass: null, roll: [], terms: [], actorName: null, closedTermIds: [] };
  await caughtUp(deps.pool, deps.store, REGISTER_ROLL_REACTOR, m.busy);
  const actor = context.actorId ? await deps.users.findById(context.actorId) : undefined;
  const terms = await currentTerms(deps.store, klass.schoolId, schoolDate(context.now));
  const closed = await Promise.all(
    terms.map((t) => termClosed(deps.store, klass.schoolId, t.termId)),
  );
  return {
    klass: {
      schoolId: klass.schoolId,
      name: klass.name,
      status: klass.status,
      classTeacherId: klass.classTeacherId,
    },
    roll: await activeRoll(deps.pool, classId),
    terms,
    actorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() || null : null,
    closedTermIds: terms.filter((_, i) => closed[i]).map((t) => t.termId),
  };
}

/**
 * An absence report's facts: the student (at whichever school of the family), the acting parent's
 * record at that school and its terms. A sign-in with no record there reads no class and no terms.
 */
async function absenceFactsFor(
  store: EventStore,
  studentId: string,
  context: CommandContext,
): Promise<AbsenceFacts> {
  const state = (await store.readStream(studentStream(studentId)))
    .map(decodeEvent)
    .reduce(evolveStudent, initialStudentState);
  if (state.status === 'Initial' || state.status === 'Withdrawn')
    return { student: null, parent: undefined, terms: [] };
  const parent =
    context.actorRole === 'PARENT' && context.actorId
      ? await familyParentAt(store, context.actorId, state.schoolId)
      : undefined;
  // The class's name as it stands now (a student's own events keep the name it had when they joined it).
  const klass = parent ? await classState(store, state.classId) : undefined;
  const className = klass && klass.status !== 'Initial' ? klass.name : (state.className ?? null);
  return {
    student: {
      studentId,
      schoolId: state.schoolId,
      name: studentName(state),
      classId: state.classId,
      className,
      status: state.status,
    },
    parent,
    terms: parent ? await currentTerms(store, state.schoolId, schoolDate(context.now)) : [],
  };
}

export function registerAttendanceCommands(
  registry: CommandRegistry,
  deps: AttendanceDependencies,
): void {
  const common = {
    // Students, parents and the superadmin never take a register; a teacher only their own class's (the decider checks).
    decider: attendanceDecider,
    streamId: (c: AttendanceCommand) => attendanceStream(c.classId, c.date),
    answer: (c: AttendanceCommand) => ({ classId: c.classId, date: c.date }),
  };

  registry.register<C<'RecordAttendance'>, RegisterState, AttendanceEvent>({
    ...common,
    type: 'RecordAttendance',
    async parse(req: Request, context) {
      const input = parseInput('RecordAttendance', req.body);
      return {
        type: 'RecordAttendance',
        ...input,
        facts: await factsFor(deps, input.classId, context),
      };
    },
  });

  registry.register<C<'CorrectAttendance'>, RegisterState, AttendanceEvent>({
    ...common,
    type: 'CorrectAttendance',
    async parse(req: Request, context) {
      const input = parseInput('CorrectAttendance', req.body);
      return {
        type: 'CorrectAttendance',
        ...input,
        facts: await factsFor(deps, input.classId, context),
      };
    },
  });

  const absences = {
    // A family's word about their own child: the school records what happened on the register.
    decider: absenceReportsDecider,
    streamId: (c: AbsenceCommand) => absenceReportsStream(c.studentId),
    answer: (c: AbsenceCommand) => ({ studentId: c.studentId, date: c.date }),
  };

  registry.register<
    Extract<AbsenceCommand, { type: 'ReportAbsence' }>,
    AbsenceReportsState,
    AbsenceReportEvent
  >({
    ...absences,
    type: 'ReportAbsence',
    async parse(req: Request, context) {
      const input = parseInput('ReportAbsence', req.body);
      return {
        type: 'ReportAbsence',
        ...input,
        facts: await absenceFactsFor(deps.store, input.studentId, context),
      };
    },
  });

  registry.register<
    Extract<AbsenceCommand, { type: 'WithdrawAbsenceReport' }>,
    AbsenceReportsState,
    AbsenceReportEvent
  >({
    ...absences,
    type: 'WithdrawAbsenceReport',
    async parse(req: Request, context) {
      const input = parseInput('WithdrawAbsenceReport', req.body);
      return {
        type: 'WithdrawAbsenceReport',
        ...input,
        facts: await absenceFactsFor(deps.store, input.studentId, context),
      };
    },
  });
}
