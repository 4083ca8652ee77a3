import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Each test file gets its own database on the run's PostgreSQL server (started once by the
 * vitest global setup, or the one named by TEST_DATABASE_URL), so files never see each other's rows.
 * With a `template`, the new database starts as a copy of that one.
 */
export async function createTestDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error(
      'TEST_DATABASE_URL is not set: run tests through vitest (its global setup starts PostgreSQL)',
    );
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      options.template
        ? `CREATE DATABASE ${name} TEMPLATE ${options.template}`
        : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One client on a database of its own, for a test file that writes SQL straight; `end` closes both. */
export async function connectTestClient(): Promise<{ client: pg.Client; end(): Promise<void> }> {
  const db = await createTestDatabase();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  return {
    client,
    async end() {
      await client.end();
      await db.drop();
    },
  };
}
