import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '@chikoro/platform';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.stop());

/** Everything the platform logs while `work` runs, as parsed JSON lines. */
async function logsOf(
  work: () => Promise<void>,
): Promise<{ text: string; lines: Record<string, unknown>[] }> {
  const chunks: string[] = [];
  const level = logger.level;
  logger.level = 'debug';
  const write = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => {
      chunks.push(String(chunk));
      return true;
    });
  try {
    await work();
    await new Promise((r) => setTimeout(r, 100)); // the last answer's line is written when it finishes
  } finally {
    write.mockRestore();
    logger.level = level;
  }
  const text = chunks.join('');
  return {
    text,
    lines: text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('the request log', () => {
  it('never holds a password, code or token through a sign-in and a password reset', async () => {
    const secrets: string[] = [t.superadmin.password];
    const { text, lines } = await logsOf(async () => {
      const signedIn = await t.request('/api/auth/login', {
        json: { identifier: t.superadmin.email, password: t.superadmin.password },
      });
      expect(signedIn.status).toBe(200);
      secrets.push(signedIn.body.token, signedIn.body.refreshToken);
      await t.request('/api/auth/login', {
        json: { identifier: t.superadmin.email, password: 'Wrong-password-9' },
      });
      secrets.push('Wrong-password-9');
      await t.request('/api/notifications', {
        token: signedIn.body.token,
        headers: { Cookie: `refresh=${signedIn.body.refreshToken}` },
      });

      const details = enrolmentDetails();
      const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
      await t.request('/api/commands/ApproveSchool', {
        json: { schoolId: enrolled.body.schoolId },
        token: signedIn.body.token,
      });
      const email = details.adminEmail.toLowerCase();
      const code = await mailedCode(t.platform, email);
      secrets.push(code);
      const verified = await t.request('/api/auth/verify-code', { json: { email, code } });
      expect(verified.status).toBe(200);
      secrets.push(verified.body.resetToken);
      const reset = await t.request('/api/auth/reset-password', {
        json: {
          resetToken: verified.body.resetToken,
          password: 'New-password-1',
          confirmPassword: 'New-password-1',
        },
      });
      expect(reset.status).toBe(200);
      secrets.push('New-password-1');
      expect(
        (
          await t.request('/api/auth/login', {
            json: { identifier: email, password: 'New-password-1' },
          })
        ).status,
      ).toBe(200);
    });
    expect(lines.filter((l) => l.path === '/api/auth/login')).toHaveLength(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('writes one line per request with method, path, status, duration, actor and request id, which the events carry as correlationId', async () => {
    const token = await t.login(t.superadmin.email, t.superadmin.password);
    const requestId = randomUUID();
    let answer: Awaited<ReturnType<TestPlatform['request']>> | undefined;
    const { lines } = await logsOf(async () => {
      answer = await t.request('/api/commands/EnrolSchool', {
        json: enrolmentDetails(),
        token,
        headers: { 'X-Request-Id': requestId },
      });
    });
    expect(answer!.status).toBe(201);
    expect(answer!.headers.get('x-request-id')).toBe(requestId);
    const superadminId = (
      await t.platform.pool.query<{ id: string }>('SELECT id FROM auth_users WHERE email = $1', [
        t.superadmin.email,
      ])
    ).rows[0]!.id;
    const line = lines.find((l) => l.path === '/api/commands/EnrolSchool');
    expect(line).toMatchObject({
      reqId: requestId,
      method: 'POST',
      path: '/api/commands/EnrolSchool',
      status: 201,
      actorId: superadminId,
    });
    expect(line!.durationMs).toEqual(expect.any(Number));
    const events = await t.platform.store.readStream(answer!.body.streamId);
    expect(events.map((e) => e.metadata.correlationId)).toEqual([requestId]);
  });
});
