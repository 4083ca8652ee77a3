import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from './testing/dates';
import { enrolStudent, inviteParent, linkParent, tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone, refused, signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  twoSchools,
  type SchoolRecords,
} from './testing/staff';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
const others = {} as Record<'teacher' | 'student' | 'parent', string>;
let secondCashier: string;
let rudo: string;
let sessionId: string;
const paymentIds: Record<string, string> = {};

const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const rows = async (resource: string, token: string, filter: Record<string, unknown> = {}) =>
  readNow(t, `/api/${resource}${listQuery(filter, ['openedAt', 'DESC'], [0, 99])}`, token);
const usd = (minor: string) => ({ currency: 'USD', minor });
const zwg = (minor: string) => ({ currency: 'ZWG', minor });
const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
const session = async () =>
  ((await rows('cash-sessions', a.admin.token)).body as Record<string, unknown>[]).find(
    (s) => s.id === sessionId,
  );
const pay = async (amount: unknown, channel = 'CASH', token = a.admin.token) => {
  const res = await send(
    'RecordPayment',
    { studentId: rudo, amount, channel, ...(channel === 'CASH' ? {} : { reference: 'MP-1' }) },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.paymentId);
};

beforeAll(async () => {
  t = await startTestPlatform({
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_VERIFICATIONS: 'off',
    RATE_LIMIT_PUBLIC_BURST: 'off',
  });
  ({ superToken, a, b, recA } = await twoSchools(t));
  others.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  others.student = await signedInAs(t, 'STUDENT', a.schoolId);
  secondCashier = await signedInAs(t, 'ADMIN', a.schoolId);
  const blue = (await send('CreateClass', { levelId: recA.levels.form1, name: 'Form 1 Blue' })).body
    .classId;
  const parentId = await inviteParent(t, a, {
    phoneNumber: newPhone().local,
    firstName: 'Tsitsi',
    lastName: 'Moyo',
  });
  rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo']);
  await linkParent(t, a, parentId, rudo);
  others.parent = await tokenAs(t, parentId, 'PARENT', a.schoolId);
  await send('DefineFeeItem', {
    termId: recA.termId,
    name: 'Tuition',
    category: 'TUITION',
    amount: usd('45000'),
    dueDate: '2030-01-20',
    payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
  });
  await send('ApproveFeeSchedule', { termId: recA.termId });
  expect((await send('RunBilling', { termId: recA.termId })).status).toBe(201);
  await send('RecordExchangeRate', {
    date: dayFromToday(0),
    base: 'USD',
    quote: 'ZWG',
    rate: '26.7834',
    source: 'RBZ',
  });
});
afterAll(async () => t?.stop());

