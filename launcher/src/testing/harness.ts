import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@chikoro/platform';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { startPlatform, type PlatformOptions, type RunningPlatform } from '../platform';

export interface TestPlatform {
  platform: RunningPlatform;
  url: string;
  superadmin: { email: string; password: string };
  /** The platform's data folder: its own (removed on stop) unless the test named one in DATA_DIR. */
  dataDir: string;
  request(
    path: string,
    init?: RequestInit & { token?: string; json?: unknown },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  login(identifier: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The whole platform on a fresh database and a free port, spoken to over real HTTP. `template`
 * names a database to start from a copy of (see `startDemoTestPlatform`).
 */
export async function startTestPlatform(
  env: Record<string, string> = {},
  { template, ...options }: PlatformOptions & { template?: string } = {},
): Promise<TestPlatform> {
  const db = await createTestDatabase({ template });
  const superadmin = { email: 'root@chikoro.test', password: 'Root-password-1' };
  // Its own data folder unless the test names one (and then keeps it).
  const dataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), 'chikoro-data-'));
  const platform = await startPlatform(
    loadConfig({
      DATABASE_URL: db.url,
      PORT: '0',
      HOST: '127.0.0.1',
      ...(dataDir && { DATA_DIR: dataDir }),
      SUPERADMIN_EMAIL: superadmin.email,
      SUPERADMIN_PASSWORD: superadmin.password,
      SEED_DEMO: 'false',
      ...env,
    }),
    options,
  );
  const request: TestPlatform['request'] = async (p, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${platform.url}${p}`, {
      ...init,
      headers,
      body,
      method: init.method ?? (body ? 'POST' : 'GET'),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    platform,
    url: platform.url,
    superadmin,
    dataDir: dataDir ?? env.DATA_DIR!,
    request,
    async login(identifier, password) {
      const res = await request('/api/auth/login', { json: { identifier, password } });
      if (res.status !== 200)
        throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async stop() {
      await platform.stop();
      await db.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The latest one-time code mailed to an address, read from the outbox. */
export async function mailedCode(
  platform: RunningPlatform,
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await platform.pool.query<{ body: string }>(
      'SELECT body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    const code = rows[0] && /one-time code is (\d{6})/.exec(rows[0].body)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until a reactor's checkpoint has passed a position of the log: what it mails for the
 * events up to there is in the outbox by then (its mails commit with its checkpoint, after the
 * events it appends, which read models may already show).
 */
export async function reactorPassed(
  platform: RunningPlatform,
  reactor: string,
  position: number,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await platform.pool.query<{ position: string }>(
      'SELECT position FROM reactor_checkpoints WHERE name = $1',
      [reactor],
    );
    if (Number(rows[0]?.position ?? 0) >= position) return;
    if (Date.now() > deadline)
      throw new Error(`the reactor ${reactor} did not pass position ${position}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
