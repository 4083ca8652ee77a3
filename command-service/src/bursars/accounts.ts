import type pg from 'pg';
import type { BursarEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import type { Mailer } from '../notify/mailer';
import { openStaffAccount } from '../reactors/staffAccount';

export const BURSAR_ACCOUNTS_REACTOR = 'bursar-accounts';

export interface BursarAccountsOptions {
  store: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  onError?(error: unknown): void;
}

/**
 * Makes bursars' sign-ins as the log says. The account, its code, the mail and the checkpoint
 * commit together: each registration makes exactly one account and one mail.
 */
export function startBursarAccountsReactor(
  options: BursarAccountsOptions,
): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: BURSAR_ACCOUNTS_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const raw of events) {
        if (raw.type !== 'BursarRegistered') continue;
        const event = decodeEvent(raw) as unknown as BursarEvent;
        const { bursarId, schoolId, firstName, lastName, email } = event.data;
        await openStaffAccount(
          { id: bursarId, role: 'BURSAR', schoolId, firstName, lastName, email },
          client,
          options,
        );
      }
    },
  });
}
