import type pg from 'pg';
import type { SchoolEvent } from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { logger } from '@chikoro/platform';
import { OneTimeCodes } from '../auth/codes';
import { Users } from '../auth/users';
import type { Mailer } from '../notify/mailer';

export const SET_PASSWORD_CODE_MINUTES = 72 * 60;

export interface AccountsReactorOptions {
  store: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  onError?(error: unknown): void;
}

async function onSchoolApproved(
  event: Extract<SchoolEvent, { type: 'SchoolApproved' }>,
  client: pg.PoolClient,
  options: AccountsReactorOptions,
) {
  const { admin, schoolId } = event.data;
  const users = new Users(client);
  const created = await users.create({
    id: admin.userId,
    role: 'ADMIN',
    schoolId,
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    phone: admin.phone,
  });
  if (!created) {
    const existing = await users.findById(admin.userId);
    if (!existing)
      logger.warn(
        { schoolId },
        'accounts: no sign-in made for the school admin: its email or phone is already in use',
      );
    return;
  }
  const code = await new OneTimeCodes(client, options.secret).issue(
    admin.userId,
    'SET_PASSWORD',
    SET_PASSWORD_CODE_MINUTES,
  );
  await options.mailer.enqueue(
    {
      to: admin.email,
      subject: 'Your school is approved on Chikoro: set your password',
      body: [
        `Dear ${admin.firstName} ${admin.lastName},`,
        '',
        'Your school has been approved on Chikoro and you are its admin.',
        `Your one-time code is ${code}. It is valid for 72 hours and can be used once.`,
        `Set your password at ${options.publicUrl}/confirmotp?email=${encodeURIComponent(admin.email)}`,
        '',
        'If you did not expect this message, you can ignore it.',
      ].join('\n'),
    },
    client,
  );
}

/**
 * Creates sign-ins for the people the log says should have one. It commits the account, its
 * one-time code, the mail and its checkpoint together: an approval makes exactly one account.
 */
export function startAccountsReactor(options: AccountsReactorOptions): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: 'accounts',
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type === 'SchoolApproved')
          await onSchoolApproved(
            event as unknown as Extract<SchoolEvent, { type: 'SchoolApproved' }>,
            client,
            options,
          );
      }
    },
  });
}
