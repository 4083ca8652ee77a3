import type pg from 'pg';
import type { Role } from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { Sessions } from '@chikoro/platform';
import { OneTimeCodes } from '../auth/codes';
import { Users } from '../auth/users';
import { fold } from '../commands/decider';
import type { Mailer } from '../notify/mailer';
import { schoolDecider } from '../schools/decide';
import { schoolStream } from '../schools/school';
import { SET_PASSWORD_CODE_MINUTES } from './accounts';

export interface StaffAccountOptions {
  store: EventStore;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
}

export interface NewStaffMember {
  id: string;
  role: Extract<Role, 'TEACHER' | 'BURSAR'>;
  schoolId: string;
  firstName: string;
  lastName: string;
  email: string;
}

async function schoolNameOf(store: EventStore, schoolId: string): Promise<string> {
  const state = fold(
    schoolDecider,
    (await store.readStream(schoolStream(schoolId))).map(decodeEvent),
  );
  return state.status === 'Initial' ? 'Your school' : state.details.name;
}

/**
 * A member of staff the admin added (a teacher, a bursar) gets a sign-in on their email and a
 * set-password code by mail, in the caller's transaction: made once, however often the log is
 * read. An email already signing in elsewhere makes no account (logged, the registration stands).
 */
export async function openStaffAccount(
  person: NewStaffMember,
  client: pg.PoolClient,
  options: StaffAccountOptions,
): Promise<void> {
  const { id, role, schoolId, firstName, lastName, email } = person;
  const users = new Users(client);
  const created = await users.create({
    id,
    role,
    schoolId,
    firstName,
    lastName,
    email,
    phone: null,
  });
  const kind = role.toLowerCase();
  if (!created) {
    if (!(await users.findById(id)))
      console.error(
        `${kind} accounts: no sign-in made for ${kind} ${id}: the email is already in use`,
      );
    return;
  }
  const code = await new OneTimeCodes(client, options.secret).issue(
    id,
    'SET_PASSWORD',
    SET_PASSWORD_CODE_MINUTES,
  );
  const school = await schoolNameOf(options.store, schoolId);
  await options.mailer.enqueue(
    {
      to: email,
      subject: `${school} added you as a ${kind} on Chikoro: set your password`,
      body: [
        `Dear ${firstName} ${lastName},`,
        '',
        `${school} has added you as a ${kind} on Chikoro.`,
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
 * Inactive or gone: no new sign-in, every "keep me signed in" token revoked and every open session
 * ended, so a token already held stops working too. Active again: they sign in as before.
 */
export async function setStaffSignIn(
  person: Pick<NewStaffMember, 'id' | 'role'>,
  active: boolean,
  client: pg.PoolClient,
): Promise<void> {
  await client.query(`UPDATE auth_users SET status = $3 WHERE id = $1 AND role = $2`, [
    person.id,
    person.role,
    active ? 'ACTIVE' : 'INACTIVE',
  ]);
  if (active) return;
  await client.query(
    'UPDATE auth_refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [person.id],
  );
  await new Sessions(client).endAllFor(person.id);
}
