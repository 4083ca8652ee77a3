import { bursarsModel, type BursarEvent } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/** The school's bursars: name, email, phone, status (Active or Inactive) and when they were added. */
export const bursars = defineProjection<BursarEvent>()({
  readModel: bursarsModel,
  version: 2,
  tables: {
    bursars: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text,
        status text NOT NULL DEFAULT 'Active',
        registered_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, lower(last_name), lower(first_name));`,
  },
  handlers: {
    async BursarRegistered({ data: d, position }, { db, tables }) {
      // Idempotent: a bursar is inserted once; a replayed event finds the row and does nothing.
      await db.query(
        `INSERT INTO ${tables.bursars} (id, school_id, first_name, last_name, email, phone, registered_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [
          d.bursarId,
          d.schoolId,
          d.firstName,
          d.lastName,
          d.email,
          d.phone ?? null,
          d.registeredAt,
          position,
        ],
      );
    },
    async BursarStatusChanged({ data: d, position }, { db, tables }) {
      // Guarded by position: a replayed change, or one older than the row, moves nothing.
      await db.query(
        `UPDATE ${tables.bursars} SET status = $2, last_position = $3 WHERE id = $1 AND last_position < $3`,
        [d.bursarId, d.status, position],
      );
    },
  },
});
