import { auditLogModel } from '@chikoro/contracts';
import type { Projection } from '../runner/projection';
import { describeEvent, scrub, type AuditSummaries, type RecordState } from './summaries';

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

/**
 * The audit trail: one row per event of the whole log (every type, including those added later),
 * with its actor, school, record and a readable summary of what changed. `audit_records` keeps
 * each record's label and status as the log has told them so far, for the before → after values.
 */
export const auditLogProjection = (summaries: AuditSummaries): Projection<'audit_log' | 'audit_records'> => ({
  name: auditLogModel.name,
  readModel: auditLogModel,
  version: 3,
  tables: {
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
        changes jsonb NOT NULL,
        data jsonb NOT NULL
      );
      CREATE INDEX ON ${t} (occurred_at);
      CREATE INDEX ON ${t} (type);
      CREATE INDEX ON ${t} (record_id);
      CREATE INDEX ON ${t} (school_id);
      CREATE INDEX ON ${t} (actor_id);`,
    audit_records: (t) => `CREATE TABLE ${t} (id text PRIMARY KEY, label text, status text);`,
  },
  handlers: {},
  async everyEvent(event, { db, tables }) {
    const found = await db.query<RecordState>(`SELECT label, status FROM ${tables.audit_records} WHERE id = $1`, [event.streamId]);
    const before: RecordState = found.rows[0] ?? { label: null, status: null };
    const { summary, changes, record: after, actor } = describeEvent(event.type, event.data, before, summaries);
    if (after.label !== before.label || after.status !== before.status) {
      await db.query(
        `INSERT INTO ${tables.audit_records} (id, label, status) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label, status = EXCLUDED.status`,
        [event.streamId, after.label, after.status],
      );
    }
    const record = recordOf(event.streamId);
    const schoolId = schoolOf(event.data, event.metadata.schoolId);
    const school = schoolId ? await db.query<{ label: string | null }>(`SELECT label FROM ${tables.audit_records} WHERE id = $1`, [`school-${schoolId}`]) : undefined;
    // The event id is the guard: an event already copied is not copied again.
    await db.query(
      `INSERT INTO ${tables.audit_log} (id, position, occurred_at, type, stream_id, record_type, record_id, record_label, actor_id, actor_role, school_id, school_name, summary, changes, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT (id) DO NOTHING`,
      [
        event.id, event.position, event.metadata.occurredAt ?? event.recordedAt, event.type, event.streamId, record.type, record.id, after.label,
        actor?.id ?? event.metadata.actorId ?? null, actor?.role ?? event.metadata.actorRole ?? 'SYSTEM', schoolId, school?.rows[0]?.label ?? null, summary, JSON.stringify(changes), JSON.stringify(scrub(event.data ?? {})),
      ],
    );
  },
});
