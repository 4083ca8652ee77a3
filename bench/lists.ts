import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { enrolmentRequestsModel, tableOf } from '@chikoro/contracts';
import { startPlatform } from '@chikoro/launcher/platform';
import { loadConfig } from '@chikoro/platform';
import { ratio, type BenchContext } from './context';
import type { LoadOptions, LoadResult } from './load';

const run = promisify(execFile);

/** The targets for a page of 10 at 100 connections. */
const TARGET_RATIO_TO_EXPRESS = 0.4;
const TARGET_P95_MS = 20;

export async function load(options: LoadOptions): Promise<LoadResult> {
  const script = path.join(import.meta.dirname, 'load.ts');
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', script, JSON.stringify(options)],
    { timeout: (options.durationSec + 60) * 1000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
}

/** Rows shaped as the projection writes them: 50 name words, 40 towns, 10 provinces, three statuses. */
export const FILL = (table: string, rows: number) => `
  WITH words AS (SELECT ARRAY['Baobab','Msasa','Mopane','Jacaranda','Acacia','Marula','Mukwa','Teak','Ebony','Fig']::text[] AS w),
  gen AS (
    SELECT n, 'School ' || n || ' ' || (SELECT w[1 + n % 10] FROM words) || ' ' || (n % 5000) AS name,
      'Town ' || (n % 40) AS town, 'Province ' || (n % 10) AS province,
      CASE WHEN n % 20 = 0 THEN 'REJECTED' WHEN n % 7 = 0 THEN 'PENDING' ELSE 'APPROVED' END AS status
    FROM generate_series(1, ${rows}) n
  )
  INSERT INTO ${table} (id, name, town, province, country, status, details, submitted_at, decided_at, last_position)
  SELECT gen_random_uuid(), name, town, province, 'Zimbabwe', status,
    jsonb_build_object('name', name, 'town', town, 'province', province, 'country', 'Zimbabwe', 'district', 'District',
      'streetName', n || ' Main Road', 'headFirstname', 'Rudo', 'headLastname', 'Dube', 'headEmail', 'head' || n || '@example.org'),
    timestamptz '2024-01-01' + n * interval '1 minute',
    CASE WHEN status = 'PENDING' THEN NULL ELSE timestamptz '2024-01-02' + n * interval '1 minute' END, 0
  FROM gen`;

/**
 * A page of 10 at 100 connections, by sort and filter, next to a bare express "hello world" and to
 * express answering the same table's page by its index with nothing else, rows turned into JSON by
 * the service or by PostgreSQL, and Node's own HTTP server doing the same without express (the
 * floor of a page read from the database before the app); with the pages kept in memory (the
 * default) and, for the first sort and the search, without.
 */
export async function benchLists(ctx: BenchContext, url: string): Promise<void> {
  const rows = ctx.quick ? 50_000 : 1_000_000;
  const durationSec = ctx.quick ? 3 : 10;
  const bounds = { connections: 100, durationSec, maxRequests: 1_000_000 };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-lists-'));
  const superadmin = { email: 'bench@chikoro.test', password: 'Bench-password-1' };
  const start = (pagesKept: boolean) =>
    startPlatform(
      loadConfig({
        DATABASE_URL: url,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        SUPERADMIN_EMAIL: superadmin.email,
        SUPERADMIN_PASSWORD: superadmin.password,
        RATE_LIMIT_PUBLIC_BURST: 'off',
        LIST_PAGES_KEPT: String(pagesKept),
      }),
    );
  let platform = await start(true);
  const signIn = async () => {
    const login = await fetch(`http://127.0.0.1:${platform.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: superadmin.email, password: superadmin.password }),
    });
    return ((await login.json()) as { token: string }).token;
  };
  const hello = express()
    .get('/', (_req, res) => {
      res.send('hello world');
    })
    .listen(0, '127.0.0.1');
  // The least a list page can cost here: express, one page of the same table by its index, JSON; no sign-in, no logging, no total.
  let pageSql = '';
  let pageError: string | undefined;
  const pageOnly = express()
    .get('/', async (_req, res) => {
      try {
        res.json((await platform.pool.query(pageSql)).rows);
      } catch (error) {
        // Counted by the load as an error answer; the first one's message goes in the figure's line.
        pageError ??= String(error);
        res.status(500).end();
      }
    })
    .listen(0, '127.0.0.1');
  // The same page with its JSON built by PostgreSQL (json_agg) and sent as it comes: what the service's own JSON work costs.
  const pageJson = express()
    .get('/', async (_req, res) => {
      try {
        const { rows } = await platform.pool.query<{ page: string }>(
          `SELECT coalesce(json_agg(p), '[]')::text AS page FROM (${pageSql}) p`,
        );
        res.type('application/json').send(rows[0]!.page);
      } catch (error) {
        pageError ??= String(error);
        res.status(500).end();
      }
    })
    .listen(0, '127.0.0.1');
  // The same page answered by Node's own HTTP server, no framework: the floor of a list read from the database before the app (ListFront).
  const pageBare = createServer((_req, res) => {
    platform.pool.query(pageSql).then(
      ({ rows }) => {
        const body = JSON.stringify(rows);
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
        });
        res.end(body);
      },
      (error: unknown) => {
        pageError ??= String(error);
        res.writeHead(500).end();
      },
    );
  }).listen(0, '127.0.0.1');
  try {
    const token = await signIn();
    const table = tableOf(enrolmentRequestsModel, 'enrolment_requests');
    let t0 = performance.now();
    await platform.pool.query(FILL(table, rows));
    await platform.pool.query(`VACUUM ANALYZE ${table}`);
    ctx.report('list-fill', { table, rows, ms: Math.round(performance.now() - t0) });

    for (const server of [hello, pageOnly, pageJson, pageBare])
      await new Promise<void>((resolve) =>
        server.listening ? resolve() : server.once('listening', resolve),
      );
    const bare = await load({
      ...bounds,
      url: `http://127.0.0.1:${(hello.address() as AddressInfo).port}/`,
    });
    ctx.report('list-load', { server: 'express-hello-world', connections: 100, ...bare });
    // The columns a list serves (the platform's pool reads bigint as BigInt, which JSON cannot hold).
    pageSql = `SELECT id, name, town, province, country, status, details, submitted_at, decided_at FROM ${table} ORDER BY lower(name) ASC, id ASC LIMIT 10`;
    const floor = await load({
      ...bounds,
      url: `http://127.0.0.1:${(pageOnly.address() as AddressInfo).port}/`,
    });
    ctx.report('list-load', {
      server: 'express-page-query-only',
      rows,
      sort: 'name ASC',
      connections: 100,
      ...floor,
      ratioToExpress: ratio(floor.requestsPerSecond, bare.requestsPerSecond),
      ...(pageError && { firstError: pageError }),
    });
    const bareFloor = await load({
      ...bounds,
      url: `http://127.0.0.1:${(pageBare.address() as AddressInfo).port}/`,
    });
    ctx.report('list-load', {
      server: 'node-http-page-query-only',
      rows,
      sort: 'name ASC',
      connections: 100,
      ...bareFloor,
      ratioToExpress: ratio(bareFloor.requestsPerSecond, bare.requestsPerSecond),
      ratioToPageQueryOnly: ratio(bareFloor.requestsPerSecond, floor.requestsPerSecond),
      ...(pageError && { firstError: pageError }),
    });
    const jsonFloor = await load({
      ...bounds,
      url: `http://127.0.0.1:${(pageJson.address() as AddressInfo).port}/`,
    });
    ctx.report('list-load', {
      server: 'express-page-json-by-postgres',
      rows,
      sort: 'name ASC',
      connections: 100,
      ...jsonFloor,
      ratioToExpress: ratio(jsonFloor.requestsPerSecond, bare.requestsPerSecond),
      ratioToPageQueryOnly: ratio(jsonFloor.requestsPerSecond, floor.requestsPerSecond),
      ...(pageError && { firstError: pageError }),
    });

    const scenarios: [string, unknown, Record<string, unknown>][] = [
      ['name', 'ASC', {}],
      ['submittedAt', 'DESC', { status: 'PENDING' }],
      ['town', 'DESC', { status: 'REJECTED' }],
      ['name', 'ASC', { q: 'Baobab 17' }],
      ['decidedAt', 'DESC', {}],
    ];
    const measure = async (
      token: string,
      [field, order, filter]: (typeof scenarios)[number],
      pagesKept: boolean,
    ) => {
      const query = new URLSearchParams({
        sort: JSON.stringify([field, order]),
        range: '[0,9]',
        filter: JSON.stringify(filter),
      });
      const target = `http://127.0.0.1:${platform.port}/api/enrolment-requests?${query}`;
      t0 = performance.now();
      const first = await fetch(target, { headers: { Authorization: `Bearer ${token}` } });
      const firstMs = performance.now() - t0;
      if (first.status !== 200) throw new Error(`the list answered ${first.status}`);
      const result = await load({
        ...bounds,
        url: target,
        headers: { Authorization: `Bearer ${token}` },
      });
      ctx.report('list-load', {
        server: 'chikoro',
        resource: 'enrolment-requests',
        rows,
        sort: `${field} ${String(order)}`,
        filter: JSON.stringify(filter),
        pagesKept,
        connections: 100,
        contentRange: first.headers.get('content-range') ?? '',
        totalEstimated: first.headers.get('x-total-estimated') === 'true',
        firstRequestMs: Math.round(firstMs * 100) / 100,
        ...result,
        ratioToExpress: ratio(result.requestsPerSecond, bare.requestsPerSecond),
        ratioToPageQueryOnly: ratio(result.requestsPerSecond, floor.requestsPerSecond),
        ratioToNodeHttpPageQueryOnly: ratio(result.requestsPerSecond, bareFloor.requestsPerSecond),
        targetRatioToExpress: TARGET_RATIO_TO_EXPRESS,
        targetP95Ms: TARGET_P95_MS,
        met:
          result.requestsPerSecond >= TARGET_RATIO_TO_EXPRESS * bare.requestsPerSecond &&
          result.p95Ms < TARGET_P95_MS,
      });
    };
    for (const scenario of ctx.quick ? scenarios.slice(0, 3) : scenarios)
      await measure(token, scenario, true);
    // The first and the search again with every page read from PostgreSQL (LIST_PAGES_KEPT=false): what a page not in memory costs.
    await platform.stop();
    platform = await start(false);
    const again = await signIn();
    for (const scenario of ctx.quick ? scenarios.slice(0, 1) : [scenarios[0]!, scenarios[3]!])
      await measure(again, scenario, false);
  } finally {
    hello.close();
    pageOnly.close();
    pageJson.close();
    pageBare.close();
    await platform.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
