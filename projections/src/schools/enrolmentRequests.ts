import type { SchoolEvent } from '@chikoro/contracts';
import type { Projection } from '../runner/projection';
import { correctedValues } from './corrections';

/** The superadmin's table of enrolment requests: one row per school, its status and decision. */
export const enrolmentRequests: Projection<'enrolment_requests'> = {
  name: 'enrolment-requests',
  version: 2,
  tables: {
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
      CREATE INDEX ON ${t} (status, submitted_at);
      CREATE INDEX ON ${t} (lower(name));`,
  },
  handles: ['SchoolEnrolmentSubmitted', 'SchoolApproved', 'SchoolRejected', 'SchoolDetailsCorrected'],
  async apply(recorded, { db, tables }) {
    const event = { type: recorded.type, data: recorded.data } as SchoolEvent;
    const t = tables.enrolment_requests;
    switch (event.type) {
      case 'SchoolEnrolmentSubmitted': {
        const { schoolId, details, logo, receipt, submittedAt } = event.data;
        await db.query(
          `INSERT INTO ${t} (id, name, town, province, country, status, details, logo_file_id, receipt_file_id, submitted_at, last_position)
           VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
          [schoolId, details.name, details.town, details.province, details.country, details, logo?.fileId ?? null, receipt?.fileId ?? null, submittedAt, recorded.position],
        );
        return;
      }
      case 'SchoolApproved':
        await db.query(`UPDATE ${t} SET status = 'APPROVED', decided_at = $2, last_position = $3 WHERE id = $1`, [event.data.schoolId, event.data.approvedAt, recorded.position]);
        return;
      case 'SchoolRejected':
        await db.query(
          `UPDATE ${t} SET status = 'REJECTED', decided_at = $2, rejection_reason = $3, last_position = $4 WHERE id = $1`,
          [event.data.schoolId, event.data.rejectedAt, event.data.reason, recorded.position],
        );
        return;
      case 'SchoolDetailsCorrected': {
        const { set, cleared } = correctedValues(event.data.changes);
        // Guarded by the row's last applied position: a correction is applied once.
        await db.query(
          `UPDATE ${t} SET details = (details - $2::text[]) || $3::jsonb, last_position = $4,
             name = coalesce($3::jsonb->>'name', name), town = coalesce($3::jsonb->>'town', town),
             province = coalesce($3::jsonb->>'province', province), country = coalesce($3::jsonb->>'country', country)
           WHERE id = $1 AND last_position < $4`,
          [event.data.schoolId, cleared, set, recorded.position],
        );
      }
    }
  },
};
