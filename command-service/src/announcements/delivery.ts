import type pg from 'pg';
import {
  announcementStream,
  eventCatalogue,
  type AnnouncementPosted,
  type CommandContext,
  type PaymentRecorded,
  type ReceiptMessagesChanged,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import type { Clock } from '@chikoro/platform';
import {
  ABSENCE_ALERT_EVENTS,
  applyAbsenceAlertEvent,
  type AbsenceAlertEvent,
} from '../attendance/alerts';
import { fold } from '../commands/decider';
import { applyReceiptSettings, sendReceipt } from '../fees/receipts';
import type { Mailer } from '../notify/mailer';
import { schoolDecider } from '../schools/decide';
import { schoolStream } from '../schools/school';
import {
  AUDIENCE_EVENTS,
  applyAudienceEvent,
  resolveAudience,
  type AudienceEvent,
} from './audience';
import { announcementDecider } from './decide';
import { announcementMessage, channelOf } from './messages';

export const ANNOUNCEMENT_DELIVERY_REACTOR = 'announcement-delivery';

export interface DeliveryOptions {
  store: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  onError?(error: unknown): void;
}

export async function schoolNameOf(store: EventStore, schoolId: string | null): Promise<string> {
  if (!schoolId) return 'Your school';
  const state = fold(
    schoolDecider,
    (await store.readStream(schoolStream(schoolId))).map(decodeEvent),
  );
  return state.status === 'Initial' ? 'Your school' : state.details.name;
}

/**
 * Resolves the audience, records who it reached (AnnouncementDelivered, keyed by the posting's
 * event id, so a retry after a crash is answered, not repeated) and writes each message to the
 * outbox in this reactor's transaction: each person once, each address once.
 */
async function deliver(
  event: RecordedEvent,
  client: pg.PoolClient,
  options: DeliveryOptions,
): Promise<void> {
  const posted = (decodeEvent(event) as unknown as AnnouncementPosted).data;
  const history = (await options.store.readStream(announcementStream(posted.announcementId))).map(
    decodeEvent,
  );
  const state = fold(announcementDecider, history);
  const people = await resolveAudience(client, posted.schoolId, posted.audience);
  const context: CommandContext = {
    actorId: null,
    actorRole: 'SYSTEM',
    schoolId: posted.schoolId,
    now: options.clock.now().toISOString(),
  };
  const recipients = people.map((p) => ({
    personId: p.personId,
    role: p.role,
    name: p.name,
    channel: channelOf(p),
  }));
  // A retry after a crash between the append and this transaction's commit finds its own record and mails again.
  const recorded = history.some(
    (e) => e.type === 'AnnouncementDelivered' && e.metadata.causationId === event.id,
  );
  const events = recorded
    ? []
    : announcementDecider.decide(
        { type: 'RecordAnnouncementDelivery', announcementId: posted.announcementId, recipients },
        state,
        context,
      );
  if (!recorded && events.length === 0) return;
  if (events.length > 0)
    await options.store.appendToStream(
      announcementStream(posted.announcementId),
      events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: {
          actorId: null,
          actorRole: 'SYSTEM',
          schoolId: posted.schoolId,
          correlationId: event.metadata.correlationId,
          causationId: event.id,
          occurredAt: context.now,
          schemaVersion: eventCatalogue.versionOf(e.type),
        },
      })),
      {
        expectedRevision: history.at(-1)?.revision ?? 'no_stream',
        idempotencyKey: `announcement-delivery:${event.id}`,
      },
    );
  const schoolName = posted.schoolName ?? (await schoolNameOf(options.store, posted.schoolId));
  const sent = new Set<string>();
  for (const person of people) {
    const mail = announcementMessage(person, posted, schoolName, options.publicUrl);
    if (!mail || sent.has(`${mail.channel ?? 'EMAIL'}:${mail.to}`)) continue;
    sent.add(`${mail.channel ?? 'EMAIL'}:${mail.to}`);
    await options.mailer.enqueue(
      {
        ...mail,
        topic: `announcement:${posted.announcementId}`,
        schoolId: posted.schoolId,
        recipientName: person.name,
      },
      client,
    );
  }
}

/**
 * The family notices: keeps the audience tables and delivers each announcement once, in log
 * order (the recipients are exactly the people the log knew of when it was posted), and alerts
 * the parents of a child marked absent whom nobody reported absent (see attendance/alerts), and
 * sends each payment's receipt to the family's parents and the payer, by the channels the school
 * has on (see fees/receipts).
 */
export function startAnnouncementDeliveryReactor(
  options: DeliveryOptions,
): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: ANNOUNCEMENT_DELIVERY_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (AUDIENCE_EVENTS.has(event.type))
          await applyAudienceEvent(decodeEvent(event) as unknown as AudienceEvent, client);
        else if (event.type === 'AnnouncementPosted') await deliver(event, client, options);
        else if (event.type === 'PaymentRecorded')
          await sendReceipt((decodeEvent(event) as unknown as PaymentRecorded).data, {
            db: client,
            send: (mail) => options.mailer.enqueue(mail, client),
            schoolNameOf: (schoolId) => schoolNameOf(options.store, schoolId),
            publicUrl: options.publicUrl,
          });
        else if (event.type === 'ReceiptMessagesChanged')
          await applyReceiptSettings(
            (decodeEvent(event) as unknown as ReceiptMessagesChanged).data,
            client,
          );
        else if (ABSENCE_ALERT_EVENTS.has(event.type)) {
          await applyAbsenceAlertEvent(
            decodeEvent(event) as unknown as AbsenceAlertEvent & RecordedEvent,
            {
              db: client,
              store: options.store,
              send: (mail) =>
                options.mailer.enqueue(
                  { ...mail, schoolId: event.metadata.schoolId ?? null },
                  client,
                ),
              schoolNameOf: (schoolId) => schoolNameOf(options.store, schoolId),
              publicUrl: options.publicUrl,
              clock: options.clock,
            },
          );
        }
      }
    },
  });
}
