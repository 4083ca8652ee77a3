import type { SchoolEvent } from '@chikoro/contracts';
import type { Projection } from '../runner/projection';
import { correctedValues } from './corrections';

/** Enrolment fields the directory shows, and their key in its entry. */
const directoryFields: Record<string, string> = { name: 'name', streetName: 'address', town: 'town', province: 'province', country: 'country' };

/**
 * The public school directory: approved schools and what a visitor may see of them. Pending
 * requests wait in `pending` until the decision, so the directory never shows an undecided school.
 */
export const schoolDirectory: Projection<'school_directory' | 'school_directory_pending'> = {
  name: 'school-directory',
  version: 2,
  tables: {
    school_directory: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        address text NOT NULL,
        town text NOT NULL,
        province text NOT NULL,
        country text NOT NULL,
        logo_file_id uuid,
        approved_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (lower(name));`,
    school_directory_pending: (t) => `CREATE TABLE ${t} (id uuid PRIMARY KEY, entry jsonb NOT NULL);`,
  },
  handles: ['SchoolEnrolmentSubmitted', 'SchoolApproved', 'SchoolRejected', 'SchoolDetailsCorrected'],
  async apply(recorded, { db, tables }) {
    const event = { type: recorded.type, data: recorded.data } as SchoolEvent;
    switch (event.type) {
      case 'SchoolEnrolmentSubmitted': {
        const d = event.data.details;
        const entry = { name: d.name, address: d.streetName, town: d.town, province: d.province, country: d.country, logoFileId: event.data.logo?.fileId ?? null };
        await db.query(`INSERT INTO ${tables.school_directory_pending} (id, entry) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [event.data.schoolId, entry]);
        return;
      }
      case 'SchoolApproved':
        await db.query(
          `INSERT INTO ${tables.school_directory} (id, name, address, town, province, country, logo_file_id, approved_at)
           SELECT id, entry->>'name', entry->>'address', entry->>'town', entry->>'province', entry->>'country', (entry->>'logoFileId')::uuid, $2
           FROM ${tables.school_directory_pending} WHERE id = $1
           ON CONFLICT (id) DO NOTHING`,
          [event.data.schoolId, event.data.approvedAt],
        );
        await db.query(`DELETE FROM ${tables.school_directory_pending} WHERE id = $1`, [event.data.schoolId]);
        return;
      case 'SchoolRejected':
        await db.query(`DELETE FROM ${tables.school_directory_pending} WHERE id = $1`, [event.data.schoolId]);
        return;
      case 'SchoolDetailsCorrected': {
        // Only a pending request is corrected: its waiting entry takes the new values (setting them again changes nothing).
        const { set } = correctedValues(event.data.changes);
        const entry: Record<string, unknown> = {};
        for (const [field, key] of Object.entries(directoryFields)) if (field in set) entry[key] = set[field];
        if (Object.keys(entry).length > 0) {
          await db.query(`UPDATE ${tables.school_directory_pending} SET entry = entry || $2::jsonb WHERE id = $1`, [event.data.schoolId, entry]);
        }
      }
    }
  },
};
