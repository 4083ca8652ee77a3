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

const today = dayFromToday(0);
const year = today.slice(0, 4);
/** A receipt number of this year. */
const no = (n: number) => `${year}-${String(n).padStart(6, '0')}`;
let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
const others = {} as Record<'teacher' | 'student' | 'parent', string>;
const kids = {} as Record<'rudo' | 'tapiwa' | 'chipo', string>;
let family: { parentId: string; token: string };
let strangerParent: string;
let chipoToken: string;
const receipts: Record<string, { paymentId: string; receiptNo: string }> = {};

const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const rows = async (
  resource: string,
  token: string,
  filter: Record<string, unknown> = {},
  sort: [string, string] = ['id', 'ASC'],
) => readNow(t, `/api/${resource}${listQuery(filter, sort, [0, 99])}`, token);
const everyone = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
const usd = (minor: string) => ({ currency: 'USD', minor });
const zwg = (minor: string) => ({ currency: 'ZWG', minor });
const balances = async (filter: Record<string, unknown>) =>
  (
    (await rows('fee-accounts', a.admin.token, filter)).body as {
      balances: { currency: string; balance: string; credit: string }[];
    }[]
  )[0]?.balances;

beforeAll(async () => {
  t = await startTestPlatform({
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_VERIFICATIONS: 'off',
    RATE_LIMIT_PUBLIC_BURST: 'off',
  });
  ({ superToken, a, b, recA } = await twoSchools(t));
  others.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  others.student = await signedInAs(t, 'STUDENT', a.schoolId);
  others.parent = await signedInAs(t, 'PARENT', a.schoolId);
  const blue = (await send('CreateClass', { levelId: recA.levels.form1, name: 'Form 1 Blue' })).body
    .classId;
  const gold = (await send('CreateClass', { levelId: recA.levels.form2, name: 'Form 2 Gold' })).body
    .classId;
  const parentId = await inviteParent(t, a, {
    phoneNumber: newPhone().local,
    firstName: 'Tsitsi',
    lastName: 'Moyo',
  });
  strangerParent = await tokenAs(
    t,
    await inviteParent(t, a, {
      phoneNumber: newPhone().local,
      firstName: 'Other',
      lastName: 'Parent',
    }),
    'PARENT',
    a.schoolId,
  );
  kids.rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo'], [parentId]);
  kids.tapiwa = await enrolStudent(t, a, gold, ['Tapiwa', 'Moyo']);
  await linkParent(t, a, parentId, kids.tapiwa);
  kids.chipo = await enrolStudent(t, a, gold, ['Chipo', 'Ncube']);
  family = { parentId, token: await tokenAs(t, parentId, 'PARENT', a.schoolId) };
  chipoToken = await tokenAs(t, kids.chipo, 'STUDENT', a.schoolId);
  const item = (
    name: string,
    category: string,
    amount: unknown,
    dueDate: string,
    payers: unknown = everyone,
  ) => send('DefineFeeItem', { termId: recA.termId, name, category, amount, dueDate, payers });
  await item('Tuition', 'TUITION', usd('45000'), '2030-01-20');
  await item('ZIMSEC', 'EXAM', usd('8000'), '2030-01-15', {
    ...everyone,
    levelIds: [recA.levels.form1],
  });
  await item('Bus', 'TRANSPORT', zwg('133917'), '2030-01-27', {
    ...everyone,
    levelIds: [recA.levels.form2],
  });
  await send('ApproveFeeSchedule', { termId: recA.termId });
  expect((await send('RunBilling', { termId: recA.termId })).status).toBe(201);
  expect(
    (
      await send('RecordExchangeRate', {
        date: today,
        base: 'USD',
        quote: 'ZWG',
        rate: '26.7834',
        source: 'RBZ',
      })
    ).status,
  ).toBe(201);
});
afterAll(async () => t?.stop());

describe('family accounts', () => {
  it('siblings linked to one parent share one account, named by the lower learner id; a learner with no parent has their own', async () => {
    const accounts = (await rows('fee-accounts', a.admin.token, {}, ['names', 'ASC'])).body as {
      id: string;
      students: { name: string }[];
      balances: unknown;
    }[];
    expect(accounts.map((x) => x.students.map((s) => s.name))).toEqual([
      ['Chipo Ncube'],
      ['Rudo Moyo', 'Tapiwa Moyo'],
    ]);
    expect(accounts[1]!.id).toBe([kids.rudo, kids.tapiwa].sort()[0]);
    expect(accounts[1]!.balances).toEqual([
      { currency: 'USD', billed: '98000', paid: '0', credit: '0', adjusted: '0', balance: '98000' },
      {
        currency: 'ZWG',
        billed: '133917',
        paid: '0',
        credit: '0',
        adjusted: '0',
        balance: '133917',
      },
    ]);
    expect(await balances({ studentId: kids.chipo })).toEqual([
      { currency: 'USD', billed: '45000', paid: '0', credit: '0', adjusted: '0', balance: '45000' },
      {
        currency: 'ZWG',
        billed: '133917',
        paid: '0',
        credit: '0',
        adjusted: '0',
        balance: '133917',
      },
    ]);
  });
});

