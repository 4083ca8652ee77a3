import {
  parentsModel,
  type ParentInvited,
  type ParentLinkedToStudent,
  type ParentRegistered,
  type ParentRemoved,
  type ParentStatusChanged,
  type ParentUnlinkedFromStudent,
  type ProfileUpdated,
} from '@chikoro/contracts';
import { changePast, type BatchRows, type Row } from '../runner/batch';
import { defineProjection } from '../runner/projection';
import { dropPerson, linkPerson } from '../shared/personLists';

type Person = { id: string; name: string | null };
type Rows = BatchRows<'parents'>;

/** A parent's own event applies once: only past the row's last position. */
const own = (rows: Rows, parentId: string, position: number, change: (row: Row) => Row) =>
  changePast(rows, 'parents', parentId, position, change);
const lists = (row: Row, studentId: string) =>
  (row.students as Person[]).some((s) => s.id === studentId);

type Handled =
  | ParentInvited
  | ParentRegistered
  | ParentLinkedToStudent
  | ParentUnlinkedFromStudent
  | ParentStatusChanged
  | ParentRemoved
  | ProfileUpdated;

/**
 * The admin's parents table (spec 001 §2.6): one row per parent of a school with the contact
 * details, the status (Invited, Active, Inactive, Removed) and the children they are linked to.
 */
