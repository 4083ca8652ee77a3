import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { restoreBackup, takeBackup } from './backupFile';
import { enrolmentDetails, PNG_BYTES } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';

/** No SUPERADMIN_PASSWORD: the platform keeps the one it made in DATA_DIR, a secret a backup must carry. */
const KEPT_PASSWORD = { SUPERADMIN_PASSWORD: undefined as unknown as string };

let t: TestPlatform;
let superPassword: string;
let a: ApprovedSchool;
const work = mkdtempSync(path.join(os.tmpdir(), 'chikoro-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  // The writer below enrols schools for as long as the backup takes: no address limit cuts it short.
  t = await startTestPlatform({
    ...KEPT_PASSWORD,
    RATE_LIMIT_ENROLMENTS: 'off',
    RATE_LIMIT_PUBLIC_BURST: 'off',
  });
  superPassword = readFileSync(path.join(t.dataDir, 'superadmin-password'), 'utf8').trim();
  const superToken = await t.login(t.superadmin.email, superPassword);
  a = await approvedSchool(
    t,
    superToken,
    { name: 'Backup Primary' },
    { name: 'crest.png', bytes: PNG_BYTES, type: 'image/png' },
  );
  await approvedSchool(t, superToken, { name: 'Second School' });
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function rowsOf(url: string, sql: string, params: unknown[] = []): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ r: string }>(sql, params)).rows.map((row) => row.r);
  } finally {
    await client.end();
  }
}

const EVENTS = `SELECT json_build_array(id, stream_id, revision, position, type, data, metadata, recorded_at)::text AS r FROM es_events`;
const CREDENTIALS = 'SELECT row_to_json(u)::text AS r FROM auth_users u ORDER BY id';
const UPLOADS = `SELECT json_build_array(id, file_name, content_type, size, encode(data, 'hex'), owner_school_id, created_at)::text AS r FROM uploaded_files ORDER BY id`;

/** A new empty database and data folder, dropped and removed after the file. */
async function emptyTarget(): Promise<{ url: string; dataDir: string }> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(work, 'restored-'));
  cleanups.push(() => db.drop());
  return { url: db.url, dataDir };
}

