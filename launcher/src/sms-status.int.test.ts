import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@chikoro/contracts';
import { inviteParent } from './testing/families';
import { eventually, postAnnouncement } from './testing/family';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { signedInAs } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { signAsTwilio, startTestTwilio, TWILIO_TOKEN, type TestTwilio } from './testing/twilio';

let t: TestPlatform;
let twilio: TestTwilio;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;

beforeAll(async () => {
  twilio = await startTestTwilio();
  t = await startTestPlatform(twilio.env);
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
});
afterAll(async () => {
  await t?.stop();
  await twilio?.stop();
});

const invitation = (parentId: string, token = a.admin.token) =>
  t.request(`/api/parent-invitations/${parentId}`, { token });
const stateOf = async (parentId: string) =>
  (await invitation(parentId)).body.messages.map((m: { state: string; reason: string | null }) => [
    m.state,
    m.reason,
  ]);

describe('a phone-only parent invited with Twilio configured', () => {
  let parentId: string;
  let sms: Awaited<ReturnType<TestTwilio['waitForSms']>>;

  beforeAll(async () => {
    parentId = await inviteParent(t, a, {
      phoneNumber: '0772999111',
      firstName: 'Rumbi',
      lastName: 'Moyo',
    });
    sms = await twilio.waitForSms('+263772999111');
  });

  it('gets the registration link by SMS, and the admin sees it sent', async () => {
    expect(sms.fields.Body).toMatch(
      /Complete your registration at http:\/\/localhost:\d+\/register\?phoneNumber=263772999111&invite=[\w-]+ \(valid 14 days, one use\)\./,
    );
    await eventually('the sid recorded', async () => (await stateOf(parentId))[0]?.[0] === 'sent');
    const res = await invitation(parentId);
    expect(res.body.messages).toEqual([
      expect.objectContaining({
        channel: 'SMS',
        to: '263772999111',
        recipientName: 'Rumbi Moyo',
        state: 'sent',
        reason: null,
      }),
    ]);
    expect(res.body.link).toBe(/http:\/\/\S+invite=[\w-]+/.exec(sms.fields.Body!)![0]);
    expect(res.body.code).toBe(new URL(res.body.link).searchParams.get('invite'));
  });

  it('refuses a status callback whose signature does not match, and changes nothing', async () => {
    const forged = await twilio.report(
      sms,
      'undelivered',
      { ErrorCode: '30003' },
      signAsTwilio('not-the-token', sms.fields.StatusCallback!, { MessageSid: sms.sid! }),
    );
    expect(forged.status).toBe(403);
    const unsigned = await fetch(sms.fields.StatusCallback!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MessageSid: sms.sid!, MessageStatus: 'failed' }),
    });
    expect(unsigned.status).toBe(403);
    // Signed over other fields than those sent: the status was changed on the way.
    const tampered = await twilio.report(
      sms,
      'failed',
      {},
      signAsTwilio(TWILIO_TOKEN, sms.fields.StatusCallback!, {
        MessageSid: sms.sid!,
        MessageStatus: 'delivered',
      }),
    );
    expect(tampered.status).toBe(403);
    expect(await stateOf(parentId)).toEqual([['sent', null]]);
  });

  it("shows delivered once Twilio says so, and a late 'sent' does not undo it", async () => {
    expect((await twilio.report(sms, 'delivered')).status).toBe(204);
    expect(await stateOf(parentId)).toEqual([['delivered', null]]);
    expect((await twilio.report(sms, 'sent')).status).toBe(204);
    expect(await stateOf(parentId)).toEqual([['delivered', null]]);
  });

  it('answers 404 to a callback for a message it never sent', async () => {
    const unknown = await twilio.report(
      { ...sms, sid: 'SM99999999999999999999999999999999' },
      'delivered',
    );
    expect([unknown.status, ((await unknown.json()) as { detail: string }).detail]).toEqual([
      404,
      'No message has this MessageSid.',
    ]);
  });
});

describe('an SMS the phone never got', () => {
  it("is failed with Twilio's reason", async () => {
    const parentId = await inviteParent(t, a, {
      phoneNumber: '0772999222',
      firstName: 'Tatenda',
      lastName: 'Zhou',
    });
    const sms = await twilio.waitForSms('+263772999222');
    await eventually('the sid recorded', async () => (await stateOf(parentId))[0]?.[0] === 'sent');
    expect((await twilio.report(sms, 'undelivered', { ErrorCode: '30003' })).status).toBe(204);
    expect(await stateOf(parentId)).toEqual([
      ['failed', 'Twilio error 30003: unreachable destination handset'],
    ]);
  });
});

