import type pg from 'pg';
import type { ParentRemoved, ParentStatusChanged } from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { setSignInAccess } from '../auth/access';

/** A parent's sign-in follows their status: Inactive or Removed cannot sign in (the account id is the parent id). */
export function startParentAccessReactor(options: {
  store: EventStore;
  pool: pg.Pool;
  onError?(error: unknown): void;
}): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: 'parent-access',
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type === 'ParentStatusChanged') {
          const { parentId, status } = (event as unknown as ParentStatusChanged).data;
          await setSignInAccess(client, parentId, status === 'Active');
        } else if (event.type === 'ParentRemoved')
          await setSignInAccess(client, (event as unknown as ParentRemoved).data.parentId, false);
      }
    },
  });
}
