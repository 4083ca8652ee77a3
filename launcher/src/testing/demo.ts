import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedDemo, type DemoSignIn } from '../seed/seed';
import { startTestPlatform, type TestPlatform } from './harness';

// The demo's rate limits are for people; the seed enrols its schools in one go.
const SEEDING = { RATE_LIMIT_ENROLMENTS: 'off', RATE_LIMIT_PUBLIC_BURST: 'off' };

/**
 * A platform on its own copy of the demo data. The demo is seeded once per test run, day and
 * seed (`demoSeedHash`), through the same commands `npm start` sends, into a template database of the run's PostgreSQL
 * server (the first file to ask builds it while the others wait on an advisory lock); each file
 * then starts on `CREATE DATABASE … TEMPLATE`, so it may write as it likes and no file sees
 * another's changes. The projections and reactors go on from the checkpoints the copy holds.
 */
export async function startDemoTestPlatform(
  env: Record<string, string> = {},
): Promise<{ t: TestPlatform; signIns: DemoSignIn[] }> {
  const template = await demoTemplate();
  const t = await startTestPlatform(env, { template: template.name });
  return { t, signIns: template.signIns };
}

const seedFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed');

/**
 * What the demo is made of: the seed's own files (not its tests), hashed. A template is kept under
 * its day and this, so a server kept between runs (TEST_DATABASE_URL) builds it again once the seed
 * changes.
 */
export function demoSeedHash(folder = seedFolder): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
    .sort())
    hash.update(file).update(readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 12);
}

async function demoTemplate(): Promise<{ name: string; signIns: DemoSignIn[] }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error(
      'TEST_DATABASE_URL is not set: run tests through vitest (its global setup starts PostgreSQL)',
    );
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const name = `demo_template_${day}_${demoSeedHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    await admin.query(
      'CREATE TABLE IF NOT EXISTS demo_templates (name text PRIMARY KEY, sign_ins jsonb NOT NULL)',
    );
    const kept = await admin.query<{ sign_ins: DemoSignIn[] }>(
      'SELECT sign_ins FROM demo_templates WHERE name = $1',
      [name],
    );
    if (kept.rows[0]) return { name, signIns: kept.rows[0].sign_ins };
    const seeding = await startTestPlatform(SEEDING);
    let signIns: DemoSignIn[];
    try {
      signIns = await seedDemo(
        seeding.url,
        seeding.platform.pool,
        seeding.superadmin,
        seeding.platform.clock,
      );
      // Every read model caught up before the copy is taken, so each file starts on the finished demo.
      await projectionsCaughtUp(seeding);
    } catch (error) {
      await seeding.stop();
      throw error;
    }
    const database = new URL(seeding.platform.databaseUrl).pathname.slice(1);
    await seeding.platform.stop();
    await admin.query(`ALTER DATABASE ${database} RENAME TO ${name}`);
    await admin.query('INSERT INTO demo_templates (name, sign_ins) VALUES ($1, $2)', [
      name,
      JSON.stringify(signIns),
    ]);
    return { name, signIns };
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
}

async function projectionsCaughtUp(t: TestPlatform, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request('/api/ready');
    const projections = (res.body?.projections ?? []) as { lag: number }[];
    if (res.status === 200 && projections.length > 0 && projections.every((p) => p.lag === 0))
      return;
    if (Date.now() > deadline)
      throw new Error(`the demo's read models did not catch up: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
