import { Router } from 'express';
import type pg from 'pg';
import {
  schoolDirectoryModel,
  tableOf,
  ValidationError,
  type PublicSchool,
} from '@chikoro/contracts';

const MAX_RESULTS = 50;

/**
 * GET /public/schools?q=&onChikoro=: the directory's schools whose name holds `q` (any case);
 * `onChikoro=true` keeps only the schools approved on Chikoro (the landing page's clients strip).
 */
export function publicSchoolRoutes(pool: pg.Pool): Router {
  const router = Router();
  router.get('/public/schools', async (req, res) => {
    const q = req.query.q ?? '';
    if (typeof q !== 'string' || q.length > 100)
      throw new ValidationError('q must be text of at most 100 characters');
    const onChikoro = req.query.onChikoro;
    if (onChikoro !== undefined && onChikoro !== 'true' && onChikoro !== 'false')
      throw new ValidationError('onChikoro must be true or false');
    const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await pool.query<PublicSchool>(
      `SELECT id, name, address, town, province, country, logo_file_id AS "logoFileId", on_chikoro AS "onChikoro" FROM ${tableOf(schoolDirectoryModel, 'school_directory')}
       WHERE name ILIKE $1 AND ($2::boolean IS NULL OR on_chikoro = $2)
       ORDER BY lower(name) LIMIT ${MAX_RESULTS}`,
      [pattern, onChikoro ?? null],
    );
    res.json(rows);
  });
  return router;
}
