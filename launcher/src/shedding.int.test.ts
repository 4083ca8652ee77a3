import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testing/harness';

describe('the platform past the requests it answers at once', () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(async () => {
    // Three places, one kept for school work; a read asking for a position the log never reaches is held for 3 s.
    t = await startTestPlatform({
      MAX_REQUESTS_IN_FLIGHT: '3',
      RESERVED_FOR_SCHOOL_WORK: '1',
      CONSISTENCY_TIMEOUT_MS: '3000',
    });
    token = await t.login(t.superadmin.email, t.superadmin.password);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('turns a reader away with 503 and Retry-After while two reads wait, still signs people in, and reads again once they are answered', async () => {
    const held = [1, 2].map(() =>
      t.request('/api/enrolment-requests', {
        token,
        headers: { 'X-Consistent-After': '999999999' },
      }),
    );
    await expect.poll(() => t.platform.shedder.inFlight()).toBe(2);

    const turned = await t.request('/api/enrolment-requests', { token });
    expect(turned.status).toBe(503);
    expect(Number(turned.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(turned.body.type).toBe('https://chikoro.app/problems/busy');
    expect(turned.body.detail).toMatch(
      /^Many families are reading results right now — trying again in (1 second|[23] seconds)\.$/,
    );

    const signIn = await t.request('/api/auth/login', {
      json: { identifier: t.superadmin.email, password: t.superadmin.password },
    });
    expect(signIn.status).toBe(200);
    expect((await t.request('/api/health')).status).toBe(200);

    await Promise.all(held);
    await expect.poll(() => t.platform.shedder.inFlight()).toBe(0);
    const again = await t.request('/api/enrolment-requests', { token });
    expect(again.status).toBe(200);
    expect(t.platform.shedder.shed()).toBe(1);
  });
});
