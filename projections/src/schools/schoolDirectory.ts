import { schoolDirectoryModel, type DirectorySchoolListed, type SchoolEvent } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { correctedValues } from './corrections';

/** Enrolment fields the directory shows, and their key in its entry. */
const directoryFields: Record<string, string> = { name: 'name', streetName: 'address', town: 'town', province: 'province', country: 'country' };

/**
 * The public school directory: approved schools (on Chikoro) and schools the platform listed
 * before they enrolled, with what a visitor may see of them. Pending requests wait in `pending`
 * until the decision, so the directory never shows an undecided enrolment; an approved school
 * replaces its own earlier listing (same name and town).
 */
export const schoolDirectory = defineProjection<SchoolEvent | DirectorySchoolListed>()({
  readModel: schoolDirectoryModel,
  version: 3,
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
        on_chikoro boolean NOT NULL,
        approved_at timestamptz
      );
      CREATE INDEX ON ${t} (lower(name));`,
    school_directory_pending: (t) => `CREATE TABLE ${t} (id uuid PRIMARY KEY, entry jsonb NOT NULL);`,
  },
  handlers: {
    async DirectorySchoolListed(event, { db, tables }) {
      const l = event.data.listing;
      // Inserted once per listing.
      await db.query(
        `INSERT INTO ${tables.school_directory} (id, name, address, town, province, country, on_chikoro)
         VALUES ($1, $2, $3, $4, $5, $6, false) ON CONFLICT (id) DO NOTHING`,
        [event.data.listingId, l.name, l.address, l.town, l.province, l.country],
      );
    },
    async SchoolEnrolmentSubmitted(event, { db, tables }) {
      const d = event.data.details;
      const entry = { name: d.name, address: d.streetName, town: d.town, province: d.province, country: d.country, logoFileId: event.data.logo?.fileId ?? null };
      await db.query(`INSERT INTO ${tables.school_directory_pending} (id, entry) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [event.data.schoolId, entry]);
    },
    async SchoolApproved(event, { db, tables }) {
      await db.query(
        `INSERT INTO ${tables.school_directory} (id, name, address, town, province, country, logo_file_id, on_chikoro, approved_at)
         SELECT id, entry->>'name', entry->>'address', entry->>'town', entry->>'province', entry->>'country', (entry->>'logoFileId')::uuid, true, $2
         FROM ${tables.school_directory_pending} WHERE id = $1
         ON CONFLICT (id) DO NOTHING`,
        [event.data.schoolId, event.data.approvedAt],
      );
      await db.query(
        `DELETE FROM ${tables.school_directory} d USING ${tables.school_directory} s
         WHERE s.id = $1 AND NOT d.on_chikoro AND lower(d.name) = lower(s.name) AND lower(d.town) = lower(s.town)`,
        [event.data.schoolId],
      );
      await db.query(`DELETE FROM ${tables.school_directory_pending} WHERE id = $1`, [event.data.schoolId]);
    },
    async SchoolRejected(event, { db, tables }) {
      await db.query(`DELETE FROM ${tables.school_directory_pending} WHERE id = $1`, [event.data.schoolId]);
    },
    async SchoolDetailsCorrected(event, { db, tables }) {
      // Only a pending request is corrected: its waiting entry takes the new values (setting them again changes nothing).
      const { set } = correctedValues(event.data.changes);
      const entry: Record<string, unknown> = {};
      for (const [field, key] of Object.entries(directoryFields)) if (field in set) entry[key] = set[field];
      if (Object.keys(entry).length > 0) {
        await db.query(`UPDATE ${tables.school_directory_pending} SET entry = entry || $2::jsonb WHERE id = $1`, [event.data.schoolId, entry]);
      }
    },
  },
});
