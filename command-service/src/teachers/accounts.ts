import type pg from 'pg';
import type { TeacherEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import type { Mailer } from '../notify/mailer';
import { openStaffAccount, setStaffSignIn } from '../reactors/staffAccount';

export const TEACHER_ACCOUNTS_REACTOR = 'teacher-accounts';

export interface TeacherAccountsOptions {
  store: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  onError?(error: unknown): void;
}

/**
 * Keeps teachers' sign-ins as the log says. The account, its code, the mail, status changes and
 * the checkpoint commit together: each registration makes exactly one account and one mail.
 */
export function startTeacherAccountsReactor(
  options: TeacherAccountsOptions,
): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: TEACHER_ACCOUNTS_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const raw of events) {
        if (
          raw.type !== 'TeacherRegistered' &&
          raw.type !== 'TeacherStatusChanged' &&
          raw.type !== 'TeacherRemoved'
        )
          continue;
        const event = decodeEvent(raw) as unknown as TeacherEvent;
        if (event.type === 'TeacherRegistered') {
          const { teacherId, schoolId, details } = event.data;
          const { firstName, lastName, email } = details;
          await openStaffAccount(
            { id: teacherId, role: 'TEACHER', schoolId, firstName, lastName, email },
            client,
            options,
          );
        }
        if (event.type === 'TeacherStatusChanged')
          await setStaffSignIn(
            { id: event.data.teacherId, role: 'TEACHER' },
            event.data.status === 'Active',
            client,
          );
        if (event.type === 'TeacherRemoved')
          await setStaffSignIn({ id: event.data.teacherId, role: 'TEACHER' }, false, client);
      }
    },
  });
}
