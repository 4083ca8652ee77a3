import {
  teachersModel,
  type ClassDetailsChanged,
  type ProfileUpdated,
  type TeacherEvent,
} from '@chikoro/contracts';
import type { RecordedEvent } from '@chikoro/eventstore';
import { changePast, sameId, type BatchRows, type Row } from '../runner/batch';
import { defineProjection, type Projection, type ProjectionContext } from '../runner/projection';

type Names = 'teachers' | 'teacher_assignments';
type Context = ProjectionContext<Names>;

/** The subjects taught and the count are recomputed from the assignments: applying an event twice changes nothing. */
async function retally(teacherIds: string[], { db, tables }: Context): Promise<void> {
  await db.query(
    `UPDATE ${tables.teachers} t SET
       subjects = COALESCE((SELECT array_agg(DISTINCT a.subject_name ORDER BY a.subject_name) FROM ${tables.teacher_assignments} a WHERE a.teacher_id = t.id), '{}'),
       assignment_count = (SELECT count(*) FROM ${tables.teacher_assignments} a WHERE a.teacher_id = t.id)
     WHERE t.id = ANY($1::uuid[])`,
    [teacherIds],
  );
}

/**
 * Spec 001 §2.4's teacher table (photo, name, email, phone, subjects taught, status) with every
 * detail of the teacher, and each current assignment: subject, class and term with the term's year.
 */
