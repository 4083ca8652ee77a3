import type pg from 'pg';
import {
  eventCatalogue,
  type CommandContext,
  type ParentInvited,
  type ParentRegistered,
  type StudentEnrolled,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { fold } from '../commands/decider';
import { inviteAndLink, parentDecider } from './decide';
import { parentIdFor, parentStream } from './parent';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** The parents' emails per school, so a parent named by email only is found; this reactor's own table. */
export async function migrateParentContacts(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS parent_contacts (
      parent_id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      email text
    );
    CREATE INDEX IF NOT EXISTS parent_contacts_email ON parent_contacts (school_id, email);
  `);
}

const remember = (db: Queryable, parentId: string, schoolId: string, email: string | undefined) =>
  db.query(
    `INSERT INTO parent_contacts (parent_id, school_id, email) VALUES ($1, $2, $3)
     ON CONFLICT (parent_id) DO UPDATE SET email = COALESCE(EXCLUDED.email, parent_contacts.email)`,
    [parentId, schoolId, email?.toLowerCase() ?? null],
  );

async function parentByEmail(
  db: Queryable,
  schoolId: string,
  email: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ parent_id: string }>(
    'SELECT parent_id FROM parent_contacts WHERE school_id = $1 AND email = $2 LIMIT 1',
    [schoolId, email.toLowerCase()],
  );
  return rows[0]?.parent_id;
}

/**
 * The parent of an enrolment: the school's parent with this phone, else with this email, else a
 * new parent invited by phone. An email alone that matches nobody invites nobody (an invitation
 * needs a phone); it stays on the student's record.
 */
async function parentOf(
  store: EventStore,
  db: Queryable,
  d: StudentEnrolled['data'],
): Promise<string | undefined> {
  const byPhone = d.parentPhone ? parentIdFor(d.schoolId, d.parentPhone) : undefined;
  if (byPhone && (await store.readStream(parentStream(byPhone))).length > 0) return byPhone;
  return (
    (d.parentEmail ? await parentByEmail(db, d.schoolId, d.parentEmail) : undefined) ?? byPhone
  );
}

async function linkParentOf(store: EventStore, db: Queryable, event: RecordedEvent): Promise<void> {
  const d = (event as unknown as StudentEnrolled).data;
  const parentId = await parentOf(store, db, d);
  if (!parentId) return;
  const history = (await store.readStream(parentStream(parentId))).map(decodeEvent);
  const state = fold(parentDecider, history);
  const context: CommandContext = {
    actorId: event.metadata.actorId,
    actorRole: 'ADMIN',
    schoolId: d.schoolId,
    now: d.enrolledAt,
  };
  const phoneNumber = state.status === 'Initial' ? d.parentPhone! : state.phoneNumber;
  const events = inviteAndLink(
    state,
    { type: 'InviteParent', parentId, schoolId: d.schoolId, phoneNumber, email: d.parentEmail },
    {
      studentId: d.studentId,
      studentName: `${d.firstName} ${d.lastName}`,
      registrationNumber: d.registrationNumber,
    },
    context,
  );
  if (events.length === 0) return;
  // An enrolment from an import passes its batch id on: the parent it invites and links is part of that import.
  const metadata = (type: string) => ({
    actorId: context.actorId,
    actorRole: context.actorRole,
    schoolId: d.schoolId,
    correlationId: event.metadata.correlationId,
    causationId: event.id,
    occurredAt: context.now,
    schemaVersion: eventCatalogue.versionOf(type),
    ...(event.metadata.batchId ? { batchId: event.metadata.batchId } : {}),
  });
  // The enrolment's id is the key: after a crash the same append is answered, not repeated.
  await store.appendToStream(
    parentStream(parentId),
    events.map((e) => ({ type: e.type, data: e.data, metadata: metadata(e.type) })),
    {
      expectedRevision: history.at(-1)?.revision ?? 'no_stream',
      idempotencyKey: `parent-of-enrolment:${event.id}`,
    },
  );
  if (events[0]?.type === 'ParentInvited') await remember(db, parentId, d.schoolId, d.parentEmail);
}

/**
 * Invites and links the parent named on each enrolment. A reactor rather than the enrolment's own
 * path: an enrolment appends to one stream (the student's) and never fails or waits on a parent's
 * stream; siblings enrolled at the same moment meet their shared parent one after the other, in
 * log order, instead of racing for it. The link follows within moments, and surely (checkpoint).
 */
export function startEnrolmentParentsReactor(options: {
  store: EventStore;
  pool: pg.Pool;
  onError?(error: unknown): void;
}): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: 'enrolment-parents',
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type === 'ParentInvited') {
          const d = (event as unknown as ParentInvited).data;
          await remember(client, d.parentId, d.schoolId, d.email);
        } else if (event.type === 'ParentRegistered') {
          const d = (event as unknown as ParentRegistered).data;
          await remember(client, d.parentId, d.schoolId, d.details.email);
        } else if (event.type === 'StudentEnrolled')
          await linkParentOf(options.store, client, event);
      }
    },
  });
}
