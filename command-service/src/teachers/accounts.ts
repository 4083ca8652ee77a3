import type pg from 'pg';
import type { TeacherEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { Sessions } from '@chikoro/platform';
import type { Mailer } from '../notify/mailer';
import { openStaffAccount } from '../reactors/staffAccount';

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
 * Inactive or gone: no new sign-in, every "keep me signed in" token revoked and every open session
 * ended, so a token already held stops working too.
 */
async function setSignIn(teacherId: string, active: boolean, client: pg.PoolClient) {
  await client.query(`UPDATE auth_users SET status = $2 WHERE id = $1 AND role = 'TEACHER'`, [
    teacherId,
    active ? 'ACTIVE' : 'INACTIVE',
  ]);
  if (active) return;
  await client.query(
    'UPDATE auth_refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [teacherId],
  );
  await new Sessions(client).endAllFor(teacherId);
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
          await setSignIn(event.data.teacherId, event.data.status === 'Active', client);
        if (event.type === 'TeacherRemoved') await setSignIn(event.data.teacherId, false, client);
      }
    },
  });
}
