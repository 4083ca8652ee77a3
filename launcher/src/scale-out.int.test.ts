import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { enrolmentDetails } from './testing/fixtures';
import { consumers } from './testing/consumers';
import { freePort } from './testing/ports';
import { ServiceProcess } from './testing/processes';

/**
 * The layout docker-compose runs: two command services, two query services and two projections
 * processes, each its own OS process, on one PostgreSQL (and the Kafka broker when KAFKA_BROKERS is
 * set). Keyed commands go through both command services while one process of each kind is killed
 * with SIGKILL and started again; every acknowledged command must be in the log exactly once and
 * every read model must catch up.
 */

const COMMANDS = 240;
const WORKERS = 6;
const superadmin = { email: 'root@scale.test', password: 'Root-password-1' };
const brokers = process.env.KAFKA_BROKERS;

let db: { url: string; drop(): Promise<void> };
let sql: pg.Pool;
let dataDir: string;
const processes: ServiceProcess[] = [];

/** The database as one process sees it: named, so its sessions (and the advisory locks they hold) can be told apart. */
const databaseFor = (name: string) => {
  const url = new URL(db.url);
  url.searchParams.set('application_name', name);
  return url.toString();
};

async function service(
  name: string,
  entry: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const p = new ServiceProcess(name, entry, await freePort(), {
    DATABASE_URL: databaseFor(name),
    JWT_SECRET: 'scale-out-test-secret-of-at-least-32-characters',
    SUPERADMIN_EMAIL: superadmin.email,
    SUPERADMIN_PASSWORD: superadmin.password,
    DATA_DIR: path.join(dataDir, name),
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    RATE_LIMIT_ENROLMENTS: 'off',
    RATE_LIMIT_PUBLIC_BURST: 'off',
    // A small working share: six processes share the test server's connections with the other test files.
    DATABASE_POOL_WORKING: '6',
    // The relay runs when a broker is given (CI starts one), on a topic of this run's own.
    ...(brokers && {
      KAFKA_BROKERS: brokers,
      KAFKA_TOPIC: `chikoro.scale-out.${randomBytes(4).toString('hex')}`,
    }),
    ...env,
  });
  processes.push(p);
  return p;
}

