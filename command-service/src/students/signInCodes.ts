import type pg from 'pg';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  attendanceMessages,
  studentMessages as m,
  type CommandContext,
  type IssueStudentSignInCode,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { REGISTER_ROLL_REACTOR, activeRoll } from '../attendance/roll';
import { classState } from '../classes/references';
import { fold } from '../commands/decider';
import { executeCommand } from '../commands/execute';
import type { CommandRegistry } from '../commands/registry';
import { caughtUp } from '../reactors/catchUp';
import { isClassTeacher, ownSchool } from '../scope';
import { issueSignInCode, STUDENT_CODE_DAYS } from './accounts';
import { studentDecider } from './decide';
import { studentStream } from './student';

/** The command as the edge makes it: a teacher's carries the class teacher of the student's class. */
export async function issueCodeCommand(
  store: EventStore,
  studentId: string,
  context: CommandContext,
): Promise<IssueStudentSignInCode> {
  let classTeacherId: string | null = null;
  if (context.actorRole === 'TEACHER') {
    const student = fold(
      studentDecider,
      (await store.readStream(studentStream(studentId))).map(decodeEvent),
    );
    const klass = student.status === 'Initial' ? null : await classState(store, student.classId);
    classTeacherId = klass && klass.status !== 'Initial' ? klass.classTeacherId : null;
  }
  return { type: 'IssueStudentSignInCode', studentId, classTeacherId };
}

/** What a class's sign-in sheet prints: each student's fresh code, shown here once. */
export interface ClassSignInCodes {
  className: string;
  validDays: number;
  students: { name: string; registrationNumber: string; code: string }[];
  /** A student the command refused on the way (moved or made inactive meanwhile), with its reason. */
  refused: { studentName: string; reason: string }[];
}

/**
 * Issues a fresh code to each active student of the class, one IssueStudentSignInCode command per
 * student (decided, appended and audited as if sent one by one), and hands the codes back once, to
 * print. The class must be the actor's school's (else not found) and the actor its class teacher
 * or the admin (else refused) before any code is issued.
 */
export async function issueClassSignInCodes(
  deps: { store: EventStore; pool: pg.Pool; secret: string },
  registry: CommandRegistry,
  classId: string,
  context: CommandContext,
): Promise<ClassSignInCodes> {
  const klass = await classState(deps.store, classId);
  if (klass.status === 'Initial' || klass.status === 'Deleted' || !ownSchool(klass, context))
    throw new NotFoundError(attendanceMessages.classNotFound);
  if (context.actorRole !== 'ADMIN' && !isClassTeacher(klass, context))
    throw new ForbiddenError(m.notClassTeacher);
  await caughtUp(deps.pool, deps.store, REGISTER_ROLL_REACTOR, attendanceMessages.busy);
  const definition = registry.get('IssueStudentSignInCode');
  if (!definition) throw new Error('IssueStudentSignInCode is not registered');
  const students: ClassSignInCodes['students'] = [];
  const refused: ClassSignInCodes['refused'] = [];
  for (const { studentId, name } of await activeRoll(deps.pool, classId)) {
    const command = await issueCodeCommand(deps.store, studentId, context);
    try {
      await executeCommand(deps.store, definition, command, context);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ studentName: name, reason: error.message });
      continue;
    }
    const state = fold(
      studentDecider,
      (await deps.store.readStream(studentStream(studentId))).map(decodeEvent),
    );
    if (state.status === 'Initial') continue;
    const { code, registrationNumber } = await issueSignInCode(deps.pool, deps.secret, state);
    students.push({ name: `${state.lastName}, ${state.firstName}`, registrationNumber, code });
  }
  students.sort((x, y) => x.name.toLowerCase().localeCompare(y.name.toLowerCase()));
  return { className: klass.name, validDays: STUDENT_CODE_DAYS, students, refused };
}
