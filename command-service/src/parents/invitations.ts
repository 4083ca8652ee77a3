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

/** By email when the admin gave one, otherwise an SMS to the phone (kept in the outbox). */
export function invitationMessage(invited: ParentInvited['data'], schoolName: string, link: string): Mail {
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

async function schoolNameOf(store: EventStore, schoolId: string): Promise<string> {
  const state = fold(schoolDecider, await store.readStream(schoolStream(schoolId)));
  return state.status === 'Initial' ? 'Your school' : state.details.name;
}

/**
 * Sends each invitation once: the token (stored hashed), its message and the checkpoint commit
 * together. The token exists only in the message, never in the event log.
 */
export function startParentInvitationsReactor(options: ParentInvitationsReactorOptions): Promise<RunningConsumer> {
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
        const token = await new ParentInvites(client).issue({ parentId: invited.parentId, schoolId: invited.schoolId, phone: invited.phoneNumber });
        const link = invitationLink(options.publicUrl, invited.phoneNumber, token);
        await options.mailer.enqueue(invitationMessage(invited, await schoolNameOf(options.store, invited.schoolId), link), client);
      }
    },
  });
}