/** Waits until every projection has applied the log up to its head. */
async function readModelsCaughtUp(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [state] = await rowsOf(
      url,
      `SELECT json_build_object('head', (SELECT max(position) FROM es_events), 'low', (SELECT min(position) FROM projection_checkpoints))::text AS r`,
    );
    const { head, low } = JSON.parse(state!) as { head: number; low: number | null };
    if (low !== null && low >= head) return;
    if (Date.now() > deadline) throw new Error(`read models stopped at ${low} of ${head}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function readModels(url: string): Promise<Record<string, string[]>> {
  const tables = await rowsOf(
    url,
    `SELECT tablename AS r FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'rm\\_%' ORDER BY 1`,
  );
  const all: Record<string, string[]> = {};
  for (const table of tables)
    all[table] = await rowsOf(url, `SELECT row_to_json(t)::text AS r FROM "${table}" t ORDER BY 1`);
  return all;
}

describe('npm run backup and npm run restore', () => {
  let file: string;
  let lastPosition: number;
  let target: { url: string; dataDir: string };
  let credentialsBefore: string[];

  it('takes a backup while commands are being sent: the restored event log is the original up to the backup, with the same credentials, uploads and secrets', async () => {
    credentialsBefore = await rowsOf(t.platform.databaseUrl, CREDENTIALS);
    let writing = true;
    let sent = 0;
    const writer = (async () => {
      while (writing) {
        const res = await t.request('/api/commands/EnrolSchool', { json: enrolmentDetails() });
        expect(res.status).toBe(201);
        sent++;
      }
    })();
    while (sent < 1) await new Promise((r) => setTimeout(r, 20));
    file = path.join(work, 'while-running.jsonl.gz');
    const summary = await takeBackup({
      databaseUrl: t.platform.databaseUrl,
      dataDir: t.dataDir,
      file,
    });
    const sentAtBackup = sent;
    while (sent < sentAtBackup + 2) await new Promise((r) => setTimeout(r, 20));
    writing = false;
    await writer;
    lastPosition = Number(summary.lastPosition);
    const [head] = await rowsOf(
      t.platform.databaseUrl,
      'SELECT max(position)::text AS r FROM es_events',
    );
    expect(Number(head)).toBeGreaterThan(lastPosition);

    target = await emptyTarget();
    await restoreBackup({ file, databaseUrl: target.url, dataDir: target.dataDir });

    const restoredEvents = await rowsOf(target.url, `${EVENTS} ORDER BY position`);
    expect(restoredEvents).toEqual(
      await rowsOf(t.platform.databaseUrl, `${EVENTS} WHERE position <= $1 ORDER BY position`, [
        lastPosition,
      ]),
    );
    // Every position from the first to the backup's last: no event committed later slipped in, none is missing.
    expect(restoredEvents.length).toBe(lastPosition);

    const restoredCredentials = await rowsOf(target.url, CREDENTIALS);
    const credentialsNow = await rowsOf(t.platform.databaseUrl, CREDENTIALS);
    for (const row of credentialsBefore) expect(restoredCredentials).toContain(row);
    for (const row of restoredCredentials) expect(credentialsNow).toContain(row);

    const restoredUploads = await rowsOf(target.url, UPLOADS);
    expect(restoredUploads).toEqual(await rowsOf(t.platform.databaseUrl, UPLOADS));
    const [crest] = await rowsOf(
      target.url,
      `SELECT encode(data, 'hex') AS r FROM uploaded_files WHERE file_name = 'crest.png'`,
    );
    expect(Buffer.from(crest!, 'hex').equals(PNG_BYTES)).toBe(true);

    expect(readdirSync(target.dataDir).sort()).toEqual(['jwt-secret', 'superadmin-password']);
    for (const secret of ['jwt-secret', 'superadmin-password']) {
      expect(readFileSync(path.join(target.dataDir, secret), 'utf8')).toBe(
        readFileSync(path.join(t.dataDir, secret), 'utf8'),
      );
    }
    // Sign-in sessions are not carried over.
    expect(await rowsOf(target.url, 'SELECT count(*)::text AS r FROM auth_sessions')).toEqual([
      '0',
    ]);
  }, 120_000);

  it('starts on the restored data: the same people sign in, uploads are served and the read models are rebuilt from the log', async () => {
    const restored = await startTestPlatform({
      ...KEPT_PASSWORD,
      DATABASE_URL: target.url,
      DATA_DIR: target.dataDir,
    });
    cleanups.push(() => restored.stop());
    const adminToken = await restored.login(a.admin.email, a.admin.password);
    await restored.login(t.superadmin.email, superPassword);
    await readModelsCaughtUp(target.url);
    const school = await restored.request('/api/my-school', { token: adminToken });
    expect(school.status).toBe(200);
    expect(school.body.name).toBe('Backup Primary');
    const crest = await fetch(`${restored.url}/api/files/${school.body.logoFileId}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(crest.status).toBe(200);
    expect(Buffer.from(await crest.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  }, 120_000);

  it('a backup of a platform at rest restores to the same read models once the restored platform has replayed the log', async () => {
    await readModelsCaughtUp(t.platform.databaseUrl);
    const quiet = path.join(work, 'at-rest.jsonl.gz');
    await takeBackup({ databaseUrl: t.platform.databaseUrl, dataDir: t.dataDir, file: quiet });
    const second = await emptyTarget();
    await restoreBackup({ file: quiet, databaseUrl: second.url, dataDir: second.dataDir });
    const restored = await startTestPlatform({
      ...KEPT_PASSWORD,
      DATABASE_URL: second.url,
      DATA_DIR: second.dataDir,
    });
    cleanups.push(() => restored.stop());
    await readModelsCaughtUp(second.url);
    const original = await readModels(t.platform.databaseUrl);
    expect(Object.keys(original).length).toBeGreaterThan(10);
    expect(await readModels(second.url)).toEqual(original);
  }, 180_000);

  it('refuses a data folder or a database that is not empty, and restores nothing', async () => {
    const used = mkdtempSync(path.join(work, 'used-'));
    writeFileSync(path.join(used, 'notes.txt'), 'kept');
    const fresh = await emptyTarget();
    await expect(restoreBackup({ file, databaseUrl: fresh.url, dataDir: used })).rejects.toThrow(
      `The data folder ${used} is not empty. Restore into a new, empty folder (set DATA_DIR to one). Nothing was restored.`,
    );
    expect(readdirSync(used)).toEqual(['notes.txt']);
    expect(
      await rowsOf(
        fresh.url,
        `SELECT count(*)::text AS r FROM pg_tables WHERE schemaname = 'public'`,
      ),
    ).toEqual(['0']);

    await expect(
      restoreBackup({ file, databaseUrl: t.platform.databaseUrl, dataDir: fresh.dataDir }),
    ).rejects.toThrow(
      /The target database is not empty \(its (es_events|auth_users) table has rows\)/,
    );
    expect(readdirSync(fresh.dataDir)).toEqual([]);
  }, 60_000);

  it('refuses a damaged backup (its checksum does not match) with a clear message, and restores nothing', async () => {
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    expect(text).toContain('Backup Primary');
    const damaged = path.join(work, 'damaged.jsonl.gz');
    writeFileSync(
      damaged,
      gzipSync(Buffer.from(text.replace('Backup Primary', 'Backup Primarx'), 'utf8')),
    );
    const fresh = await emptyTarget();
    await expect(
      restoreBackup({ file: damaged, databaseUrl: fresh.url, dataDir: fresh.dataDir }),
    ).rejects.toThrow(/is damaged: its SHA-256 checksum does not match its contents/);
    expect(
      await rowsOf(
        fresh.url,
        `SELECT count(*)::text AS r FROM pg_tables WHERE schemaname = 'public'`,
      ),
    ).toEqual(['0']);
    expect(readdirSync(fresh.dataDir)).toEqual([]);

    const cut = path.join(work, 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(Buffer.from(text.slice(0, text.lastIndexOf('{"end":')), 'utf8')));
    await expect(
      restoreBackup({ file: cut, databaseUrl: fresh.url, dataDir: fresh.dataDir }),
    ).rejects.toThrow(/is incomplete: it has no checksum line/);
  }, 60_000);

  it('npm run restore refuses a non-empty DATA_DIR from the command line', () => {
    const used = mkdtempSync(path.join(work, 'cli-'));
    writeFileSync(path.join(used, 'jwt-secret'), 'x');
    let message = '';
    try {
      execFileSync('npx', ['tsx', 'launcher/src/restore.ts', file], {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, DATA_DIR: used },
        stdio: 'pipe',
      });
    } catch (error) {
      message = String((error as { stderr: Buffer }).stderr);
    }
    expect(message).toContain(`The data folder ${used} is not empty.`);
  }, 60_000);
});
