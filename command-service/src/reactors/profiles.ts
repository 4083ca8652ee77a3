import type pg from 'pg';
import type { ProfileUpdated } from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';

export const PROFILES_REACTOR = 'profiles';

/**
 * Keeps the names on each sign-in account as the log says: a ProfileUpdated renames the
 * account in the same transaction as the checkpoint, so the change is applied exactly once.
 */
export function startProfilesReactor(options: { store: EventStore; pool: pg.Pool; onError?(error: unknown): void }): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: PROFILES_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type !== 'ProfileUpdated') continue;
        const { userId, firstName, lastName } = (event as unknown as ProfileUpdated).data;
        await client.query('UPDATE auth_users SET first_name = $2, last_name = $3 WHERE id = $1', [userId, firstName, lastName]);
      }
    },
  });
}
