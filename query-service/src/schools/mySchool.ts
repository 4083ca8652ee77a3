import { Router } from 'express';
import type pg from 'pg';
import { NotFoundError, schoolDirectoryModel, tableOf, type PublicSchool } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';

/** GET /my-school: the signed-in person's own school (name, address, logo) for their area's top bar and dashboard. */
export function mySchoolRoutes(pool: pg.Pool): Router {
  const router = Router();
  router.get('/my-school', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'TEACHER', 'STUDENT', 'PARENT']);
    const { rows } = await pool.query<PublicSchool>(
      `SELECT id, name, address, town, province, country, logo_file_id AS "logoFileId", on_chikoro AS "onChikoro"
       FROM ${tableOf(schoolDirectoryModel, 'school_directory')} WHERE id = $1`,
      [principal.schoolId],
    );
    if (!rows[0]) throw new NotFoundError('Your school is not in the directory yet.');
    res.json(rows[0]);
  });
  return router;
}
