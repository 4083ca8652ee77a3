import type pg from 'pg';
import type { ParentInvited } from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { fold } from '../commands/decider';
import type { Mail, Mailer } from '../notify/mailer';
import { schoolDecider } from '../schools/decide';
import { schoolStream } from '../schools/school';
import { INVITE_DAYS, ParentInvites } from './invites';

export interface ParentInvitationsReactorOptions {
  store: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  publicUrl: string;
  onError?(error: unknown): void;
}

/** Where an invitation leads: the registration screen, with the phone and the token. */
export function invitationLink(publicUrl: string, phoneNumber: string, token: string): string {
  return `${publicUrl}/register?phoneNumber=${encodeURIComponent(phoneNumber)}&invite=${encodeURIComponent(token)}`;
}

/** The outbox's topic of a parent's invitation messages, as the admin's screens ask for them. */
export const invitationTopic = (parentId: string) => `parent-invitation:${parentId}`;

/** By email when the admin gave one, otherwise an SMS to the phone. */
export function invitationMessage(
  invited: ParentInvited['data'],
  schoolName: string,
  link: string,
): Mail {
  if (!invited.email) {
    return {
      channel: 'SMS',
      to: invited.phoneNumber,
      subject: `${schoolName} invites you to Chikoro`,
      body: `${schoolName} invites you to Chikoro. Complete your registration at ${link} (valid ${INVITE_DAYS} days, one use).`,
    };
  }
  const name = [invited.firstName, invited.lastName].filter(Boolean).join(' ') || 'Parent';
  return {
    to: invited.email,
    subject: `${schoolName} invites you to Chikoro`,
    body: [
      `Dear ${name},`,
      '',
      `${schoolName} invites you to Chikoro, where you follow your children's report cards, results and school news.`,
      `Complete your registration at ${link}`,
      `The link is valid for ${INVITE_DAYS} days and can be used once.`,
      '',
      'If you did not expect this message, you can ignore it.',
    ].join('\n'),
  };
}

/**
 * To a parent who already signs in (through another school): no registration link, since their one
 * sign-in now shows this school's children too. By SMS to the phone they sign in with, so the
 * message reaches only the account's holder.
 */
export function addedToSchoolMessage(
  invited: ParentInvited['data'],
  schoolName: string,
  publicUrl: string,
): Mail {
  return {
    channel: 'SMS',
    to: invited.phoneNumber,
    subject: `${schoolName} added you on Chikoro`,
    body: `${schoolName} added you as a parent on Chikoro. Sign in as usual with this phone number at ${publicUrl}/login: your children at ${schoolName} are in your parent portal.`,
  };
}

/** Whether another parent account already signs in with this phone (the same person, registered through another school). */
async function signsInElsewhere(
  client: Pick<pg.PoolClient, 'query'>,
  invited: ParentInvited['data'],
): Promise<boolean> {
  const { rowCount } = await client.query(
    "SELECT 1 FROM auth_users WHERE phone = $1 AND role = 'PARENT' AND id <> $2",
    [invited.phoneNumber, invited.parentId],
  );
  return (rowCount ?? 0) > 0;
}

async function schoolNameOf(store: EventStore, schoolId: string): Promise<string> {
  const state = fold(schoolDecider, await store.readStream(schoolStream(schoolId)));
  return state.status === 'Initial' ? 'Your school' : state.details.name;
}

/**
 * Sends each invitation once: the token (stored hashed), its message and the checkpoint commit
 * together. The token exists only in the message, never in the event log.
 */
export function startParentInvitationsReactor(
  options: ParentInvitationsReactorOptions,
): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: 'parent-invitations',
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type !== 'ParentInvited') continue;
        const invited = (event as unknown as ParentInvited).data;
        const schoolName = await schoolNameOf(options.store, invited.schoolId);
        const about = {
          topic: invitationTopic(invited.parentId),
          schoolId: invited.schoolId,
          recipientName: [invited.firstName, invited.lastName].filter(Boolean).join(' ') || null,
        };
        if (await signsInElsewhere(client, invited)) {
          await options.mailer.enqueue(
            { ...addedToSchoolMessage(invited, schoolName, options.publicUrl), ...about },
            client,
          );
          continue;
        }
        const token = await new ParentInvites(client).issue({
          parentId: invited.parentId,
          schoolId: invited.schoolId,
          phone: invited.phoneNumber,
        });
        const link = invitationLink(options.publicUrl, invited.phoneNumber, token);
        await options.mailer.enqueue(
          { ...invitationMessage(invited, schoolName, link), ...about },
          client,
        );
      }
    },
  });
}
