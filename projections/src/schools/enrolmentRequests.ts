import { enrolmentRequestsModel, type SchoolEvent } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { correctedValues } from './corrections';

/** The superadmin's table of enrolment requests: one row per school, its status and decision. */
export const enrolmentRequests = defineProjection<SchoolEvent>()({
  readModel: enrolmentRequestsModel,
  version: 3,
  tables: {
    // One index per sort key with id breaking ties, so a page is read in order and stops at its end,
    // and the same led by status (a status filter must not walk rows of the other statuses, which can
    // be most of them); q searches names by trigram. Few writes: schools enrol rarely.
    enrolment_requests: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        town text NOT NULL,
        province text NOT NULL,
        country text NOT NULL,
        status text NOT NULL,
        details jsonb NOT NULL,
        logo_file_id uuid,
        receipt_file_id uuid,
        rejection_reason text,
        submitted_at timestamptz NOT NULL,
        decided_at timestamptz,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (lower(name), id);
      CREATE INDEX ON ${t} (submitted_at, id);
      CREATE INDEX ON ${t} (decided_at, id);
      CREATE INDEX ON ${t} (status, id);
      CREATE INDEX ON ${t} (lower(town), id);
      CREATE INDEX ON ${t} (lower(province), id);
      CREATE INDEX ON ${t} (lower(country), id);
      CREATE INDEX ON ${t} (status, lower(name), id);
      CREATE INDEX ON ${t} (status, submitted_at, id);
      CREATE INDEX ON ${t} (status, decided_at, id);
      CREATE INDEX ON ${t} (status, lower(town), id);
      CREATE INDEX ON ${t} (status, lower(province), id);
      CREATE INDEX ON ${t} (status, lower(country), id);
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX ON ${t} USING gin (name gin_trgm_ops);`,
  },
  handlers: {
    async SchoolEnrolmentSubmitted(event, { db, tables }) {
      const { schoolId, details, logo, receipt, submittedAt } = event.data;
      // Inserted once per school: a replayed submission finds its row.
      await db.query(
        `INSERT INTO ${tables.enrolment_requests} (id, name, town, province, country, status, details, logo_file_id, receipt_file_id, submitted_at, last_position)
         VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
        [
          schoolId,
          details.name,
          details.town,
          details.province,
          details.country,
          details,
          logo?.fileId ?? null,
          receipt?.fileId ?? null,
          submittedAt,
          event.position,
        ],
      );
    },
    async SchoolApproved(event, { db, tables }) {
      await db.query(
        `UPDATE ${tables.enrolment_requests} SET status = 'APPROVED', decided_at = $2, last_position = $3 WHERE id = $1`,
        [event.data.schoolId, event.data.approvedAt, event.position],
      );
    },
    async SchoolRejected(event, { db, tables }) {
      await db.query(
        `UPDATE ${tables.enrolment_requests} SET status = 'REJECTED', decided_at = $2, rejection_reason = $3, last_position = $4 WHERE id = $1`,
        [event.data.schoolId, event.data.rejectedAt, event.data.reason, event.position],
      );
    },
    async SchoolDetailsCorrected(event, { db, tables }) {
      const { set, cleared } = correctedValues(event.data.changes);
      // Guarded by the row's last applied position: a correction is applied once.
      await db.query(
        `UPDATE ${tables.enrolment_requests} SET details = (details - $2::text[]) || $3::jsonb, last_position = $4,
           name = coalesce($3::jsonb->>'name', name), town = coalesce($3::jsonb->>'town', town),
           province = coalesce($3::jsonb->>'province', province), country = coalesce($3::jsonb->>'country', country)
         WHERE id = $1 AND last_position < $4`,
        [event.data.schoolId, cleared, set, event.position],
      );
    },
  },
  batch: {
    // A row is written only past its last applied position.
    guards: { enrolment_requests: 'last_position' },
    steps: {
      SchoolEnrolmentSubmitted: {
        rows: (e) => ({ enrolment_requests: [e.data.schoolId] }),
        apply({ data: { schoolId, details, logo, receipt, submittedAt }, position }, rows) {
          if (rows.get('enrolment_requests', schoolId)) return;
          rows.put('enrolment_requests', {
            id: schoolId,
            name: details.name,
            town: details.town,
            province: details.province,
            country: details.country,
            status: 'PENDING',
            details,
            logo_file_id: logo?.fileId ?? null,
            receipt_file_id: receipt?.fileId ?? null,
            rejection_reason: null,
            submitted_at: submittedAt,
            decided_at: null,
            last_position: position,
          });
        },
      },
      SchoolApproved: {
        rows: (e) => ({ enrolment_requests: [e.data.schoolId] }),
        apply({ data, position }, rows) {
          const row = rows.get('enrolment_requests', data.schoolId);
          if (row)
            rows.put('enrolment_requests', {
              ...row,
              status: 'APPROVED',
              decided_at: data.approvedAt,
              last_position: position,
            });
        },
      },
      SchoolRejected: {
        rows: (e) => ({ enrolment_requests: [e.data.schoolId] }),
        apply({ data, position }, rows) {
          const row = rows.get('enrolment_requests', data.schoolId);
          if (row)
            rows.put('enrolment_requests', {
              ...row,
              status: 'REJECTED',
              decided_at: data.rejectedAt,
              rejection_reason: data.reason,
              last_position: position,
            });
        },
      },
      SchoolDetailsCorrected: {
        rows: (e) => ({ enrolment_requests: [e.data.schoolId] }),
        apply({ data, position }, rows) {
          const row = rows.get('enrolment_requests', data.schoolId);
          if (!row || Number(row.last_position) >= position) return;
          const { set, cleared } = correctedValues(data.changes);
          const details: Record<string, unknown> = { ...(row.details as Record<string, unknown>) };
          for (const field of cleared) delete details[field];
          Object.assign(details, set);
          const text = (field: string) => (field in set ? String(set[field]) : row[field]);
          rows.put('enrolment_requests', {
            ...row,
            details,
            name: text('name'),
            town: text('town'),
            province: text('province'),
            country: text('country'),
            last_position: position,
          });
        },
      },
    },
  },
});
