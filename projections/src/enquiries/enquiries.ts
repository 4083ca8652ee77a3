import {
  enquiriesModel,
  type EnquiryRaised,
  type EnquiryReopened,
  type EnquiryResolved,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/** What the table shows of an enquiry besides its details: the admin's name and the place in one line. */
const shown = (d: EnquiryRaised['data']['details']) => ({
  adminName: `${d.adminFirstName} ${d.adminLastName}`,
  place: [d.address, d.town, d.district, d.province, d.country].filter(Boolean).join(', '),
});

/**
 * The superadmin's enquiries table: one row per enquiry with every detail the School Details
 * modal shows, its status (Pending or Resolved) and the superadmin's latest comment.
 */
export const enquiries = defineProjection<EnquiryRaised | EnquiryResolved | EnquiryReopened>()({
  readModel: enquiriesModel,
  version: 2,
  tables: {
    // One index per sort key with id breaking ties, and led by status for the status filter; q by trigram.
    enquiries: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        admin_name text NOT NULL,
        place text NOT NULL,
        status text NOT NULL,
        details jsonb NOT NULL,
        comment text,
        created_at timestamptz NOT NULL,
        resolved_at timestamptz,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (lower(name), id);
      CREATE INDEX ON ${t} (created_at, id);
      CREATE INDEX ON ${t} (status, id);
      CREATE INDEX ON ${t} (status, created_at, id);
      CREATE INDEX ON ${t} (status, lower(name), id);
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX ON ${t} USING gin (name gin_trgm_ops, admin_name gin_trgm_ops, place gin_trgm_ops);`,
  },
  handlers: {
    async EnquiryRaised(event, { db, tables }) {
      const { enquiryId, details: d, raisedAt } = event.data;
      const { adminName, place } = shown(d);
      // Idempotent: an enquiry is inserted once; a replayed event finds its row and does nothing.
      await db.query(
        `INSERT INTO ${tables.enquiries} (id, name, admin_name, place, status, details, created_at, last_position)
         VALUES ($1, $2, $3, $4, 'Pending', $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [enquiryId, d.name, adminName, place, d, raisedAt, event.position],
      );
    },
    async EnquiryResolved(event, { db, tables }) {
      // Guarded by position: an event already applied to this row changes nothing the second time.
      await db.query(
        `UPDATE ${tables.enquiries} SET status = 'Resolved', comment = $2, resolved_at = $3, last_position = $4 WHERE id = $1 AND last_position < $4`,
        [event.data.enquiryId, event.data.comment, event.data.resolvedAt, event.position],
      );
    },
    async EnquiryReopened(event, { db, tables }) {
      await db.query(
        `UPDATE ${tables.enquiries} SET status = 'Pending', comment = COALESCE($2, comment), resolved_at = NULL, last_position = $3 WHERE id = $1 AND last_position < $3`,
        [event.data.enquiryId, event.data.comment ?? null, event.position],
      );
    },
  },
  batch: {
    // A row is written only past its last applied position.
    guards: { enquiries: 'last_position' },
    steps: {
      EnquiryRaised: {
        rows: (e) => ({ enquiries: [e.data.enquiryId] }),
        apply({ data: { enquiryId, details: d, raisedAt }, position }, rows) {
          if (rows.get('enquiries', enquiryId)) return;
          const { adminName, place } = shown(d);
          rows.put('enquiries', {
            id: enquiryId,
            name: d.name,
            admin_name: adminName,
            place,
            status: 'Pending',
            details: d,
            comment: null,
            created_at: raisedAt,
            resolved_at: null,
            last_position: position,
          });
        },
      },
      EnquiryResolved: {
        rows: (e) => ({ enquiries: [e.data.enquiryId] }),
        apply({ data, position }, rows) {
          const row = rows.get('enquiries', data.enquiryId);
          if (row && Number(row.last_position) < position) {
            rows.put('enquiries', {
              ...row,
              status: 'Resolved',
              comment: data.comment,
              resolved_at: data.resolvedAt,
              last_position: position,
            });
          }
        },
      },
      EnquiryReopened: {
        rows: (e) => ({ enquiries: [e.data.enquiryId] }),
        apply({ data, position }, rows) {
          const row = rows.get('enquiries', data.enquiryId);
          if (row && Number(row.last_position) < position) {
            rows.put('enquiries', {
              ...row,
              status: 'Pending',
              comment: data.comment ?? row.comment,
              resolved_at: null,
              last_position: position,
            });
          }
        },
      },
    },
  },
});
