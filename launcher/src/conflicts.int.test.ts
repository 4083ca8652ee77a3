import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_LOCK_KEY } from '@chikoro/eventstore/postgres/schema';
import { enrolmentDetails } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let token: string;

beforeAll(async () => {
  t = await startTestPlatform();
  token = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

async function pendingSchool(): Promise<string> {
  const res = await t.request('/api/commands/EnrolSchool', { json: enrolmentDetails() });
  expect(res.status).toBe(201);
  return res.body.schoolId as string;
}

/** Appends waiting for the store's single-writer lock, as seen by PostgreSQL. */
async function appendsWaiting(): Promise<number> {
  const { rows } = await t.platform.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
  );
  return rows[0]!.n;
}

/**
 * Holds the append lock while both commands fold the same stream, so both decide on the same
 * revision; released, the first appends and the second finds the stream moved on.
 */
async function raced(
  first: () => Promise<{ status: number; body: any }>,
  second: () => Promise<{ status: number; body: any }>,
) {
  const holder = await t.platform.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK_KEY]);
    const answers = Promise.all([first(), second()]);
    while ((await appendsWaiting()) < 2) await new Promise((r) => setTimeout(r, 20));
    await holder.query('COMMIT');
    return await answers;
  } finally {
    holder.release();
  }
}

describe('a refused command and a concurrent change are told apart', () => {
  it('answers a concurrent change as a 409 concurrency-conflict: reload and retry', async () => {
    const schoolId = await pendingSchool();
    const answers = await raced(
      () => t.request('/api/commands/ApproveSchool', { json: { schoolId }, token }),
      () =>
        t.request('/api/commands/RejectSchool', { json: { schoolId, reason: 'Duplicate' }, token }),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body).toEqual({
      type: 'https://chikoro.app/problems/concurrency-conflict',
      title: 'Changed by someone else',
      status: 409,
      detail: 'This record was changed by someone else at the same time. Reload it and try again.',
    });
  });

  it('answers a rule refusal as a 409 rule-refused: retrying will not help', async () => {
    const schoolId = await pendingSchool();
    expect(
      (await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token })).status,
    ).toBe(201);
    const again = await t.request('/api/commands/RejectSchool', {
      json: { schoolId, reason: 'Duplicate' },
      token,
    });
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(again.body).toMatchObject({
      type: 'https://chikoro.app/problems/rule-refused',
      title: 'Refused by a rule',
      status: 409,
    });
  });

  it('gives a typed 404 problem for an unknown command, not "Bad request"', async () => {
    const res = await t.request('/api/commands/FlyToTheMoon', { json: {}, token });
    expect(res.body).toEqual({
      type: 'https://chikoro.app/problems/not-found',
      title: 'Not found',
      status: 404,
      detail: 'Unknown command type: FlyToTheMoon',
    });
  });
});
