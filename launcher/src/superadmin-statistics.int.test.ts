import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notifications, PlatformStatistics } from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let t: TestPlatform;
let superToken: string;
beforeAll(async () => {
  t = await startTestPlatform({
    RATE_LIMIT_ENROLMENTS: 'off',
    RATE_LIMIT_ENQUIRIES: 'off',
    RATE_LIMIT_PUBLIC_BURST: 'off',
  });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

const caughtUp = async () => ({
  'X-Consistent-After': String(await t.platform.store.headPosition()),
});
async function statistics(): Promise<PlatformStatistics> {
  const res = await t.request('/api/statistics', { token: superToken, headers: await caughtUp() });
  expect(res.status).toBe(200);
  return res.body;
}
async function enrol(overrides = {}) {
  const res = await t.request('/api/commands/EnrolSchool', { json: enrolmentDetails(overrides) });
  expect(res.status).toBe(201);
  return res.body.schoolId as string;
}
const command = async (type: string, body: unknown) => {
  const res = await t.request(`/api/commands/${type}`, { json: body, token: superToken });
  expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};
let enquiryCount = 0;
async function raiseEnquiry() {
  enquiryCount += 1;
  const res = await t.request('/api/commands/RaiseEnquiry', {
    json: {
      name: `Enquiring School ${enquiryCount}`,
      town: 'Masvingo',
      country: 'Zimbabwe',
      province: 'Masvingo',
      district: 'Masvingo Urban',
      headFirstName: 'Rutendo',
      headLastname: 'Chiweshe',
      headPhonenumber: '0771400400',
      headEmail: `head${enquiryCount}@enquiry.test`,
      adminFirstName: 'Tapiwa',
      adminLastName: 'Muchena',
      adminPhonenumber: '0772400400',
      adminEmail: `admin${enquiryCount}@enquiry.test`,
      numberOfStudents: 512,
      numberOfTeachers: 24,
      schoolContact: '0392260000',
      address: `${enquiryCount} Hughes Street`,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.enquiryId as string;
}

describe('the statistics read model', () => {
  it('counts accounts, approved schools, declared students, requests by status, open enquiries, and charts them', async () => {
    const before = await statistics();
    expect(before.users).toBe(1);
    const harare = await enrol({
      province: 'Harare',
      district: 'Harare Urban',
      town: 'Harare',
      ownershipType: 'GOVERNMENT',
      numberOfStudents: 500,
      numberOfTeachers: 20,
    });
    const mutare = await enrol({
      ownershipType: 'PRIVATE',
      numberOfStudents: 300,
      numberOfTeachers: 10,
    });
    const rejected = await enrol({ numberOfStudents: 999 });
    const pending = await enrol({ numberOfStudents: 100 });
    await command('CorrectSchoolDetails', {
      schoolId: mutare,
      changes: { numberOfStudents: 320, ownershipType: 'CHURCH' },
    });
    await command('ApproveSchool', { schoolId: harare });
    await command('ApproveSchool', { schoolId: mutare });
    await command('RejectSchool', { schoolId: rejected, reason: 'Duplicate' });
    const e1 = await raiseEnquiry();
    const e2 = await raiseEnquiry();
    await raiseEnquiry();
    await command('ResolveEnquiry', { enquiryId: e1, comment: 'Answered' });
    await command('ResolveEnquiry', { enquiryId: e2, comment: 'Answered' });
    await command('ReopenEnquiry', { enquiryId: e2, comment: 'More questions' });

    const figures = await statistics();
    expect(figures).toMatchObject({
      users: 3,
      schools: 2,
      studentsEnrolled: 0,
      studentsDeclared: 820,
      teachersDeclared: 30,
      enrolments: { pending: 1, approved: 2, rejected: 1, total: 4 },
      enquiries: { open: 2, resolved: 1, total: 3 },
    });
    expect(pending).toBeTruthy();
    const month = new Date().toISOString().slice(0, 7);
    expect(figures.byMonth).toEqual([{ month, submitted: 4, approved: 2, rejected: 1 }]);
    expect(figures.byProvince).toEqual([
      { province: 'Harare', schools: 1 },
      { province: 'Manicaland', schools: 1 },
    ]);
    expect(figures.byOwnership).toEqual([
      { ownershipType: 'CHURCH', schools: 1 },
      { ownershipType: 'GOVERNMENT', schools: 1 },
    ]);
    expect(figures.position).toBe(await t.platform.store.headPosition());
  });

  it('rebuilt from the whole history by `npm run replay -- rebuild statistics` after its tables are dropped, gives identical figures', async () => {
    const live = await statistics();
    const { rows } = await t.platform.pool.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'rm\\_statistics\\_%'",
    );
    expect(rows.map((r) => r.name).sort()).toEqual([
      'rm_statistics_accounts',
      'rm_statistics_enquiries',
      'rm_statistics_months',
      'rm_statistics_schools',
    ]);
    for (const { name } of rows) await t.platform.pool.query(`DROP TABLE ${name}`);
    expect((await t.request('/api/statistics', { token: superToken })).status).toBe(500);

    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'replay', '--', 'rebuild', 'statistics'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: t.platform.databaseUrl, EVENTSTORE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`replay exited ${code}: ${text}`)),
      );
    });
    expect(output).toMatch(/statistics: rebuilt to position \d+/);
    expect(await statistics()).toEqual(live);
  });
});

describe('the superadmin’s notifications', () => {
  const notifications = async (): Promise<Notifications> =>
    (await t.request('/api/notifications', { token: superToken, headers: await caughtUp() })).body;

  it('lists new enrolment requests and enquiries since the last look, and MarkNotificationsSeen clears them', async () => {
    const start = await notifications();
    await command('MarkNotificationsSeen', { upTo: await t.platform.store.headPosition() });
    expect((await notifications()).unseen).toBe(0);
    expect(start.unseen).toBeGreaterThan(0);

    const schoolId = await enrol({ name: 'Notified High School' });
    const enquiryId = await raiseEnquiry();
    const fresh = await notifications();
    expect(fresh.unseen).toBe(2);
    expect(fresh.items.map((i) => [i.kind, i.recordId, i.title])).toEqual([
      ['ENQUIRY', enquiryId, `New enquiry: Enquiring School ${enquiryCount}`],
      ['ENROLMENT_REQUEST', schoolId, 'New enrolment request: Notified High School'],
    ]);

    const seen = await command('MarkNotificationsSeen', { upTo: fresh.items[0]!.position });
    expect(seen.appended).toBe(1);
    expect(await notifications()).toMatchObject({
      unseen: 0,
      items: [],
      seenUpTo: fresh.items[0]!.position,
    });
  });

  it('never moves the mark back, and refuses a mark past the end of the log', async () => {
    const head = await t.platform.store.headPosition();
    const older = await command('MarkNotificationsSeen', { upTo: 1 });
    expect(older.appended).toBe(0);
    expect(await t.platform.store.headPosition()).toBe(head);
    const future = await t.request('/api/commands/MarkNotificationsSeen', {
      json: { upTo: head + 1000 },
      token: superToken,
    });
    expect(future.status).toBe(400);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});
