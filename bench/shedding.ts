import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enrolmentRequestsModel, tableOf } from '@chikoro/contracts';
import { startPlatform } from '@chikoro/launcher/platform';
import { loadConfig } from '@chikoro/platform';
import { ratio, round, type BenchContext } from './context';
import { FILL, load } from './lists';

/** Places a process answers at once in this bench, and those kept for sign-ins and writes. */
const CAPACITY = 32;
const RESERVED = 4;

/**
 * Results night at twice the capacity: readers fill the readers' places (28 connections), then twice
 * as many read at once. Admitted reads should keep their p95, the rest get quick 503s, no other 5xx,
 * no timeouts, memory flat, and sign-ins made during the overload all answered.
 */
export async function benchShedding(ctx: BenchContext, url: string): Promise<void> {
  const rows = ctx.quick ? 20_000 : 200_000;
  const durationSec = ctx.quick ? 4 : 10;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-shedding-'));
  const superadmin = { email: 'bench@chikoro.test', password: 'Bench-password-1' };
  // Every page read from PostgreSQL (none kept in memory): the read costs what a card read costs, not a copy.
  const platform = await startPlatform(
    loadConfig({
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SUPERADMIN_EMAIL: superadmin.email,
      SUPERADMIN_PASSWORD: superadmin.password,
      LIST_PAGES_KEPT: 'false',
      MAX_REQUESTS_IN_FLIGHT: String(CAPACITY),
      RESERVED_FOR_SCHOOL_WORK: String(RESERVED),
    }),
  );
  const base = `http://127.0.0.1:${platform.port}`;
  const signIn = async () => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: superadmin.email, password: superadmin.password }),
    });
    return {
      status: res.status,
      token: res.ok ? ((await res.json()) as { token: string }).token : '',
    };
  };
  try {
    const table = tableOf(enrolmentRequestsModel, 'enrolment_requests');
    await platform.pool.query(FILL(table, rows));
    await platform.pool.query(`VACUUM ANALYZE ${table}`);
    const { token } = await signIn();
    const query = new URLSearchParams({
      sort: JSON.stringify(['submittedAt', 'DESC']),
      range: '[0,9]',
      filter: JSON.stringify({ status: 'PENDING' }),
    });
    const target = {
      url: `${base}/api/enrolment-requests?${query}`,
      headers: { Authorization: `Bearer ${token}` },
      durationSec,
      maxRequests: 10_000_000,
    };

    const atCapacity = await load({ ...target, connections: CAPACITY - RESERVED });
    ctx.report('shedding', {
      load: 'at capacity',
      capacity: CAPACITY,
      reserved: RESERVED,
      rows,
      connections: CAPACITY - RESERVED,
      ...atCapacity,
    });

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    // Sign-ins while the readers overload it: each should be answered from the reserved places.
    const signIns: number[] = [];
    let loading = true;
    const signingIn = (async () => {
      while (loading) {
        const t0 = performance.now();
        const { status } = await signIn();
        signIns.push(status === 200 ? performance.now() - t0 : -status);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const overloaded = await load({ ...target, connections: 2 * (CAPACITY - RESERVED) });
    loading = false;
    await signingIn;
    const rssAfter = process.memoryUsage().rss;
    const signInsOk = signIns.filter((ms) => ms >= 0);
    ctx.report('shedding', {
      load: 'twice the capacity',
      capacity: CAPACITY,
      reserved: RESERVED,
      rows,
      connections: 2 * (CAPACITY - RESERVED),
      ...overloaded,
      admittedP95RatioToCapacity: ratio(overloaded.okP95Ms, atCapacity.okP95Ms),
      admittedRateRatioToCapacity: ratio(
        overloaded.okRequests / durationSec,
        atCapacity.okRequests / durationSec,
      ),
      signIns: signIns.length,
      signInsAnswered: signInsOk.length,
      signInMaxMs: round(Math.max(0, ...signInsOk), 1),
      rssBeforeMb: Math.round(rssBefore / 2 ** 20),
      rssAfterMb: Math.round(rssAfter / 2 ** 20),
      shedByServer: platform.shedder.shed(),
      met:
        overloaded.otherNon2xx === 0 &&
        overloaded.errors === 0 &&
        signInsOk.length === signIns.length &&
        overloaded.okP95Ms <= 1.5 * atCapacity.okP95Ms,
    });
  } finally {
    await platform.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
