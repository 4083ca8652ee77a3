import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryStatusMessages, type AuditEntry, type EnquiryInput } from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await startTestPlatform({ RATE_LIMIT_ENQUIRIES: 'off', RATE_LIMIT_PUBLIC_BURST: 'off' });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  // A school admin through the real flow: enrol, approve, set the password from the mailed code.
  const school = enrolmentDetails();
  const enrolled = await t.request('/api/commands/EnrolSchool', { json: school });
  expect(
    (
      await t.request('/api/commands/ApproveSchool', {
        json: { schoolId: enrolled.body.schoolId },
        token: superToken,
      })
    ).status,
  ).toBe(201);
  const code = await mailedCode(t.platform, school.adminEmail);
  expect(
    (
      await t.request('/api/auth/set-password', {
        json: { email: school.adminEmail, code, password: 'Admin-password-1' },
      })
    ).status,
  ).toBe(200);
  adminToken = await t.login(school.adminEmail, 'Admin-password-1');
});
afterAll(async () => t?.stop());

const enquiry = (overrides: EnquiryInput = {}): EnquiryInput => ({
  name: 'Nyanga Heights School',
  town: 'Nyanga',
  country: 'Zimbabwe',
  province: 'Manicaland',
  district: 'Nyanga',
  headFirstName: 'Ruvimbo',
  headLastname: 'Mandaza',
  headPhonenumber: '0771999000',
  headEmail: 'Head.Mandaza@Nyanga.test',
  adminFirstName: 'Kuda',
  adminLastName: 'Mapfumo',
  adminPhonenumber: '0772999000',
  adminEmail: 'admin@nyanga.test',
  numberOfStudents: 410,
  numberOfTeachers: 22,
  schoolContact: '0298123456',
  address: '3 Rhodes Drive & Mission Road',
  schoolEmail: 'office@nyanga.test',
  ...overrides,
});

async function raise(details: EnquiryInput): Promise<string> {
  const res = await t.request('/api/commands/RaiseEnquiry', { json: details });
  expect(res.status).toBe(201);
  return res.body.enquiryId as string;
}
const invite = (enquiryId: unknown, token?: string) =>
  t.request('/api/commands/InviteEnquirerToEnrol', { json: { enquiryId }, token });

async function invitationsTo(address: string): Promise<{ subject: string; body: string }[]> {
  const { rows } = await t.platform.pool.query<{ subject: string; body: string }>(
    "SELECT subject, body FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Enrol %' ORDER BY id",
    [address],
  );
  return rows;
}
const invitationsMailed = (position: number) =>
  reactorPassed(t.platform, 'enrolment-invitations', position);
const linkIn = (body: string) => new URL(/Enrol your school: (\S+)/.exec(body)![1]!);

