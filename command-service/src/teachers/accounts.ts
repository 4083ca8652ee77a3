import type pg from 'pg';
import type { TeacherEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { OneTimeCodes } from '../auth/codes';
import { Sessions } from '@chikoro/platform';
import { Users } from '../auth/users';
import { fold } from '../commands/decider';
import type { Mailer } from '../notify/mailer';
import { SET_PASSWORD_CODE_MINUTES } from '../reactors/accounts';
import { schoolDecider } from '../schools/decide';
import { schoolStream } from '../schools/school';

export const TEACHER_ACCOUNTS_REACTOR = 'teacher-accounts';

export interface TeacherAccountsOptions {
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

/** A registered teacher gets a sign-in (role TEACHER, their email) and a set-password code by mail. */
async function openAccount(
  data: Extract<TeacherEvent, { type: 'TeacherRegistered' }>['data'],
  client: pg.PoolClient,
  options: TeacherAccountsOptions,
) {
  const { teacherId, schoolId, details } = data;
  const created = await new Users(client).create({
    id: teacherId,
    role: 'TEACHER',
    schoolId,
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    phone: null,
  });
  if (!created) {
    if (!(await new Users(client).findById(teacherId)))
      console.error(
        `teacher accounts: no sign-in made for teacher ${teacherId}: the email is already in use`,
      );
    return;
  }
  const code = await new OneTimeCodes(client, options.secret).issue(
    teacherId,
    'SET_PASSWORD',
    SET_PASSWORD_CODE_MINUTES,
  );
  const school = await schoolNameOf(options.store, schoolId);
  await options.mailer.enqueue(
    {
      to: details.email,
      subject: `${school} added you as a teacher on Chikoro: set your password`,
      body: [
        `Dear ${details.firstName} ${details.lastName},`,
        '',
        `${school} has added you as a teacher on Chikoro.`,
        `Your one-time code is ${code}. It is valid for 72 hours and can be used once.`,
        `Set your password at ${options.publicUrl}/confirmotp?email=${encodeURIComponent(details.email)}`,
        '',
        'If you did not expect this message, you can ignore it.',
      ].join('\n'),
    },
    client,
  );
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
        if (event.type === 'TeacherRegistered') await openAccount(event.data, client, options);
        if (event.type === 'TeacherStatusChanged')
          await setSignIn(event.data.teacherId, event.data.status === 'Active', client);
        if (event.type === 'TeacherRemoved') await setSignIn(event.data.teacherId, false, client);
      }
    },
  });
}