describe("an announcement's messages", () => {
  it('name each recipient with their number or address and say what became of it', async () => {
    await inviteParent(t, b, { phoneNumber: '0772999331', firstName: 'Chipo', lastName: 'Dube' });
    await inviteParent(t, b, { phoneNumber: '0772999332', firstName: 'Farai', lastName: 'Gumbo' });
    await inviteParent(t, b, {
      phoneNumber: '0772999333',
      firstName: 'Nyasha',
      lastName: 'Banda',
      email: 'nyasha.banda@sms.test',
    });
    const id = await postAnnouncement(t, b, {
      title: 'Sports day',
      body: 'Bring water.',
      audience: { kind: 'PARENTS' },
    });
    await twilio.waitForSms('+263772999332');
    const messages = await eventually('both SMS sent', async () => {
      const res = await t.request(`/api/messages?topic=announcement:${id}`, {
        token: b.admin.token,
      });
      const found = res.body.messages as {
        recipientName: string;
        to: string;
        channel: string;
        state: string;
        reason: string | null;
      }[];
      return found.filter((m) => m.state === 'sent').length === 2 && found;
    });
    expect(messages.map((m) => [m.recipientName, m.to, m.channel, m.state, m.reason])).toEqual(
      [
        ['Chipo Dube', '263772999331', 'SMS', 'sent', null],
        ['Farai Gumbo', '263772999332', 'SMS', 'sent', null],
        [
          'Nyasha Banda',
          'nyasha.banda@sms.test',
          'EMAIL',
          'not-sent',
          'no mail server is configured',
        ],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
    // School A's admin asks about school B's announcement: nothing.
    expect(
      (await t.request(`/api/messages?topic=announcement:${id}`, { token: a.admin.token })).body,
    ).toEqual({ messages: [] });
  });
});

describe('who may see how messages went', () => {
  let parentId: string;
  beforeAll(async () => {
    parentId = await inviteParent(t, a, {
      phoneNumber: '0772999444',
      firstName: 'Kuda',
      lastName: 'Ncube',
    });
    await twilio.waitForSms('+263772999444');
  });

  it.each([
    ['SUPERADMIN', 403],
    ['TEACHER', 403],
    ['STUDENT', 403],
    ['PARENT', 403],
  ] as const)('a %s is refused (%i)', async (role, status) => {
    const token =
      role === 'SUPERADMIN' ? superToken : await signedInAs(t, role as Role, a.schoolId);
    expect((await invitation(parentId, token)).status).toBe(status);
    expect(
      (await t.request(`/api/messages?topic=parent-invitation:${parentId}`, { token })).status,
    ).toBe(status);
  });

  it('anonymous is asked to sign in (401)', async () => {
    expect((await t.request(`/api/parent-invitations/${parentId}`)).status).toBe(401);
    expect((await t.request(`/api/messages?topic=parent-invitation:${parentId}`)).status).toBe(401);
  });

  it("another school's admin finds nothing (404, an empty list)", async () => {
    expect((await invitation(parentId, b.admin.token)).status).toBe(404);
    expect(
      (
        await t.request(`/api/messages?topic=parent-invitation:${parentId}`, {
          token: b.admin.token,
        })
      ).body,
    ).toEqual({ messages: [] });
  });

  it("the school's admin sees it; a topic that is not one is a 400", async () => {
    expect((await invitation(parentId)).status).toBe(200);
    expect(
      (await t.request('/api/messages?topic=everything', { token: a.admin.token })).status,
    ).toBe(400);
  });
});

describe('without an SMS provider', () => {
  let bare: TestPlatform;
  beforeAll(async () => {
    bare = await startTestPlatform();
  });
  afterAll(async () => bare?.stop());

  it('the invitation says it was not sent, and the admin has the link and the code', async () => {
    const school = await approvedSchool(
      bare,
      await bare.login(bare.superadmin.email, bare.superadmin.password),
    );
    const parentId = await inviteParent(bare, school, {
      phoneNumber: '0772999555',
      firstName: 'Tsitsi',
      lastName: 'Mhlanga',
    });
    const res = await eventually('the invitation written', async () => {
      const found = await bare.request(`/api/parent-invitations/${parentId}`, {
        token: school.admin.token,
      });
      return found.status === 200 && found;
    });
    expect(
      res.body.messages.map((m: { state: string; reason: string }) => [m.state, m.reason]),
    ).toEqual([['not-sent', 'no SMS provider is configured']]);
    const { rows } = await bare.platform.pool.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE to_address = '263772999555'",
    );
    expect(rows[0]!.body).toContain(`${res.body.link} (valid 14 days, one use)`);
    expect(res.body.link).toMatch(
      /^http:\/\/localhost:\d+\/register\?phoneNumber=263772999555&invite=/,
    );
    expect(res.body.link.endsWith(`invite=${res.body.code}`)).toBe(true);
  });
});
