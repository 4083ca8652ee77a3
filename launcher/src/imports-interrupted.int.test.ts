import type { RecordedEvent } from '@chikoro/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from './testing/classes';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { signedInAs } from './testing/people';
import {
  importForm,
  importUntilKilled,
  latestBatch,
  platformProcessOn,
} from './testing/interruptedImports';
import type { PlatformProcess } from './testing/process';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { listQuery, readNow } from './testing/staff';

/**
 * An import whose platform process is killed (SIGKILL) while it writes: after a restart on the
 * same database the batch shows as interrupted with the students it wrote, its undo withdraws
 * exactly those, and a resume (itself interrupted once) writes every row of the file once.
 */
let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
const processes: PlatformProcess[] = [];

beforeAll(async () => {
  t = await startTestPlatform();
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Murewa High School' });
  b = await approvedSchool(t, superToken, { name: 'Mutoko Secondary School' });
  await levelWithClass(t, a, 'Form 1', 'Form 1 Red');
  await levelWithClass(t, b, 'Form 2', 'Form 2 Gold');
}, 120_000);
afterAll(async () => {
  for (const p of processes) await p.kill();
  await t?.stop();
});

async function platformProcess(): Promise<PlatformProcess> {
  const p = await platformProcessOn(t);
  processes.push(p);
  return p;
}

const HEADER =
  'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class';
/** `rows` students, each of its own name, in one class. */
const studentsFile = (surname: string, rows: number, className = 'Form 1 Red') =>
  [
    HEADER,
    ...Array.from({ length: rows }, (_, i) =>
      [
        'Tariro',
        `${surname}${i}`,
        `2012-04-${String(1 + (i % 28)).padStart(2, '0')}`,
        i % 2 ? 'male' : 'female',
        '',
        '',
        '3 Chitepo Road',
        'Zimbabwe',
        'Harare',
        'Harare',
        'Harare Urban',
        className,
      ].join(','),
    ),
  ].join('\n');

const form = (content: string, resume?: string) =>
  importForm('students', 'students.csv', content, resume);

const batchEvents = async (batchId: string): Promise<RecordedEvent[]> =>
  (await t.platform.store.readAll({ after: 0, limit: 100_000 })).filter(
    (e) => e.metadata.batchId === batchId,
  );
const enrolmentsOf = async (batchId: string) =>
  (await batchEvents(batchId)).filter((e) => e.type === 'StudentEnrolled');
/** The school's import batches, as the import dialog lists them. */
const batches = async (token = a.admin.token) =>
  (
    await readNow(
      t,
      `/api/import-batches${listQuery({ kind: 'students' }, ['startedAt', 'DESC'])}`,
      token,
    )
  ).body as {
    id: string;
    status: string;
    created: number;
    rows: number;
    undone: number;
    skipped: number;
  }[];
const batchOf = async (id: string) => (await batches()).find((x) => x.id === id);

