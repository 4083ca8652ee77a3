import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** One name per statement text, for every connection: a name never stands for two texts. */
const names = new Map<string, string>();

/** Statements that return no rows: a table changed under them cannot change what they answer. */
const WRITES_ONLY = /^\s*(INSERT|UPDATE|DELETE|WITH)\b(?![\s\S]*\bRETURNING\b)/i;

/**
 * A handler's writes as prepared statements: PostgreSQL parses and plans each text once per
 * connection instead of once per event, which is most of a one-row write's cost in a replay.
 * Reads, and anything but text with values, go as they are.
 */
export function preparing(db: Queryable): Queryable {
  const query = (text: unknown, values?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || !WRITES_ONLY.test(text)) return (db.query as (t: unknown, v?: unknown) => Promise<pg.QueryResult>)(text, values);
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = `chikoro_projection_${names.size + 1}`));
    return db.query({ name, text, values });
  };
  return { query } as unknown as Queryable;
}
