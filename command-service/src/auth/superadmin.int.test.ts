import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { migrateCommandSide } from '../migrate';
import { hashPassword, verifyPassword } from './passwords';
import { DEFAULT_SUPERADMIN_EMAIL, ensureSuperadmin } from './superadmin';
import { Users } from './users';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let users: Users;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url });
  pool.on('error', () => {});
  await migrateCommandSide(pool);
  users = new Users(pool);
});
const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-superadmin-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(async () => {
  await pool.end();
  await db.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the superadmin at start-up', () => {
  it('with a generated password: creates it once, keeps it, and never undoes a change made in Settings', async () => {
    const dataDir = freshDataDir();
    const first = await ensureSuperadmin(users, { dataDir });
    expect(first.password).toBe(readFileSync(path.join(dataDir, 'superadmin-password'), 'utf8'));
    expect((await ensureSuperadmin(users, { dataDir })).password).toBe(first.password);

    const account = (await users.findByEmail(DEFAULT_SUPERADMIN_EMAIL))!;
    await users.setPasswordHash(account.id, await hashPassword('Changed-in-settings-1'));
    const again = await ensureSuperadmin(users, { dataDir });
    expect(again.password).toBeUndefined();
    expect(
      await verifyPassword(
        (await users.findById(account.id))!.passwordHash,
        'Changed-in-settings-1',
      ),
    ).toBe(true);
  });

  it('with SUPERADMIN_PASSWORD: the environment wins at every start', async () => {
    const dataDir = freshDataDir();
    const email = 'ops@chikoro.test';
    await ensureSuperadmin(users, { email, password: 'From-the-env-1', dataDir });
    const account = (await users.findByEmail(email))!;
    await users.setPasswordHash(account.id, await hashPassword('Changed-in-settings-1'));
    expect(
      (await ensureSuperadmin(users, { email, password: 'From-the-env-1', dataDir })).password,
    ).toBe('From-the-env-1');
    expect(
      await verifyPassword((await users.findById(account.id))!.passwordHash, 'From-the-env-1'),
    ).toBe(true);
  });
});
