import type { GradingScaleChanged, LevelDefined } from '@chikoro/contracts';
import type { Handlers } from '../runner/projection';
import type { SetupTable } from './setup';

/** One version's row id, the same on every rebuild: results will name the version they used. */
const versionId = (table: string) =>
  `md5(${table}.level_id::text || ':' || ${table}.version)::uuid`;

/** Levels with their current scale, and every version of every level's scale. */
export const levelHandlers: Handlers<LevelDefined | GradingScaleChanged, SetupTable> = {
  async LevelDefined(event, { db, tables }) {
    const d = event.data;
    // Idempotent: a level and its first version are inserted once.
    await db.query(
      `INSERT INTO ${tables.levels} (id, school_id, name, description, scale_version, grading_scale, defined_at, last_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [
        d.levelId,
        d.schoolId,
        d.name,
        d.description ?? null,
        d.gradingScale.version,
        JSON.stringify(d.gradingScale.rows),
        d.definedAt,
        event.position,
      ],
    );
    await insertVersion(db, tables.grading_scales, [
      d.schoolId,
      d.levelId,
      d.name,
      d.gradingScale.version,
      JSON.stringify(d.gradingScale.rows),
      d.definedAt,
    ]);
  },
  async GradingScaleChanged(event, { db, tables }) {
    const d = event.data;
    // Guarded by position: a version already applied does not move the level again.
    const moved = await db.query<{ name: string }>(
      `UPDATE ${tables.levels} SET scale_version = $2, grading_scale = $3, last_position = $4 WHERE id = $1 AND last_position < $4 RETURNING name`,
      [d.levelId, d.version, JSON.stringify(d.rows), event.position],
    );
    const name = moved.rows[0]?.name;
    if (!name) return;
    await db.query(
      `UPDATE ${tables.grading_scales} SET current = false WHERE level_id = $1 AND version < $2`,
      [d.levelId, d.version],
    );
    await insertVersion(db, tables.grading_scales, [
      d.schoolId,
      d.levelId,
      d.levelName ?? name,
      d.version,
      JSON.stringify(d.rows),
      d.changedAt,
    ]);
  },
};

async function insertVersion(
  db: { query: (sql: string, values: unknown[]) => Promise<unknown> },
  table: string,
  values: unknown[],
): Promise<void> {
  await db.query(
    `INSERT INTO ${table} AS v (id, school_id, level_id, level_name, version, rows, current, created_at)
     SELECT ${versionId('x')}, x.school_id, x.level_id, x.level_name, x.version, x.rows, true, x.created_at
     FROM (SELECT $1::text AS school_id, $2::uuid AS level_id, $3::text AS level_name, $4::int AS version, $5::jsonb AS rows, $6::timestamptz AS created_at) x
     ON CONFLICT (id) DO NOTHING`,
    values,
  );
}
