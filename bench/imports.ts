import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '@chikoro/launcher/platform';
import { levelWithClass } from '@chikoro/launcher/testing/classes';
import type { TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool } from '@chikoro/launcher/testing/schools';
import { loadConfig } from '@chikoro/platform';
import { round, type BenchContext } from './context';

const HEADER =
  'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class';

/** A students file of `rows` distinct students in one class, as a school would fill the template. */
export function studentsCsv(rows: number, className: string): string {
  const lines = Array.from({ length: rows }, (_, i) =>
    [
      `Student${i}`,
      `Family${Math.floor(i / 7)}`,
      `2012-0${1 + (i % 9)}-1${i % 10}`,
      i % 2 ? 'male' : 'female',
      '',
      '',
      '12 Samora Machel Avenue',
      'Zimbabwe',
      'Harare',
      'Harare',
      'Harare Urban',
      className,
    ].join(','),
  );
  return [HEADER, ...lines].join('\n');
}

/** Bulk import of a 2,000-student CSV over HTTP: the dry run and the import, rows per second (one JSON line each). */
export async function benchImports(ctx: BenchContext, databaseUrl: string): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-imports-'));
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
  const t: TestPlatform = {
    platform,
    url: platform.url,
    superadmin,
    dataDir: dir,
    request,
    login,
    stop: () => platform.stop(),
  };
  try {
    const school = await approvedSchool(t, await login(superadmin.email, superadmin.password));
    await levelWithClass(t, school, 'Form 1', 'Form 1 Blue');
    const rows = ctx.quick ? 500 : 2000;
    const csv = studentsCsv(rows, 'Form 1 Blue');
    for (const step of ['dry-run', 'import'] as const) {
      const body = new FormData();
      body.append('kind', 'students');
      body.append('file', new Blob([csv]), 'students.csv');
      const t0 = performance.now();
      const res = await request(step === 'dry-run' ? '/api/imports/dry-run' : '/api/imports', {
        body,
        token: school.admin.token,
      });
      const ms = performance.now() - t0;
      if (res.status >= 300)
        throw new Error(
          `${step} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`,
        );
      ctx.report(`imports-students-${step}`, {
        rows,
        ms: round(ms),
        rowsPerSecond: round((rows / ms) * 1000),
      });
    }
  } finally {
    await platform.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
