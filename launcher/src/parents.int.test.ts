import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, parentFieldMessages, parentInvitationMessages } from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
let admin: { token: string; schoolId: string; email: string; phone: string };
beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  admin = await approvedAdmin();
});
afterAll(async () => t?.stop());

async function approvedAdmin() {
  const details = enrolmentDetails();
  const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
  await t.request('/api/commands/ApproveSchool', {
    json: { schoolId: enrolled.body.schoolId },
    token: superToken,
  });
  const email = details.adminEmail.toLowerCase();
  await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password: 'Admin-password-1' },
  });
  return {
    token: await t.login(email, 'Admin-password-1'),
    schoolId: enrolled.body.schoolId as string,
    email,
    phone: details.adminPhonenumber,
  };
}

let phoneCounter = 0;
/** A fresh Zimbabwean mobile per call, local form (07…), and its canonical form (2637…). */
function newPhone() {
  phoneCounter += 1;
  const digits = `${String(Date.now()).slice(-4)}${String(phoneCounter).padStart(3, '0')}`;
  return { local: `078${digits}`, canonical: `26378${digits}` };
}

/** The newest invitation link sent to an address (an email, or a phone for an SMS). */
async function invitationTo(
  address: string,
  newerThanToken?: string,
): Promise<{ url: URL; token: string; channel: string; body: string }> {
  let row: { body: string; channel: string } | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await t.platform.pool.query<{ body: string; channel: string }>(
          "SELECT body, channel FROM mail_outbox WHERE to_address = $1 AND body LIKE '%/register?%' ORDER BY id DESC LIMIT 1",
          [address],
        );
        row = rows[0];
        return row !== undefined && (!newerThanToken || !row.body.includes(newerThanToken));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const url = new URL(/(https?:\/\/\S+\/register\?\S+?)(?=[\s)]|$)/.exec(row!.body)![1]!);
  return { url, token: url.searchParams.get('invite')!, channel: row!.channel, body: row!.body };
}

async function invite(body: Record<string, unknown>, token = admin.token) {
  return t.request('/api/commands/InviteParent', { json: body, token });
}

function registration(phone: string, inviteToken: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Chipo',
    middleName: 'Rumbidzai',
    lastName: 'Mutasa',
    phonenumber: phone,
    whatsappNumber: '',
    email: `chipo${Date.now()}${phoneCounter}@example.com`,
    address: '14 Jason Moyo Avenue',
    country: 'Zimbabwe',
    province: 'Harare',
    district: 'Harare Urban',
    password: 'Parent-pass-1',
    repeatPassword: 'Parent-pass-1',
    inviteToken,
    ...overrides,
  };
}

async function invitedParent() {
  const phone = newPhone();
  const email = `parent${phone.canonical}@example.com`;
  const res = await invite({
    phoneNumber: phone.local,
    firstName: 'Chipo',
    lastName: 'Mutasa',
    email,
  });
  expect(res.status).toBe(201);
  const link = await invitationTo(email);
  return { phone, email, parentId: res.body.parentId as string, ...link };
}

