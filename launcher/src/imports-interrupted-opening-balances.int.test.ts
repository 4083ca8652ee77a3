import type { RecordedEvent } from '@chikoro/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeSchool } from './testing/feeSchool';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import {
  importForm,
  importUntilKilled,
  latestBatch,
  platformProcessOn,
} from './testing/interruptedImports';
import type { PlatformProcess } from './testing/process';
import type { ApprovedSchool } from './testing/schools';
import { listQuery, readNow } from './testing/staff';

/**
 * An opening-balances import (every row on the school's one payments stream) whose platform process
 * is killed (SIGKILL) while it writes, then resumed with the same file: the rows the first run
 * wrote are done, not refused, each learner has one balance, the batch counts a row each, and its
 * undo takes them all back; a resume sent twice at once runs once, and a file imported twice at
 * once records each balance once. School A has 400 learners in Form 1 Blue and fees in USD.
 */
const LEARNERS = 400;
let t: TestPlatform;
let a: ApprovedSchool;
const processes: PlatformProcess[] = [];
/** Registration numbers, one a learner. */
let numbers: string[];

const STUDENTS_HEADER =
  'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class';
const BALANCES_HEADER = 'Registration number,Currency,Amount owed,As of,Note';
/** Each learner (the first `count`) owed USD 12.50 on 30 June 2025. */
const balancesFile = (count = LEARNERS) =>
  [
    BALANCES_HEADER,
    ...numbers.slice(0, count).map((n) => `${n},USD,12.50,2025-06-30,Old ledger`),
  ].join('\n');
const form = (content: string, resume?: string) =>
  importForm('openingBalances', 'old-books.csv', content, resume);

beforeAll(async () => {
  t = await startTestPlatform();
  ({ a } = await feeSchool(t));
  const students = [
    STUDENTS_HEADER,
    ...Array.from({ length: LEARNERS }, (_, i) =>
      [
        'Rudo',
        `Moyo${i}`,
        '2012-04-04',
        'female',
        '',
        '',
        '3 Chitepo Road',
        'Zimbabwe',
        'Harare',
        'Harare',
        'Harare Urban',
        'Form 1 Blue',
      ].join(','),
    ),
  ].join('\n');
  const enrolled = await t.request('/api/imports', {
    body: importForm('students', 'students.csv', students),
    token: a.admin.token,
  });
  expect(enrolled.status, JSON.stringify(enrolled.body).slice(0, 400)).toBe(201);
  expect(enrolled.body).toMatchObject({ created: LEARNERS, failed: 0 });
  numbers = (
    await t.platform.store.readAll({ after: 0, limit: 100_000, types: ['StudentEnrolled'] })
  )
    .filter((e) => e.metadata.batchId === enrolled.body.batchId)
    .map((e) => (e.data as { registrationNumber: string }).registrationNumber);
  expect(numbers).toHaveLength(LEARNERS);
}, 300_000);
afterAll(async () => {
  for (const p of processes) await p.kill();
  await t?.stop();
});

async function platformProcess(): Promise<PlatformProcess> {
  const p = await platformProcessOn(t);
  processes.push(p);
  return p;
}

const batchEvents = async (batchId: string, type: string): Promise<RecordedEvent[]> =>
  (await t.platform.store.readAll({ after: 0, limit: 100_000, types: [type] })).filter(
    (e) => e.metadata.batchId === batchId,
  );
const balancesOf = (batchId: string) => batchEvents(batchId, 'OpeningBalanceRecorded');
const batchOf = async (id: string) =>
  (
    (
      await readNow(
        t,
        `/api/import-batches${listQuery({ kind: 'openingBalances' }, ['startedAt', 'DESC'])}`,
        a.admin.token,
      )
    ).body as { id: string }[]
  ).find((x) => x.id === id);

