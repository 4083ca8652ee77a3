import type pg from 'pg';
import { parentsModel, tableOf } from '@chikoro/contracts';

/**
 * The learners of a learner's family at a school: everyone joined to them through the parents the
 * school linked (a learner with no linked parent is a family alone). Read from the parents' read
 * model, the one read of family links there is: the one place to change if the links move. The
 * family's account is named by its lowest learner id, as GET /api/fee-accounts names it.
 */
export async function familyOf(
  pool: pg.Pool,
  schoolId: string,
  studentId: string,
): Promise<{ accountId: string; studentIds: string[] }> {
  const { rows } = await pool.query<{ student_id: string }>(
    `
    WITH RECURSIVE links AS (
      SELECT p.id AS parent_id, (s->>'id')::uuid AS student_id
      FROM ${tableOf(parentsModel, 'parents')} p CROSS JOIN jsonb_array_elements(p.students) s
      WHERE p.school_id = $1 AND p.status <> 'Removed'
    ), family(student_id) AS (
      SELECT $2::uuid
      UNION
      SELECT l2.student_id FROM family f JOIN links l1 ON l1.student_id = f.student_id JOIN links l2 ON l2.parent_id = l1.parent_id
    )
    SELECT student_id::text FROM family ORDER BY student_id`,
    [schoolId, studentId],
  );
  const studentIds = rows.map((r) => r.student_id);
  return { accountId: studentIds[0] ?? studentId, studentIds };
}
