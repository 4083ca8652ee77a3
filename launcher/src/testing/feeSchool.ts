import { expect } from 'vitest';
import { dayFromToday } from './dates';
import type { TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';
import { listQuery, readNow, twoSchools } from './staff';

/** A school whose term has an approved fee schedule, and the admin's command sender. */
export interface FeeSchool {
  a: ApprovedSchool;
  termId: string;
  classId: string;
  /** Sends a command as the school's admin; anything but 201 fails the test with the answer. */
  send(type: string, json: unknown): Promise<Record<string, string>>;
}

/**
 * Two approved schools; the first gets Form 1 Blue and a term of Tuition USD 250.00 and Levy
 * USD 50.00 for everyone, due in ten days, approved (not yet billed).
 */
export async function feeSchool(t: TestPlatform): Promise<FeeSchool> {
  const schools = await twoSchools(t);
  const a = schools.a;
  const termId = schools.recA.termId;
  const send = async (type: string, json: unknown) => {
    const res = await t.request(`/api/commands/${type}`, { json, token: a.admin.token });
    expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body as Record<string, string>;
  };
  const classId = (
    await send('CreateClass', { levelId: schools.recA.levels.form1, name: 'Form 1 Blue' })
  ).classId!;
  const payers = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
  for (const [name, category, minor] of [
    ['Tuition', 'TUITION', '25000'],
    ['Levy', 'LEVY', '5000'],
  ])
    await send('DefineFeeItem', {
      termId,
      name,
      category,
      amount: { currency: 'USD', minor },
      dueDate: dayFromToday(10),
      payers,
    });
  await send('ApproveFeeSchedule', { termId });
  return { a, termId, classId, send };
}

/**
 * Commands and lists over HTTP for a test file whose platform and school come later (in its
 * beforeAll): as the school's admin unless another token is given. `send` throws with the answer
 * on anything but 201; `list` reads a list once everything sent before is projected.
 */
export function schoolRequests(platform: () => TestPlatform, adminToken: () => string) {
  const post = (type: string, json: unknown, token = adminToken()) =>
    platform().request(`/api/commands/${type}`, { json, token });
  const send = async (type: string, json: unknown, token = adminToken()) => {
    const res = await post(type, json, token);
    if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
    return res.body as Record<string, string>;
  };
  const list = async <T>(
    resource: string,
    filter: Record<string, unknown> = {},
    token = adminToken(),
  ) =>
    (await readNow(platform(), `/api/${resource}${listQuery(filter, ['id', 'ASC'])}`, token))
      .body as T[];
  return { post, send, list };
}

/** The outbox's rows about a payment's receipt, in the order they were written: channel, address and words. */
export async function receiptOutbox(t: TestPlatform, paymentId: string) {
  const { rows } = await t.platform.pool.query<{
    channel: string;
    to_address: string;
    body: string;
  }>('SELECT channel, to_address, body FROM mail_outbox WHERE topic = $1 ORDER BY id', [
    `receipt:${paymentId}`,
  ]);
  return rows;
}
