import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

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

async function enrol() {
  const details = enrolmentDetails();
  const res = await t.request('/api/commands/EnrolSchool', { json: details });
  expect(res.status).toBe(201);
  return { details, schoolId: res.body.schoolId as string };
}

async function eventAt(position: number) {
  const { rows } = await t.platform.pool.query<{ type: string; metadata: Record<string, unknown> }>(
    'SELECT type, metadata FROM es_events WHERE position = $1',
    [position],
  );
  return rows[0]!;
}

describe('who acted comes from the verified token, never from the body', () => {
  it('refuses forged actor, role or school fields with a 400 and appends nothing', async () => {
    const { schoolId } = await enrol();
    const forged: [string, Record<string, unknown>][] = [
      ['CorrectSchoolDetails', { schoolId, changes: { town: 'Mutare' }, actorId: superId }],
      ['CorrectSchoolDetails', { schoolId, changes: { town: 'Mutare', actorRole: 'SYSTEM' } }],
      ['ApproveSchool', { schoolId, actorRole: 'SYSTEM' }],
      ['RejectSchool', { schoolId, reason: 'x', metadata: { actorId: randomUUID() } }],
      ['UpdateMyProfile', { firstName: 'A', lastName: 'B', userId: randomUUID() }],
      ['UpdateMyProfile', { firstName: 'A', lastName: 'B', schoolId: randomUUID() }],
      ['MarkNotificationsSeen', { upTo: 1, userId: randomUUID() }],
    ];
    const head = await t.platform.store.headPosition();
    for (const [type, body] of forged) {
      const res = await t.request(`/api/commands/${type}`, { json: body, token: superToken });
      expect(res.status, `${type} ${JSON.stringify(body)}`).toBe(400);
    }
    const publicForgery = await t.request('/api/commands/EnrolSchool', {
      json: { ...enrolmentDetails(), actorRole: 'SUPERADMIN', schoolId: randomUUID() },
    });
    expect(publicForgery.status).toBe(400);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('writes the token’s principal into the metadata: the superadmin’s, and an admin’s with their school', async () => {
    const { schoolId, details } = await enrol();
    const corrected = await t.request('/api/commands/CorrectSchoolDetails', {
      json: {
        schoolId,
        changes: { town: 'Chipinge', district: 'Chipinge', province: 'Manicaland' },
      },
      token: superToken,
    });
    expect(corrected.status).toBe(201);
    expect((await eventAt(corrected.body.position)).metadata).toMatchObject({
      actorId: superId,
      actorRole: 'SUPERADMIN',
      schoolId: null,
    });

    await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token: superToken });
    const email = details.adminEmail.toLowerCase();
    await t.request('/api/auth/set-password', {
      json: { email, code: await mailedCode(t.platform, email), password: 'Admin-password-1' },
    });
    const admin = await t.request('/api/auth/login', {
      json: { identifier: email, password: 'Admin-password-1' },
    });
    const renamed = await t.request('/api/commands/UpdateMyProfile', {
      json: { firstName: 'Petros', lastName: 'Nyathi' },
      token: admin.body.token,
    });
    expect(renamed.status).toBe(201);
    const event = await eventAt(renamed.body.position);
    expect(event.type).toBe('ProfileUpdated');
    expect(event.metadata).toMatchObject({
      actorId: admin.body.user.id,
      actorRole: 'ADMIN',
      schoolId,
    });
  });
});