describe('an opening-balances import whose process is killed mid-way', () => {
  let batchId: string;
  let written: number;

  it('shows as interrupted with the balances it wrote', async () => {
    const doomed = await platformProcess();
    await importUntilKilled(doomed, a.admin.token, form(balancesFile()), (done) => done >= 20);
    batchId = await latestBatch(t, a.schoolId);
    written = (await balancesOf(batchId)).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(LEARNERS);
    expect((await t.platform.store.readStream(`import-${batchId}`)).map((e) => e.type)).toEqual([
      'ImportStarted',
    ]);
    expect(await batchOf(batchId)).toMatchObject({
      status: 'Interrupted',
      rows: 400,
      created: written,
    });
  }, 300_000); // a platform process starts from TypeScript, on a machine other runs share

  it('a dry run of its resume finds the rows it wrote done and the rest to create; a fresh one refuses them', async () => {
    const resumed = await t.request('/api/imports/dry-run', {
      body: form(balancesFile(), batchId),
      token: a.admin.token,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ create: 400 - written, skip: written, errors: 0 });
    const fresh = await t.request('/api/imports/dry-run', {
      body: form(balancesFile()),
      token: a.admin.token,
    });
    expect(fresh.body).toMatchObject({ create: 400 - written, skip: 0, errors: written });
  });

  it('resumed with the same file twice at once (a double tap), runs once, records each learner’s balance once and counts every row created', async () => {
    const [one, two] = await Promise.all(
      [0, 1].map(() =>
        t.request('/api/imports', { body: form(balancesFile(), batchId), token: a.admin.token }),
      ),
    );
    // The second finds the batch running (its lease held) or, once the first is done, finished.
    expect([one!.status, two!.status].sort()).toEqual([201, 409]);
    const res = one!.status === 201 ? one! : two!;
    expect(res.body).toMatchObject({
      batchId,
      created: 400,
      updated: 0,
      skipped: 0,
      failed: 0,
      invalid: 0,
    });
    const balances = await balancesOf(batchId);
    const learners = balances.map(
      (e) => (e.data as { registrationNumber: string }).registrationNumber,
    );
    expect(learners).toHaveLength(400);
    expect([...new Set(learners)].sort()).toEqual([...numbers].sort());
    const total = balances.reduce(
      (sum, e) => sum + BigInt((e.data as { amount: { minor: string } }).amount.minor),
      0n,
    );
    expect(total).toBe(500_000n); // 400 × USD 12.50
    expect((await t.platform.store.readStream(`import-${batchId}`)).map((e) => e.type)).toEqual([
      'ImportStarted',
      'ImportResumed',
      'ImportCompleted',
    ]);
    expect(await batchOf(batchId)).toMatchObject({
      status: 'Completed',
      rows: 400,
      created: 400,
      skipped: 0,
      failed: 0,
    });
  }, 120_000);

  it('its undo takes back all 400 balances, each by an event of its own', async () => {
    const undo = await t.request('/api/commands/UndoImport', {
      json: { batchId },
      token: a.admin.token,
    });
    expect(undo.status, JSON.stringify(undo.body)).toBe(201);
    expect(undo.body).toMatchObject({ batchId, undone: 400 });
    const id = (e: RecordedEvent) => (e.data as { openingBalanceId: string }).openingBalanceId;
    const undone = (await batchEvents(batchId, 'OpeningBalanceUndone')).map(id);
    expect(undone).toHaveLength(400);
    expect(undone.sort()).toEqual((await balancesOf(batchId)).map(id).sort());
    expect(await batchOf(batchId)).toMatchObject({ status: 'Undone', created: 400, undone: 400 });
  }, 120_000);
});

describe('the same opening-balances file imported twice at once (a double tap)', () => {
  it('records each of its 40 learners’ balances once, however the two interleave', async () => {
    const both = await Promise.all(
      [0, 1].map(() =>
        t.request('/api/imports', { body: form(balancesFile(40)), token: a.admin.token }),
      ),
    );
    // Overlapping, each runs and a row the other recorded first fails in it (one that creates
    // nothing answers 200); one checked once the other recorded rows is refused as a file with
    // rows to fix.
    const ran = both.filter((r) => r.status === 201 || r.status === 200);
    expect(ran.length, JSON.stringify(both.map((r) => r.body)).slice(0, 400)).toBeGreaterThan(0);
    for (const refused of both.filter((r) => !ran.includes(r))) {
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('already has an opening balance in USD');
    }
    const outcomes = ran.map((r) => r.body as { batchId: string; created: number; failed: number });
    expect(outcomes.reduce((sum, o) => sum + o.created, 0)).toBe(40);
    if (outcomes.length === 2) {
      expect(outcomes[0]!.batchId).not.toBe(outcomes[1]!.batchId);
      expect(outcomes[0]!.failed + outcomes[1]!.failed).toBe(40);
    }
    const balances = (await Promise.all(outcomes.map((o) => balancesOf(o.batchId)))).flat();
    const learners = balances.map(
      (e) => (e.data as { registrationNumber: string }).registrationNumber,
    );
    expect(learners).toHaveLength(40);
    expect([...new Set(learners)].sort()).toEqual(numbers.slice(0, 40).sort());
  }, 120_000);
});
