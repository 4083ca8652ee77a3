import type pg from 'pg';
import type {
  ClassDetailsChanged,
  ParentEvent,
  PostedAudience,
  ProfileUpdated,
  StudentEvent,
  TeacherEvent,
} from '@chikoro/contracts';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Who an announcement can reach, kept by the delivery reactor from the log (never a read model):
 * the school's teachers, students with their class and level, parents with their contacts, and
 * which parent is linked to which student. The reactor applies these events in log order in the
 * same pass that delivers, so an announcement reaches exactly the people the log knew of then.
 */
export async function migrateAudience(pool: Pick<pg.Pool, 'query'>): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS announcement_teachers (
      teacher_id uuid PRIMARY KEY, school_id uuid NOT NULL, name text NOT NULL, email text, phone text, active boolean NOT NULL
    );
    CREATE INDEX IF NOT EXISTS announcement_teachers_school ON announcement_teachers (school_id);
    CREATE TABLE IF NOT EXISTS announcement_students (
      student_id uuid PRIMARY KEY, school_id uuid NOT NULL, name text NOT NULL, class_id uuid, level_id uuid, active boolean NOT NULL
    );
    CREATE INDEX IF NOT EXISTS announcement_students_school ON announcement_students (school_id);
    CREATE TABLE IF NOT EXISTS announcement_parents (
      parent_id uuid PRIMARY KEY, school_id uuid NOT NULL, name text, email text, phone text, active boolean NOT NULL
    );
    CREATE INDEX IF NOT EXISTS announcement_parents_school ON announcement_parents (school_id);
    CREATE TABLE IF NOT EXISTS announcement_parent_links (
      parent_id uuid NOT NULL, student_id uuid NOT NULL, PRIMARY KEY (parent_id, student_id)
    );
    CREATE INDEX IF NOT EXISTS announcement_parent_links_student ON announcement_parent_links (student_id);
  `);
}

export type AudienceEvent =
  TeacherEvent | ClassDetailsChanged | StudentEvent | ParentEvent | ProfileUpdated;

export const AUDIENCE_EVENTS = new Set<string>([
  'TeacherRegistered',
  'TeacherStatusChanged',
  'TeacherRemoved',
  'ClassDetailsChanged',
  'StudentEnrolled',
  'StudentMovedToClass',
  'StudentStatusChanged',
  'StudentWithdrawn',
  'ParentInvited',
  'ParentRegistered',
  'ParentLinkedToStudent',
  'ParentUnlinkedFromStudent',
  'ParentStatusChanged',
  'ParentRemoved',
  'ProfileUpdated',
]);

const nameOf = (first?: string, last?: string) => [first, last].filter(Boolean).join(' ') || null;

/** Every statement is an upsert or a keyed update: applying an event twice leaves the same rows. */
export async function applyAudienceEvent(event: AudienceEvent, db: Queryable): Promise<void> {
  switch (event.type) {
    case 'TeacherRegistered': {
      const { teacherId, schoolId, details } = event.data;
      await db.query(
        `INSERT INTO announcement_teachers (teacher_id, school_id, name, email, phone, active) VALUES ($1, $2, $3, $4, $5, true) ON CONFLICT (teacher_id) DO NOTHING`,
        [
          teacherId,
          schoolId,
          nameOf(details.firstName, details.lastName),
          details.email.toLowerCase(),
          details.phone ?? null,
        ],
      );
      return;
    }
    case 'TeacherStatusChanged':
      await db.query('UPDATE announcement_teachers SET active = $2 WHERE teacher_id = $1', [
        event.data.teacherId,
        event.data.status === 'Active',
      ]);
      return;
    case 'TeacherRemoved':
      await db.query('UPDATE announcement_teachers SET active = false WHERE teacher_id = $1', [
        event.data.teacherId,
      ]);
      return;
    case 'ClassDetailsChanged':
      if (event.data.levelId)
        await db.query('UPDATE announcement_students SET level_id = $2 WHERE class_id = $1', [
          event.data.classId,
          event.data.levelId.after,
        ]);
      return;
    case 'StudentEnrolled': {
      const d = event.data;
      await db.query(
        `INSERT INTO announcement_students (student_id, school_id, name, class_id, level_id, active) VALUES ($1, $2, $3, $4, $5, true) ON CONFLICT (student_id) DO NOTHING`,
        [
          d.studentId,
          d.schoolId,
          nameOf(d.firstName, d.lastName) ?? 'Student',
          d.classId,
          d.levelId,
        ],
      );
      return;
    }
    case 'StudentMovedToClass':
      await db.query(
        'UPDATE announcement_students SET class_id = $2, level_id = $3 WHERE student_id = $1',
        [event.data.studentId, event.data.toClassId, event.data.levelId],
      );
      return;
    case 'StudentStatusChanged':
      await db.query('UPDATE announcement_students SET active = $2 WHERE student_id = $1', [
        event.data.studentId,
        event.data.status === 'Active',
      ]);
      return;
    case 'StudentWithdrawn':
      await db.query('UPDATE announcement_students SET active = false WHERE student_id = $1', [
        event.data.studentId,
      ]);
      return;
    case 'ParentInvited': {
      const d = event.data;
      // An invitation again may bring an email; a registration's details are kept over an invitation's.
      await db.query(
        `INSERT INTO announcement_parents (parent_id, school_id, name, email, phone, active) VALUES ($1, $2, $3, $4, $5, true)
         ON CONFLICT (parent_id) DO UPDATE SET email = COALESCE(announcement_parents.email, EXCLUDED.email), name = COALESCE(announcement_parents.name, EXCLUDED.name)`,
        [
          d.parentId,
          d.schoolId,
          nameOf(d.firstName, d.lastName),
          d.email?.toLowerCase() ?? null,
          d.phoneNumber,
        ],
      );
      return;
    }
    case 'ParentRegistered': {
      const { parentId, schoolId, details } = event.data;
      await db.query(
        `INSERT INTO announcement_parents (parent_id, school_id, name, email, phone, active) VALUES ($1, $2, $3, $4, $5, true)
         ON CONFLICT (parent_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, phone = EXCLUDED.phone`,
        [
          parentId,
          schoolId,
          nameOf(details.firstName, details.lastName),
          details.email.toLowerCase(),
          details.phonenumber,
        ],
      );
      return;
    }
    case 'ParentLinkedToStudent':
      await db.query(
        'INSERT INTO announcement_parent_links (parent_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [event.data.parentId, event.data.studentId],
      );
      return;
    case 'ParentUnlinkedFromStudent':
      await db.query(
        'DELETE FROM announcement_parent_links WHERE parent_id = $1 AND student_id = $2',
        [event.data.parentId, event.data.studentId],
      );
      return;
    case 'ParentStatusChanged':
      await db.query('UPDATE announcement_parents SET active = $2 WHERE parent_id = $1', [
        event.data.parentId,
        event.data.status === 'Active',
      ]);
      return;
    case 'ParentRemoved':
      await db.query('UPDATE announcement_parents SET active = false WHERE parent_id = $1', [
        event.data.parentId,
      ]);
      return;
    case 'ProfileUpdated': {
      // A person renamed themself: the deliveries name them so from now on (contacts that reach them are the school's).
      const { userId, firstName, lastName } = event.data;
      const name = nameOf(firstName, lastName);
      await db.query('UPDATE announcement_teachers SET name = $2 WHERE teacher_id = $1', [
        userId,
        name,
      ]);
      await db.query('UPDATE announcement_parents SET name = $2 WHERE parent_id = $1', [
        userId,
        name,
      ]);
      return;
    }
    default:
      return;
  }
}

export interface Reachable {
  personId: string;
  role: 'TEACHER' | 'PARENT' | 'STUDENT';
  name: string;
  email: string | null;
  phone: string | null;
}

/** The students an audience covers (active ones of the school), as a SQL condition on `s`. */
function studentsOf(audience: PostedAudience, params: unknown[]): string | undefined {
  if (audience.kind === 'WHOLE_SCHOOL') return 'true';
  if (audience.kind === 'LEVELS')
    return `s.level_id = ANY($${params.push(audience.levelIds)}::uuid[])`;
  if (audience.kind === 'CLASSES')
    return `s.class_id = ANY($${params.push(audience.classIds)}::uuid[])`;
  return undefined;
}

/**
 * The people an audience reaches in a school, each once: active teachers (teachers, whole school),
 * active parents (all parents, whole school; or those linked to an active student of the levels or
 * classes) and those active students themselves.
 */
export async function resolveAudience(
  db: Queryable,
  schoolId: string,
  audience: PostedAudience,
): Promise<Reachable[]> {
  const people: Reachable[] = [];
  const row =
    (role: Reachable['role']) =>
    (r: { id: string; name: string | null; email: string | null; phone: string | null }) =>
      people.push({
        personId: r.id,
        role,
        name: r.name ?? (role === 'PARENT' ? 'Parent' : role === 'TEACHER' ? 'Teacher' : 'Student'),
        email: r.email,
        phone: r.phone,
      });
  if (audience.kind === 'WHOLE_SCHOOL' || audience.kind === 'TEACHERS') {
    const { rows } = await db.query(
      `SELECT teacher_id AS id, name, email, phone FROM announcement_teachers WHERE school_id = $1 AND active ORDER BY name, teacher_id`,
      [schoolId],
    );
    rows.forEach(row('TEACHER'));
  }
  if (audience.kind === 'WHOLE_SCHOOL' || audience.kind === 'PARENTS') {
    const { rows } = await db.query(
      `SELECT parent_id AS id, name, email, phone FROM announcement_parents WHERE school_id = $1 AND active ORDER BY name, parent_id`,
      [schoolId],
    );
    rows.forEach(row('PARENT'));
  }
  const params: unknown[] = [schoolId];
  const students = studentsOf(audience, params);
  if (!students) return people;
  if (audience.kind !== 'WHOLE_SCHOOL') {
    const { rows } = await db.query(
      `SELECT DISTINCT p.parent_id AS id, p.name, p.email, p.phone FROM announcement_parents p
         JOIN announcement_parent_links l ON l.parent_id = p.parent_id
         JOIN announcement_students s ON s.student_id = l.student_id
       WHERE p.school_id = $1 AND p.active AND s.active AND s.school_id = $1 AND ${students} ORDER BY p.name, p.parent_id`,
      params,
    );
    rows.forEach(row('PARENT'));
  }
  const { rows } = await db.query(
    `SELECT s.student_id AS id, s.name, NULL AS email, NULL AS phone FROM announcement_students s WHERE s.school_id = $1 AND s.active AND ${students} ORDER BY s.name, s.student_id`,
    params,
  );
  rows.forEach(row('STUDENT'));
  return people;
}