describe('taking payments', () => {
  it('a cash payment for one child pays the family’s oldest dues first, across siblings, never the EXAM line; the answer carries receipt <year>-000001', async () => {
    const res = await send('RecordPayment', {
      studentId: kids.rudo,
      amount: usd('60000'),
      channel: 'CASH',
    });
    expect(res.status).toBe(201);
    expect(res.body.receiptNo).toBe(no(1));
    receipts.cash = res.body;
    const [payment] = (await rows('payments', a.admin.token, { q: no(1) })).body as {
      allocations: { name: string; studentId: string; amount: unknown }[];
      credit: unknown;
      status: string;
    }[];
    expect(payment!.allocations.map((x) => [x.name, x.amount])).toEqual([
      ['Tuition', usd('45000')],
      ['Tuition', usd('15000')],
    ]);
    expect(payment!.status).toBe('Recorded');
    expect(
      (await balances({ studentId: kids.rudo }))!.find((x) => x.currency === 'USD'),
    ).toMatchObject({ balance: '38000' });
  });

  it('a ZiG EcoCash payment needs a reference, is refused on a day with no rate, and converts at the day’s rate; the over-payment is credit', async () => {
    const body = {
      accountId: [kids.rudo, kids.tapiwa].sort()[0],
      amount: zwg('2000000'),
      channel: 'ECOCASH',
    };
    const noRef = await refused(t, () => send('RecordPayment', body), 400);
    expect(noRef.body.errors).toEqual([
      {
        field: 'reference',
        message:
          'Enter the payment’s reference (the transaction or cheque number): only cash has none',
      },
    ]);
    await refused(
      t,
      () => send('RecordPayment', { ...body, reference: 'MP.1200.A0', date: dayFromToday(-1) }),
      409,
      'No ZiG rate is recorded for this day: record the day’s rate under Exchange rates before taking a ZiG payment',
    );
    const res = await send('RecordPayment', { ...body, reference: 'MP.1200.A1' });
    expect(res.status).toBe(201);
    expect(res.body.receiptNo).toBe(no(2));
    receipts.zig = res.body;
    // ZWG 20,000.00: ZWG 1,339.17 to Tapiwa's bus; ZWG 18,660.83 at 26.7834 is USD 696.73; USD 300.00 to the tuition still owed; USD 396.73 credit.
    const [payment] = (await rows('payments', a.admin.token, { q: no(2) })).body as {
      converted: unknown;
      credit: unknown;
      rate: string;
    }[];
    expect(payment).toMatchObject({
      rate: '26.7834',
      converted: { from: zwg('1866083'), to: usd('69673') },
      credit: usd('39673'),
    });
    expect(await balances({ studentId: kids.tapiwa })).toEqual([
      {
        currency: 'USD',
        billed: '98000',
        paid: '90000',
        credit: '39673',
        adjusted: '0',
        balance: '-31673',
      },
      {
        currency: 'ZWG',
        billed: '133917',
        paid: '133917',
        credit: '0',
        adjusted: '0',
        balance: '0',
      },
    ]);
  });

  it('the EXAM line is paid only when directed there', async () => {
    const res = await send('RecordPayment', {
      studentId: kids.rudo,
      amount: usd('8000'),
      channel: 'SWIPE',
      reference: 'POS-1',
      allocations: [
        { invoiceId: await invoiceOf(kids.rudo), feeItemId: await examItem(), amount: usd('8000') },
      ],
    });
    expect(res.status).toBe(201);
    const [payment] = (await rows('payments', a.admin.token, { q: res.body.receiptNo })).body as {
      allocations: { name: string; category: string }[];
    }[];
    expect(payment!.allocations.map((x) => [x.name, x.category])).toEqual([['ZIMSEC', 'EXAM']]);
  });

  it('twelve cashiers paying at once get twelve receipt numbers, each once, with no gap', async () => {
    const sent = await Promise.all(
      Array.from({ length: 12 }, () =>
        send('RecordPayment', { studentId: kids.chipo, amount: usd('1000'), channel: 'CASH' }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(12).fill(201));
    const numbers = sent.map((r) => r.body.receiptNo as string).sort();
    expect(numbers).toEqual([
      no(4),
      no(5),
      no(6),
      no(7),
      no(8),
      no(9),
      no(10),
      no(11),
      no(12),
      no(13),
      no(14),
      no(15),
    ]);
    const register = (
      (await rows('payments', a.admin.token, {}, ['receiptNo', 'ASC'])).body as {
        receiptNo: string;
      }[]
    ).map((p) => p.receiptNo);
    expect(register).toEqual(Array.from({ length: 15 }, (_, i) => no(i + 1)));
  });

  it('a reversal keeps the number, restores the balance and names its reason; reversing it again does nothing', async () => {
    const before = await balances({ studentId: kids.rudo });
    const res = await send('ReversePayment', {
      paymentId: receipts.cash!.paymentId,
      reason: 'Entered against the wrong family',
    });
    expect(res.status).toBe(201);
    expect(res.body.receiptNo).toBe(no(1));
    const [payment] = (await rows('payments', a.admin.token, { q: no(1) })).body as {
      status: string;
      reversalReason: string;
    }[];
    expect(payment).toMatchObject({
      status: 'Reversed',
      reversalReason: 'Entered against the wrong family',
    });
    const after = await balances({ studentId: kids.rudo });
    expect(
      BigInt(after!.find((x) => x.currency === 'USD')!.balance) -
        BigInt(before!.find((x) => x.currency === 'USD')!.balance),
    ).toBe(60000n);
    expect(
      (await send('ReversePayment', { paymentId: receipts.cash!.paymentId, reason: 'again' })).body
        .appended,
    ).toBe(0);
    const next = await send('RecordPayment', {
      studentId: kids.chipo,
      amount: usd('100'),
      channel: 'CASH',
    });
    expect(next.body.receiptNo).toBe(no(16));
  });

  it('a statement lists invoices and payments with the running balance per currency', async () => {
    const lines = (
      await rows('fee-statements', a.admin.token, { studentId: kids.chipo }, ['position', 'ASC'])
    ).body as { currency: string; debit: string; credit: string; balance: string }[];
    const usdLines = lines.filter((l) => l.currency === 'USD');
    expect(usdLines.slice(0, 3).map((l) => [l.debit, l.credit, l.balance])).toEqual([
      ['45000', '0', '45000'],
      ['0', '1000', '44000'],
      ['0', '1000', '43000'],
    ]);
    expect(usdLines.at(-1)!.balance).toBe('32900');
    const family = (
      await rows(
        'fee-statements',
        a.admin.token,
        { accountId: [kids.rudo, kids.tapiwa].sort()[0] },
        ['position', 'ASC'],
      )
    ).body as { description: string }[];
    expect(
      family.some(
        (l) =>
          l.description === `Payment reversed, receipt ${no(1)}: Entered against the wrong family`,
      ),
    ).toBe(true);
  });
});

async function invoiceOf(studentId: string): Promise<string> {
  return ((await rows('invoices', a.admin.token, { studentId })).body as { id: string }[])[0]!.id;
}
async function examItem(): Promise<string> {
  return (
    (await rows('fee-items', a.admin.token, { category: 'EXAM' })).body as { id: string }[]
  )[0]!.id;
}

describe('receipts', () => {
  it('the admin and the family download the receipt PDF; another family and another school find none; the code is checked publicly', async () => {
    const path = `/api/payments/${receipts.zig!.paymentId}/receipt.pdf`;
    for (const token of [a.admin.token, family.token, superToken]) {
      const res = await t.request(path, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
    }
    expect((await t.request(path, { token: strangerParent })).status).toBe(404);
    expect((await t.request(path, { token: b.admin.token })).status).toBe(404);
    expect((await t.request(path, { token: others.teacher })).status).toBe(403);
    expect((await t.request(path)).status).toBe(401);
    const [payment] = (await rows('payments', a.admin.token, { q: no(2) })).body as {
      verificationCode: string;
    }[];
    const checked = await t.request(`/api/public/receipts/${payment!.verificationCode}`);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      receiptNo: no(2),
      date: today,
      amount: zwg('2000000'),
      status: 'Recorded',
    });
    expect((await t.request('/api/public/receipts/ZZZZZZZZZZ')).status).toBe(404);
  });
});

describe('what a family sees', () => {
  it('a parent reads each child’s balances per currency and school; a student their own; the school’s staff are refused', async () => {
    const mine = (await rows('my-fees', family.token, {}, ['name', 'ASC'])).body as {
      name: string;
      schoolId: string;
      accountId: string;
      balances: { currency: string; balance: string }[];
    }[];
    expect(mine.map((c) => [c.name, c.schoolId, c.accountId])).toEqual([
      ['Rudo Moyo', a.schoolId, [kids.rudo, kids.tapiwa].sort()[0]],
      ['Tapiwa Moyo', a.schoolId, [kids.rudo, kids.tapiwa].sort()[0]],
    ]);
    const own = (await rows('my-fees', chipoToken)).body as {
      name: string;
      balances: { currency: string; balance: string }[];
    }[];
    expect(own.map((c) => [c.name, c.balances.map((x) => [x.currency, x.balance])])).toEqual([
      [
        'Chipo Ncube',
        [
          ['USD', '32900'],
          ['ZWG', '133917'],
        ],
      ],
    ]);
    expect((await rows('my-fees', strangerParent)).body).toEqual([]);
    for (const token of [a.admin.token, others.teacher, superToken])
      expect((await rows('my-fees', token)).status).toBe(403);
  });

  it('a parent reads the payments and statement lines of their children only; another family and a student not of them read none', async () => {
    const paid = (await rows('payments', family.token, {}, ['receiptNo', 'ASC'])).body as {
      receiptNo: string;
    }[];
    expect(paid.map((p) => p.receiptNo)).toEqual([no(1), no(2), no(3)]);
    const lines = (await rows('fee-statements', family.token, { studentId: kids.chipo })).body;
    expect(lines).toEqual([]);
    expect(
      ((await rows('fee-statements', family.token, { studentId: kids.tapiwa })).body as unknown[])
        .length,
    ).toBeGreaterThan(0);
    for (const token of [strangerParent, others.parent, others.student]) {
      expect((await rows('payments', token)).body).toEqual([]);
      expect((await rows('fee-statements', token)).body).toEqual([]);
    }
    const own = (await rows('payments', chipoToken)).body as { receiptNo: string }[];
    expect(own.length).toBe(13);
  });
});

describe('who may take payments and read them', () => {
  it('teachers, students, parents and the superadmin are refused RecordPayment and ReversePayment; a visitor must sign in', async () => {
    for (const type of ['RecordPayment', 'ReversePayment']) {
      expect((await t.request(`/api/commands/${type}`, { json: {} })).status).toBe(401);
      for (const token of [others.teacher, others.student, others.parent, superToken]) {
        await refused(
          t,
          () =>
            send(
              type,
              {
                studentId: kids.chipo,
                amount: usd('100'),
                channel: 'CASH',
                paymentId: receipts.zig!.paymentId,
                reason: 'x',
              },
              token,
            ),
          403,
        );
      }
    }
  });

  it('another school’s admin finds neither school A’s learner nor its payment', async () => {
    await refused(
      t,
      () =>
        send(
          'RecordPayment',
          { studentId: kids.chipo, amount: usd('100'), channel: 'CASH' },
          b.admin.token,
        ),
      404,
      'No such learner in this school',
    );
    await refused(
      t,
      () =>
        send('ReversePayment', { paymentId: receipts.zig!.paymentId, reason: 'x' }, b.admin.token),
      404,
      'No such payment in this school',
    );
  });

  it('payments, accounts and statements: the admin reads their own school’s, another school’s admin none, the superadmin every school’s; teachers are refused, and families read only payments and statements (their own)', async () => {
    for (const resource of ['payments', 'fee-accounts', 'fee-statements']) {
      expect((await t.request(`/api/${resource}`)).status).toBe(401);
      expect(((await rows(resource, a.admin.token)).body as unknown[]).length).toBeGreaterThan(0);
      expect([resource, (await rows(resource, b.admin.token)).body]).toEqual([resource, []]);
      const refusedTo =
        resource === 'fee-accounts'
          ? [others.teacher, others.student, others.parent, family.token]
          : [others.teacher];
      for (const token of refusedTo)
        expect([resource, (await rows(resource, token)).status]).toEqual([resource, 403]);
      const ofA = (await rows(resource, superToken, { schoolId: a.schoolId })).body as {
        schoolId: string;
      }[];
      expect(ofA.length).toBeGreaterThan(0);
      expect(ofA.every((r) => r.schoolId === a.schoolId)).toBe(true);
    }
  });
});