describe('an import whose process is killed mid-way', () => {
  const ROWS = 1500;
  const first = studentsFile('Mutasa', ROWS);
  const second = studentsFile('Nyoni', ROWS);
  let undoneBatch: string;
  let resumedBatch: string;
  let writtenFirst: number;

  it('after a restart, shows as interrupted with the students it wrote (and no completion)', async () => {
    const doomed = await platformProcess();
    await importUntilKilled(doomed, a.admin.token, form(first), (done) => done >= 40);
    undoneBatch = await latestBatch(t, a.schoolId);
    const written = (await enrolmentsOf(undoneBatch)).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(ROWS);
    expect((await t.platform.store.readStream(`import-${undoneBatch}`)).map((e) => e.type)).toEqual(
      ['ImportStarted'],
    );
    writtenFirst = written;

    const restarted = await platformProcess();
    const listed = await fetch(
      `${restarted.url}/api/import-batches${listQuery({ kind: 'students' }, ['startedAt', 'DESC'])}`,
      {
        headers: {
          Authorization: `Bearer ${a.admin.token}`,
          'X-Consistent-After': String(await t.platform.store.headPosition()),
        },
      },
    );
    expect(listed.status).toBe(200);
    expect(
      ((await listed.json()) as { id: string }[]).find((x) => x.id === undoneBatch),
    ).toMatchObject({ status: 'Interrupted', rows: ROWS, created: written, undone: 0 });
    await restarted.kill();
  }, 300_000); // platform processes start from TypeScript, on a machine other runs share

  it('is listed as running, and can be neither undone nor resumed, while a session holds its lease', async () => {
    const holder = await t.platform.pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(1229803604, hashtext($1))', [undoneBatch]);
      expect(await batchOf(undoneBatch)).toMatchObject({ status: 'Started' });
      const undo = await t.request('/api/commands/UndoImport', {
        json: { batchId: undoneBatch },
        token: a.admin.token,
      });
      expect(undo.status).toBe(409);
      expect(undo.body.detail).toBe(
        'This import is still running: wait until it ends, then undo or resume it',
      );
      const resume = await t.request('/api/imports', {
        body: form(first, undoneBatch),
        token: a.admin.token,
      });
      expect(resume.status).toBe(409);
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()');
      holder.release();
    }
    expect(await batchOf(undoneBatch)).toMatchObject({ status: 'Interrupted' });
  });

  it('its undo and resume are refused to every role but its school admin, and unknown to another school', async () => {
    const head = await t.platform.store.headPosition();
    for (const role of ['SUPERADMIN', 'TEACHER', 'STUDENT', 'PARENT'] as const) {
      const token = await signedInAs(t, role, role === 'SUPERADMIN' ? null : a.schoolId);
      expect(
        (await t.request('/api/commands/UndoImport', { json: { batchId: undoneBatch }, token }))
          .status,
        role,
      ).toBe(403);
      expect(
        (await t.request('/api/imports', { body: form(first, undoneBatch), token })).status,
        role,
      ).toBe(403);
    }
    expect(
      (await t.request('/api/commands/UndoImport', { json: { batchId: undoneBatch } })).status,
    ).toBe(401);
    expect((await t.request('/api/imports', { body: form(first, undoneBatch) })).status).toBe(401);
    const otherSchool = await t.request('/api/commands/UndoImport', {
      json: { batchId: undoneBatch },
      token: b.admin.token,
    });
    expect(otherSchool.status).toBe(404);
    const otherResume = await t.request('/api/imports', {
      body: form(studentsFile('Gumbo', 2, 'Form 2 Gold'), undoneBatch),
      token: b.admin.token,
    });
    expect(otherResume.status).toBe(404);
    expect(otherResume.body.detail).toBe('No such import in this school');
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('its undo withdraws exactly the students it wrote, by new events, nothing removed', async () => {
    const enrolled = await enrolmentsOf(undoneBatch);
    const restarted = await platformProcess();
    const res = await fetch(`${restarted.url}/api/commands/UndoImport`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ batchId: undoneBatch }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ batchId: undoneBatch, undone: writtenFirst });
    await restarted.kill();
    const events = await batchEvents(undoneBatch);
    const withdrawn = events.filter((e) => e.type === 'StudentWithdrawn');
    expect(withdrawn.map((e) => e.streamId).sort()).toEqual(enrolled.map((e) => e.streamId).sort());
    expect(await enrolmentsOf(undoneBatch)).toEqual(enrolled);
    expect((await t.platform.store.readStream(`import-${undoneBatch}`)).map((e) => e.type)).toEqual(
      ['ImportStarted', 'ImportUndone'],
    );
    expect(await batchOf(undoneBatch)).toMatchObject({
      status: 'Undone',
      created: writtenFirst,
      undone: writtenFirst,
    });
  }, 300_000);

  it('a resume, itself interrupted once, then resumed to its end, writes each row of the file once with true counts', async () => {
    const doomed = await platformProcess();
    await importUntilKilled(doomed, a.admin.token, form(second), (done) => done >= 40);
    resumedBatch = await latestBatch(t, a.schoolId);
    const firstRun = (await enrolmentsOf(resumedBatch)).length;
    expect(firstRun).toBeGreaterThan(0);

    const doomedAgain = await platformProcess();
    await importUntilKilled(
      doomedAgain,
      a.admin.token,
      form(second, resumedBatch),
      (done) => done >= firstRun + 40,
    );
    const secondRun = (await enrolmentsOf(resumedBatch)).length;
    expect(secondRun).toBeGreaterThan(firstRun);
    expect(secondRun).toBeLessThan(ROWS);
    expect(await batchOf(resumedBatch)).toMatchObject({
      status: 'Interrupted',
      created: secondRun,
    });

    const restarted = await platformProcess();
    const res = await fetch(`${restarted.url}/api/imports`, {
      method: 'POST',
      body: form(second, resumedBatch),
      headers: { Authorization: `Bearer ${a.admin.token}` },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      batchId: resumedBatch,
      created: ROWS,
      skipped: 0,
      failed: 0,
      invalid: 0,
    });
    await restarted.kill();

    const enrolled = await enrolmentsOf(resumedBatch);
    const surnames = enrolled.map((e) => (e.data as { lastName: string }).lastName);
    expect(new Set(surnames).size).toBe(ROWS);
    expect(surnames.length).toBe(ROWS);
    expect(
      new Set(enrolled.map((e) => (e.data as { registrationNumber: string }).registrationNumber))
        .size,
    ).toBe(ROWS);
    expect(
      (await t.platform.store.readStream(`import-${resumedBatch}`)).map((e) => e.type),
    ).toEqual(['ImportStarted', 'ImportResumed', 'ImportResumed', 'ImportCompleted']);
    expect(await batchOf(resumedBatch)).toMatchObject({
      status: 'Completed',
      rows: ROWS,
      created: ROWS,
      skipped: 0,
    });
    // The finished batch is undone as any other: all its students at once.
    const undo = await t.request('/api/commands/UndoImport', {
      json: { batchId: resumedBatch },
      token: a.admin.token,
    });
    expect(undo.status).toBe(201);
    expect(undo.body).toMatchObject({ undone: ROWS });
    const again = await t.request('/api/imports', {
      body: form(second, resumedBatch),
      token: a.admin.token,
    });
    expect(again.status).toBe(409);
  }, 600_000);
});
