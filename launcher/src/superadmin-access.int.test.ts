import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@chikoro/contracts';
import { listResources } from '@chikoro/query-service/app';
import { enrolmentDetails, PNG_BYTES, enrolmentForm } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

/**
 * Route × role: every superadmin endpoint refuses an anonymous caller (401) and a school admin
 * (403, an admin made through the real approve + set-password flow), and serves the superadmin.
 */
let t: TestPlatform;
let superToken: string;
let admin: { token: string; schoolId: string };
let pendingIds: string[];
let logoFileId: string;

async function enrol(withLogo = false) {
  const details = enrolmentDetails();
  const res = withLogo
    ? await t.request('/api/commands/EnrolSchool', {
        body: enrolmentForm(details, [
          { field: 'logo', name: 'crest.png', bytes: PNG_BYTES, type: 'image/png' },
        ]),
      })
    : await t.request('/api/commands/EnrolSchool', { json: details });
  expect(res.status).toBe(201);
  return { details, schoolId: res.body.schoolId as string };
}

beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  const { details, schoolId } = await enrol();
  await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token: superToken });
  const email = details.adminEmail.toLowerCase();
  expect(
    (
      await t.request('/api/auth/set-password', {
        json: { email, code: await mailedCode(t.platform, email), password: 'Admin-password-1' },
      })
    ).status,
  ).toBe(200);
  admin = { token: await t.login(email, 'Admin-password-1'), schoolId };
  pendingIds = [];
  for (let i = 0; i < 4; i++) pendingIds.push((await enrol()).schoolId);
  const withLogo = await enrol(true);
  const row = await t.request(`/api/enrolment-requests/${withLogo.schoolId}`, {
    token: superToken,
    headers: { 'X-Consistent-After': String(await t.platform.store.headPosition()) },
  });
  logoFileId = row.body.logoFileId;
});
afterAll(async () => t?.stop());

async function anyEventId(): Promise<string> {
  const res = await t.request('/api/events?range=[0,0]', {
    token: superToken,
    headers: { 'X-Consistent-After': String(await t.platform.store.headPosition()) },
  });
  return res.body[0].id;
}

const get = (path: string, token?: string) => t.request(path, { token });

describe('superadmin reads: anonymous 401, ADMIN 403, SUPERADMIN 200', () => {
  const paths = () => [
    '/api/enrolment-requests',
    `/api/enrolment-requests/${pendingIds[0]}`,
    '/api/events',
    '/api/events.csv',
    '/api/event-types',
    '/api/people',
    '/api/statistics',
  ];

  it('for each of them', async () => {
    const all = [...paths(), `/api/events/${await anyEventId()}`];
    for (const path of all) {
      const anonymous = await get(path);
      expect(anonymous.status, `anonymous ${path}`).toBe(401);
      expect(anonymous.body.detail).toBe(authMessages.signInRequired);
      const asAdmin = await get(path, admin.token);
      expect(asAdmin.status, `ADMIN ${path}`).toBe(403);
      expect(asAdmin.body.detail).toBe(authMessages.forbidden);
      expect((await get(path, superToken)).status, `SUPERADMIN ${path}`).toBe(200);
    }
  });

  it('the bell serves every signed-in role its own audience only: an admin never sees enrolment requests or enquiries', async () => {
    expect((await get('/api/notifications')).status).toBe(401);
    const asAdmin = await get('/api/notifications', admin.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.items).toEqual([]);
    const asSuper = await get('/api/notifications', superToken);
    expect(asSuper.body.items.length).toBeGreaterThan(0);
  });

  it('for every list resource only the superadmin reads, this module’s or another’s', async () => {
    const superOnly = listResources.filter(
      (r) => r.roles.length === 1 && r.roles[0] === 'SUPERADMIN',
    );
    expect(superOnly.map((r) => r.name)).toEqual(
      expect.arrayContaining(['enrolment-requests', 'events', 'event-types', 'people']),
    );
    for (const resource of superOnly) {
      const path = `/api/${resource.name}`;
      expect((await get(path)).status, `anonymous ${path}`).toBe(401);
      expect((await get(path, admin.token)).status, `ADMIN ${path}`).toBe(403);
      expect((await get(path, superToken)).status, `SUPERADMIN ${path}`).toBe(200);
    }
  });

  it('an uploaded file: the superadmin, not another school’s admin, nor anyone signed out', async () => {
    const path = `/api/files/${logoFileId}`;
    expect((await get(path)).status).toBe(401);
    expect((await get(path, admin.token)).status).toBe(403);
    expect((await get(path, superToken)).status).toBe(200);
  });
});

