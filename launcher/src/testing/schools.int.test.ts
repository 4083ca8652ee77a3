import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness';
import { approvedSchool } from './schools';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.stop());

it('gives two different approved schools whose admins are signed in to their own school', async () => {
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  const [a, b] = [await approvedSchool(t, superToken), await approvedSchool(t, superToken)];
  expect(a.schoolId).not.toBe(b.schoolId);
  const me = await t.request('/api/me', { token: a.admin.token });
  expect([me.status, me.body.role, me.body.schoolId]).toEqual([200, 'ADMIN', a.schoolId]);
});
