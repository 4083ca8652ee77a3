import { auditLogModel, auditSearchedText } from '@chikoro/contracts';
import type { RecordedEvent } from '@chikoro/eventstore';
import type { Projection, ProjectionContext } from '../runner/projection';
import { insertOnce, KeyedRows } from '../runner/rows';
import {
  describeEvent,
  type AuditSummaries,
  type Description,
  type RecordState,
} from './summaries';

const UUID_AT_END = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** 'school-<id>' → { type: 'school', id }; a stream without a trailing id is its own record. */
export function recordOf(streamId: string): { type: string; id: string } {
  const match = UUID_AT_END.exec(streamId);
  if (match?.[1]) return { type: streamId.slice(0, match.index), id: match[1].toLowerCase() };
  return { type: streamId.split('-')[0] ?? streamId, id: streamId };
}

/** The school an event concerns: the one it names (a school's own events), else the actor's. */
function schoolOf(data: unknown, metadataSchoolId: string | null | undefined): string | null {
  const named = (data as { schoolId?: unknown } | null)?.schoolId;
  return typeof named === 'string' && named ? named : (metadataSchoolId ?? null);
}

type Tables = 'audit_log' | 'audit_records' | 'audit_types';

/**
 * The audit trail: one row per event of the whole log (every type, including those added later),
 * with its actor, school, record and a readable summary of what changed. `audit_records` keeps
 * each record's label and status as the log has told them so far, for the before → after values;
 * `audit_types` how many events of each type the log holds, for the type filter.
 */
