import type pg from 'pg';
import type { BursarEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import type { Mailer } from '../notify/mailer';
import { openStaffAccount, setStaffSignIn } from '../reactors/staffAccount';

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
 * Keeps bursars' sign-ins as the log says. The account, its code, the mail, status changes and the
 * checkpoint commit together: each registration makes exactly one account and one mail.
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
        if (raw.type !== 'BursarRegistered' && raw.type !== 'BursarStatusChanged') continue;
        const event = decodeEvent(raw) as unknown as BursarEvent;
        if (event.type === 'BursarStatusChanged') {
          const { bursarId, status } = event.data;
          await setStaffSignIn({ id: bursarId, role: 'BURSAR' }, status === 'Active', client);
          continue;
        }
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
