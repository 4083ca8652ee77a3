import {
  studentsModel,
  type ClassCreated,
  type ClassDetailsChanged,
  type LevelDefined,
  type ParentLinkedToStudent,
  type ParentRegistered,
  type ParentRemoved,
  type ParentUnlinkedFromStudent,
  type ProfileUpdated,
  type StudentEnrolled,
  type StudentMovedToClass,
  type StudentStatusChanged,
  type StudentWithdrawn,
} from '@chikoro/contracts';
import { changePast, sameId, type BatchRows, type Row } from '../runner/batch';
import { defineProjection } from '../runner/projection';
import { dropPerson, linkPerson, renamePerson } from '../shared/personLists';

type Names = (typeof studentsModel.tables)[number];
type Person = { id: string; name: string | null };

/** The stored students listing a person among their parents, found together for the batch. */
const listing = (personId: string) => ({
  students: {
    where: `t.parents @> jsonb_build_array(jsonb_build_object('id', p.person))`,
    params: { person: personId },
  },
});
const lists = (row: Row, personId: string) =>
  (row.parents as Person[]).some((p) => p.id === personId);
/** Ids as keys of the batch's indexes: a uuid is one row whatever its letters' case. */
const idKey = (id: unknown): string[] =>
  id === null || id === undefined ? [] : [String(id).toLowerCase()];
/** The students the batch holds now (stored or changed by it) listing a person, in a class, at a level. */
const listingPerson = (rows: BatchRows<Names>, personId: string) =>
  rows.where('students', 'parents', (s) => (s.parents as Person[]).map((p) => p.id), personId);
const inClass = (rows: BatchRows<Names>, classId: string) =>
  rows.where('students', 'class', (s) => idKey(s.class_id), classId.toLowerCase());
const atLevel = (rows: BatchRows<Names>, levelId: string) =>
  rows.where('students', 'level', (s) => idKey(s.level_id), levelId.toLowerCase());
const nameOf = (rows: BatchRows<Names>, table: 'student_levels' | 'student_classes', id: string) =>
  (rows.where(table, 'id', (r) => idKey(r.id), id.toLowerCase())[0]?.name as string | undefined) ??
  null;

/** The same writes as `linkPerson`, `dropPerson` and `renamePerson`, on rows in memory. */
function link(rows: BatchRows<Names>, studentId: string, person: Person): void {
  const student = rows.get('students', studentId);
  if (student && !lists(student, person.id))
    rows.put('students', { ...student, parents: [...(student.parents as Person[]), person] });
}
function drop(rows: BatchRows<Names>, personId: string, studentId?: string): void {
  for (const student of listingPerson(rows, personId).filter(
    (s) => studentId === undefined || sameId(s.id, studentId),
  )) {
    rows.put('students', {
      ...student,
      parents: (student.parents as Person[]).filter((p) => p.id !== personId),
    });
  }
}
function rename(rows: BatchRows<Names>, personId: string, name: string): void {
  for (const student of listingPerson(rows, personId)) {
    rows.put('students', {
      ...student,
      parents: (student.parents as Person[]).map((p) =>
        p.id === personId ? { id: personId, name } : p,
      ),
    });
  }
}
/** A student's own event applies once: only past the row's last position. */
const own = (
  rows: BatchRows<Names>,
  studentId: string,
  position: number,
  change: (row: Row) => Row,
) => changePast(rows, 'students', studentId, position, change);

type Handled =
  | StudentEnrolled
  | StudentMovedToClass
  | StudentStatusChanged
  | StudentWithdrawn
  | ClassCreated
  | ClassDetailsChanged
  | LevelDefined
  | ParentLinkedToStudent
  | ParentUnlinkedFromStudent
  | ParentRegistered
  | ParentRemoved
  | ProfileUpdated;

/**
 * The admin's students table (spec 001 §2.5): one row per student with the class and level as
 * named now, the status and the parents. Class and level names come from their own events; who
 * teaches each class (the membership read model's) scopes what a teacher reads.
 */