describe('a cashier’s session', () => {
  it('opens once: a second open session for the same cashier is refused', async () => {
    const res = await send('OpenCashSession', {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    sessionId = String(res.body.sessionId);
    await refused(
      t,
      () => send('OpenCashSession', {}),
      409,
      'You already have an open cash session: close it before opening another',
    );
  });

  it('holds the payments its cashier records while it is open, not another cashier’s; a reversed one no longer counts', async () => {
    paymentIds.first = await pay(usd('12000'));
    paymentIds.keyedTwice = await pay(usd('5000'));
    paymentIds.zig = await pay(zwg('50000'), 'ECOCASH');
    await pay(usd('9900'), 'CASH', secondCashier);
    expect(
      (await send('ReversePayment', { paymentId: paymentIds.keyedTwice, reason: 'Keyed twice' }))
        .status,
    ).toBe(201);
    expect(await session()).toMatchObject({
      cashierId: subOf(a.admin.token),
      status: 'Open',
      closedAt: null,
      payments: 2,
      expected: [usd('12000'), zwg('50000')],
      counted: null,
      variance: null,
    });
  });

  it('another cashier cannot close it, nor can it close leaving out a currency it took', async () => {
    await refused(
      t,
      () =>
        send(
          'CloseCashSession',
          { sessionId, counted: [usd('11950'), zwg('50000')] },
          secondCashier,
        ),
      403,
      'Only the cashier who opened a cash session may close it',
    );
    await refused(
      t,
      () => send('CloseCashSession', { sessionId, counted: [usd('11950')] }),
      400,
      'Give what you counted in each currency the session took',
    );
  });

  it('closes with USD 119.50 and ZWG 500.00 counted: expected USD 120.00 and ZWG 500.00, variance USD −0.50 and ZWG 0.00', async () => {
    const res = await send('CloseCashSession', {
      sessionId,
      counted: [usd('11950'), zwg('50000')],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await session()).toMatchObject({
      status: 'Closed',
      closedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      payments: 2,
      expected: [usd('12000'), zwg('50000')],
      counted: [usd('11950'), zwg('50000')],
      variance: [usd('-50'), zwg('0')],
    });
  });

  it('nothing is changed afterwards: a later reversal leaves the closed figures, a second close is refused, a new payment belongs to no session', async () => {
    expect(
      (await send('ReversePayment', { paymentId: paymentIds.first, reason: 'Cheque bounced' }))
        .status,
    ).toBe(201);
    await pay(usd('1000'));
    expect(await session()).toMatchObject({
      payments: 2,
      expected: [usd('12000'), zwg('50000')],
      variance: [usd('-50'), zwg('0')],
    });
    await refused(
      t,
      () => send('CloseCashSession', { sessionId, counted: [usd('11950'), zwg('50000')] }),
      409,
      'This cash session is already closed',
    );
    const again = await send('OpenCashSession', {});
    expect(again.status).toBe(201);
    expect(
      (
        (await rows('cash-sessions', a.admin.token, { status: 'Open' })).body as { id: string }[]
      ).map((s) => s.id),
    ).toEqual([again.body.sessionId]);
  });
});

describe('who may keep cash sessions', () => {
  it.each([
    ['superadmin', 403],
    ['teacher', 403],
    ['student', 403],
    ['parent', 403],
  ] as const)(
    'the %s is refused opening and closing (%i), appending nothing',
    async (who, status) => {
      const token = who === 'superadmin' ? superToken : others[who];
      await refused(t, () => send('OpenCashSession', {}, token), status);
      await refused(t, () => send('CloseCashSession', { sessionId, counted: [] }, token), status);
    },
  );

  it('another school’s admin finds no such session (404) and reads none of school A’s', async () => {
    await refused(
      t,
      () => send('CloseCashSession', { sessionId, counted: [] }, b.admin.token),
      404,
      'No such cash session in this school',
    );
    expect((await rows('cash-sessions', b.admin.token)).body).toEqual([]);
  });

  it('the list: the superadmin reads every school’s; teachers, students and parents are refused', async () => {
    const all = (await rows('cash-sessions', superToken)).body as {
      id: string;
      schoolId: string;
    }[];
    expect(all.filter((s) => s.schoolId === a.schoolId)).toHaveLength(2);
    for (const token of [others.teacher, others.student, others.parent])
      expect(
        (
          await t.request(`/api/cash-sessions${listQuery({}, ['openedAt', 'DESC'], [0, 9])}`, {
            token,
          })
        ).status,
      ).toBe(403);
  });
});

describe('collections (after the payments above: USD 10.00 and ZWG 500.00 by the first cashier, USD 99.00 by the second, standing)', () => {
  const today = () => dayFromToday(0);
  const collections = async (filter: Record<string, unknown>, token = a.admin.token) =>
    (
      (await readNow(t, `/api/collections${listQuery(filter, ['total', 'ASC'], [0, 99])}`, token))
        .body as Record<string, unknown>[]
    ).map(({ date, channel, currency, cashierId, count, total }) => ({
      date,
      channel,
      currency,
      cashierId,
      count,
      total,
    }));

  it('sums the day’s standing payments per channel, currency and cashier; reversed ones collected nothing', async () => {
    expect(await collections({ dateFrom: today(), dateTo: today() })).toEqual([
      {
        date: today(),
        channel: 'CASH',
        currency: 'USD',
        cashierId: subOf(a.admin.token),
        count: 1,
        total: usd('1000'),
      },
      {
        date: today(),
        channel: 'CASH',
        currency: 'USD',
        cashierId: subOf(secondCashier),
        count: 1,
        total: usd('9900'),
      },
      {
        date: today(),
        channel: 'ECOCASH',
        currency: 'ZWG',
        cashierId: subOf(a.admin.token),
        count: 1,
        total: zwg('50000'),
      },
    ]);
  });

  it('filters by channel, currency and days', async () => {
    expect((await collections({ currency: 'ZWG' })).map((c) => c.total)).toEqual([zwg('50000')]);
    expect((await collections({ channel: 'CASH' })).map((c) => c.total)).toEqual([
      usd('1000'),
      usd('9900'),
    ]);
    expect(await collections({ dateFrom: dayFromToday(1) })).toEqual([]);
    expect(await collections({ dateTo: dayFromToday(-1) })).toEqual([]);
  });

  it('another school’s admin reads none of school A’s; the superadmin reads them; teachers, students and parents are refused', async () => {
    expect(await collections({}, b.admin.token)).toEqual([]);
    expect((await collections({ schoolId: a.schoolId }, superToken)).map((c) => c.total)).toEqual([
      usd('1000'),
      usd('9900'),
      zwg('50000'),
    ]);
    for (const token of [others.teacher, others.student, others.parent])
      expect(
        (await t.request(`/api/collections${listQuery({}, ['date', 'ASC'], [0, 9])}`, { token }))
          .status,
      ).toBe(403);
  });

  it('GET /api/debtors answers what GET /api/fee-debtors does', async () => {
    const query = listQuery({}, ['names', 'ASC'], [0, 9]);
    const debtors = await readNow(t, `/api/debtors${query}`, a.admin.token);
    const feeDebtors = await readNow(t, `/api/fee-debtors${query}`, a.admin.token);
    expect(debtors.status).toBe(200);
    expect(debtors.body).toEqual(feeDebtors.body);
    // Rudo's tuition USD 450.00 less what stands: USD 10.00, USD 99.00, and ZWG 500.00 at 26.7834 = USD 18.67 (18.668 half up).
    expect((debtors.body as { balances: { balance: string }[] }[])[0]!.balances).toEqual([
      expect.objectContaining({ currency: 'USD', balance: '32233' }),
    ]);
    expect((await t.request(`/api/debtors${query}`, { token: others.teacher })).status).toBe(403);
  });
});

describe('a sponsor’s payment taken at the desk', () => {
  it('belongs to the cashier’s open session and is expected at its close: BEAM’s USD 200.00 by bank transfer', async () => {
    const opened = await send('OpenCashSession', {}, secondCashier);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const beam = await send('RegisterSponsor', { name: 'BEAM', kind: 'BEAM' }, secondCashier);
    expect(beam.status, JSON.stringify(beam.body)).toBe(201);
    const paid = await send(
      'RecordSponsorPayment',
      {
        sponsorId: beam.body.sponsorId,
        amount: usd('20000'),
        channel: 'BANK',
        reference: 'BEAM-TRF-7',
      },
      secondCashier,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const open = (await rows('cash-sessions', a.admin.token)).body as Record<string, unknown>[];
    expect(open.find((s) => s.id === opened.body.sessionId)).toMatchObject({
      status: 'Open',
      payments: 1,
      expected: [usd('20000')],
    });
    const closed = await send(
      'CloseCashSession',
      { sessionId: opened.body.sessionId, counted: [usd('20000')] },
      secondCashier,
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    const sessions = (await rows('cash-sessions', a.admin.token)).body as Record<string, unknown>[];
    expect(sessions.find((s) => s.id === opened.body.sessionId)).toMatchObject({
      cashierId: subOf(secondCashier),
      status: 'Closed',
      payments: 1,
      expected: [usd('20000')],
      counted: [usd('20000')],
      variance: [usd('0')],
    });
  });
});
