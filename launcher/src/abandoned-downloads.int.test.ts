import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@chikoro/contracts';
import { createEventStore, type EventStore, type StreamAppend } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { enrolmentDetails } from './testing/fixtures';
import { consumers } from './testing/consumers';
import { startPlatformProcess, type PlatformProcess } from './testing/process';

/**
 * The audit log's CSV read by people who leave: each download holds a database session while it
 * streams. The platform runs as its own process, so a stop that hangs shows as one.
 */
describe('when downloads of the audit log are left unread or abandoned', () => {
  let db: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  let store: EventStore;
  let platform: PlatformProcess;
  let token: string;
  /**
   * The platform's pool: what its projections and reactors (and the Kafka relay, when a broker
   * is set) hold for good, plus a working share of 30 sessions for requests, which downloads can take.
   */
  const FREE_SESSIONS = 30;
  const HELD_SESSIONS = consumers.total;
  const DOWNLOADS = 33;

  const call = async (p: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    // A frozen platform answers nothing: the call gives up, and the test says so.
    const res = await fetch(`${platform.url}${p}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(15_000),
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      method: init.json === undefined ? 'GET' : 'POST',
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };

  /**
   * Downloads whose reader stops reading once the first bytes of the CSV arrived (the sockets stay
   * open); resolves once all but a few are streaming, the rest waiting for a session.
   */
  const openDownloads = async (): Promise<Socket[]> => {
    const url = new URL(platform.url);
    let streaming = 0;
    const refused: string[] = [];
    const sockets = Array.from({ length: DOWNLOADS }, () => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `GET /api/events.csv HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
        );
      });
      socket.once('data', (chunk: Buffer) => {
        if (!chunk.toString().startsWith('HTTP/1.1 200')) refused.push(chunk.toString());
        socket.pause();
        streaming += 1;
      });
      socket.on('error', () => {});
      return socket;
    });
    try {
      // Each download's session comes from the last round's hung-up readers once their running
      // FETCH (a sort of the whole log) ends: on a loaded machine that takes tens of seconds.
      // A free session lent for a moment by a projection or reactor may stream one more download.
      await expect
        .poll(() => streaming, { timeout: 120_000 })
        .toBeGreaterThanOrEqual(FREE_SESSIONS);
      expect(refused, platform.output()).toEqual([]);
    } catch (error) {
      // A round that fails leaves no download open to hold the next test's sessions.
      for (const socket of sockets) socket.destroy();
      throw error;
    }
    return sockets;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    platform = await startPlatformProcess(db.url, {
      RATE_LIMIT_ENROLMENTS: 'off',
      RATE_LIMIT_PUBLIC_BURST: 'off',
      DATABASE_POOL_WORKING: String(FREE_SESSIONS),
    });
    const login = await fetch(`${platform.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        identifier: platform.superadmin.email,
        password: platform.superadmin.password,
      }),
    });
    token = ((await login.json()) as { token: string }).token;
    const enrolled = await call('/api/commands/EnrolSchool', { json: enrolmentDetails() });
    expect(enrolled.status).toBe(201);
    // A log whose CSV outgrows what the network buffers hold (some 12 MB): a reader that stops keeps
    // its download open. A type no module defines: the audit log alone keeps it, its name as the label.
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    store = await createEventStore({ pool });
    const { rows } = await pool.query<{ metadata: EventMetadata }>(
      "SELECT metadata FROM es_events WHERE type = 'SchoolEnrolmentSubmitted'",
    );
    const appends: StreamAppend[] = Array.from({ length: 4000 }, (_, i) => ({
      streamId: `archive-note-${randomUUID()}`,
      events: [
        {
          type: 'ArchiveNoteKept',
          data: { name: `Archive note ${i} ${'x'.repeat(3000)}` },
          metadata: rows[0]!.metadata,
        },
      ],
      options: { expectedRevision: 'no_stream' },
    }));
    for (let i = 0; i < appends.length; i += 500) await store.appendMany(appends.slice(i, i + 500));
    for (
      const deadline = Date.now() + 120_000;
      (await call('/api/ready')).status !== 200;
      await new Promise((r) => setTimeout(r, 500))
    ) {
      if (Date.now() > deadline)
        throw new Error('the projections did not catch up with the seeded log');
    }
  }, 300_000);
  afterAll(async () => {
    await platform?.kill();
    await store?.close();
    await pool?.end();
    await db?.drop();
  });

  it('gives the session of every download its reader hung up on back: lists, commands and readiness answer', async () => {
    // Three rounds of more downloads than free sessions, each left mid-stream: every round finds every session free again.
    for (let round = 0; round < 3; round++) {
      const downloads = await openDownloads();
      for (const socket of downloads) socket.destroy();
    }
    const list = await call('/api/enrolment-requests?range=[0,9]');
    expect(list.status).toBe(200);
    const enrolled = await call('/api/commands/EnrolSchool', {
      json: enrolmentDetails({ name: 'After The Downloads School' }),
    });
    expect(enrolled.status).toBe(201);
    expect((await call('/api/ready')).status).toBe(200);
    // The hung-up downloads' sessions come back as their sockets' close events are handled.
    await expect
      .poll(async () => (await call('/api/health')).body, { timeout: 15_000 })
      .toEqual({ status: 'ok' });
  }, 420_000);

  it('says in GET /api/health that no session is free while unread downloads hold them, and ok once they end', async () => {
    const downloads = await openDownloads();
    try {
      const health = await call('/api/health');
      expect(health.status, JSON.stringify(health.body)).toBe(503);
      expect(health.body).toMatchObject({
        status: 'no free database session',
        database: { max: HELD_SESSIONS + FREE_SESSIONS, inUse: HELD_SESSIONS + FREE_SESSIONS },
      });
    } finally {
      for (const socket of downloads) socket.destroy();
    }
    await expect
      .poll(async () => (await call('/api/health')).body, { timeout: 15_000 })
      .toEqual({ status: 'ok' });
  }, 180_000);

  it('stops on SIGTERM while unread downloads are open', async () => {
    const downloads = await openDownloads();
    platform.child.kill('SIGTERM');
    const outcome = await Promise.race([
      platform.exited,
      new Promise((r) => setTimeout(() => r('still running 30 s after SIGTERM'), 30_000)),
    ]);
    for (const socket of downloads) socket.destroy();
    expect(outcome, platform.output()).toBe(0);
  }, 180_000);
});