describe('InviteEnquirerToEnrol (superadmin only)', () => {
  it('is refused without a sign-in (401) and to a school admin (403), appending nothing and mailing no one', async () => {
    const enquiryId = await raise(
      enquiry({ adminEmail: 'refused@nyanga.test', headEmail: 'refused.head@nyanga.test' }),
    );
    const head = await t.platform.store.headPosition();
    expect((await invite(enquiryId)).status).toBe(401);
    const forbidden = await invite(enquiryId, adminToken);
    expect(forbidden.status).toBe(403);
    expect(await t.platform.store.headPosition()).toBe(head);
    await invitationsMailed(head);
    expect(await invitationsTo('refused@nyanga.test')).toEqual([]);
  });

  it('answers 404 for an unknown enquiry and 400 without an id, appending nothing', async () => {
    const head = await t.platform.store.headPosition();
    const unknown = await invite('00000000-0000-4000-8000-000000000000', superToken);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    expect(unknown.body.detail).toBe(enquiryStatusMessages.notFound);
    expect((await invite(undefined, superToken)).status).toBe(400);
    expect((await invite('not-an-id', superToken)).status).toBe(400);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('records the invitation, and mails the admin officer and the head once each a link that fills the enrolment form in', async () => {
    const enquiryId = await raise(enquiry());
    const res = await invite(enquiryId, superToken);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ enquiryId, streamId: `enquiry-${enquiryId}`, appended: 1 });

    const stream = await t.platform.store.readStream(`enquiry-${enquiryId}`);
    expect(stream.map((e) => e.type)).toEqual(['EnquiryRaised', 'EnquirerInvitedToEnrol']);
    expect(stream[1]!.data).toEqual({
      enquiryId,
      invitedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      to: ['admin@nyanga.test', 'head.mandaza@nyanga.test'],
    });
    expect(stream[1]!.metadata).toMatchObject({ actorRole: 'SUPERADMIN' });

    await invitationsMailed(res.body.position);
    const toAdmin = await invitationsTo('admin@nyanga.test');
    const toHead = await invitationsTo('head.mandaza@nyanga.test');
    expect(toAdmin).toHaveLength(1);
    expect(toHead).toHaveLength(1);
    expect(toAdmin[0]!.subject).toBe('Enrol Nyanga Heights School on Chikoro');
    expect(toAdmin[0]!.body).toMatch(/^Dear Kuda Mapfumo,/);
    expect(toHead[0]!.body).toMatch(/^Dear Ruvimbo Mandaza,/);

    const link = linkIn(toAdmin[0]!.body);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.url}/enrol-your-school`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      name: 'Nyanga Heights School',
      streetName: '3 Rhodes Drive & Mission Road',
      town: 'Nyanga',
      country: 'Zimbabwe',
      province: 'Manicaland',
      district: 'Nyanga',
      schoolContact: '0298123456',
      schoolEmail: 'office@nyanga.test',
      numberOfStudents: '410',
      numberOfTeachers: '22',
      headFirstname: 'Ruvimbo',
      headLastname: 'Mandaza',
      headPhonenumber: '0771999000',
      headEmail: 'Head.Mandaza@Nyanga.test',
      adminFirstname: 'Kuda',
      adminLastname: 'Mapfumo',
      adminPhonenumber: '0772999000',
      adminEmail: 'admin@nyanga.test',
    });
    expect(linkIn(toHead[0]!.body).href).toBe(link.href);
  });

  it('may be sent again as a reminder, to a resolved enquiry too: one more mail per address, each event mailed once', async () => {
    const enquiryId = await raise(
      enquiry({ adminEmail: 'reminder@nyanga.test', headEmail: 'reminder.head@nyanga.test' }),
    );
    expect(
      (
        await t.request('/api/commands/ResolveEnquiry', {
          json: { enquiryId, comment: 'Invited' },
          token: superToken,
        })
      ).status,
    ).toBe(201);
    const first = await invite(enquiryId, superToken);
    const second = await invite(enquiryId, superToken);
    expect([first.status, second.status]).toEqual([201, 201]);
    await invitationsMailed(second.body.position);
    expect(await invitationsTo('reminder@nyanga.test')).toHaveLength(2);
    expect(await invitationsTo('reminder.head@nyanga.test')).toHaveLength(2);
  });

  it('mails a shared address once, whatever its case', async () => {
    const enquiryId = await raise(
      enquiry({ adminEmail: 'Office@Shared.test', headEmail: 'office@shared.test' }),
    );
    const res = await invite(enquiryId, superToken);
    expect(res.status).toBe(201);
    await invitationsMailed(res.body.position);
    const mails = await invitationsTo('office@shared.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(/^Dear Kuda Mapfumo and Ruvimbo Mandaza,/);
  });

  it('shows on the enquiry’s timeline in the audit log', async () => {
    const enquiryId = await raise(
      enquiry({
        name: 'Timeline Academy',
        adminEmail: 'timeline@nyanga.test',
        headEmail: 'timeline.head@nyanga.test',
      }),
    );
    const res = await invite(enquiryId, superToken);
    const params = new URLSearchParams({
      filter: JSON.stringify({ recordId: enquiryId }),
      sort: JSON.stringify(['occurredAt', 'ASC']),
    });
    const log = await t.request(`/api/events?${params}`, {
      token: superToken,
      headers: { 'X-Consistent-After': String(res.body.position) },
    });
    expect(log.status).toBe(200);
    expect((log.body as AuditEntry[]).map((e) => [e.type, e.summary])).toEqual([
      ['EnquiryRaised', 'Enquiry raised for Timeline Academy (Nyanga)'],
      [
        'EnquirerInvitedToEnrol',
        'Timeline Academy invited to enrol; invitation mailed to timeline@nyanga.test, timeline.head@nyanga.test',
      ],
    ]);
  });
});
