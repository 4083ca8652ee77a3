import { Router } from 'express';
import type pg from 'pg';
import { NotFoundError, classesModel, tableOf, type MyClass } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { Consistency } from '../consistency';

const classes = tableOf(classesModel, 'classes');
const classStudents = tableOf(classesModel, 'class_students');

/** GET /my-class: the signed-in student's class (name, level, class teacher) for the portal's dashboard; a 404 when they are in none. */
export function myClassRoutes(pool: pg.Pool, consistency: Consistency): Router {
  const router = Router();
  router.get('/my-class', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['STUDENT']);
    await consistency.waitFor(req, res, classesModel.name);
    const { rows } = await pool.query<MyClass>(
      `SELECT c.id AS "classId", c.name AS "className", c.level_name AS "levelName", c.class_teacher_name AS "classTeacherName"
       FROM ${classStudents} cs JOIN ${classes} c ON c.id = cs.class_id
       WHERE cs.student_id = $1::uuid AND cs.school_id = $2::uuid`,
      [principal.userId, principal.schoolId],
    );
    if (!rows[0]) throw new NotFoundError('You are not in a class of this school.');
    res.json(rows[0]);
  });
  return router;
}