describe('superadmin commands: anonymous 401, ADMIN 403 (nothing appended), SUPERADMIN allowed', () => {
  const bodies = async (): Promise<Record<string, unknown>> => ({
    ApproveSchool: { schoolId: pendingIds[0] },
    RejectSchool: { schoolId: pendingIds[1], reason: 'Not registered with the Ministry' },
    CorrectSchoolDetails: { schoolId: pendingIds[2], changes: { town: 'Rusape' } },
  });

  it('for each of this module’s commands, with the superadmin’s answer a success', async () => {
    for (const [type, body] of Object.entries(await bodies())) {
      const head = await t.platform.store.headPosition();
      expect(
        (await t.request(`/api/commands/${type}`, { json: body })).status,
        `anonymous ${type}`,
      ).toBe(401);
      expect(
        (await t.request(`/api/commands/${type}`, { json: body, token: admin.token })).status,
        `ADMIN ${type}`,
      ).toBe(403);
      expect(await t.platform.store.headPosition()).toBe(head);
      const res = await t.request(`/api/commands/${type}`, { json: body, token: superToken });
      expect(res.status, `SUPERADMIN ${type}: ${JSON.stringify(res.body)}`).toBe(201);
    }
  });

  it('for every command only the superadmin may send, wherever it is registered', async () => {
    const { registry } = t.platform.commands;
    const superOnly = registry.types().filter((type) => {
      const access = registry.get(type)!.access;
      return access !== 'public' && access.length === 1 && access[0] === 'SUPERADMIN';
    });
    expect(superOnly).toEqual(expect.arrayContaining(Object.keys(await bodies())));
    for (const type of superOnly) {
      const head = await t.platform.store.headPosition();
      expect(
        (await t.request(`/api/commands/${type}`, { json: {} })).status,
        `anonymous ${type}`,
      ).toBe(401);
      expect(
        (await t.request(`/api/commands/${type}`, { json: {}, token: admin.token })).status,
        `ADMIN ${type}`,
      ).toBe(403);
      expect(await t.platform.store.headPosition()).toBe(head);
      // An empty body is refused as input (400), never as a matter of who sends it.
      expect([401, 403]).not.toContain(
        (await t.request(`/api/commands/${type}`, { json: {}, token: superToken })).status,
      );
    }
  });
});

describe('profile and settings, for any signed-in role: anonymous 401, ADMIN and SUPERADMIN 200', () => {
  it('GET /api/me, UpdateMyProfile, POST /api/me/password', async () => {
    expect((await get('/api/me')).status).toBe(401);
    expect((await get('/api/me', admin.token)).body).toMatchObject({
      role: 'ADMIN',
      schoolId: admin.schoolId,
    });
    expect((await get('/api/me', superToken)).body).toMatchObject({
      role: 'SUPERADMIN',
      email: t.superadmin.email,
      schoolId: null,
    });

    expect(
      (
        await t.request('/api/commands/UpdateMyProfile', {
          json: { firstName: 'A', lastName: 'B' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.request('/api/commands/UpdateMyProfile', {
          json: { firstName: 'Rudo', lastName: 'Admin' },
          token: admin.token,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.request('/api/commands/UpdateMyProfile', {
          json: { firstName: 'Platform', lastName: 'Superadmin' },
          token: superToken,
        })
      ).status,
    ).toBe(200);

    const change = {
      currentPassword: 'Admin-password-1',
      newPassword: 'Admin-password-2',
      repeatPassword: 'Admin-password-2',
    };
    expect((await t.request('/api/me/password', { json: change })).status).toBe(401);
    expect((await t.request('/api/me/password', { json: change, token: admin.token })).status).toBe(
      200,
    );
    const back = {
      currentPassword: t.superadmin.password,
      newPassword: 'Root-password-2',
      repeatPassword: 'Root-password-2',
    };
    expect((await t.request('/api/me/password', { json: back, token: superToken })).status).toBe(
      200,
    );
    const restore = {
      currentPassword: 'Root-password-2',
      newPassword: t.superadmin.password,
      repeatPassword: t.superadmin.password,
    };
    expect((await t.request('/api/me/password', { json: restore, token: superToken })).status).toBe(
      200,
    );
  });
});
