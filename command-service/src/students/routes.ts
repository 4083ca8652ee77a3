import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ForbiddenError,
  authMessages,
  type ChangeStudentStatus,
  type CommandContext,
  type EnrolStudent,
  type IssueStudentSignInCode,
  type MoveStudentToClass,
  type StudentEvent,
  type WithdrawStudent,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import type { CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { issueSignInCode } from './accounts';
import { studentDecider } from './decide';
import { placementOf, schoolNameOf } from './placement';
import { issueCodeCommand } from './signInCodes';
import { RegistrationNumbers } from './registrationNumbers';
import { studentStream, type StudentState } from './student';

export interface StudentDependencies {
  store: EventStore;
  pool: pg.Pool;
  /** The secret behind one-time codes. */
  secret: string;
}

const schoolOf = (context: CommandContext): string => {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
};

export function registerStudentCommands(
  registry: CommandRegistry,
  deps: StudentDependencies,
): void {
  const numbers = new RegistrationNumbers(deps.pool);
  const common = {
    streamId: (c: { studentId: string }) => studentStream(c.studentId),
    decider: studentDecider,
  };

  registry.register<EnrolStudent, StudentState, StudentEvent>({
    ...common,
    type: 'EnrolStudent',
    /** The input is checked first; only a valid enrolment into an open class of the school takes a number. */
    async parse(req, context) {
      const schoolId = schoolOf(context);
      const { classId, ...details } = parseInput('EnrolStudent', req.body);
      const placement = await placementOf(deps.store, schoolId, classId);
      const registrationNumber = await numbers.next(
        schoolId,
        await schoolNameOf(deps.store, schoolId),
        context.now,
      );
      return {
        type: 'EnrolStudent',
        studentId: randomUUID(),
        schoolId,
        registrationNumber,
        placement,
        ...details,
      };
    },
    answer: (c) => ({ studentId: c.studentId, registrationNumber: c.registrationNumber }),
  });

  registry.register<ChangeStudentStatus, StudentState, StudentEvent>({
    ...common,
    type: 'ChangeStudentStatus',
    parse: (req) => ({
      type: 'ChangeStudentStatus',
      ...parseInput('ChangeStudentStatus', req.body),
    }),
    answer: (c) => ({ studentId: c.studentId }),
  });

  registry.register<MoveStudentToClass, StudentState, StudentEvent>({
    ...common,
    type: 'MoveStudentToClass',
    async parse(req, context) {
      const { studentId, classId } = parseInput('MoveStudentToClass', req.body);
      return {
        type: 'MoveStudentToClass',
        studentId,
        placement: await placementOf(deps.store, schoolOf(context), classId),
      };
    },
    answer: (c) => ({ studentId: c.studentId }),
  });

  registry.register<WithdrawStudent, StudentState, StudentEvent>({
    ...common,
    type: 'WithdrawStudent',
    parse: (req) => ({ type: 'WithdrawStudent', ...parseInput('WithdrawStudent', req.body) }),
    answer: (c) => ({ studentId: c.studentId }),
  });

  registry.register<IssueStudentSignInCode, StudentState, StudentEvent>({
    ...common,
    type: 'IssueStudentSignInCode',
    async parse(req, context) {
      const { studentId } = parseInput('IssueStudentSignInCode', req.body);
      return issueCodeCommand(deps.store, studentId, context);
    },
    answer: (c) => ({ studentId: c.studentId }),
    /** The code is shown in this answer only, to print or hand over; it is stored hashed. */
    async reveal(command) {
      const state = fold(
        studentDecider,
        (await deps.store.readStream(studentStream(command.studentId))).map(decodeEvent),
      );
      return state.status === 'Initial' ? {} : issueSignInCode(deps.pool, deps.secret, state);
    },
  });
}
