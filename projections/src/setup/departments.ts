import type {
  DepartmentAdded,
  DepartmentRemoved,
  DepartmentRenamed,
  SubjectAdded,
} from '@chikoro/contracts';
import type { Handlers } from '../runner/projection';
import type { SetupTable } from './setup';

/** Departments with how many subjects use them (the page offers Remove only at 0), and subjects with their department's name. */
export const departmentHandlers: Handlers<
  DepartmentAdded | DepartmentRenamed | DepartmentRemoved | SubjectAdded,
  SetupTable
> = {
  async DepartmentAdded(event, { db, tables }) {
    const d = event.data;
    // Idempotent: a department is inserted once.
    await db.query(
      `INSERT INTO ${tables.departments} (id, school_id, name, added_at, last_position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [d.departmentId, d.schoolId, d.name, d.addedAt, event.position],
    );
  },
  async DepartmentRenamed(event, { db, tables }) {
    const d = event.data;
    // Guarded by position: a rename already applied changes nothing the second time.
    const renamed = await db.query(
      `UPDATE ${tables.departments} SET name = $2, last_position = $3 WHERE id = $1 AND last_position < $3`,
      [d.departmentId, d.name, event.position],
    );
    // Among the school's subjects (by the index a rebuild keeps), not every school's.
    if (renamed.rowCount)
      await db.query(
        `UPDATE ${tables.subjects} SET department_name = $2 WHERE school_id = $3 AND department_id = $1`,
        [d.departmentId, d.name, d.schoolId],
      );
  },
  async DepartmentRemoved(event, { db, tables }) {
    // Guarded by position; the row stays (marked removed), so a replayed DepartmentAdded cannot bring it back.
    await db.query(
      `UPDATE ${tables.departments} SET removed = true, last_position = $2 WHERE id = $1 AND last_position < $2`,
      [event.data.departmentId, event.position],
    );
  },
  async SubjectAdded(event, { db, tables }) {
    const d = event.data;
    // Idempotent: a subject is inserted once, and counted in its department only when it was.
    const added = await db.query(
      `INSERT INTO ${tables.subjects} (id, school_id, name, code, department_id, department_name, added_at)
       VALUES ($1, $2, $3, $4, $5, COALESCE($6, (SELECT name FROM ${tables.departments} WHERE id = $5)), $7) ON CONFLICT (id) DO NOTHING`,
      [
        d.subjectId,
        d.schoolId,
        d.name,
        d.code ?? null,
        d.departmentId ?? null,
        d.departmentName ?? null,
        d.addedAt,
      ],
    );
    if (added.rowCount && d.departmentId)
      await db.query(
        `UPDATE ${tables.departments} SET subject_count = subject_count + 1 WHERE id = $1`,
        [d.departmentId],
      );
  },
};
