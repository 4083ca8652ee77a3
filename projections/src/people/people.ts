import type { ParentRegistered, ProfileUpdated, SchoolApproved, SuperadminRegistered } from '@chikoro/contracts';
import type { Projection } from '../runner/projection';

type PeopleEvent = SuperadminRegistered | SchoolApproved | ParentRegistered | ProfileUpdated;

/**
 * Everyone the log has given an account, by user id, with their current names: the audit log
 * names its actors from here. The superadmin (SuperadminRegistered), each school's admin
 * (SchoolApproved) and parents (ParentRegistered); ProfileUpdated renames.
 */
export const people: Projection<'people'> = {
  name: 'people',
  version: 1,
  tables: {
    people: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        role text NOT NULL,
        school_id uuid,
        email text,
        created_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (lower(last_name), lower(first_name));`,
  },
  handles: ['SuperadminRegistered', 'SchoolApproved', 'ParentRegistered', 'ProfileUpdated'],
  async apply(recorded, { db, tables }) {
    const event = { type: recorded.type, data: recorded.data } as PeopleEvent;
    const t = tables.people;
    // Inserted once per person (ON CONFLICT DO NOTHING); a rename applies only past the row's last position.
    const insert = (id: string, first: string, last: string, role: string, schoolId: string | null, email: string | null, at: string) =>
      db.query(
        `INSERT INTO ${t} (id, first_name, last_name, role, school_id, email, created_at, last_position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [id, first, last, role, schoolId, email, at, recorded.position],
      );
    switch (event.type) {
      case 'SuperadminRegistered': {
        const d = event.data;
        await insert(d.userId, d.firstName, d.lastName, 'SUPERADMIN', null, d.email, d.registeredAt);
        return;
      }
      case 'SchoolApproved': {
        const { admin, schoolId, approvedAt } = event.data;
        await insert(admin.userId, admin.firstName, admin.lastName, 'ADMIN', schoolId, admin.email, approvedAt);
        return;
      }
      case 'ParentRegistered': {
        const { parentId, schoolId, details, registeredAt } = event.data;
        await insert(parentId, details.firstName, details.lastName, 'PARENT', schoolId, details.email ?? null, registeredAt);
        return;
      }
      case 'ProfileUpdated':
        await db.query(
          `UPDATE ${t} SET first_name = $2, last_name = $3, last_position = $4 WHERE id = $1 AND last_position < $4`,
          [event.data.userId, event.data.firstName, event.data.lastName, recorded.position],
        );
    }
  },
};
