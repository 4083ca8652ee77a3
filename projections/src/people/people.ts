import {
  peopleModel,
  type BursarRegistered,
  type ParentRegistered,
  type ProfileUpdated,
  type SchoolApproved,
  type StudentEnrolled,
  type SuperadminRegistered,
  type TeacherRegistered,
} from '@chikoro/contracts';
import { defineProjection, type ProjectionContext } from '../runner/projection';

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  schoolId: string | null;
  email: string | null;
  at: string;
}

const row = (p: Person, position: number) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  role: p.role,
  school_id: p.schoolId,
  email: p.email,
  created_at: p.at,
  last_position: position,
});

const teacher = ({
  teacherId,
  schoolId,
  details,
  registeredAt,
}: TeacherRegistered['data']): Person => ({
  id: teacherId,
  firstName: details.firstName,
  lastName: details.lastName,
  role: 'TEACHER',
  schoolId,
  email: details.email,
  at: registeredAt,
});
const bursar = ({
  bursarId,
  schoolId,
  firstName,
  lastName,
  email,
  registeredAt,
}: BursarRegistered['data']): Person => ({
  id: bursarId,
  firstName,
  lastName,
  role: 'BURSAR',
  schoolId,
  email,
  at: registeredAt,
});
const student = ({
  studentId,
  schoolId,
  firstName,
  lastName,
  email,
  enrolledAt,
}: StudentEnrolled['data']): Person => ({
  id: studentId,
  firstName,
  lastName,
  role: 'STUDENT',
  schoolId,
  email: email ?? null,
  at: enrolledAt,
});

/** Inserted once per person (ON CONFLICT DO NOTHING): a replayed registration changes nothing. */
const insert = ({ db, tables }: ProjectionContext<'people'>, p: Person, position: number) =>
  db
    .query(
      `INSERT INTO ${tables.people} (id, first_name, last_name, role, school_id, email, created_at, last_position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [p.id, p.firstName, p.lastName, p.role, p.schoolId, p.email, p.at, position],
    )
    .then(() => undefined);

/**
 * Everyone the log has given an account, by user id, with their current names: the audit log
 * names its actors from here. The superadmin (SuperadminRegistered), each school's admin
 * (SchoolApproved), parents (ParentRegistered), teachers (TeacherRegistered) and students
 * (StudentEnrolled) and bursars (BursarRegistered): each signs in with their record's id. ProfileUpdated renames.
 */
export const people = defineProjection<
  | SuperadminRegistered
  | SchoolApproved
  | ParentRegistered
  | TeacherRegistered
  | BursarRegistered
  | StudentEnrolled
  | ProfileUpdated
>()({
  readModel: peopleModel,
  // 5: bursars too.
  version: 5,
  tables: {
    // One index per sort key, id breaking ties; the role filter's by each name too, so that a
    // role's page sorted by name is read in order.
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
      CREATE INDEX ON ${t} (lower(last_name), id);
      CREATE INDEX ON ${t} (lower(first_name), id);
      CREATE INDEX ON ${t} (role, id);
      CREATE INDEX ON ${t} (role, lower(last_name), id);
      CREATE INDEX ON ${t} (role, lower(first_name), id);`,
  },
  handlers: {
    SuperadminRegistered: ({ data: d, position }, context) =>
      insert(
        context,
        {
          id: d.userId,
          firstName: d.firstName,
          lastName: d.lastName,
          role: 'SUPERADMIN',
          schoolId: null,
          email: d.email,
          at: d.registeredAt,
        },
        position,
      ),
    SchoolApproved: ({ data: { admin, schoolId, approvedAt }, position }, context) =>
      insert(
        context,
        {
          id: admin.userId,
          firstName: admin.firstName,
          lastName: admin.lastName,
          role: 'ADMIN',
          schoolId,
          email: admin.email,
          at: approvedAt,
        },
        position,
      ),
    ParentRegistered: (
      { data: { parentId, schoolId, details, registeredAt }, position },
      context,
    ) =>
      insert(
        context,
        {
          id: parentId,
          firstName: details.firstName,
          lastName: details.lastName,
          role: 'PARENT',
          schoolId,
          email: details.email ?? null,
          at: registeredAt,
        },
        position,
      ),
    TeacherRegistered: ({ data, position }, context) => insert(context, teacher(data), position),
    BursarRegistered: ({ data, position }, context) => insert(context, bursar(data), position),
    StudentEnrolled: ({ data, position }, context) => insert(context, student(data), position),
    async ProfileUpdated(event, { db, tables }) {
      // A rename applies only past the row's last position.
      await db.query(
        `UPDATE ${tables.people} SET first_name = $2, last_name = $3, last_position = $4 WHERE id = $1 AND last_position < $4`,
        [event.data.userId, event.data.firstName, event.data.lastName, event.position],
      );
    },
  },
  batch: {
    // A row is written only past its last applied position.
    guards: { people: 'last_position' },
    steps: {
      SuperadminRegistered: {
        rows: (e) => ({ people: [e.data.userId] }),
        apply: ({ data: d, position }, rows) =>
          rows.insertOnce(
            'people',
            row(
              {
                id: d.userId,
                firstName: d.firstName,
                lastName: d.lastName,
                role: 'SUPERADMIN',
                schoolId: null,
                email: d.email,
                at: d.registeredAt,
              },
              position,
            ),
          ),
      },
      SchoolApproved: {
        rows: (e) => ({ people: [e.data.admin.userId] }),
        apply: ({ data: { admin, schoolId, approvedAt }, position }, rows) =>
          rows.insertOnce(
            'people',
            row(
              {
                id: admin.userId,
                firstName: admin.firstName,
                lastName: admin.lastName,
                role: 'ADMIN',
                schoolId,
                email: admin.email,
                at: approvedAt,
              },
              position,
            ),
          ),
      },
      ParentRegistered: {
        rows: (e) => ({ people: [e.data.parentId] }),
        apply: ({ data: { parentId, schoolId, details, registeredAt }, position }, rows) =>
          rows.insertOnce(
            'people',
            row(
              {
                id: parentId,
                firstName: details.firstName,
                lastName: details.lastName,
                role: 'PARENT',
                schoolId,
                email: details.email ?? null,
                at: registeredAt,
              },
              position,
            ),
          ),
      },
      TeacherRegistered: {
        rows: (e) => ({ people: [e.data.teacherId] }),
        apply: ({ data, position }, rows) =>
          rows.insertOnce('people', row(teacher(data), position)),
      },
      BursarRegistered: {
        rows: (e) => ({ people: [e.data.bursarId] }),
        apply: ({ data, position }, rows) => rows.insertOnce('people', row(bursar(data), position)),
      },
      StudentEnrolled: {
        rows: (e) => ({ people: [e.data.studentId] }),
        apply: ({ data, position }, rows) =>
          rows.insertOnce('people', row(student(data), position)),
      },
      ProfileUpdated: {
        rows: (e) => ({ people: [e.data.userId] }),
        apply({ data, position }, rows) {
          const person = rows.get('people', data.userId);
          if (person && Number(person.last_position) < position)
            rows.put('people', {
              ...person,
              first_name: data.firstName,
              last_name: data.lastName,
              last_position: position,
            });
        },
      },
    },
  },
});