export const students = defineProjection<Handled>()({
  readModel: studentsModel,
  // 2: who teaches each class; 3: the phone a student keeps on their own profile; 4: the parents' lists indexed;
  // 5: that index written through, it and the classes' kept while rebuilding; 6: the levels by school, kept while rebuilding;
  // 7: who teaches each class read from the membership read model, no longer kept here.
  version: 7,
  tables: {
    students: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        registration_number text NOT NULL UNIQUE,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text,
        phone text,
        dob text NOT NULL,
        gender text NOT NULL,
        parent_phone text,
        parent_email text,
        home_address text,
        country text,
        city text,
        province text,
        district text,
        level_id uuid NOT NULL,
        level_name text,
        class_id uuid NOT NULL,
        class_name text,
        status text NOT NULL,
        photo text,
        parents jsonb NOT NULL DEFAULT '[]',
        enrolled_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, lower(last_name), lower(first_name));
      -- A class's new name or level, and a level's name, reach its students by this one in a rebuild too.
      CREATE INDEX /* kept while rebuilding */ ON ${t} (school_id, class_id);
      -- A parent's registration, removal or new name finds the students listing them without reading every student,
      -- in a rebuild too; written straight into the index (no pending list that every search would read through).
      CREATE INDEX /* kept while rebuilding */ ON ${t} USING gin (parents jsonb_path_ops) WITH (fastupdate = off);`,
    student_classes: (t) =>
      `CREATE TABLE ${t} (id uuid PRIMARY KEY, school_id uuid NOT NULL, name text NOT NULL, level_id uuid NOT NULL, last_position bigint NOT NULL);`,
    // A class's change finds its school's levels by this one, in a rebuild too (without it, each read every school's levels).
    student_levels: (t) =>
      `CREATE TABLE ${t} (id uuid PRIMARY KEY, school_id uuid NOT NULL, name text NOT NULL); CREATE INDEX /* kept while rebuilding */ ON ${t} (school_id);`,
  },
  handlers: {
    async StudentEnrolled({ data: d, position }, { db, tables }) {
      // Inserted once: a replayed enrolment finds its row and does nothing.
      await db.query(
        `INSERT INTO ${tables.students} (id, school_id, registration_number, first_name, last_name, email, dob, gender, parent_phone, parent_email,
           home_address, country, city, province, district, level_id, level_name, class_id, class_name, status, enrolled_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
           COALESCE((SELECT name FROM ${tables.student_levels} WHERE id = $16), $17), $18,
           COALESCE((SELECT name FROM ${tables.student_classes} WHERE id = $18), $19), 'Active', $20, $21)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.studentId,
          d.schoolId,
          d.registrationNumber,
          d.firstName,
          d.lastName,
          d.email ?? null,
          d.dob,
          d.gender,
          d.parentPhone ?? null,
          d.parentEmail ?? null,
          d.homeAddress ?? null,
          d.country ?? null,
          d.city ?? null,
          d.province ?? null,
          d.district ?? null,
          d.levelId,
          d.levelName ?? null,
          d.classId,
          d.className ?? null,
          d.enrolledAt,
          position,
        ],
      );
    },
    async StudentMovedToClass({ data: d, position }, { db, tables }) {
      // Guarded by position: an event already applied to this row changes nothing the second time.
      await db.query(
        `UPDATE ${tables.students} SET class_id = $2, class_name = COALESCE((SELECT name FROM ${tables.student_classes} WHERE id = $2), $3),
           level_id = $4, level_name = COALESCE((SELECT name FROM ${tables.student_levels} WHERE id = $4), $5), last_position = $6
         WHERE id = $1 AND last_position < $6`,
        [d.studentId, d.toClassId, d.toClassName ?? null, d.levelId, d.levelName ?? null, position],
      );
    },
    async StudentStatusChanged({ data: d, position }, { db, tables }) {
      await db.query(
        `UPDATE ${tables.students} SET status = $2, last_position = $3 WHERE id = $1 AND last_position < $3`,
        [d.studentId, d.status, position],
      );
    },
    async StudentWithdrawn({ data: d, position }, { db, tables }) {
      await db.query(
        `UPDATE ${tables.students} SET status = 'Withdrawn', last_position = $2 WHERE id = $1 AND last_position < $2`,
        [d.studentId, position],
      );
    },
    async ClassCreated({ data: d, position }, { db, tables }) {
      await db.query(
        `INSERT INTO ${tables.student_classes} (id, school_id, name, level_id, last_position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [d.classId, d.schoolId, d.name, d.levelId, position],
      );
    },
    async ClassDetailsChanged({ data: d, position }, { db, tables }) {
      // Guarded by the class row's position; the students follow the class's name and level.
      const { rowCount } = await db.query(
        `UPDATE ${tables.student_classes} SET name = COALESCE($2, name), level_id = COALESCE($3, level_id), last_position = $4 WHERE id = $1 AND last_position < $4`,
        [d.classId, d.name?.after ?? null, d.levelId?.after ?? null, position],
      );
      if (!rowCount) return;
      await db.query(
        `UPDATE ${tables.students} s SET class_name = c.name, level_id = c.level_id, level_name = (SELECT name FROM ${tables.student_levels} WHERE id = c.level_id)
         FROM ${tables.student_classes} c WHERE c.id = $1 AND s.class_id = c.id`,
        [d.classId],
      );
    },
    async LevelDefined({ data: d }, { db, tables }) {
      await db.query(
        `INSERT INTO ${tables.student_levels} (id, school_id, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
        [d.levelId, d.schoolId, d.name],
      );
      await db.query(
        `UPDATE ${tables.students} SET level_name = $2 WHERE level_id = $1 AND level_name IS NULL`,
        [d.levelId, d.name],
      );
    },
    ParentLinkedToStudent: ({ data: d }, { db, tables }) =>
      linkPerson(db, tables.students, 'parents', d.studentId, {
        id: d.parentId,
        name: d.parentName ?? null,
      }),
    ParentUnlinkedFromStudent: ({ data: d }, { db, tables }) =>
      dropPerson(db, tables.students, 'parents', d.parentId, d.studentId),
    ParentRegistered: ({ data: d }, { db, tables }) =>
      renamePerson(
        db,
        tables.students,
        'parents',
        d.parentId,
        `${d.details.firstName} ${d.details.lastName}`,
      ),
    ParentRemoved: ({ data: d }, { db, tables }) =>
      dropPerson(db, tables.students, 'parents', d.parentId),
    async ProfileUpdated({ data: d, position }, { db, tables }) {
      // A student's own phone or photo (their name is the school's, so it is what it was); a parent's name in the students' lists.
      // One statement for both: the student's own row never lists them as its parent, so the two touch different rows.
      await db.query(
        `WITH own AS (
           UPDATE ${tables.students} SET phone = CASE WHEN $2 THEN $3 ELSE phone END, photo = COALESCE($4, photo), last_position = $5
           WHERE id = $1::uuid AND last_position < $5)
         UPDATE ${tables.students} SET parents = (SELECT jsonb_agg(CASE WHEN p->>'id' = $1::text THEN jsonb_build_object('id', $1::text, 'name', $6::text) ELSE p END)
           FROM jsonb_array_elements(parents) p)
         WHERE parents @> jsonb_build_array(jsonb_build_object('id', $1::text))`,
        [
          d.userId,
          d.phone !== undefined,
          d.phone ?? null,
          d.photo?.fileId ?? null,
          position,
          `${d.firstName} ${d.lastName}`,
        ],
      );
    },
  },
  // The same rows as the handlers, a batch at a time: the students a parent's or a class's change
  // reaches are found by one query per batch, not one per event.
  batch: {
    guards: { student_classes: 'last_position' },
    steps: {
      StudentEnrolled: {
        rows: ({ data: d }) => ({
          students: [d.studentId],
          student_levels: [d.levelId],
          student_classes: [d.classId],
        }),
        apply({ data: d, position }, rows) {
          rows.insertOnce('students', {
            id: d.studentId,
            school_id: d.schoolId,
            registration_number: d.registrationNumber,
            first_name: d.firstName,
            last_name: d.lastName,
            email: d.email ?? null,
            phone: null,
            dob: d.dob,
            gender: d.gender,
            parent_phone: d.parentPhone ?? null,
            parent_email: d.parentEmail ?? null,
            home_address: d.homeAddress ?? null,
            country: d.country ?? null,
            city: d.city ?? null,
            province: d.province ?? null,
            district: d.district ?? null,
            level_id: d.levelId,
            level_name: rows.get('student_levels', d.levelId)?.name ?? d.levelName ?? null,
            class_id: d.classId,
            class_name: rows.get('student_classes', d.classId)?.name ?? d.className ?? null,
            status: 'Active',
            photo: null,
            parents: [],
            enrolled_at: d.enrolledAt,
            last_position: position,
          });
        },
      },
      StudentMovedToClass: {
        rows: ({ data: d }) => ({
          students: [d.studentId],
          student_levels: [d.levelId],
          student_classes: [d.toClassId],
        }),
        apply: ({ data: d, position }, rows) =>
          own(rows, d.studentId, position, (s) => ({
            ...s,
            class_id: d.toClassId,
            class_name: rows.get('student_classes', d.toClassId)?.name ?? d.toClassName ?? null,
            level_id: d.levelId,
            level_name: rows.get('student_levels', d.levelId)?.name ?? d.levelName ?? null,
          })),
      },
      StudentStatusChanged: {
        rows: ({ data: d }) => ({ students: [d.studentId] }),
        apply: ({ data: d, position }, rows) =>
          own(rows, d.studentId, position, (s) => ({ ...s, status: d.status })),
      },
      StudentWithdrawn: {
        rows: ({ data: d }) => ({ students: [d.studentId] }),
        apply: ({ data: d, position }, rows) =>
          own(rows, d.studentId, position, (s) => ({ ...s, status: 'Withdrawn' })),
      },
      ClassCreated: {
        rows: ({ data: d }) => ({ student_classes: [d.classId] }),
        apply: ({ data: d, position }, rows) =>
          rows.insertOnce('student_classes', {
            id: d.classId,
            school_id: d.schoolId,
            name: d.name,
            level_id: d.levelId,
            last_position: position,
          }),
      },
      ClassDetailsChanged: {
        rows: ({ data: d }) => ({ student_classes: [d.classId] }),
        // The students of the class, and the school's levels (the class keeps its level unless the event moves it).
        find: ({ data: d }) => ({
          students: {
            where: 't.school_id = p.school::uuid AND t.class_id = p.class::uuid',
            params: { school: d.schoolId, class: d.classId },
          },
          student_levels: { where: 't.school_id = p.school::uuid', params: { school: d.schoolId } },
        }),
        apply({ data: d, position }, rows) {
          const before = rows.get('student_classes', d.classId);
          if (!before || !(Number(before.last_position) < position)) return;
          const after = {
            ...before,
            name: d.name?.after ?? before.name,
            level_id: d.levelId?.after ?? before.level_id,
            last_position: position,
          };
          rows.put('student_classes', after);
          const levelName = nameOf(rows, 'student_levels', String(after.level_id));
          for (const student of inClass(rows, d.classId)) {
            rows.put('students', {
              ...student,
              class_name: after.name,
              level_id: after.level_id,
              level_name: levelName,
            });
          }
        },
      },
      LevelDefined: {
        rows: ({ data: d }) => ({ student_levels: [d.levelId] }),
        find: ({ data: d }) => ({
          students: {
            where:
              't.school_id = p.school::uuid AND t.level_id = p.level::uuid AND t.level_name IS NULL',
            params: { school: d.schoolId, level: d.levelId },
          },
        }),
        apply({ data: d }, rows) {
          rows.insertOnce('student_levels', { id: d.levelId, school_id: d.schoolId, name: d.name });
          for (const student of atLevel(rows, d.levelId).filter((s) => s.level_name === null))
            rows.put('students', { ...student, level_name: d.name });
        },
      },
      ParentLinkedToStudent: {
        rows: ({ data: d }) => ({ students: [d.studentId] }),
        apply: ({ data: d }, rows) =>
          link(rows, d.studentId, { id: d.parentId, name: d.parentName ?? null }),
      },
      ParentUnlinkedFromStudent: {
        rows: ({ data: d }) => ({ students: [d.studentId] }),
        apply: ({ data: d }, rows) => drop(rows, d.parentId, d.studentId),
      },
      ParentRegistered: {
        find: ({ data: d }) => listing(d.parentId),
        apply: ({ data: d }, rows) =>
          rename(rows, d.parentId, `${d.details.firstName} ${d.details.lastName}`),
      },
      ParentRemoved: {
        find: ({ data: d }) => listing(d.parentId),
        apply: ({ data: d }, rows) => drop(rows, d.parentId),
      },
      ProfileUpdated: {
        // A student's own phone or photo; a parent's name in the students' lists (never their own row).
        rows: ({ data: d }) => ({ students: [d.userId] }),
        find: ({ data: d }) => listing(d.userId),
        apply({ data: d, position }, rows) {
          own(rows, d.userId, position, (s) => ({
            ...s,
            phone: d.phone !== undefined ? (d.phone ?? null) : s.phone,
            photo: d.photo?.fileId ?? s.photo,
          }));
          rename(rows, d.userId, `${d.firstName} ${d.lastName}`);
        },
      },
    },
  },
});
