import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let provider: DataProvider;
let lastPosition = 0;
const ids: Record<string, string> = {};

/** react-admin's own REST client, exactly as the UI uses it, with the superadmin's token. */
function providerFor(token: string): DataProvider {
  return simpleRestProvider(`${t.url}/api`, (url, options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('X-Consistent-After', String(lastPosition));
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
}

beforeAll(async () => {
  t = await startTestPlatform();
  const token = await t.login(t.superadmin.email, t.superadmin.password);
  for (const [name, town] of [
    ['Alpha School', 'Harare'],
    ['Bravo School', 'Bulawayo'],
    ['Charlie School', 'Mutare'],
    ['Delta School', 'Gweru'],
  ] as const) {
    const res = await t.request('/api/commands/EnrolSchool', {
      json: enrolmentDetails({ name, town }),
    });
    ids[name] = res.body.schoolId;
    lastPosition = res.body.position;
  }
  const approved = await t.request('/api/commands/ApproveSchool', {
    json: { schoolId: ids['Bravo School'] },
    token,
  });
  const rejected = await t.request('/api/commands/RejectSchool', {
    json: { schoolId: ids['Delta School'], reason: 'Duplicate' },
    token,
  });
  lastPosition = Math.max(approved.body.position, rejected.body.position);
  provider = providerFor(token);
});
afterAll(async () => t?.stop());

describe('enrolment-requests through ra-data-simple-rest', () => {
  it('getList sorts, pages and counts', async () => {
    const page = await provider.getList('enrolment-requests', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(page.data.map((r) => r.name)).toEqual(['Alpha School', 'Bravo School']);
    expect(page.total).toBe(4);
    const second = await provider.getList('enrolment-requests', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(second.data.map((r) => r.name)).toEqual(['Charlie School', 'Delta School']);
  });

  it('getList filters by status and by name search', async () => {
    const pending = await provider.getList('enrolment-requests', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { status: 'PENDING' },
    });
    expect(pending.data.map((r) => r.name)).toEqual(['Charlie School', 'Alpha School']);
    const searched = await provider.getList('enrolment-requests', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ELTA' },
    });
    expect(searched.data).toHaveLength(1);
    expect(searched.data[0]).toMatchObject({
      name: 'Delta School',
      status: 'REJECTED',
      rejectionReason: 'Duplicate',
    });
  });

  it('getOne and getMany', async () => {
    const one = await provider.getOne('enrolment-requests', { id: ids['Bravo School']! });
    expect(one.data).toMatchObject({ id: ids['Bravo School'], status: 'APPROVED' });
    const many = await provider.getMany('enrolment-requests', {
      ids: [ids['Alpha School']!, ids['Charlie School']!],
    });
    expect(many.data.map((r) => r.name).sort()).toEqual(['Alpha School', 'Charlie School']);
  });

  it('refuses sort and filter keys outside the allow-list, and pages over 100 rows', async () => {
    await expect(
      provider.getList('enrolment-requests', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'details', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      provider.getList('enrolment-requests', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
        filter: { adminEmail: 'x' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      provider.getList('enrolment-requests', {
        pagination: { page: 1, perPage: 100000 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      provider.getList('enrolment-requests', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
        filter: { status: 'DELETED' },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('is the superadmin’s only: a school admin gets 403', async () => {
    const res = await t.request('/api/enrolment-requests', { token: await adminToken() });
    expect(res.status).toBe(403);
  });

  it('exposes Content-Range to cross-origin clients', async () => {
    const res = await t.request('/api/enrolment-requests?range=[0,0]', {
      token: await t.login(t.superadmin.email, t.superadmin.password),
    });
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(res.headers.get('content-range')).toBe('enrolment-requests 0-0/4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

async function adminToken(): Promise<string> {
  const { rows } = await t.platform.pool.query<{ email: string }>(
    "SELECT email FROM auth_users WHERE role = 'ADMIN' LIMIT 1",
  );
  const email = rows[0]!.email;
  const code = await mailedCode(t.platform, email);
  await t.request('/api/auth/set-password', {
    json: { email, code, password: 'Admin-password-1' },
  });
  return t.login(email, 'Admin-password-1');
}
