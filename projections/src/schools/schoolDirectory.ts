import {
  schoolDirectoryModel,
  type DirectorySchoolListed,
  type SchoolEvent,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { correctedValues } from './corrections';

/** Enrolment fields the directory shows, and their key in its entry. */
const directoryFields: Record<string, string> = {
  name: 'name',
  streetName: 'address',
  town: 'town',
  province: 'province',
  country: 'country',
};

/**
 * The public school directory: approved schools (on Chikoro) and schools the platform listed
 * before they enrolled, with what a visitor may see of them. Pending requests wait in `pending`
 * until the decision, so the directory never shows an undecided enrolment; an approved school
 * replaces its own earlier listing (same name and town).
 */
export const schoolDirectory = defineProjection<SchoolEvent | DirectorySchoolListed>()({
  readModel: schoolDirectoryModel,
  // 4: the listings by name and town, kept while rebuilding.
  version: 4,
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
      CREATE INDEX ON ${t} (lower(name));
      -- An approved school finds its own earlier listing by this one, in a rebuild too (without it, every approval read every school).
      CREATE INDEX /* kept while rebuilding */ ON ${t} (lower(name), lower(town)) WHERE NOT on_chikoro;`,
    school_directory_pending: (t) =>
      `CREATE TABLE ${t} (id uuid PRIMARY KEY, entry jsonb NOT NULL);`,
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
      const entry = {
        name: d.name,
        address: d.streetName,
        town: d.town,
        province: d.province,
        country: d.country,
        logoFileId: event.data.logo?.fileId ?? null,
      };
      await db.query(
        `INSERT INTO ${tables.school_directory_pending} (id, entry) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`,
        [event.data.schoolId, entry],
      );
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
      await db.query(`DELETE FROM ${tables.school_directory_pending} WHERE id = $1`, [
        event.data.schoolId,
      ]);
    },
    async SchoolRejected(event, { db, tables }) {
      await db.query(`DELETE FROM ${tables.school_directory_pending} WHERE id = $1`, [
        event.data.schoolId,
      ]);
    },
    async SchoolDetailsCorrected(event, { db, tables }) {
      // Only a pending request is corrected: its waiting entry takes the new values (setting them again changes nothing).
      const { set } = correctedValues(event.data.changes);
      const entry: Record<string, unknown> = {};
      for (const [field, key] of Object.entries(directoryFields))
        if (field in set) entry[key] = set[field];
      if (Object.keys(entry).length > 0) {
        await db.query(
          `UPDATE ${tables.school_directory_pending} SET entry = entry || $2::jsonb WHERE id = $1`,
          [event.data.schoolId, entry],
        );
      }
    },
  },
  batch: {
    steps: {
      DirectorySchoolListed: {
        apply({ data: { listingId, listing: l } }, rows) {
          // Inserted once per listing.
          rows.insertOnce('school_directory', {
            id: listingId,
            name: l.name,
            address: l.address,
            town: l.town,
            province: l.province,
            country: l.country,
            logo_file_id: null,
            on_chikoro: false,
            approved_at: null,
          });
        },
      },
      SchoolEnrolmentSubmitted: {
        rows: (e) => ({ school_directory_pending: [e.data.schoolId] }),
        apply({ data: { schoolId, details: d, logo } }, rows) {
          const entry = {
            name: d.name,
            address: d.streetName,
            town: d.town,
            province: d.province,
            country: d.country,
            logoFileId: logo?.fileId ?? null,
          };
          if (!rows.get('school_directory_pending', schoolId))
            rows.put('school_directory_pending', { id: schoolId, entry });
        },
      },
      SchoolApproved: {
        rows: (e) => ({
          school_directory: [e.data.schoolId],
          school_directory_pending: [e.data.schoolId],
        }),
        apply({ data: { schoolId, approvedAt } }, rows) {
          const pending = rows.get('school_directory_pending', schoolId);
          const entry = pending?.entry as Record<string, string | null> | undefined;
          if (entry && !rows.get('school_directory', schoolId)) {
            rows.put('school_directory', {
              id: schoolId,
              name: entry.name,
              address: entry.address,
              town: entry.town,
              province: entry.province,
              country: entry.country,
              logo_file_id: entry.logoFileId ?? null,
              on_chikoro: true,
              approved_at: approvedAt,
            });
          }
          const school = rows.get('school_directory', schoolId);
          if (school) {
            // The school's own earlier listing (same name and town) gives way to it.
            const name = String(school.name).toLowerCase();
            const town = String(school.town).toLowerCase();
            rows.deleteWhere(
              'school_directory',
              (r) =>
                !r.on_chikoro &&
                String(r.name).toLowerCase() === name &&
                String(r.town).toLowerCase() === town,
              {
                where:
                  'NOT t.on_chikoro AND lower(t.name) = lower(p.name) AND lower(t.town) = lower(p.town)',
                params: { name: String(school.name), town: String(school.town) },
              },
              {
                index: 'name and town',
                keysOf: (r) => [
                  `${String(r.name).toLowerCase()}\u0000${String(r.town).toLowerCase()}`,
                ],
                key: `${name}\u0000${town}`,
              },
            );
          }
          if (pending) rows.delete('school_directory_pending', schoolId);
        },
      },
      SchoolRejected: {
        rows: (e) => ({ school_directory_pending: [e.data.schoolId] }),
        apply({ data }, rows) {
          if (rows.get('school_directory_pending', data.schoolId))
            rows.delete('school_directory_pending', data.schoolId);
        },
      },
      SchoolDetailsCorrected: {
        rows: (e) => ({ school_directory_pending: [e.data.schoolId] }),
        apply({ data }, rows) {
          const { set } = correctedValues(data.changes);
          const entry: Record<string, unknown> = {};
          for (const [field, key] of Object.entries(directoryFields))
            if (field in set) entry[key] = set[field];
          const pending = rows.get('school_directory_pending', data.schoolId);
          if (pending && Object.keys(entry).length > 0)
            rows.put('school_directory_pending', {
              ...pending,
              entry: { ...(pending.entry as object), ...entry },
            });
        },
      },
    },
  },
});
