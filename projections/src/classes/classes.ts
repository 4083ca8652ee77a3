import { classesModel, type ClassEvent } from '@chikoro/contracts';
import type { RecordedEvent } from '@chikoro/eventstore';
import {
  defineProjection,
  type Handlers,
  type Projection,
  type ProjectionContext,
  type Recorded,
} from '../runner/projection';
import { applyGathered } from '../runner/script';
import type { ClassRollEvent } from './studentEvents';

type Names = 'classes' | 'class_students';
type Context = ProjectionContext<Names>;
type Handled = ClassEvent | ClassRollEvent;
/** What an event does to the counts: the classes whose counts it changes, recounted at once or at the end of the batch. */
type Counted = (classIds: string[]) => Promise<void>;

/**
 * Counts are recomputed from the roll: applying an event twice gives the same numbers. A class
 * counts its active students only, those its register and mark grid list.
 */
async function recount(classIds: string[], { db, tables }: Context): Promise<void> {
  await db.query(
    `UPDATE ${tables.classes} c SET
       student_count = (SELECT count(*) FROM ${tables.class_students} s WHERE s.class_id = c.id AND s.status = 'Active')
     WHERE c.id = ANY($1::uuid[])`,
    [classIds],
  );
}

/** Each event's rows; the classes whose counts it changes are given to `counted`. */
const steps: {
  [K in Handled['type']]: (
    event: Recorded<Extract<Handled, { type: K }>>,
    context: Context,
    counted: Counted,
  ) => Promise<void>;
} = {
  async ClassCreated(event, { db, tables }, counted) {
    const { classId, schoolId, name, levelId, levelName, createdAt } = event.data;
    // Idempotent: a class is inserted once; a replayed event finds its row and does nothing. Its roll may come before it.
    await db.query(
      `INSERT INTO ${tables.classes} (id, school_id, name, level_id, level_name, status, created_at, last_position)
       VALUES ($1, $2, $3, $4, $5, 'Active', $6, $7) ON CONFLICT (id) DO NOTHING`,
      [classId, schoolId, name, levelId, levelName ?? null, createdAt, event.position],
    );
    await counted([classId]);
  },
  async ClassTeacherAssigned(event, { db, tables }) {
    // Guarded by position: an event already applied to this row changes nothing the second time.
    await db.query(
      `UPDATE ${tables.classes} SET class_teacher_id = $2, class_teacher_name = $3, last_position = $4 WHERE id = $1 AND last_position < $4`,
      [event.data.classId, event.data.teacherId, event.data.teacherName ?? null, event.position],
    );
  },
  async ClassDetailsChanged(event, { db, tables }) {
    const { classId, name, levelId, levelName } = event.data;
    await db.query(
      `UPDATE ${tables.classes} SET name = COALESCE($2, name), level_id = COALESCE($3, level_id), level_name = COALESCE($4, level_name), last_position = $5
       WHERE id = $1 AND last_position < $5`,
      [
        classId,
        name?.after ?? null,
        levelId?.after ?? null,
        levelName?.after ?? null,
        event.position,
      ],
    );
  },
  async ClassArchived(event, { db, tables }) {
    await db.query(
      `UPDATE ${tables.classes} SET status = 'Archived', last_position = $2 WHERE id = $1 AND last_position < $2`,
      [event.data.classId, event.position],
    );
  },
  async ClassDeleted(event, { db, tables }) {
    // Deleting what is already gone deletes nothing.
    await db.query(`DELETE FROM ${tables.classes} WHERE id = $1`, [event.data.classId]);
  },
  async StudentEnrolled(event, { db, tables }, counted) {
    const { studentId, schoolId, classId } = event.data;
    await db.query(
      `INSERT INTO ${tables.class_students} (student_id, school_id, class_id, status) VALUES ($1, $2, $3, 'Active')
       ON CONFLICT (student_id) DO UPDATE SET class_id = EXCLUDED.class_id`,
      [studentId, schoolId, classId],
    );
    await counted([classId]);
  },
  async StudentMovedToClass(event, { db, tables }, counted) {
    const { studentId, fromClassId, toClassId } = event.data;
    await db.query(`UPDATE ${tables.class_students} SET class_id = $2 WHERE student_id = $1`, [
      studentId,
      toClassId,
    ]);
    await counted([fromClassId, toClassId]);
  },
  async StudentStatusChanged(event, { db, tables }) {
    // Setting the status an event names, then recounting the student's class from the roll: twice gives the same.
    const { studentId, status } = event.data;
    await db.query(`UPDATE ${tables.class_students} SET status = $2 WHERE student_id = $1`, [
      studentId,
      status,
    ]);
    await db.query(
      `UPDATE ${tables.classes} c SET student_count = (SELECT count(*) FROM ${tables.class_students} s WHERE s.class_id = c.id AND s.status = 'Active')
       WHERE c.id = (SELECT class_id FROM ${tables.class_students} WHERE student_id = $1)`,
      [studentId],
    );
  },
  async StudentWithdrawn(event, { db, tables }, counted) {
    const { rows } = await db.query<{ class_id: string }>(
      `DELETE FROM ${tables.class_students} WHERE student_id = $1 RETURNING class_id`,
      [event.data.studentId],
    );
    await counted(rows.map((r) => r.class_id));
  },
};

type Step = (event: RecordedEvent, context: Context, counted: Counted) => Promise<void>;
const stepOf = (type: string) => (steps as unknown as Record<string, Step>)[type]!;

const projection = defineProjection<Handled>()({
  readModel: classesModel,
  // 2: a class created after a student was enrolled in it counts them; the counts recounted once a batch;
  // 3: active students only (an inactive or graduated student is on no register);
  // 4: the subject teachers are counted from the membership read model when the list is read, no longer kept here.
  version: 4,
  tables: {
    classes: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        name text NOT NULL,
        level_id uuid NOT NULL,
        level_name text,
        class_teacher_id uuid,
        class_teacher_name text,
        status text NOT NULL,
        student_count int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, lower(name));`,
    // The roll is counted by class while rebuilding too.
    class_students: (t) =>
      `CREATE TABLE ${t} (student_id uuid PRIMARY KEY, school_id uuid NOT NULL, class_id uuid NOT NULL, status text NOT NULL); CREATE INDEX /* kept while rebuilding */ ON ${t} (class_id);`,
  },
  handlers: Object.fromEntries(
    Object.keys(steps).map((type) => [
      type,
      (event: RecordedEvent, context: Context) =>
        stepOf(type)(event, context, (ids) => recount(ids, context)),
    ]),
  ) as unknown as Handlers<Handled, Names>,
});

/**
 * Spec 001 §2.7's class table: each class of a school with its level, class teacher, status
 * (Active or Archived; a deleted class leaves the list) and active students on its roll (the number
 * of teachers assigned a subject in it is the membership read model's, counted by the list). A batch writes each event's rows in turn (gathered into one
 * script, but for a step that reads the class of what it deleted) and recounts every class it
 * touched once, at its end: the counts come from the tables, so they are those the events one by
 * one leave.
 */
export const classes: Projection<Names> = {
  ...projection,
  async setBased(events: RecordedEvent[], context: Context) {
    const touched = new Set<string>();
    const counted: Counted = (ids) => {
      for (const id of ids) touched.add(id);
      return Promise.resolve();
    };
    await applyGathered(events, context, (event, own) => stepOf(event.type)(event, own, counted));
    if (touched.size > 0) await recount([...touched], context);
  },
};
