import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChangeMessages as pm, profileMessages, type AuditEntry } from '@chikoro/contracts';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
let superId: string;
beforeAll(async () => {
  t = await startTestPlatform();
  const login = await t.request('/api/auth/login', {
    json: { identifier: t.superadmin.email, password: t.superadmin.password },
  });
  superToken = login.body.token;
  superId = login.body.user.id;
});
afterAll(async () => t?.stop());

const after = (position: number) => ({ 'X-Consistent-After': String(position) });
const changePassword = (body: unknown) =>
  t.request('/api/me/password', { json: body, token: superToken });

describe('the profile (GET /api/me, UpdateMyProfile)', () => {
  it('shows the names and email; a rename is an event the audit log shows before → after, and sign-in answers the new names', async () => {
    expect((await t.request('/api/me', { token: superToken })).body).toEqual({
      id: superId,
      firstName: 'Platform',
      lastName: 'Superadmin',
      email: t.superadmin.email,
      phone: null,
      role: 'SUPERADMIN',
      schoolId: null,
      dateOfBirth: null,
      photo: null,
      school: null,
      editable: ['firstName', 'lastName', 'phone', 'photo'],
    });
    const res = await t.request('/api/commands/UpdateMyProfile', {
      json: { firstName: ' Tariro ', lastName: 'Superadmin' },
      token: superToken,
    });
    expect(res.status).toBe(201);
    expect(
      (await t.request('/api/me', { token: superToken, headers: after(res.body.position) })).body,
    ).toMatchObject({ firstName: 'Tariro', lastName: 'Superadmin' });
    const login = await t.request('/api/auth/login', {
      json: { identifier: t.superadmin.email, password: t.superadmin.password },
    });
    expect(login.body.user).toMatchObject({ firstName: 'Tariro', lastName: 'Superadmin' });

    const audit = await t.request(
      `/api/events?filter=${encodeURIComponent(JSON.stringify({ type: 'ProfileUpdated', actorId: superId }))}`,
      { token: superToken, headers: after(res.body.position) },
    );
    const [entry] = audit.body as AuditEntry[];
    expect(entry).toMatchObject({
      actorName: 'Tariro Superadmin',
      actorRole: 'SUPERADMIN',
      recordId: superId,
      summary: "Profile updated: First name: 'Platform' → 'Tariro'",
    });
    expect(entry!.changes).toEqual([{ field: 'firstName', before: 'Platform', after: 'Tariro' }]);
  });

  it('names may not be blank; the same names again append nothing', async () => {
    const head = await t.platform.store.headPosition();
    const empty = await t.request('/api/commands/UpdateMyProfile', {
      json: { firstName: '', lastName: ' ' },
      token: superToken,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'firstName', message: profileMessages.firstName },
      { field: 'lastName', message: profileMessages.lastName },
    ]);
    const me = (await t.request('/api/me', { token: superToken })).body;
    const same = await t.request('/api/commands/UpdateMyProfile', {
      json: { firstName: me.firstName, lastName: me.lastName },
      token: superToken,
    });
    expect(same.status).toBe(200);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('settings: changing the password (POST /api/me/password)', () => {
  it('checks the rules with the settings page’s messages and changes nothing when they fail', async () => {
    const head = await t.platform.store.headPosition();
    const cases: [unknown, { field: string; message: string }[]][] = [
      [
        { currentPassword: '', newPassword: 'short', repeatPassword: 'other' },
        [
          { field: 'currentPassword', message: pm.currentRequired },
          { field: 'newPassword', message: pm.tooShort },
          { field: 'repeatPassword', message: pm.mismatch },
        ],
      ],
      [
        {
          currentPassword: t.superadmin.password,
          newPassword: t.superadmin.password,
          repeatPassword: t.superadmin.password,
        },
        [{ field: 'newPassword', message: pm.mustDiffer }],
      ],
      [
        {
          currentPassword: 'Not-the-password-1',
          newPassword: 'A-new-password-1',
          repeatPassword: 'A-new-password-1',
        },
        [{ field: 'currentPassword', message: pm.currentWrong }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await changePassword(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect(
      (
        await changePassword({
          currentPassword: t.superadmin.password,
          newPassword: 'A-new-password-1',
          repeatPassword: 'A-new-password-1',
          userId: superId,
        })
      ).status,
    ).toBe(400);
    expect(await t.platform.store.headPosition()).toBe(head);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: t.superadmin.email, password: t.superadmin.password },
        })
      ).status,
    ).toBe(200);
  });

  it('changes it: the old one stops working, the new one signs in, and the audit log records the fact only', async () => {
    const res = await changePassword({
      currentPassword: t.superadmin.password,
      newPassword: 'A-new-password-1',
      repeatPassword: 'A-new-password-1',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(pm.changed);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: t.superadmin.email, password: t.superadmin.password },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: t.superadmin.email, password: 'A-new-password-1' },
        })
      ).status,
    ).toBe(200);
    const audit = await t.request(
      `/api/events?filter=${encodeURIComponent(JSON.stringify({ type: 'PasswordChanged' }))}`,
      { token: superToken, headers: after(res.body.position) },
    );
    expect(audit.body).toHaveLength(1);
    expect(audit.body[0]).toMatchObject({
      actorId: superId,
      summary: 'Password changed',
      changes: [],
    });
    await changePassword({
      currentPassword: 'A-new-password-1',
      newPassword: t.superadmin.password,
      repeatPassword: t.superadmin.password,
    });
  });
});
