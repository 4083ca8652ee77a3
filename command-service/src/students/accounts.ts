import type pg from 'pg';
import type { StudentEnrolled, StudentStatusChanged, StudentWithdrawn } from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { setSignInAccess } from '../auth/access';
import { OneTimeCodes } from '../auth/codes';
import { Users } from '../auth/users';
import type { StudentState } from './student';

/** A printed sign-in code is handed over in class: it lives two weeks, and is spent once. */
export const STUDENT_CODE_DAYS = 14;

type Student = Pick<
  Exclude<StudentState, { status: 'Initial' }>,
  'studentId' | 'schoolId' | 'firstName' | 'lastName' | 'registrationNumber'
>;

/** The student's sign-in: the registration number is the identifier; no email or phone (they may be a parent's). */
function createAccount(db: Pick<pg.Pool, 'query'>, s: Student): Promise<boolean> {
  return new Users(db).create({
    id: s.studentId,
    role: 'STUDENT',
    schoolId: s.schoolId,
    firstName: s.firstName,
    lastName: s.lastName,
    email: null,
    phone: null,
    registrationNumber: s.registrationNumber,
  });
}

/**
 * A one-time code for the student's password, stored only hashed. The account is made here too
 * if the reactor has not made it yet (creating it twice does nothing), so the code never waits.
 */
export async function issueSignInCode(pool: pg.Pool, secret: string, student: Student) {
  await createAccount(pool, student);
  const code = await new OneTimeCodes(pool, secret).issue(
    student.studentId,
    'SET_PASSWORD',
    STUDENT_CODE_DAYS * 24 * 60,
  );
  return { code, registrationNumber: student.registrationNumber, validDays: STUDENT_CODE_DAYS };
}

export interface StudentAccountsOptions {
  store: EventStore;
  pool: pg.Pool;
  onError?(error: unknown): void;
}

/**
 * Gives each enrolled student a sign-in (role STUDENT, no password until a code is used), and
 * follows their status: an Active or Graduated student signs in. Account and checkpoint commit together.
 */
export function startStudentAccountsReactor(
  options: StudentAccountsOptions,
): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: 'student-accounts',
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type === 'StudentEnrolled')
          await createAccount(client, (event as unknown as StudentEnrolled).data);
        else if (event.type === 'StudentStatusChanged') {
          const { studentId, status } = (event as unknown as StudentStatusChanged).data;
          // A graduate keeps their sign-in, to read their past cards.
          await setSignInAccess(client, studentId, status === 'Active' || status === 'Graduated');
        } else if (event.type === 'StudentWithdrawn')
          await setSignInAccess(
            client,
            (event as unknown as StudentWithdrawn).data.studentId,
            false,
          );
      }
    },
  });
}