describe('nothing secret in the log, the audit rows or the server’s output', () => {
  it('after sign-in, set-password, approval, reset and a password change, no password, hash, code or token appears', async () => {
    const output: string[] = [];
    const keep = (...args: unknown[]) =>
      void output.push(
        args
          .map((a) =>
            typeof a === 'string'
              ? a
              : a instanceof Error
                ? `${a.message}\n${a.stack}`
                : JSON.stringify(a),
          )
          .join(' '),
      );
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(keep),
    );
    const writes = [vi.spyOn(process.stdout, 'write'), vi.spyOn(process.stderr, 'write')].map((s) =>
      s.mockImplementation(((chunk: unknown) => (output.push(String(chunk)), true)) as never),
    );
    const secrets: string[] = [t.superadmin.password];
    const codes: string[] = [];
    try {
      console.log('audit-integrity: capture check');
      const kept = await t.request('/api/auth/login', {
        json: {
          identifier: t.superadmin.email,
          password: t.superadmin.password,
          keepSignedIn: true,
        },
      });
      secrets.push(kept.body.token, kept.body.refreshToken);

      const { details, schoolId } = await enrol();
      await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token: superToken });
      const email = details.adminEmail.toLowerCase();
      const setCode = await mailedCode(t.platform, email);
      codes.push(setCode);
      const first = 'First-admin-password-1';
      secrets.push(first);
      expect(
        (
          await t.request('/api/auth/set-password', {
            json: { email, code: setCode, password: first },
          })
        ).status,
      ).toBe(200);
      const wrong = 'Wrong-password-99';
      secrets.push(wrong);
      expect(
        (await t.request('/api/auth/login', { json: { identifier: email, password: wrong } }))
          .status,
      ).toBe(401);

      expect((await t.request('/api/auth/forgot-password', { json: { email } })).status).toBe(202);
      let resetCode = '';
      await expect
        .poll(
          async () => {
            const { rows } = await t.platform.pool.query<{ body: string }>(
              "SELECT body FROM mail_outbox WHERE to_address = $1 AND subject ILIKE '%reset%' ORDER BY id DESC LIMIT 1",
              [email],
            );
            resetCode = (rows[0] && /one-time code is (\d{6})/.exec(rows[0].body)?.[1]) ?? '';
            return resetCode;
          },
          { timeout: 10_000 },
        )
        .toMatch(/^\d{6}$/);
      codes.push(resetCode);
      const verified = await t.request('/api/auth/verify-code', {
        json: { email, code: resetCode },
      });
      expect(verified.status).toBe(200);
      secrets.push(verified.body.resetToken);
      const second = 'Second-admin-password-2';
      secrets.push(second);
      expect(
        (
          await t.request('/api/auth/reset-password', {
            json: {
              resetToken: verified.body.resetToken,
              password: second,
              confirmPassword: second,
            },
          })
        ).status,
      ).toBe(200);

      const admin = await t.request('/api/auth/login', {
        json: { identifier: email, password: second },
      });
      secrets.push(admin.body.token);
      const third = 'Third-admin-password-3';
      secrets.push(third);
      const changed = await t.request('/api/me/password', {
        json: { currentPassword: second, newPassword: third, repeatPassword: third },
        token: admin.body.token,
      });
      expect(changed.status).toBe(200);
      expect(
        (
          await t.request('/api/me/password', {
            json: {
              currentPassword: 'Not-my-password-7',
              newPassword: 'Whatever-pass-8',
              repeatPassword: 'Whatever-pass-8',
            },
            token: admin.body.token,
          })
        ).status,
      ).toBe(400);
      secrets.push('Not-my-password-7', 'Whatever-pass-8');
      await t.request('/api/commands/UpdateMyProfile', {
        json: { firstName: 'Secretless', lastName: 'Admin' },
        token: admin.body.token,
      });
    } finally {
      for (const spy of [...spies, ...writes]) spy.mockRestore();
    }

    const hashes = await t.platform.pool.query<{ h: string }>(
      `SELECT password_hash AS h FROM auth_users WHERE password_hash IS NOT NULL UNION ALL SELECT code_hash FROM auth_codes
       UNION ALL SELECT token_hash FROM auth_refresh_tokens UNION ALL SELECT token_hash FROM auth_reset_tokens`,
    );
    secrets.push(...hashes.rows.map((r) => r.h));
    expect(secrets.filter((s) => typeof s !== 'string' || s.length < 8)).toEqual([]);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);

    const head = await t.platform.store.headPosition();
    await t.request('/api/events?range=[0,0]', {
      token: superToken,
      headers: { 'X-Consistent-After': String(head) },
    });
    const log = (
      await t.platform.pool.query<{ text: string }>(
        "SELECT string_agg(type || ' ' || data::text || metadata::text, E'\\n') AS text FROM es_events",
      )
    ).rows[0]!.text;
    const audit = (
      await t.platform.pool.query<{ text: string }>(
        "SELECT string_agg(row_to_json(a)::text, E'\\n') AS text FROM rm_audit_log a",
      )
    ).rows[0]!.text;
    const readModels: string[] = [];
    const tables = await t.platform.pool.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'rm\\_%'",
    );
    for (const { name } of tables.rows)
      readModels.push(
        ...(
          await t.platform.pool.query(`SELECT row_to_json(x)::text AS j FROM ${name} x`)
        ).rows.map((r: { j: string }) => r.j),
      );
    const logged = output.join('\n');

    expect(logged).toContain('capture check');
    expect(log).toContain('PasswordChanged');
    expect(audit).toContain('Password changed');
    for (const [where, text] of [
      ['event log', log],
      ['audit rows', audit],
      ['read models', readModels.join('\n')],
      ['server output', logged],
    ] as const) {
      for (const secret of secrets)
        expect(text.includes(secret), `a secret in the ${where}`).toBe(false);
      for (const code of codes)
        expect(new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text), `a code in the ${where}`).toBe(
          false,
        );
      expect(text, where).not.toMatch(/\$argon2/);
    }
  });
});
