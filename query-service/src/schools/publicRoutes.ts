import { Router } from 'express';
import type pg from 'pg';
import { ValidationError, type PublicSchool } from '@chikoro/contracts';

const MAX_RESULTS = 50;

/** GET /public/schools?q=: approved schools whose name, address, town, province or country match. */
export function publicSchoolRoutes(pool: pg.Pool): Router {
  const router = Router();
  router.get('/public/schools', async (req, res) => {
    const q = req.query.q ?? '';
    if (typeof q !== 'string' || q.length > 100) throw new ValidationError('q must be text of at most 100 characters');
    const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await pool.query<PublicSchool>(
      `SELECT id, name, address, town, province, country, logo_file_id AS "logoFileId" FROM rm_school_directory
       WHERE name ILIKE $1 OR address ILIKE $1 OR town ILIKE $1 OR province ILIKE $1 OR country ILIKE $1
       ORDER BY lower(name) LIMIT ${MAX_RESULTS}`,
      [pattern],
    );
    res.json(rows);
  });
  return router;
}
