import { Router } from 'express';
import type pg from 'pg';
import {
  NotFoundError,
  schoolDirectoryModel,
  tableOf,
  type PublicSchool,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { sendLogo } from './logo';

const directory = tableOf(schoolDirectoryModel, 'school_directory');
const schoolRoles = ['ADMIN', 'TEACHER', 'STUDENT', 'PARENT', 'BURSAR'] as const;

/**
 * GET /my-school: the signed-in person's own school (name, address, logo) for their area's top bar
 * and dashboard; GET /my-school/logo: that logo's image, for every role of the school (the school's
 * other uploads stay with its admin at /files).
 */
export function mySchoolRoutes(pool: pg.Pool): Router {
  const router = Router();
  router.get('/my-school', async (req, res) => {
    const principal = requirePrincipal(req.principal, schoolRoles);
    const { rows } = await pool.query<PublicSchool>(
      `SELECT id, name, address, town, province, country, logo_file_id AS "logoFileId", on_chikoro AS "onChikoro"
       FROM ${directory} WHERE id = $1`,
      [principal.schoolId],
    );
    if (!rows[0]) throw new NotFoundError('Your school is not in the directory yet.');
    res.json(rows[0]);
  });
  router.get('/my-school/logo', async (req, res) => {
    const principal = requirePrincipal(req.principal, schoolRoles);
    const { rows } = await pool.query<{ logo_file_id: string | null }>(
      `SELECT logo_file_id FROM ${directory} WHERE id = $1`,
      [principal.schoolId],
    );
    await sendLogo(res, pool, rows[0]?.logo_file_id);
  });
  return router;
}
