import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@chikoro/platform/embeddedPostgres';
import { enrolmentDetails } from './testing/fixtures';
import { consumers } from './testing/consumers';
import { freePort } from './testing/ports';
import { startPlatformProcess, type PlatformProcess } from './testing/process';

/**
 * The platform's own process on a PostgreSQL server of the test's own, which the test stops and
 * starts again, or whose sessions it ends, while requests keep coming.
 */
describe('when the database goes away under load', () => {
  let dataDir: string;
  let port: number;
  let server: EmbeddedServer;
  let platform: PlatformProcess;
  let token: string;

  const startServer = () => startEmbeddedPostgres({ dataDir, port });
  const call = async (p: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    const res = await fetch(`${platform.url}${p}`, {
      ...init,
      headers,
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text.startsWith('{') ? JSON.parse(text) : text,
    };
  };
  const enrol = (name: string) =>
    call('/api/commands/EnrolSchool', { json: enrolmentDetails({ name }) });
  const list = () => call('/api/enrolment-requests?range=[0,49]', { token });
  /** Enrolments and lists, a few at a time, until `until` resolves; answers every status seen. */
  const load = async (until: Promise<unknown>, prefix: string) => {
    const statuses: number[] = [];
    let done = false;
    void until.finally(() => (done = true));
    let n = 0;
    const worker = async () => {
      while (!done) {
        n += 1;
        const answers = await Promise.all([enrol(`${prefix} ${n}`), list()]).catch(() => []);
        for (const a of answers) statuses.push(a.status);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    return statuses;
  };
  const ready = () =>
    expect
      .poll(async () => (await call('/api/ready')).status, { timeout: 60_000, interval: 200 })
      .toBe(200);
  /** Each projection and reactor holds its advisory lock again, and every reactor has passed the head of the log. */
  const consumersBack = async (locks: number) => {
    const db = new pg.Client({ connectionString: server.url });
    await db.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await db.query(
                "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1",
              )
            ).rows[0].n,
          { timeout: 30_000, interval: 200 },
        )
        .toBe(locks);
      await expect
        .poll(
          async () =>
            (
              await db.query(
                'SELECT count(*)::int AS n FROM reactor_checkpoints WHERE position < (SELECT max(position) FROM es_events)',
              )
            ).rows[0].n,
          { timeout: 30_000, interval: 200 },
        )
        .toBe(0);
    } finally {
      await db.end();
    }
  };
  const advisoryLocks = async () => {
    const db = new pg.Client({ connectionString: server.url });
    await db.connect();
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1",
    );
    await db.end();
    return rows[0].n as number;
  };
  /** Every read model and reactor (and the Kafka relay, when a broker is set), each holding its advisory lock while it runs. */
  const CONSUMERS = consumers.total;

  beforeAll(async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'chikoro-faults-'));
    chmodSync(parent, 0o755); // entered by the server's own user when run as root
    dataDir = parent;
    port = await freePort();
    server = await startServer();
    platform = await startPlatformProcess(server.url, {
      RATE_LIMIT_ENROLMENTS: 'off',
      RATE_LIMIT_PUBLIC_BURST: 'off',
    });
    const login = await call('/api/auth/login', {
      json: { identifier: platform.superadmin.email, password: platform.superadmin.password },
    });
    token = login.body.token;
  });
  afterAll(async () => {
    await platform?.kill();
    await server?.stop().catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives every session of the platform being ended, and its consumers go on', async () => {
    await ready();
    expect(await advisoryLocks()).toBe(CONSUMERS);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const ended = (async () => {
      await new Promise((r) => setTimeout(r, 500)); // under way first
      for (let i = 0; i < 5; i++) {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await load(ended, 'Terminated School');
    await admin.end();
    expect(platform.child.exitCode, platform.output()).toBeNull();
    // Every consumer back on its checkpoint: an enrolment now shows in the list and the projections catch up.
    const after = await enrol('After Termination School');
    expect(after.status).toBe(201);
    const shown = await call(`/api/enrolment-requests/${after.body.schoolId}`, {
      token,
      headers: { 'X-Consistent-After': String(after.body.position) },
    });
    expect(shown.body).toMatchObject({ name: 'After Termination School', status: 'PENDING' });
    await ready();
    await consumersBack(CONSUMERS);
  });

  it('answers 503 with Retry-After while PostgreSQL is stopped, appends nothing, and works again once it is back', async () => {
    await ready();
    const stopped = (async () => {
      await new Promise((r) => setTimeout(r, 500)); // under way first
      await server.stop();
    })();
    const statuses = await load(stopped, 'Under Load School');
    expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);

    const down = await enrol('Database Down School');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(down.body).toMatchObject({
      type: 'https://chikoro.app/problems/database-unavailable',
      title: 'Database unavailable',
      status: 503,
    });
    const listed = await list();
    expect(listed.status).toBe(503);
    expect(listed.headers.get('retry-after')).toBe('5');
    expect((await call('/api/ready')).status).toBe(503);
    expect(platform.child.exitCode, platform.output()).toBeNull();

    server = await startServer();
    await ready();
    const back = await enrol('Database Back School');
    expect(back.status).toBe(201);
    const shown = await call(`/api/enrolment-requests/${back.body.schoolId}`, {
      token,
      headers: { 'X-Consistent-After': String(back.body.position) },
    });
    expect(shown.body).toMatchObject({ name: 'Database Back School', status: 'PENDING' });
    // Nothing of what was refused reached the log.
    const db = new pg.Client({ connectionString: server.url });
    await db.connect();
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM es_events WHERE data->>'name' = 'Database Down School'",
    );
    await db.end();
    expect(rows[0].n).toBe(0);
    await consumersBack(CONSUMERS);
    expect(platform.child.exitCode, platform.output()).toBeNull();
  });
});
