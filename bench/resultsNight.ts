import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { startPlatform } from '@chikoro/launcher/platform';
import type { TestPlatform } from '@chikoro/launcher/testing/harness';
import {
  TEST_JWT_SECRET,
  issueCard,
  linkParent,
  tokenFor,
} from '@chikoro/launcher/testing/reportCards';
import { loadConfig } from '@chikoro/platform';
import { ratio, type BenchContext } from './context';
import type { NightOptions, NightResult } from './resultsNightClient';

const run = promisify(execFile);

async function night(options: NightOptions, dir: string): Promise<NightResult> {
  const script = path.join(import.meta.dirname, 'resultsNightClient.ts');
  // The families' tokens go by file: a command line would not hold them.
  const file = path.join(dir, `night-${options.mode}.json`);
  writeFileSync(file, JSON.stringify(options));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, file], {
    timeout: 600_000,
  }).catch((error: { stderr?: string }) => {
    throw new Error(
      `the results-night client failed: ${error.stderr?.slice(-1500) ?? String(error)}`,
    );
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as NightResult;
}

/** The issue's targets: at least half the rate of express serving the same PDF bytes as a file, p95 under 300 ms. */
const TARGET_RATIO_TO_STATIC = 0.5;
const TARGET_P95_MS = 300;

/**
 * Results night: N families, each signed in once, read their children, their cards and the newest
 * card's PDF, `concurrency` at a time — first as the evening starts (every PDF drawn on its first
 * reading), then again (every PDF kept) — beside express serving one of those PDFs as a static
 * file to the same client, the same number of requests.
 */
export async function benchResultsNight(ctx: BenchContext, url: string): Promise<void> {
  const families = ctx.quick ? 100 : 600;
  const concurrency = 50;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-night-'));
  const platform = await startPlatform(
    loadConfig({
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
    }),
  );
  const t = { platform } as TestPlatform;
  const base = `http://127.0.0.1:${platform.port}`;
  const files = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-night-files-'));
  const staticServer = express().use(express.static(files)).listen(0, '127.0.0.1');
  try {
    const school = { id: randomUUID(), name: 'Results Night High School', logoFileId: null };
    const cls = { id: randomUUID(), name: 'Form 4 Blue' };
    const term = { id: randomUUID(), name: 'Term 3' };
    const tokens: string[] = [];
    let last = 0;
    for (let i = 0; i < families; i++) {
      const student = {
        id: randomUUID(),
        firstName: `Learner${i}`,
        lastName: 'Moyo',
        registrationNumber: `RN-26-${String(i).padStart(4, '0')}`,
      };
      await issueCard(t, { school, student, class: cls, term });
      const parentId = randomUUID();
      last = await linkParent(t, school.id, parentId, student.id);
      tokens.push(await tokenFor(t, { userId: parentId, role: 'PARENT', schoolId: school.id }));
    }
    // Every card and link projected before the evening starts.
    const caughtUp = await fetch(`${base}/api/my-children`, {
      headers: { Authorization: `Bearer ${tokens.at(-1)}`, 'X-Consistent-After': String(last) },
    });
    if (!caughtUp.ok) throw new Error(`my-children answered ${caughtUp.status}`);

    const cold = await night({ base, mode: 'chikoro', tokens, concurrency }, dir);
    const warm = await night({ base, mode: 'chikoro', tokens, concurrency }, dir);
    // One of those PDFs, as a file express serves.
    const cards = (await (
      await fetch(`${base}/api/report-cards`, { headers: { Authorization: `Bearer ${tokens[0]}` } })
    ).json()) as { id: string }[];
    const pdf = Buffer.from(
      await (
        await fetch(`${base}/api/report-cards/${cards[0]!.id}/pdf`, {
          headers: { Authorization: `Bearer ${tokens[0]}` },
        })
      ).arrayBuffer(),
    );
    writeFileSync(path.join(files, 'card.pdf'), pdf);
    const staticBase = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
    const statics = await night(
      { base: staticBase, mode: 'static', tokens, concurrency, staticPath: '/card.pdf' },
      dir,
    );
    ctx.report('results-night', {
      reading: 'express.static, the same PDF',
      concurrency,
      pdfBytes: pdf.length,
      ...statics,
    });
    for (const [reading, result] of [
      ['first reading (each PDF drawn)', cold],
      ['again (each PDF kept)', warm],
    ] as const) {
      ctx.report('results-night', {
        reading,
        concurrency,
        ...result,
        ratioToStatic: ratio(result.requestsPerSecond, statics.requestsPerSecond),
        targetRatioToStatic: TARGET_RATIO_TO_STATIC,
        targetP95Ms: TARGET_P95_MS,
        met:
          result.failures === 0 &&
          result.requestsPerSecond >= TARGET_RATIO_TO_STATIC * statics.requestsPerSecond &&
          result.p95Ms < TARGET_P95_MS,
      });
    }
  } finally {
    staticServer.close();
    await platform.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  }
}
