import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** One name per statement text, for every connection: a name never stands for two texts. */
const names = new Map<string, string>();

/** The statement's text outside any parentheses: what it answers, not what its CTEs or subqueries do. */
function outermost(text: string): string {
  for (let outer = text; ;) {
    const inner = outer.replace(/\([^()]*\)/g, '');
    if (inner === outer) return outer;
    outer = inner;
  }
}

/**
 * Statements that return no rows (a CTE's RETURNING feeding the write is not returned): a table
 * changed under them cannot change what they answer.
 */
export function writesOnly(text: string): boolean {
  let known = writes.get(text);
  if (known === undefined) writes.set(text, (known = answersNothing(text)));
  return known;
}
const writes = new Map<string, boolean>();

function answersNothing(text: string): boolean {
  const outer = outermost(text);
  // The main statement: the first one outside the CTEs (whose bodies are in parentheses).
  const main = /\b(SELECT|INSERT|UPDATE|DELETE|VALUES|TABLE|MERGE)\b/i
    .exec(outer)?.[1]
    ?.toUpperCase();
  return (
    (main === 'INSERT' || main === 'UPDATE' || main === 'DELETE') &&
    /^\s*(INSERT|UPDATE|DELETE|WITH)\b/i.test(outer) &&
    !/\bRETURNING\b/i.test(outer)
  );
}

/**
 * A handler's writes as prepared statements: PostgreSQL parses and plans each text once per
 * connection instead of once per event, which is most of a one-row write's cost in a replay.
 * Reads, and anything but text with values, go as they are.
 */
export function preparing(db: Queryable): Queryable {
  const query = (text: unknown, values?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || !writesOnly(text))
      return (db.query as (t: unknown, v?: unknown) => Promise<pg.QueryResult>)(text, values);
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = `chikoro_projection_${names.size + 1}`));
    return db.query({ name, text, values });
  };
  return { query } as unknown as Queryable;
}
