import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '@chikoro/launcher/platform';
import type { TestPlatform } from '@chikoro/launcher/testing/harness';
import { loadConfig } from '@chikoro/platform';

/**
 * A whole platform on the bench's database, spoken to over real HTTP as the integration tests'
 * harness is (the same `TestPlatform`), so a bench can reuse their set-up helpers; `stop` also
 * removes its data folder.
 */
export async function benchHttpPlatform(databaseUrl: string, name: string): Promise<TestPlatform> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `chikoro-bench-${name}-`));
  const superadmin = { email: 'root@bench.test', password: 'bench-password-1' };
  const platform = await startPlatform(
    loadConfig({
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      SUPERADMIN_EMAIL: superadmin.email,
      SUPERADMIN_PASSWORD: superadmin.password,
      RATE_LIMIT_ENROLMENTS: 'off',
      RATE_LIMIT_PUBLIC_BURST: 'off',
      LOG_LEVEL: 'silent',
    }),
  );
  const request: TestPlatform['request'] = async (p, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const res = await fetch(`${platform.url}${p}`, {
      ...init,
      headers,
      body,
      method: init.method ?? (body ? 'POST' : 'GET'),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  const login = async (identifier: string, password: string) =>
    (await request('/api/auth/login', { json: { identifier, password } })).body.token as string;
  return {
    platform,
    url: platform.url,
    superadmin,
    dataDir: dir,
    request,
    login,
    stop: async () => {
      await platform.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
