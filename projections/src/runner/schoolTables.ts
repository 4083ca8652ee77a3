import type pg from 'pg';
import { liveTable, type Projection } from './projection';

type Queryable = Pick<pg.Pool, 'query'>;

/** The projections some of whose tables have no school_id column: they have no per-school form. */
export async function platformWide(
  db: Queryable,
  projections: readonly Projection[],
): Promise<Projection[]> {
  const tables = projections.flatMap((p) => Object.keys(p.tables).map(liveTable));
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY($1) AND column_name = 'school_id'`,
    [tables],
  );
  const withSchool = new Set(rows.map((r) => r.table_name));
  return projections.filter((p) =>
    Object.keys(p.tables).some((logical) => !withSchool.has(liveTable(logical))),
  );
}

/** Refuses, naming them, projections that have no per-school form. */
export async function refusePlatformWide(
  db: Queryable,
  projections: readonly Projection[],
): Promise<void> {
  const refused = await platformWide(db, projections);
  if (refused.length > 0)
    throw new Error(
      `${refused.map((p) => p.name).join(', ')}: platform-wide read models (a table without school_id) have no per-school form; ` +
        `rebuild them whole with npm run replay -- rebuild ${refused.map((p) => p.name).join(' ')}`,
    );
}
