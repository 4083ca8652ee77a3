import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@chikoro/platform';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { markStopped, retryStopped } from '@chikoro/projections';
import { startPlatform } from './platform';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { freePort } from './testing/ports';

describe('the health endpoints of the running platform', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('GET /api/health answers 200 without signing in', async () => {
    // Straight after start the projections' and reactors' first catch-up may hold every session of
    // the pool for a moment, which /api/health reports as 503 by design (see abandoned-downloads).
    await expect
      .poll(
        async () => {
          const res = await t.request('/api/health');
          return { status: res.status, body: res.body };
        },
        { timeout: 15_000 },
      )
      .toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('GET /api/ready shows each projection caught up with the store head', async () => {
    const head = await t.platform.store.headPosition();
    expect(head).toBeGreaterThan(0); // the superadmin's account is an event
    await expect
      .poll(
        async () =>
          (await t.request('/api/ready')).body.projections.every(
            (p: { lag: number }) => p.lag === 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    const res = await t.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.database).toBe('ok');
    expect(res.body.head).toBe(head);
    expect(res.body.projections).toContainEqual({
      name: 'audit-log',
      position: head,
      lag: 0,
      status: 'running',
    });
    expect(res.body.kafkaRelay).toBeUndefined();
  });

  it('GET /api/ready answers 503 naming a stopped projection, the event and the error', async () => {
    const [event] = await t.platform.store.readAll({ after: 0, limit: 1 });
    await markStopped(t.platform.pool, 'audit-log', {
      event: event!,
      error: new Error('cannot apply this event'),
      attempts: 5,
    });
    try {
      const res = await t.request('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('not ready');
      expect(res.body.projections).toContainEqual(
        expect.objectContaining({
          name: 'audit-log',
          status: 'stopped',
          stoppedAt: {
            eventId: event!.id,
            eventType: event!.type,
            position: event!.position,
            error: 'cannot apply this event',
          },
        }),
      );
    } finally {
      await retryStopped(t.platform.pool, 'audit-log');
    }
    expect((await t.request('/api/ready')).status).toBe(200);
  });
});

describe('while the platform starts', () => {
  it('GET /api/ready answers 200 only once the command and query routes answer, and no route answers 404 meanwhile', async () => {
    const db = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-starting-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const starting = startPlatform(
      loadConfig({
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SUPERADMIN_EMAIL: 'root@starting.test',
        SUPERADMIN_PASSWORD: 'Root-password-1',
        SEED_DEMO: 'false',
      }),
    );
    let started = false;
    void starting.then(
      () => (started = true),
      () => (started = true),
    );
    const status = async (p: string) => {
      const res = await fetch(`${url}${p}`).catch(() => undefined);
      await res?.body?.cancel();
      return res?.status;
    };
    // Each look: readiness, then a command-side route (GET /api/me) and a query-side one (a list), straight after.
    const seen: { ready: number; command?: number; query?: number }[] = [];
    while (!started) {
      const ready = await status('/api/ready');
      if (ready !== undefined)
        seen.push({
          ready,
          command: await status('/api/me'),
          query: await status('/api/enrolment-requests'),
        });
      await new Promise((r) => setTimeout(r, 5));
    }
    const platform = await starting;
    try {
      seen.push({
        ready: (await status('/api/ready'))!,
        command: await status('/api/me'),
        query: await status('/api/enrolment-requests'),
      });
      expect(seen.some((s) => s.ready === 503)).toBe(true);
      expect(
        seen.filter((s) => s.ready === 200).every((s) => s.command === 401 && s.query === 401),
      ).toBe(true);
      expect(seen.filter((s) => s.command === 404 || s.query === 404)).toEqual([]);
      expect(seen.at(-1)).toEqual({ ready: 200, command: 401, query: 401 });
    } finally {
      await platform.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
