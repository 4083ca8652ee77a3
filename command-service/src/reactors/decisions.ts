import type pg from 'pg';
import type { SchoolEvent } from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { fold } from '../commands/decider';
import type { Mail, Mailer } from '../notify/mailer';
import { schoolDecider } from '../schools/decide';
import { schoolStream } from '../schools/school';

export interface DecisionsReactorOptions {
  store: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  publicUrl: string;
  onError?(error: unknown): void;
}

type Decision = Extract<SchoolEvent, { type: 'SchoolApproved' | 'SchoolRejected' }>;

/**
 * What the school is told of the superadmin's decision, to the addresses of the request as
 * corrected. A rejection goes to the school and its admin officer with the reason; an approval
 * to the school (the admin officer gets the account mail with the set-password code instead).
 */
export function decisionMails(
  event: Decision,
  details: {
    name: string;
    schoolEmail: string;
    adminEmail: string;
    adminFirstname: string;
    adminLastname: string;
  },
  publicUrl: string,
): Mail[] {
  const school = details.schoolEmail.toLowerCase();
  const admin = details.adminEmail.toLowerCase();
  if (event.type === 'SchoolRejected') {
    const body = [
      `Dear ${details.name},`,
      '',
      'Your enrolment request on Chikoro has been rejected.',
      `Reason: ${event.data.reason}`,
      '',
      `You may correct what is needed and enrol again at ${publicUrl}/enrol-your-school`,
    ].join('\n');
    return [...new Set([school, admin])].map((to) => ({
      to,
      subject: `Your enrolment request for ${details.name} was not approved`,
      body,
    }));
  }
  if (school === admin) return [];
  return [
    {
      to: school,
      subject: `${details.name} is approved on Chikoro`,
      body: [
        `Dear ${details.name},`,
        '',
        'Your enrolment request on Chikoro has been approved.',
        `Your admin officer, ${details.adminFirstname} ${details.adminLastname}, has been sent a one-time code at ${admin} to set a password and sign in at ${publicUrl}/login`,
      ].join('\n'),
    },
  ];
}

/** Mails each decision once: the mails and the checkpoint commit together. */
export function startDecisionsReactor(options: DecisionsReactorOptions): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: 'decision-mails',
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type !== 'SchoolApproved' && event.type !== 'SchoolRejected') continue;
        const decision = event as unknown as Decision;
        // The request's details as they stood at the decision, corrections included.
        const history = (
          await options.store.readStream(schoolStream(decision.data.schoolId))
        ).filter((e) => e.position <= event.position);
        const state = fold(schoolDecider, history);
        if (state.status === 'Initial') continue;
        for (const mail of decisionMails(decision, state.details, options.publicUrl))
          await options.mailer.enqueue(mail, client);
      }
    },
  });
}
