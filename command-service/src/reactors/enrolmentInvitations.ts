import type pg from 'pg';
import {
  enrolmentPrefillOf,
  type EnquirerInvitedToEnrol,
  type EnquiryDetails,
} from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { fold } from '../commands/decider';
import { enquiryDecider } from '../enquiries/decide';
import { enquiryStream } from '../enquiries/enquiry';
import type { Mail, Mailer } from '../notify/mailer';

export interface EnrolmentInvitationsReactorOptions {
  store: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  publicUrl: string;
  onError?(error: unknown): void;
}

/** The enrolment form, filled in with what the enquiry already said. */
export function enrolmentInvitationLink(publicUrl: string, details: EnquiryDetails): string {
  return `${publicUrl}/enrol-your-school?${new URLSearchParams(enrolmentPrefillOf(details)).toString()}`;
}

/** Greets each reader by name: the admin officer, the head, or both when they share the address. */
function greeting(to: string, details: EnquiryDetails): string {
  const names = [
    to === details.adminEmail.trim().toLowerCase()
      ? `${details.adminFirstName} ${details.adminLastName}`
      : null,
    to === details.headEmail.trim().toLowerCase()
      ? `${details.headFirstName} ${details.headLastname}`
      : null,
  ].filter((name): name is string => Boolean(name));
  return `Dear ${names.length ? names.join(' and ') : `${details.name} team`},`;
}

/** One invitation to each address the event names, with the link to the prefilled enrolment form. */
export function enrolmentInvitationMails(
  invited: EnquirerInvitedToEnrol['data'],
  details: EnquiryDetails,
  publicUrl: string,
): Mail[] {
  const link = enrolmentInvitationLink(publicUrl, details);
  return invited.to.map((to) => ({
    to,
    subject: `Enrol ${details.name} on Chikoro`,
    body: [
      greeting(to, details),
      '',
      `Thank you for your enquiry about ${details.name}. We would be glad to welcome your school on Chikoro.`,
      '',
      'Enrolling takes a few minutes. The form at the link below already holds the details you gave us:',
      'check them, add the responsible authority and the ownership, and submit.',
      '',
      `Enrol your school: ${link}`,
      '',
      'Once the enrolment is approved, your admin officer receives a one-time code to set a password and sign in.',
      'If you have any question, simply reply to this message.',
      '',
      'Warm regards,',
      'The Chikoro team',
    ].join('\n'),
  }));
}

/** Mails each invitation once: the mails and the checkpoint commit together. */
export function startEnrolmentInvitationsReactor(
  options: EnrolmentInvitationsReactorOptions,
): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: 'enrolment-invitations',
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type !== 'EnquirerInvitedToEnrol') continue;
        const invited = (event as unknown as EnquirerInvitedToEnrol).data;
        // The enquiry's details as they stood when the invitation was decided.
        const history = (await options.store.readStream(enquiryStream(invited.enquiryId))).filter(
          (e) => e.position <= event.position,
        );
        const state = fold(enquiryDecider, history);
        if (state.status === 'Initial') continue;
        for (const mail of enrolmentInvitationMails(invited, state.details, options.publicUrl))
          await options.mailer.enqueue(mail, client);
      }
    },
  });
}
