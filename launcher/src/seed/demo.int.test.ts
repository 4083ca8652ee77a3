import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyChild } from '@chikoro/contracts';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { DEMO_PASSWORD, seedDemo } from './seed';

describe('the demo data', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ RATE_LIMIT_ENROLMENTS: 'off', RATE_LIMIT_PUBLIC_BURST: 'off' });
  });
  afterAll(async () => t?.stop());

  it('is made through the commands, and its printed student and parent sign in', { timeout: 240_000 }, async () => {
    const signIns = await seedDemo(t.url, t.platform.pool, t.superadmin);
    const parent = signIns.find((s) => s.role === 'PARENT')!;
    expect(parent.identifier).toBe('0712000101');
    expect((await t.request('/api/auth/login', { json: { identifier: parent.identifier, password: DEMO_PASSWORD } })).status).toBe(200);
    // The printed parent has a child at each approved school; the first school's child has a published card.
    expect(parent.note).toBe('children at Mabvazuva High School and Lobengula Primary School');
    const parentToken = await t.login(parent.identifier, DEMO_PASSWORD);
    await expect.poll(async () => ((await t.request('/api/my-children', { token: parentToken })).body as MyChild[]).map((c) => [c.school.name, c.latestReportCardId !== null]).sort(), { timeout: 20_000 })
      .toEqual([['Lobengula Primary School', false], ['Mabvazuva High School', true]]);
    for (const s of signIns.filter((x) => x.role === 'STUDENT')) {
      expect((await t.request('/api/auth/login', { json: { identifier: s.identifier, password: DEMO_PASSWORD } })).status).toBe(200);
    }
  });
});