export const parents = defineProjection<Handled>()({
  readModel: parentsModel,
  // 2: an index on the phone, which ties a parent's records at several schools together (the family);
  // 3: the names a parent changes on their own profile; 4: applied a batch at a time.
  version: 4,
  tables: {
    parents: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        first_name text,
        last_name text,
        email text,
        phone text NOT NULL,
        address text,
        city text,
        country text,
        status text NOT NULL,
        photo text,
        students jsonb NOT NULL DEFAULT '[]',
        invited_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, status);
      CREATE INDEX ON ${t} (school_id, lower(last_name), lower(first_name));
      CREATE INDEX ON ${t} (phone);`,
  },
  handlers: {
    async ParentInvited({ data: d, position }, { db, tables }) {
      // A new invitation keeps what is known and adds what it names; guarded by position.
      await db.query(
        `INSERT INTO ${tables.parents} (id, school_id, first_name, last_name, email, phone, status, invited_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, 'Invited', $7, $8)
         ON CONFLICT (id) DO UPDATE SET first_name = COALESCE(EXCLUDED.first_name, ${tables.parents}.first_name),
           last_name = COALESCE(EXCLUDED.last_name, ${tables.parents}.last_name), email = COALESCE(EXCLUDED.email, ${tables.parents}.email),
           last_position = EXCLUDED.last_position
         WHERE ${tables.parents}.last_position < EXCLUDED.last_position`,
        [
          d.parentId,
          d.schoolId,
          d.firstName ?? null,
          d.lastName ?? null,
          d.email ?? null,
          d.phoneNumber,
          d.invitedAt,
          position,
        ],
      );
    },
    async ParentRegistered({ data: { parentId, details: p }, position }, { db, tables }) {
      await db.query(
        `UPDATE ${tables.parents} SET first_name = $2, last_name = $3, email = $4, address = $5, country = $6, city = $7, status = 'Active', last_position = $8
         WHERE id = $1 AND last_position < $8`,
        [
          parentId,
          p.firstName,
          p.lastName,
          p.email,
          p.address,
          p.country ?? null,
          p.district ?? null,
          position,
        ],
      );
    },
    ParentLinkedToStudent: ({ data: d }, { db, tables }) =>
      linkPerson(db, tables.parents, 'students', d.parentId, {
        id: d.studentId,
        name: d.studentName,
      }),
    ParentUnlinkedFromStudent: ({ data: d }, { db, tables }) =>
      dropPerson(db, tables.parents, 'students', d.studentId, d.parentId),
    async ParentStatusChanged({ data: d, position }, { db, tables }) {
      await db.query(
        `UPDATE ${tables.parents} SET status = $2, last_position = $3 WHERE id = $1 AND last_position < $3`,
        [d.parentId, d.status, position],
      );
    },
    async ParentRemoved({ data: d, position }, { db, tables }) {
      await db.query(
        `UPDATE ${tables.parents} SET status = 'Removed', last_position = $2 WHERE id = $1 AND last_position < $2`,
        [d.parentId, position],
      );
    },
    async ProfileUpdated({ data: d, position }, { db, tables }) {
      // A parent's own names and photo (anyone else's matches no row); guarded by position.
      await db.query(
        `UPDATE ${tables.parents} SET first_name = $2, last_name = $3, photo = COALESCE($4, photo), last_position = $5 WHERE id = $1 AND last_position < $5`,
        [d.userId, d.firstName, d.lastName, d.photo?.fileId ?? null, position],
      );
    },
  },
  // The same rows a batch at a time: each parent's row read once, changed in memory event by event, written back in one statement.
  batch: {
    steps: {
      ParentInvited: {
        rows: ({ data: d }) => ({ parents: [d.parentId] }),
        apply({ data: d, position }, rows) {
          if (rows.get('parents', d.parentId)) {
            own(rows, d.parentId, position, (p) => ({
              ...p,
              first_name: d.firstName ?? p.first_name,
              last_name: d.lastName ?? p.last_name,
              email: d.email ?? p.email,
            }));
            return;
          }
          rows.put('parents', {
            id: d.parentId,
            school_id: d.schoolId,
            first_name: d.firstName ?? null,
            last_name: d.lastName ?? null,
            email: d.email ?? null,
            phone: d.phoneNumber,
            address: null,
            city: null,
            country: null,
            status: 'Invited',
            photo: null,
            students: [],
            invited_at: d.invitedAt,
            last_position: position,
          });
        },
      },
      ParentRegistered: {
        rows: ({ data: d }) => ({ parents: [d.parentId] }),
        apply: ({ data: { parentId, details: p }, position }, rows) =>
          own(rows, parentId, position, (row) => ({
            ...row,
            first_name: p.firstName,
            last_name: p.lastName,
            email: p.email,
            address: p.address,
            country: p.country ?? null,
            city: p.district ?? null,
            status: 'Active',
          })),
      },
      ParentLinkedToStudent: {
        rows: ({ data: d }) => ({ parents: [d.parentId] }),
        apply({ data: d }, rows) {
          const parent = rows.get('parents', d.parentId);
          if (parent && !lists(parent, d.studentId))
            rows.put('parents', {
              ...parent,
              students: [
                ...(parent.students as Person[]),
                { id: d.studentId, name: d.studentName ?? null },
              ],
            });
        },
      },
      ParentUnlinkedFromStudent: {
        rows: ({ data: d }) => ({ parents: [d.parentId] }),
        apply({ data: d }, rows) {
          const parent = rows.get('parents', d.parentId);
          if (parent && lists(parent, d.studentId)) {
            rows.put('parents', {
              ...parent,
              students: (parent.students as Person[]).filter((s) => s.id !== d.studentId),
            });
          }
        },
      },
      ParentStatusChanged: {
        rows: ({ data: d }) => ({ parents: [d.parentId] }),
        apply: ({ data: d, position }, rows) =>
          own(rows, d.parentId, position, (p) => ({ ...p, status: d.status })),
      },
      ParentRemoved: {
        rows: ({ data: d }) => ({ parents: [d.parentId] }),
        apply: ({ data: d, position }, rows) =>
          own(rows, d.parentId, position, (p) => ({ ...p, status: 'Removed' })),
      },
      ProfileUpdated: {
        rows: ({ data: d }) => ({ parents: [d.userId] }),
        apply: ({ data: d, position }, rows) =>
          own(rows, d.userId, position, (p) => ({
            ...p,
            first_name: d.firstName,
            last_name: d.lastName,
            photo: d.photo?.fileId ?? p.photo,
          })),
      },
    },
  },
});
