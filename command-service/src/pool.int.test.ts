import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore, type EventStore } from '@chikoro/eventstore';
import { systemClock } from '@chikoro/platform';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { createCommandService } from './app';

describe('when the command service is given a pool its reactors would fill', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    // pg's default size: ten connections, for fifteen reactors that each keep one.
    pool = new pg.Pool({ connectionString: db.url });
    store = await createEventStore({ pool });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-pool-'));
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start, saying why, instead of waiting for a connection for ever', async () => {
    const starting = createCommandService({
      store,
      pool,
      jwtSecret: 'a-secret-of-at-least-thirty-two-characters',
      dataDir,
      publicUrl: 'http://localhost',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      mailFrom: 'Chikoro <no-reply@chikoro.test>',
      superadminEmail: 'root@pool.test',
      superadminPassword: 'Root-password-1',
      clock: systemClock,
    });
    await expect(starting).rejects.toThrow(
      'The database pool has 10 connections and the 15 reactors hold one each for good: none would be left to serve requests. ' +
        'Size the pool for what the process holds (DATABASE_POOL_WORKING is the share beyond it).',
    );
    // Refused before it changed anything: not even its tables are there.
    expect((await pool.query('SELECT to_regclass($1) AS t', ['auth_users'])).rows).toEqual([
      { t: null },
    ]);
  }, 30_000);
});