describe('InviteParent', () => {
  it('is refused anonymously (401) and for a superadmin (403), appending nothing', async () => {
    const head = await t.platform.store.headPosition();
    expect((await invite({ phoneNumber: newPhone().local }, '')).status).toBe(401);
    const res = await invite({ phoneNumber: newPhone().local }, superToken);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(authMessages.forbidden);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('needs a Zimbabwean mobile number', async () => {
    const head = await t.platform.store.headPosition();
    const res = await invite({ phoneNumber: '0242700100', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'phoneNumber', message: parentInvitationMessages.phoneNumber },
      { field: 'email', message: parentInvitationMessages.email },
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('mails a single-use link with the phone in its canonical form; the event holds neither token nor link', async () => {
    const parent = await invitedParent();
    expect(parent.channel).toBe('EMAIL');
    expect(parent.url.pathname).toBe('/register');
    expect(parent.url.searchParams.get('phoneNumber')).toBe(parent.phone.canonical);
    expect(parent.token.length).toBeGreaterThanOrEqual(40);
    const events = await t.platform.store.readStream(`parent-${parent.parentId}`);
    expect(events.map((e) => e.type)).toEqual(['ParentInvited']);
    expect(events[0]!.data).toMatchObject({
      phoneNumber: parent.phone.canonical,
      schoolId: admin.schoolId,
      email: parent.email,
    });
    expect(events[0]!.metadata).toMatchObject({ actorRole: 'ADMIN', schoolId: admin.schoolId });
    expect(JSON.stringify(events)).not.toContain(parent.token);
    const stored = await t.platform.pool.query(
      'SELECT token_hash FROM parent_invites WHERE parent_id = $1',
      [parent.parentId],
    );
    expect(stored.rows[0].token_hash).not.toBe(parent.token);
  });

  it('without an email, the invitation is an SMS to the phone, kept in the outbox', async () => {
    const phone = newPhone();
    expect((await invite({ phoneNumber: `+${phone.canonical}` })).status).toBe(201);
    const sms = await invitationTo(phone.canonical);
    expect(sms.channel).toBe('SMS');
    expect(sms.body).toContain('invites you to Chikoro');
  });

  it('inviting again retires the earlier link', async () => {
    const first = await invitedParent();
    expect((await invite({ phoneNumber: first.phone.canonical, email: first.email })).status).toBe(
      201,
    );
    const second = await invitationTo(first.email, first.token);
    expect(
      (
        await t.request('/api/commands/RegisterParent', {
          json: registration(first.phone.local, first.token),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('/api/commands/RegisterParent', {
          json: registration(first.phone.local, second.token),
        })
      ).status,
    ).toBe(201);
  });
});

describe('RegisterParent', () => {
  it('with the invitation makes a PARENT account of the school, signing in with the phone in any form', async () => {
    const parent = await invitedParent();
    const body = registration(parent.url.searchParams.get('phoneNumber')!, parent.token);
    const res = await t.request('/api/commands/RegisterParent', { json: body });
    expect(res.status).toBe(201);
    expect(res.body.parentId).toBe(parent.parentId);
    for (const identifier of [
      parent.phone.local,
      `+${parent.phone.canonical}`,
      body.email as string,
    ]) {
      const login = await t.request('/api/auth/login', {
        json: { identifier, password: 'Parent-pass-1' },
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({
        role: 'PARENT',
        schoolId: admin.schoolId,
        firstName: 'Chipo',
        lastName: 'Mutasa',
      });
    }
    const events = await t.platform.store.readStream(`parent-${parent.parentId}`);
    expect(events.map((e) => e.type)).toEqual(['ParentInvited', 'ParentRegistered']);
    expect(JSON.stringify(events)).not.toMatch(/Parent-pass-1|password/i);
    expect(events[1]!.metadata).toMatchObject({ actorRole: 'PUBLIC', actorId: null });
  });

  it('shows in the audit log as the parent’s own act, by name, not a public visitor’s', async () => {
    const parent = await invitedParent();
    const res = await t.request('/api/commands/RegisterParent', {
      json: registration(parent.url.searchParams.get('phoneNumber')!, parent.token),
    });
    expect(res.status).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ type: 'ParentRegistered' }));
    await expect
      .poll(
        async () => {
          const rows = (await t.request(`/api/events?filter=${filter}`, { token: superToken }))
            .body as { recordId: string; actorRole: string; actorName: string | null }[];
          const row = rows.find((r) => r.recordId === parent.parentId);
          return row && { actorRole: row.actorRole, actorName: row.actorName };
        },
        { timeout: 10_000 },
      )
      .toEqual({ actorRole: 'PARENT', actorName: 'Chipo Mutasa' });
  });

  it("refuses a made-up or another phone's invitation with 403, appending nothing and making no account", async () => {
    const parent = await invitedParent();
    const other = newPhone();
    const head = await t.platform.store.headPosition();
    for (const body of [
      registration(parent.phone.local, 'made-up-token'),
      registration(other.local, parent.token),
    ]) {
      const res = await t.request('/api/commands/RegisterParent', { json: body });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(parentInvitationMessages.inviteInvalid);
    }
    expect(await t.platform.store.headPosition()).toBe(head);
    expect(
      (
        await t.platform.pool.query('SELECT 1 FROM auth_users WHERE phone = ANY($1)', [
          [parent.phone.canonical, other.canonical],
        ])
      ).rowCount,
    ).toBe(0);
  });

  it('refuses a used invitation: one account, one registration', async () => {
    const parent = await invitedParent();
    expect(
      (
        await t.request('/api/commands/RegisterParent', {
          json: registration(parent.phone.local, parent.token),
        })
      ).status,
    ).toBe(201);
    const head = await t.platform.store.headPosition();
    const again = await t.request('/api/commands/RegisterParent', {
      json: registration(parent.phone.local, parent.token, {
        password: 'Other-pass-22',
        repeatPassword: 'Other-pass-22',
      }),
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(parentInvitationMessages.alreadyRegistered);
    expect(await t.platform.store.headPosition()).toBe(head);
    expect(
      (
        await t.platform.pool.query('SELECT 1 FROM auth_users WHERE phone = $1', [
          parent.phone.canonical,
        ])
      ).rowCount,
    ).toBe(1);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: parent.phone.local, password: 'Other-pass-22' },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses an expired invitation', async () => {
    const parent = await invitedParent();
    await t.platform.pool.query(
      "UPDATE parent_invites SET expires_at = now() - interval '1 second' WHERE parent_id = $1",
      [parent.parentId],
    );
    expect(
      (
        await t.request('/api/commands/RegisterParent', {
          json: registration(parent.phone.local, parent.token),
        })
      ).status,
    ).toBe(403);
  });

  it('sent again with the same Idempotency-Key answers the first result and appends nothing', async () => {
    const parent = await invitedParent();
    const headers = { 'Idempotency-Key': `register-${parent.parentId}` };
    // The same request sent twice: the key names this body, a different one under it is refused.
    const body = registration(parent.phone.local, parent.token);
    const first = await t.request('/api/commands/RegisterParent', { json: body, headers });
    expect(first.status).toBe(201);
    const head = await t.platform.store.headPosition();
    const retry = await t.request('/api/commands/RegisterParent', { json: body, headers });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('finishes a registration interrupted after the account was written, without a second account', async () => {
    const parent = await invitedParent();
    await t.platform.pool.query(
      "INSERT INTO auth_users (id, role, school_id, first_name, last_name, email, phone, password_hash) VALUES ($1, 'PARENT', $2, 'Chipo', 'Mutasa', $3, $4, NULL)",
      [parent.parentId, admin.schoolId, parent.email, parent.phone.canonical],
    );
    await t.platform.pool.query('UPDATE parent_invites SET used_at = now() WHERE parent_id = $1', [
      parent.parentId,
    ]);
    const res = await t.request('/api/commands/RegisterParent', {
      json: registration(parent.phone.local, parent.token, { email: parent.email }),
    });
    expect(res.status).toBe(201);
    expect(
      (await t.platform.store.readStream(`parent-${parent.parentId}`)).map((e) => e.type),
    ).toEqual(['ParentInvited', 'ParentRegistered']);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: parent.phone.local, password: 'Parent-pass-1' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.platform.pool.query('SELECT 1 FROM auth_users WHERE phone = $1', [
          parent.phone.canonical,
        ])
      ).rowCount,
    ).toBe(1);
  });

  it("lists every missing field with the spec's messages, checks the repeated password, and appends nothing", async () => {
    const parent = await invitedParent();
    const head = await t.platform.store.headPosition();
    const empty = await t.request('/api/commands/RegisterParent', {
      json: { phonenumber: parent.phone.local, country: 'Zimbabwe', inviteToken: parent.token },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'firstName', message: parentFieldMessages.firstName },
      { field: 'middleName', message: parentFieldMessages.middleName },
      { field: 'lastName', message: parentFieldMessages.lastName },
      { field: 'email', message: parentFieldMessages.email },
      { field: 'address', message: parentFieldMessages.address },
      { field: 'password', message: parentFieldMessages.password },
      { field: 'repeatPassword', message: parentFieldMessages.repeatPassword },
      { field: 'province', message: parentFieldMessages.province },
    ]);
    const mismatch = await t.request('/api/commands/RegisterParent', {
      json: registration(parent.phone.local, parent.token, { repeatPassword: 'Parent-pass-2' }),
    });
    expect(mismatch.body.errors).toEqual([
      { field: 'repeatPassword', message: parentFieldMessages.passwordMismatch },
    ]);
    const place = await t.request('/api/commands/RegisterParent', {
      json: registration(parent.phone.local, parent.token, {
        province: 'Harare',
        district: 'Gweru',
      }),
    });
    expect(place.body.errors).toEqual([
      { field: 'district', message: 'Gweru district does not belong in Harare province' },
    ]);
    const badPhone = await t.request('/api/commands/RegisterParent', {
      json: registration('0242700100', parent.token),
    });
    expect(badPhone.body.errors).toEqual([
      { field: 'phonenumber', message: parentFieldMessages.phonenumber },
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
    const abroad = await t.request('/api/commands/RegisterParent', {
      json: registration(parent.phone.local, parent.token, {
        country: 'South Africa',
        province: '',
        district: '',
      }),
    });
    expect(abroad.status).toBe(201);
  });

  it('refuses an email another account signs in with (409), keeping the invitation for a corrected try', async () => {
    const parent = await invitedParent();
    const head = await t.platform.store.headPosition();
    const taken = await t.request('/api/commands/RegisterParent', {
      json: registration(parent.phone.local, parent.token, { email: admin.email }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(parentInvitationMessages.emailTaken(admin.email));
    expect(await t.platform.store.headPosition()).toBe(head);
    expect(
      (
        await t.request('/api/commands/RegisterParent', {
          json: registration(parent.phone.local, parent.token),
        })
      ).status,
    ).toBe(201);
  });

  it('a registered parent cannot invite, and cannot be invited again', async () => {
    const parent = await invitedParent();
    await t.request('/api/commands/RegisterParent', {
      json: registration(parent.phone.local, parent.token),
    });
    const parentToken = await t.login(parent.phone.local, 'Parent-pass-1');
    expect((await invite({ phoneNumber: newPhone().local }, parentToken)).status).toBe(403);
    const again = await invite({ phoneNumber: parent.phone.local });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(parentInvitationMessages.alreadyRegistered);
  });
});

describe('InviteParent with a phone or an email another account signs in with', () => {
  /** The neutral refusals, typed again: neither names the account, its role or its school. */
  const phoneUnavailable =
    'This phone number cannot receive a parent invitation. Check the number with the parent.';
  const emailUnavailable =
    'This email cannot be used for a parent invitation. Check it with the parent, or leave it empty.';

  async function registeredParent() {
    const parent = await invitedParent();
    const body = registration(parent.phone.local, parent.token);
    expect((await t.request('/api/commands/RegisterParent', { json: body })).status).toBe(201);
    return { phone: parent.phone, email: body.email as string };
  }

  it("answers another school's admin and another role of this school alike, never saying whose", async () => {
    const other = await approvedAdmin();
    const parentOfFirst = await registeredParent();
    const head = await t.platform.store.headPosition();
    const phones = [
      await invite({ phoneNumber: admin.phone }, other.token),
      await invite({ phoneNumber: admin.phone }),
    ];
    const emails = [
      await invite({ phoneNumber: newPhone().local, email: parentOfFirst.email }, other.token),
      await invite({ phoneNumber: newPhone().local, email: admin.email }, other.token),
      await invite({ phoneNumber: newPhone().local, email: admin.email }),
    ];
    for (const res of phones) {
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(phoneUnavailable);
      expect(res.body.errors).toEqual([{ field: 'phoneNumber', message: phoneUnavailable }]);
    }
    for (const res of emails) {
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(emailUnavailable);
      expect(res.body.errors).toEqual([{ field: 'email', message: emailUnavailable }]);
    }
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it("invites another school's parent like a new phone: the same parent, who keeps one sign-in (no registration link is sent)", async () => {
    const other = await approvedAdmin();
    const parentOfFirst = await registeredParent();
    const res = await invite(
      { phoneNumber: parentOfFirst.phone.local, firstName: 'Chipo' },
      other.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await expect
      .poll(
        async () =>
          (
            await t.platform.pool.query(
              "SELECT subject FROM mail_outbox WHERE to_address = $1 AND subject LIKE '%added you on Chikoro'",
              [parentOfFirst.phone.canonical],
            )
          ).rowCount,
        { timeout: 10_000 },
      )
      .toBe(1);
    const links = await t.platform.pool.query(
      "SELECT 1 FROM mail_outbox WHERE to_address = $1 AND body LIKE '%/register?%'",
      [parentOfFirst.phone.canonical],
    );
    expect(links.rowCount).toBe(0);
  });

  it('tells the admin when a parent of their own school already uses the phone or the email', async () => {
    const parent = await registeredParent();
    const byPhone = await invite({ phoneNumber: `+${parent.phone.canonical}` });
    expect(byPhone.status).toBe(409);
    expect(byPhone.body.detail).toBe('This parent has already registered.');
    const byEmail = await invite({
      phoneNumber: newPhone().local,
      email: parent.email.toUpperCase(),
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.detail).toBe(
      'Another parent of your school already signs in with this email.',
    );
  });
});
