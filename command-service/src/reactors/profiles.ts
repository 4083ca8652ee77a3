import type pg from 'pg';
import type { ProfileUpdated } from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';

export const PROFILES_REACTOR = 'profiles';

/**
 * Keeps each sign-in account as the log says: a ProfileUpdated renames the account and, for the
 * school's admin and the superadmin (whose phone signs in), sets the phone, in the same transaction
 * as the checkpoint, so the change is applied exactly once. A phone another account took meanwhile
 * is left as it was rather than stopping the reactor (the command refused it when it was decided).
 */
export function startProfilesReactor(options: {
  store: EventStore;
  pool: pg.Pool;
  onError?(error: unknown): void;
}): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: PROFILES_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type !== 'ProfileUpdated') continue;
        const { userId, firstName, lastName, phone } = (event as unknown as ProfileUpdated).data;
        await client.query('UPDATE auth_users SET first_name = $2, last_name = $3 WHERE id = $1', [
          userId,
          firstName,
          lastName,
        ]);
        if (phone === undefined) continue;
        await client.query(
          `UPDATE auth_users SET phone = $2 WHERE id = $1 AND role IN ('ADMIN', 'SUPERADMIN')
             AND ($2::text IS NULL OR NOT EXISTS (SELECT 1 FROM auth_users other WHERE other.phone = $2 AND other.id <> $1))`,
          [userId, phone],
        );
      }
    },
  });
}
