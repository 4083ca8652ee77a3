import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalMessages,
  correctionMessages,
  enrolmentMessages,
  type AuditEntry,
} from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

async function enrol(overrides = {}) {
  const details = enrolmentDetails(overrides);
  const res = await t.request('/api/commands/EnrolSchool', { json: details });
  expect(res.status).toBe(201);
  return { details, schoolId: res.body.schoolId as string };
}
const correct = (schoolId: string, changes: Record<string, unknown>) =>
  t.request('/api/commands/CorrectSchoolDetails', {
    json: { schoolId, changes },
    token: superToken,
  });
const after = (position: number) => ({ 'X-Consistent-After': String(position) });
const mailsTo = async (email: string) =>
  (
    await t.platform.pool.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM mail_outbox WHERE to_address = $1 ORDER BY id',
      [email.toLowerCase()],
    )
  ).rows;

describe('CorrectSchoolDetails', () => {
  it('corrects a pending request: the table, the directory entry and the timeline show it', async () => {
    const { schoolId, details } = await enrol({ numberOfStudents: 300 });
    const res = await correct(schoolId, {
      name: `${details.name} Academy`,
      numberOfStudents: '350',
      adminNote: 'Checked by phone',
    });
    expect(res.status).toBe(201);
    const row = await t.request(`/api/enrolment-requests/${schoolId}`, {
      token: superToken,
      headers: after(res.body.position),
    });
    expect(row.body).toMatchObject({
      name: `${details.name} Academy`,
      numberOfStudents: 350,
      adminNote: 'Checked by phone',
      status: 'PENDING',
    });
    const search = await t.request(
      `/api/enrolment-requests?filter=${encodeURIComponent(JSON.stringify({ q: 'Academy' }))}`,
      { token: superToken },
    );
    expect(search.body.map((r: { id: string }) => r.id)).toContain(schoolId);

    const timeline = await t.request(
      `/api/events?filter=${encodeURIComponent(JSON.stringify({ recordId: schoolId }))}&sort=["occurredAt","ASC"]`,
      { token: superToken, headers: after(res.body.position) },
    );
    const corrected = (timeline.body as AuditEntry[]).find(
      (e) => e.type === 'SchoolDetailsCorrected',
    )!;
    expect(corrected.changes).toEqual([
      { field: 'name', before: details.name, after: `${details.name} Academy` },
      { field: 'numberOfStudents', before: 300, after: 350 },
      { field: 'adminNote', before: null, after: 'Checked by phone' },
    ]);
    expect(corrected.summary).toContain(
      `Name of school: '${details.name}' → '${details.name} Academy'`,
    );
    expect(corrected.recordLabel).toBe(`${details.name} Academy`);

    const approved = await t.request('/api/commands/ApproveSchool', {
      json: { schoolId },
      token: superToken,
    });
    await t.request('/api/enrolment-requests?range=[0,0]', {
      token: superToken,
      headers: after(approved.body.position),
    });
    await expect
      .poll(
        async () =>
          (
            await t.request(
              `/api/public/schools?q=${encodeURIComponent(`${details.name} Academy`)}`,
            )
          ).body.length,
        { timeout: 10_000 },
      )
      .toBe(1);
  });

  it('validates each change with the enrolment rules, the place rule on the corrected whole; nothing appended', async () => {
    const { schoolId } = await enrol();
    const head = await t.platform.store.headPosition();
    const empty = await correct(schoolId, { name: '  ', headEmail: 'not-an-email' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'changes.name', message: enrolmentMessages.name },
      { field: 'changes.headEmail', message: enrolmentMessages.headEmail },
    ]);
    const place = await correct(schoolId, { province: 'Bulawayo' });
    expect(place.status).toBe(400);
    expect(place.body.errors).toEqual([
      {
        field: 'changes.district',
        message: 'Mutare Urban district does not belong in Bulawayo province',
      },
    ]);
    const unknownField = await correct(schoolId, { status: 'APPROVED' });
    expect(unknownField.status).toBe(400);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('has nothing to do when no field changes: 200, nothing appended', async () => {
    const { schoolId, details } = await enrol();
    const head = await t.platform.store.headPosition();
    const res = await correct(schoolId, { name: details.name, town: details.town });
    expect(res.status).toBe(200);
    expect(res.body.appended).toBe(0);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('refuses a decided request with 409 and a clear message', async () => {
    const { schoolId } = await enrol();
    await t.request('/api/commands/RejectSchool', {
      json: { schoolId, reason: 'Duplicate' },
      token: superToken,
    });
    const res = await correct(schoolId, { town: 'Harare' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(correctionMessages.alreadyDecided('Rejected'));
  });

  it('answers 404 for a school that never enrolled', async () => {
    expect((await correct('00000000-0000-4000-8000-000000000000', { town: 'Harare' })).status).toBe(
      404,
    );
  });
});

describe('a decision cannot be taken twice', () => {
  it('approving or rejecting a decided request answers 409 with the message', async () => {
    const { schoolId } = await enrol();
    expect(
      (
        await t.request('/api/commands/RejectSchool', {
          json: { schoolId, reason: 'Duplicate' },
          token: superToken,
        })
      ).status,
    ).toBe(201);
    const approve = await t.request('/api/commands/ApproveSchool', {
      json: { schoolId },
      token: superToken,
    });
    expect(approve.status).toBe(409);
    expect(approve.body.detail).toBe(approvalMessages.alreadyDecided('Rejected'));
    const reject = await t.request('/api/commands/RejectSchool', {
      json: { schoolId, reason: 'Again' },
      token: superToken,
    });
    expect(reject.status).toBe(409);
    expect(reject.body.detail).toBe(approvalMessages.alreadyDecided('Rejected'));
  });
});

describe('the decision is mailed to the school', () => {
  it('a rejection goes to the school email and the admin officer, with the reason, to the corrected addresses', async () => {
    const { schoolId, details } = await enrol();
    const newSchoolEmail = `corrected-${Date.now()}@school.test`;
    await correct(schoolId, { schoolEmail: newSchoolEmail });
    await t.request('/api/commands/RejectSchool', {
      json: { schoolId, reason: 'The registration certificate is missing' },
      token: superToken,
    });
    for (const to of [newSchoolEmail, details.adminEmail]) {
      await expect.poll(async () => (await mailsTo(to)).length, { timeout: 10_000 }).toBe(1);
      const [mail] = await mailsTo(to);
      expect(mail!.subject).toBe(`Your enrolment request for ${details.name} was not approved`);
      expect(mail!.body).toContain('Reason: The registration certificate is missing');
    }
    expect(await mailsTo(details.schoolEmail)).toEqual([]);
  });

  it('an approval notice goes to the school email; the admin officer gets the set-password mail only', async () => {
    const { schoolId, details } = await enrol();
    await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token: superToken });
    await expect
      .poll(async () => (await mailsTo(details.schoolEmail)).length, { timeout: 10_000 })
      .toBe(1);
    const [notice] = await mailsTo(details.schoolEmail);
    expect(notice!.subject).toBe(`${details.name} is approved on Chikoro`);
    expect(notice!.body).not.toMatch(/code is \d/);
    await expect
      .poll(async () => (await mailsTo(details.adminEmail)).length, { timeout: 10_000 })
      .toBe(1);
    expect((await mailsTo(details.adminEmail))[0]!.body).toMatch(/one-time code is \d{6}/);
  });
});