export const auditLogProjection = (summaries: AuditSummaries): Projection<Tables> => ({
  name: auditLogModel.name,
  readModel: auditLogModel,
  // 8: no statistics kept of the columns never filtered or sorted on (ANALYZE after a rebuild samples the rest);
  // 9: no copy of each event's data, which nothing read (the log keeps it; the summary and changes say what it did).
  // 10: each filter's index goes on by date and position (the log is sorted by date only, an instant's events in log order).
  version: 10,
  tables: {
    // The date, with the position ordering an instant's events; each filter the log is read by, then
    // the same, so that a filtered page is read in order, newest first or oldest; the words searched,
    // by trigrams, each row going into that index as it comes (no pending list to merge in the middle
    // of a live batch).
    audit_log: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        position bigint NOT NULL UNIQUE,
        occurred_at timestamptz NOT NULL,
        type text NOT NULL,
        stream_id text NOT NULL,
        record_type text NOT NULL,
        record_id text NOT NULL,
        record_label text,
        actor_id text,
        actor_role text NOT NULL,
        school_id text,
        school_name text,
        summary text NOT NULL,
        changes jsonb NOT NULL
      );
      ALTER TABLE ${t} ${['stream_id', 'record_type', 'record_label', 'school_name', 'summary', 'changes'].map((c) => `ALTER COLUMN ${c} SET STATISTICS 0`).join(', ')};
      CREATE INDEX ON ${t} (occurred_at, position);
      CREATE INDEX ON ${t} (type, occurred_at, position);
      CREATE INDEX ON ${t} (actor_role, occurred_at, position);
      CREATE INDEX ON ${t} (school_id, occurred_at, position);
      CREATE INDEX ON ${t} (record_id, occurred_at, position);
      CREATE INDEX ON ${t} (actor_id, occurred_at, position);
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX ON ${t} USING gin ((${auditSearchedText()}) gin_trgm_ops) WITH (fastupdate = off);`,
    audit_records: (t) => `CREATE TABLE ${t} (id text PRIMARY KEY, label text, status text);`,
    audit_types: (t) => `CREATE TABLE ${t} (type text PRIMARY KEY, count bigint NOT NULL);`,
  },
  handlers: {},
  setBased: (events, context) => writeBatch(summaries, events, context),
  async everyEvent(event, { db, tables }) {
    const found = await db.query<RecordState>(
      `SELECT label, status FROM ${tables.audit_records} WHERE id = $1`,
      [event.streamId],
    );
    const before: RecordState = found.rows[0] ?? { label: null, status: null };
    const {
      summary,
      changes,
      record: after,
      actor,
    } = describeEvent(event.type, event.data, before, summaries);
    if (after.label !== before.label || after.status !== before.status) {
      await db.query(
        `INSERT INTO ${tables.audit_records} (id, label, status) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label, status = EXCLUDED.status`,
        [event.streamId, after.label, after.status],
      );
    }
    const record = recordOf(event.streamId);
    const schoolId = schoolOf(event.data, event.metadata.schoolId);
    const school = schoolId
      ? await db.query<{ label: string | null }>(
          `SELECT label FROM ${tables.audit_records} WHERE id = $1`,
          [`school-${schoolId}`],
        )
      : undefined;
    // The event id is the guard: an event already copied is not copied again, nor counted again.
    await db.query(
      `WITH copied AS (
         INSERT INTO ${tables.audit_log} (id, position, occurred_at, type, stream_id, record_type, record_id, record_label, actor_id, actor_role, school_id, school_name, summary, changes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING RETURNING type)
       INSERT INTO ${tables.audit_types} (type, count) SELECT type, 1 FROM copied
       ON CONFLICT (type) DO UPDATE SET count = ${tables.audit_types}.count + 1`,
      [
        event.id,
        event.position,
        event.metadata.occurredAt ?? event.recordedAt,
        event.type,
        event.streamId,
        record.type,
        record.id,
        after.label,
        actor?.id ?? event.metadata.actorId ?? null,
        actor?.role ?? event.metadata.actorRole ?? 'SYSTEM',
        schoolId,
        school?.rows[0]?.label ?? null,
        summary,
        JSON.stringify(changes),
      ],
    );
  },
});

/** One audit row, as the per-event handler writes it. */
function auditRow(
  event: RecordedEvent,
  label: string | null,
  schoolId: string | null,
  schoolName: string | null,
  summary: string,
  changes: unknown,
  actor?: Description['actor'],
) {
  const record = recordOf(event.streamId);
  return {
    id: event.id,
    position: event.position,
    occurred_at: event.metadata.occurredAt ?? event.recordedAt,
    type: event.type,
    stream_id: event.streamId,
    record_type: record.type,
    record_id: record.id,
    record_label: label,
    actor_id: actor?.id ?? event.metadata.actorId ?? null,
    actor_role: actor?.role ?? event.metadata.actorRole ?? 'SYSTEM',
    school_id: schoolId,
    school_name: schoolName,
    summary,
    changes,
  };
}

/**
 * A batch in three statements: the records it touches read at once, the labels and statuses
 * worked out in memory event by event (as the handler would), the records and the rows written
 * back with one statement each (the rows with their count by type). The event id stays the
 * guard: a row already copied is kept, and not counted again.
 */
async function writeBatch(
  summaries: AuditSummaries,
  events: RecordedEvent[],
  { db, tables, written }: ProjectionContext<Tables>,
): Promise<void> {
  const records = new KeyedRows(tables.audit_records);
  const schoolOfEvent = events.map((e) => schoolOf(e.data, e.metadata.schoolId));
  events.forEach((e, i) => {
    records.want(e.streamId);
    if (schoolOfEvent[i]) records.want(`school-${schoolOfEvent[i]}`);
  });
  await records.load(db, written);
  const rows = events.map((event, i) => {
    const before = (records.get(event.streamId) as RecordState | undefined) ?? {
      label: null,
      status: null,
    };
    const {
      summary,
      changes,
      record: after,
      actor,
    } = describeEvent(event.type, event.data, before, summaries);
    if (after.label !== before.label || after.status !== before.status)
      records.put({ id: event.streamId, label: after.label, status: after.status });
    const schoolId = schoolOfEvent[i]!;
    const school = schoolId
      ? (records.get(`school-${schoolId}`)?.label as string | null | undefined)
      : undefined;
    return auditRow(event, after.label, schoolId, school ?? null, summary, changes, actor);
  });
  // Both sent at once: the connection runs them in turn, without a wait for the first's answer between them.
  await Promise.all([
    records.write(db, written),
    insertOnce(db, tables.audit_log, rows, { table: tables.audit_types, column: 'type' }),
  ]);
}
