import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { migrateResetTokens } from './auth/resetTokens';
import { migrateCommandSide } from './migrate';
import { migrateModules } from './migrateModules';
import { commandModules } from './modules';

async function migrateAll(pool: pg.Pool): Promise<void> {
  await migrateCommandSide(pool);
  await migrateResetTokens(pool);
  await migrateModules(pool, commandModules);
}

describe('when two command-service replicas start on one fresh database at the same moment', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const pools: pg.Pool[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 3; i += 1) pools.push(new pg.Pool({ connectionString: db.url }));
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await db.drop();
  });

  it('every migration succeeds: they take turns instead of colliding on the catalogue', async () => {
    await Promise.all(pools.map(migrateAll));
    const { rows } = await pools[0]!.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE tablename IN ('auth_users', 'mail_outbox', 'auth_reset_tokens', 'parent_invites')",
    );
    expect(Number(rows[0]!.n)).toBe(4);
  });
});