/** Advisory locks held by each process's sessions (a projection, reactor or relay each hold one). */
async function locksHeld(): Promise<Record<string, number>> {
  const { rows } = await sql.query<{ name: string; locks: number }>(
    `SELECT a.application_name AS name, count(*)::int AS locks FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database() GROUP BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.locks]));
}

/** Waits (bounded) until `done` holds. */
async function until(
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what}\n${processes.map((p) => p.lastLines).join('\n')}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  sql = new pg.Pool({ connectionString: db.url, max: 2 });
  // An idle session of the test's own pool that the server ends (as the killed processes' sessions go) is replaced on next use.
  sql.on('error', () => {});
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-scale-'));
});

afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill()));
  await sql?.end();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the scale-out layout, each service its own process', () => {
  it('loses no acknowledged command and applies none twice while one process of each kind is killed and restarted', async () => {
    const commandA = await service('command-a', 'command-service/src/main.ts');
    const commandB = await service('command-b', 'command-service/src/main.ts');
    const queryA = await service('query-a', 'query-service/src/main.ts');
    const queryB = await service('query-b', 'query-service/src/main.ts');
    const projectionsA = await service('projections-a', 'projections/src/main.ts');
    const projectionsB = await service('projections-b', 'projections/src/main.ts');
    for (const p of processes) p.start();
    await Promise.all(processes.map((p) => p.ready()));

    const login = await fetch(`${commandA.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: superadmin.email, password: superadmin.password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // Every command a new school, with a key the client keeps for its retries.
    const commands = Array.from({ length: COMMANDS }, (_, i) => ({
      key: `scale-${randomBytes(6).toString('hex')}-${i}`,
      details: enrolmentDetails({ name: `Scale School ${String(i).padStart(4, '0')}` }),
    }));
    const acknowledged = new Map<string, { schoolId: string; position: number }>();
    const services = [commandA, commandB];
    let next = 0;
    let sent = 0;
    /** Sends each command until a service acknowledges it, through the other one after any failure (a refused connection, a 503, a key still pending). */
    const worker = async (w: number) => {
      for (let i = next++; i < COMMANDS; i = next++) {
        const { key, details } = commands[i]!;
        const deadline = Date.now() + 120_000;
        for (let attempt = 0; ; attempt++) {
          const target = services[(w + i + attempt) % 2]!;
          sent++;
          const res = await fetch(`${target.url}/api/commands/EnrolSchool`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body: JSON.stringify(details),
          }).catch(() => undefined);
          const body =
            res &&
            ((await res.json().catch(() => undefined)) as
              { schoolId?: string; position?: number } | undefined);
          if ((res?.status === 201 || res?.status === 200) && body?.schoolId) {
            acknowledged.set(key, { schoolId: body.schoolId, position: body.position! });
            break;
          }
          if (res && res.status !== 503 && res.status !== 409 && res.status < 500)
            throw new Error(`${details.name} refused: ${res.status} ${JSON.stringify(body)}`);
          if (Date.now() > deadline)
            throw new Error(
              `${details.name} was never acknowledged (last answer ${res?.status ?? 'none'})`,
            );
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const sending = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

    // Mid-traffic, the command service and the projections process holding the most locks, and a query service, die.
    await until('a quarter of the commands acknowledged', () => acknowledged.size >= COMMANDS / 4);
    const locks = await locksHeld();
    const holder = (a: ServiceProcess, b: ServiceProcess) =>
      ((locks[a.name] ?? 0) >= (locks[b.name] ?? 0) ? [a, b] : [b, a]) as [
        ServiceProcess,
        ServiceProcess,
      ];
    const [killedCommand, survivingCommand] = holder(commandA, commandB);
    const [killedProjections, survivingProjections] = holder(projectionsA, projectionsB);
    const [killedQuery, survivingQuery] = [queryA, queryB];
    expect(locks[killedCommand.name]).toBeGreaterThan(0);
    expect(locks[killedProjections.name]).toBeGreaterThan(0);
    await Promise.all([killedCommand.kill(), killedQuery.kill(), killedProjections.kill()]);
    const acknowledgedAtKill = acknowledged.size;

    // The survivors take the traffic and the locks; then the killed ones start again.
    await until(
      'more commands acknowledged by the surviving command service',
      () => acknowledged.size >= acknowledgedAtKill + COMMANDS / 8,
    );
    for (const p of [killedCommand, killedQuery, killedProjections]) p.start();
    await Promise.all([killedCommand.ready(), killedQuery.ready(), killedProjections.ready()]);
    await sending;
    expect(acknowledged.size).toBe(COMMANDS);

    // Each acknowledged command once in the log, in the stream it was acknowledged with.
    const { rows } = await sql.query<{ name: string; stream_id: string; count: number }>(
      `SELECT data->'details'->>'name' AS name, min(stream_id) AS stream_id, count(*)::int AS count FROM es_events
       WHERE type = 'SchoolEnrolmentSubmitted' GROUP BY 1`,
    );
    const inLog = new Map(rows.map((r) => [r.name, r]));
    const once = commands.filter(
      ({ key, details }) =>
        inLog.get(details.name)?.count === 1 &&
        inLog.get(details.name)?.stream_id === `school-${acknowledged.get(key)!.schoolId}`,
    );
    expect(rows.length).toBe(COMMANDS);
    expect(once.length).toBe(COMMANDS);

    // Every read model catches up, seen through the query service that stayed up.
    const head = Math.max(...[...acknowledged.values()].map((a) => a.position));
    await until('every projection at the head, seen by the surviving query service', async () => {
      const res = await fetch(`${survivingQuery.url}/api/ready`);
      const ready = (await res.json()) as {
        head: number;
        projections: { lag: number; status: string }[];
        kafkaRelay?: { lag: number };
      };
      return (
        res.status === 200 &&
        ready.head >= head &&
        ready.projections.every((p) => p.lag === 0 && p.status === 'running') &&
        (ready.kafkaRelay?.lag ?? 0) === 0
      );
    });
    const listed = new Map<string, number>();
    for (let first = 0; first < COMMANDS; first += 100) {
      const range = encodeURIComponent(JSON.stringify([first, first + 99]));
      const res = await fetch(
        `${survivingQuery.url}/api/enrolment-requests?sort=${encodeURIComponent('["name","ASC"]')}&range=${range}`,
        {
          headers: { Authorization: `Bearer ${token}`, 'X-Consistent-After': String(head) },
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Consistency')).toBeNull();
      for (const r of (await res.json()) as { id: string }[])
        listed.set(r.id, (listed.get(r.id) ?? 0) + 1);
    }
    expect(listed.size).toBe(COMMANDS);
    expect([...acknowledged.values()].every((a) => listed.get(a.schoolId) === 1)).toBe(true);

    // The command service that stayed up runs every reactor now, each at the head.
    await until('every reactor at the head', async () => {
      const res = await fetch(`${survivingCommand.url}/api/ready`);
      const ready = (await res.json()) as { head: number; reactors: { lag: number }[] };
      return (
        res.status === 200 &&
        ready.head >= head &&
        ready.reactors.length === consumers.reactors &&
        ready.reactors.every((r) => r.lag === 0)
      );
    });
    const projectionsReady = (await survivingProjections.ready()) as {
      projections: { lag: number }[];
    };
    expect(projectionsReady.projections.length).toBe(consumers.projections);

    console.log(
      JSON.stringify({
        figure: 'scale-out',
        commandsSent: COMMANDS,
        requestsSent: sent,
        acknowledged: acknowledged.size,
        acknowledgedAtKill,
        inLogOnce: once.length,
        kafka: Boolean(brokers),
      }),
    );
  }, 900_000);
});
