import type pg from 'pg';
import type { BursarEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { OneTimeCodes } from '../auth/codes';
import { Users } from '../auth/users';
import { fold } from '../commands/decider';
import type { Mailer } from '../notify/mailer';
import { SET_PASSWORD_CODE_MINUTES } from '../reactors/accounts';
import { schoolDecider } from '../schools/decide';
import { schoolStream } from '../schools/school';

export const BURSAR_ACCOUNTS_REACTOR = 'bursar-accounts';

export interface BursarAccountsOptions {
  store: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  onError?(error: unknown): void;
}

async function schoolNameOf(store: EventStore, schoolId: string): Promise<string> {
  const state = fold(
    schoolDecider,
    (await store.readStream(schoolStream(schoolId))).map(decodeEvent),
  );
  return state.status === 'Initial' ? 'Your school' : state.details.name;
}

/** A registered bursar gets a sign-in (role BURSAR, their email) and a set-password code by mail. */
async function openAccount(
  data: BursarEvent['data'],
  client: pg.PoolClient,
  options: BursarAccountsOptions,
) {
  const { bursarId, schoolId, firstName, lastName, email } = data;
  const created = await new Users(client).create({
    id: bursarId,
    role: 'BURSAR',
    schoolId,
    firstName,
    lastName,
    email,
    phone: null,
  });
  if (!created) {
    if (!(await new Users(client).findById(bursarId)))
      console.error(
        `bursar accounts: no sign-in made for bursar ${bursarId}: the email is already in use`,
      );
    return;
  }
  const code = await new OneTimeCodes(client, options.secret).issue(
    bursarId,
    'SET_PASSWORD',
    SET_PASSWORD_CODE_MINUTES,
  );
  const school = await schoolNameOf(options.store, schoolId);
  await options.mailer.enqueue(
    {
      to: email,
      subject: `${school} added you as a bursar on Chikoro: set your password`,
      body: [
        `Dear ${firstName} ${lastName},`,
        '',
        `${school} has added you as a bursar on Chikoro.`,
        `Your one-time code is ${code}. It is valid for 72 hours and can be used once.`,
        `Set your password at ${options.publicUrl}/confirmotp?email=${encodeURIComponent(email)}`,
        '',
        'If you did not expect this message, you can ignore it.',
      ].join('\n'),
    },
    client,
  );
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
        await openAccount(event.data, client, options);
      }
    },
  });
}