const projection = defineProjection<TeacherEvent | ClassDetailsChanged | ProfileUpdated>()({
  readModel: teachersModel,
  // 3: the assignments' indexes by teacher and by class kept while rebuilding.
  version: 3,
  tables: {
    teachers: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text,
        details jsonb NOT NULL,
        photo_file_id uuid,
        status text NOT NULL,
        subjects text[] NOT NULL DEFAULT '{}',
        assignment_count int NOT NULL DEFAULT 0,
        registered_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, lower(last_name), lower(first_name));`,
    teacher_assignments: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        teacher_id uuid NOT NULL,
        teacher_name text NOT NULL,
        subject_id uuid NOT NULL,
        subject_name text NOT NULL,
        class_id uuid NOT NULL,
        class_name text NOT NULL,
        term_id uuid NOT NULL,
        term_name text NOT NULL,
        academic_year_id uuid NOT NULL,
        academic_year_name text NOT NULL,
        assigned_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, teacher_id);
      -- A teacher's new name, a class's new name and the tallies reach the assignments by these, in a rebuild too.
      CREATE INDEX /* kept while rebuilding */ ON ${t} (teacher_id);
      CREATE INDEX /* kept while rebuilding */ ON ${t} (class_id);`,
  },
  handlers: {
    async TeacherRegistered(event, { db, tables }) {
      const { teacherId, schoolId, details, photo, registeredAt } = event.data;
      // Idempotent: a teacher is inserted once; a replayed event finds the row and does nothing.
      await db.query(
        `INSERT INTO ${tables.teachers} (id, school_id, first_name, last_name, email, phone, details, photo_file_id, status, registered_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Active', $9, $10) ON CONFLICT (id) DO NOTHING`,
        [
          teacherId,
          schoolId,
          details.firstName,
          details.lastName,
          details.email,
          details.phone ?? null,
          details,
          photo?.fileId ?? null,
          registeredAt,
          event.position,
        ],
      );
    },
    async TeacherAssigned(event, context) {
      const d = event.data;
      // Keyed by the assignment's id: a replay inserts nothing.
      await context.db.query(
        `INSERT INTO ${context.tables.teacher_assignments}
           (id, school_id, teacher_id, teacher_name, subject_id, subject_name, class_id, class_name, term_id, term_name, academic_year_id, academic_year_name, assigned_at)
         SELECT $1, $2, $3, t.first_name || ' ' || t.last_name, $4, $5, $6, $7, $8, $9, $10, $11, $12 FROM ${context.tables.teachers} t WHERE t.id = $3
         ON CONFLICT (id) DO NOTHING`,
        [
          d.assignmentId,
          d.schoolId,
          d.teacherId,
          d.subjectId,
          d.subjectName,
          d.classId,
          d.className,
          d.termId,
          d.termName,
          d.academicYearId,
          d.academicYearName,
          d.assignedAt,
        ],
      );
      await retally([d.teacherId], context);
    },
    async TeacherUnassigned(event, context) {
      await context.db.query(`DELETE FROM ${context.tables.teacher_assignments} WHERE id = $1`, [
        event.data.assignmentId,
      ]);
      await retally([event.data.teacherId], context);
    },
    async TeacherStatusChanged(event, { db, tables }) {
      // Guarded by position: an event already applied to this row changes nothing the second time.
      await db.query(
        `UPDATE ${tables.teachers} SET status = $2, last_position = $3 WHERE id = $1 AND last_position < $3`,
        [event.data.teacherId, event.data.status, event.position],
      );
    },
    async TeacherRemoved(event, { db, tables }) {
      await db.query(
        `UPDATE ${tables.teachers} SET status = 'Left', last_position = $2 WHERE id = $1 AND last_position < $2`,
        [event.data.teacherId, event.position],
      );
    },
    async ProfileUpdated({ data: d, position }, { db, tables }) {
      // A teacher's own change to their record (anyone else's matches no row); guarded by position.
      const details: Record<string, string | null> = {};
      if (d.phone !== undefined) details.phone = d.phone;
      if (d.dateOfBirth !== undefined) details.birthday = d.dateOfBirth;
      const { rowCount } = await db.query(
        `UPDATE ${tables.teachers} SET first_name = $2, last_name = $3, phone = CASE WHEN $4 THEN $5 ELSE phone END,
           details = details || $6::jsonb, photo_file_id = COALESCE($7, photo_file_id), last_position = $8
         WHERE id = $1 AND last_position < $8`,
        [
          d.userId,
          d.firstName,
          d.lastName,
          d.phone !== undefined,
          d.phone ?? null,
          JSON.stringify(details),
          d.photo?.fileId ?? null,
          position,
        ],
      );
      if (rowCount)
        await db.query(
          `UPDATE ${tables.teacher_assignments} SET teacher_name = $2 WHERE teacher_id = $1`,
          [d.userId, `${d.firstName} ${d.lastName}`],
        );
    },
    async ClassDetailsChanged(event, { db, tables }) {
      // A renamed class reads with its new name in every assignment; the same rename twice sets the same name.
      if (!event.data.name) return;
      await db.query(
        `UPDATE ${tables.teacher_assignments} SET class_name = $2 WHERE class_id = $1`,
        [event.data.classId, event.data.name.after],
      );
    },
  },
  // The same rows a batch at a time; the tallies of the teachers whose assignments changed follow in one statement.
  batch: {
    guards: { teachers: 'last_position' },
    steps: {
      TeacherRegistered: {
        rows: ({ data: d }) => ({ teachers: [d.teacherId] }),
        apply: ({ data: { teacherId, schoolId, details, photo, registeredAt }, position }, rows) =>
          rows.insertOnce('teachers', {
            id: teacherId,
            school_id: schoolId,
            first_name: details.firstName,
            last_name: details.lastName,
            email: details.email,
            phone: details.phone ?? null,
            details,
            photo_file_id: photo?.fileId ?? null,
            status: 'Active',
            subjects: [],
            assignment_count: 0,
            registered_at: registeredAt,
            last_position: position,
          }),
      },
      TeacherAssigned: {
        rows: ({ data: d }) => ({ teachers: [d.teacherId], teacher_assignments: [d.assignmentId] }),
        apply({ data: d }, rows) {
          const teacher = rows.get('teachers', d.teacherId);
          if (!teacher) return;
          rows.insertOnce('teacher_assignments', {
            id: d.assignmentId,
            school_id: d.schoolId,
            teacher_id: d.teacherId,
            teacher_name: `${String(teacher.first_name)} ${String(teacher.last_name)}`,
            subject_id: d.subjectId,
            subject_name: d.subjectName,
            class_id: d.classId,
            class_name: d.className,
            term_id: d.termId,
            term_name: d.termName,
            academic_year_id: d.academicYearId,
            academic_year_name: d.academicYearName,
            assigned_at: d.assignedAt,
          });
        },
      },
      TeacherUnassigned: {
        rows: ({ data: d }) => ({ teacher_assignments: [d.assignmentId] }),
        apply: ({ data: d }, rows) => rows.delete('teacher_assignments', d.assignmentId),
      },
      TeacherStatusChanged: {
        rows: ({ data: d }) => ({ teachers: [d.teacherId] }),
        apply: ({ data: d, position }, rows) =>
          own(rows, d.teacherId, position, (t) => ({ ...t, status: d.status })),
      },
      TeacherRemoved: {
        rows: ({ data: d }) => ({ teachers: [d.teacherId] }),
        apply: ({ data: d, position }, rows) =>
          own(rows, d.teacherId, position, (t) => ({ ...t, status: 'Left' })),
      },
      ProfileUpdated: {
        rows: ({ data: d }) => ({ teachers: [d.userId] }),
        find: ({ data: d }) => ({
          teacher_assignments: {
            where: 't.teacher_id = p.teacher::uuid',
            params: { teacher: d.userId },
          },
        }),
        apply({ data: d, position }, rows) {
          const changed = own(rows, d.userId, position, (t) => ({
            ...t,
            first_name: d.firstName,
            last_name: d.lastName,
            phone: d.phone !== undefined ? (d.phone ?? null) : t.phone,
            details: {
              ...(t.details as object),
              ...(d.phone !== undefined && { phone: d.phone }),
              ...(d.dateOfBirth !== undefined && { birthday: d.dateOfBirth }),
            },
            photo_file_id: d.photo?.fileId ?? t.photo_file_id,
          }));
          if (!changed) return;
          for (const a of [...rows.entries('teacher_assignments')]) {
            if (sameId(a.teacher_id, d.userId))
              rows.put('teacher_assignments', {
                ...a,
                teacher_name: `${d.firstName} ${d.lastName}`,
              });
          }
        },
      },
      ClassDetailsChanged: {
        find: ({ data: d }) =>
          d.name
            ? {
                teacher_assignments: {
                  where: 't.class_id = p.class::uuid',
                  params: { class: d.classId },
                },
              }
            : {},
        apply({ data: d }, rows) {
          if (!d.name) return;
          for (const a of [...rows.entries('teacher_assignments')]) {
            if (sameId(a.class_id, d.classId))
              rows.put('teacher_assignments', { ...a, class_name: d.name.after });
          }
        },
      },
    },
  },
});

/** A teacher's own event applies once: only past the row's last position. Answers whether it applied. */
const own = (
  rows: BatchRows<Names>,
  teacherId: string,
  position: number,
  change: (row: Row) => Row,
) => changePast(rows, 'teachers', teacherId, position, change);

const assigning = new Set(['TeacherAssigned', 'TeacherUnassigned']);

/** Spec 001 §2.4's teachers: the rows set-based, then the tallies of every teacher whose assignments the batch changed. */
export const teachers: Projection<Names> = {
  ...projection,
  async setBased(events: RecordedEvent[], context: Context) {
    await projection.setBased!(events, context);
    const tallied = [
      ...new Set(
        events
          .filter((e) => assigning.has(e.type))
          .map((e) => (e.data as { teacherId: string }).teacherId),
      ),
    ];
    if (tallied.length > 0) await retally(tallied, context);
  },
};
