import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from './testing/dates';
import { enrolStudent, inviteParent } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone, signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, twoSchools } from './testing/staff';
import { schoolRequests } from './testing/feeSchool';

/**
 * Debtors and the day's cash-up, on a day pinned to Wednesday 25 November 2026. School A bills one
 * term of four lines, each due on the edge of an ageing bucket: Tuition USD 300.00 due 27 August
 * (90 days before), Levy USD 100.00 due 26 September (60 days), Sports USD 50.00 due 26 October
 * (30 days), for Form 2 only Bus ZWG 2,000.00 due 27 October (29 days: current), and for Form 1
 * only ZIMSEC (an EXAM line, which only a payment directed to it pays) USD 80.00 due 20 November.
 */
const clock = pinTestDay('2026-11-25');
const today = '2026-11-25';
const yesterday = '2026-11-24';
const year = '2026';
const no = (n: number) => `${year}-${String(n).padStart(6, '0')}`;

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let superToken: string;
const others = {} as Record<'teacher' | 'student' | 'parent', string>;
const kids = {} as Record<'rudo' | 'tapiwa' | 'chipo' | 'farai', string>;
const classes = {} as Record<'blue' | 'gold', string>;
let levels: { form1: string; form2: string };
let moyo: string;

const { send } = schoolRequests(
  () => t,
  () => a.admin.token,
);
const debtors = async (
  filter: Record<string, unknown> = {},
  sort: [string, string] = ['names', 'ASC'],
  token = a.admin.token,
) => readNow(t, `/api/fee-debtors${listQuery(filter, sort)}`, token);
const fetchAs = (path: string, token: string) =>
  fetch(`${t.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
const usd = (minor: string) => ({ currency: 'USD', minor });
const zwg = (minor: string) => ({ currency: 'ZWG', minor });

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const schools = await twoSchools(t);
  ({ superToken, a, b } = schools);
  const recA = schools.recA;
  levels = recA.levels;
  others.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  others.student = await signedInAs(t, 'STUDENT', a.schoolId);
  others.parent = await signedInAs(t, 'PARENT', a.schoolId);
  classes.blue = (
    await send('CreateClass', { levelId: levels.form1, name: 'Form 1 Blue' })
  ).classId!;
  classes.gold = (
    await send('CreateClass', { levelId: levels.form2, name: 'Form 2 Gold' })
  ).classId!;
  const parentId = await inviteParent(t, a, {
    phoneNumber: newPhone().local,
    firstName: 'Tsitsi',
    lastName: 'Moyo',
  });
  kids.rudo = await enrolStudent(t, a, classes.blue, ['Rudo', 'Moyo'], [parentId]);
  kids.tapiwa = await enrolStudent(t, a, classes.gold, ['Tapiwa', 'Moyo'], [parentId]);
  kids.chipo = await enrolStudent(t, a, classes.gold, ['Chipo', 'Ncube']);
  kids.farai = await enrolStudent(t, a, classes.blue, ['Farai', 'Dube']);
  moyo = [kids.rudo, kids.tapiwa].sort()[0]!;
  const everyone = {
    levelIds: [] as string[],
    classIds: [] as string[],
    residence: 'ALL',
    newLearnersOnly: false,
  };
  const item = (
    name: string,
    category: string,
    amount: unknown,
    dueDate: string,
    payers = everyone,
  ) => send('DefineFeeItem', { termId: recA.termId, name, category, amount, dueDate, payers });
  await item('Tuition', 'TUITION', usd('30000'), '2026-08-27');
  await item('Levy', 'LEVY', usd('10000'), '2026-09-26');
  await item('Sports', 'OTHER', usd('5000'), '2026-10-26');
  await item('Bus', 'TRANSPORT', zwg('200000'), '2026-10-27', {
    ...everyone,
    levelIds: [levels.form2],
  });
  await item('ZIMSEC', 'EXAM', usd('8000'), '2026-11-20', {
    ...everyone,
    levelIds: [levels.form1],
  });
  await send('ApproveFeeSchedule', { termId: recA.termId });
  await send('RunBilling', { termId: recA.termId });
  await send('RecordExchangeRate', {
    date: today,
    base: 'USD',
    quote: 'ZWG',
    rate: '26.5000',
    source: 'RBZ',
  });
  // Receipts 1 to 6, in this order.
  await send('RecordPayment', { studentId: kids.rudo, amount: usd('35000'), channel: 'CASH' });
  await send('RecordPayment', {
    studentId: kids.tapiwa,
    amount: zwg('50000'),
    channel: 'ECOCASH',
    reference: 'EC-1',
  });
  await send('RecordPayment', {
    studentId: kids.farai,
    amount: usd('50000'),
    channel: 'SWIPE',
    reference: 'SW-1',
  });
  const bank = await send('RecordPayment', {
    studentId: kids.chipo,
    amount: usd('10000'),
    channel: 'BANK',
    reference: 'BK-1',
  });
  const lastWeek = await send('RecordPayment', {
    studentId: kids.chipo,
    amount: usd('5000'),
    channel: 'CASH',
    date: yesterday,
  });
  await send('RecordPayment', { studentId: kids.tapiwa, amount: usd('5000'), channel: 'CASH' });
  await send('ReversePayment', { paymentId: bank.paymentId, reason: 'Bank transfer bounced' });
  await send('ReversePayment', { paymentId: lastWeek.paymentId, reason: 'Entered twice' });
});
afterAll(async () => t?.stop());

/*
 * Worked by hand. The Moyos (Rudo and Tapiwa, one account) were billed USD 980.00 and ZWG 2,000.00
 * and paid USD 400.00 (both tuitions first, as they fall due first: USD 200.00 of the USD 600.00 of
 * tuition is left; never Rudo's ZIMSEC) and ZWG 500.00 to Tapiwa's bus. Chipo was billed USD 450.00
 * and ZWG 2,000.00 and both her payments were reversed. Farai was billed USD 530.00 and paid USD
 * 500.00: USD 450.00 to his Tuition, Levy and Sports, and USD 50.00 credit on account, as ZIMSEC
 * takes only directed money; the credit counts against ZIMSEC, so he owes USD 30.00, current.
 */
const moyoRow = {
  balances: [
    {
      currency: 'USD',
      balance: '58000',
      current: '8000',
      days30: '10000',
      days60: '20000',
      days90: '20000',
    },
    {
      currency: 'ZWG',
      balance: '150000',
      current: '150000',
      days30: '0',
      days60: '0',
      days90: '0',
    },
  ],
  lastPaymentDate: today,
  oldestDue: '2026-08-27',
};
const chipoRow = {
  balances: [
    {
      currency: 'USD',
      balance: '45000',
      current: '0',
      days30: '5000',
      days60: '10000',
      days90: '30000',
    },
    {
      currency: 'ZWG',
      balance: '200000',
      current: '200000',
      days30: '0',
      days60: '0',
      days90: '0',
    },
  ],
  lastPaymentDate: null,
  oldestDue: '2026-08-27',
};
const faraiRow = {
  balances: [
    {
      currency: 'USD',
      balance: '3000',
      current: '3000',
      days30: '0',
      days60: '0',
      days90: '0',
    },
  ],
  lastPaymentDate: today,
  oldestDue: '2026-11-20',
};
const names = (rows: { students: { name: string }[] }[]) =>
  rows.map((r) => r.students.map((s) => s.name));

describe('GET /api/fee-debtors', () => {
  it('lists each family owing, its balance per currency aged by the due dates of the lines still unpaid, and its last standing payment', async () => {
    const res = await debtors();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('fee-debtors 0-2/3');
    const rows = res.body as { id: string; students: { name: string; className: string }[] }[];
    expect(names(rows)).toEqual([['Chipo Ncube'], ['Farai Dube'], ['Rudo Moyo', 'Tapiwa Moyo']]);
    expect(rows[0]).toEqual({
      id: kids.chipo,
      schoolId: a.schoolId,
      students: [expect.objectContaining({ id: kids.chipo, name: 'Chipo Ncube' })],
      ...chipoRow,
    });
    expect(rows[1]).toMatchObject({ id: kids.farai, ...faraiRow });
    expect(rows[2]).toMatchObject({ id: moyo, ...moyoRow });
    expect(rows[2]!.students.map((s) => s.className)).toEqual(['Form 1 Blue', 'Form 2 Gold']);
  });

  it('has the same balances as the family accounts', async () => {
    const accounts = (
      await readNow(t, `/api/fee-accounts${listQuery({ id: [moyo] })}`, a.admin.token)
    ).body as { balances: { currency: string; balance: string }[] }[];
    expect(accounts[0]!.balances.map((x) => [x.currency, x.balance])).toEqual([
      ['USD', '58000'],
      ['ZWG', '150000'],
    ]);
  });

  it('is searched by a learner’s name and filtered by class, level, currency and a least balance in a currency', async () => {
    expect(names((await debtors({ q: 'tapiwa' })).body)).toEqual([['Rudo Moyo', 'Tapiwa Moyo']]);
    expect(names((await debtors({ q: 'ncube' })).body)).toEqual([['Chipo Ncube']]);
    expect(names((await debtors({ q: 'farai' })).body)).toEqual([['Farai Dube']]);
    expect(names((await debtors({ classId: classes.blue })).body)).toEqual([
      ['Farai Dube'],
      ['Rudo Moyo', 'Tapiwa Moyo'],
    ]);
    expect(names((await debtors({ levelId: levels.form2 })).body)).toEqual([
      ['Chipo Ncube'],
      ['Rudo Moyo', 'Tapiwa Moyo'],
    ]);
    expect(names((await debtors({ levelId: levels.form1, q: 'chipo' })).body)).toEqual([]);
    expect(names((await debtors({ currency: 'ZWG' })).body)).toHaveLength(2);
    expect(names((await debtors({ minBalance: usd('48000') })).body)).toEqual([
      ['Rudo Moyo', 'Tapiwa Moyo'],
    ]);
    expect(names((await debtors({ minBalance: usd('45000') })).body)).toEqual([
      ['Chipo Ncube'],
      ['Rudo Moyo', 'Tapiwa Moyo'],
    ]);
    expect(names((await debtors({ currency: 'USD' })).body)).toHaveLength(3);
    expect(names((await debtors({ minBalance: zwg('150001') })).body)).toEqual([['Chipo Ncube']]);
    expect((await debtors({ minBalance: { currency: 'EUR', minor: '1' } })).status).toBe(400);
    expect((await debtors({ minBalance: usd('12.50') })).status).toBe(400);
  });

  it('sorts by what is owed in a currency, and pages', async () => {
    expect(names((await debtors({}, ['owingUsd', 'DESC'])).body)).toEqual([
      ['Rudo Moyo', 'Tapiwa Moyo'],
      ['Chipo Ncube'],
      ['Farai Dube'],
    ]);
    expect(names((await debtors({}, ['owingZwg', 'DESC'])).body)).toEqual([
      ['Chipo Ncube'],
      ['Rudo Moyo', 'Tapiwa Moyo'],
      ['Farai Dube'],
    ]);
    const second = await readNow(
      t,
      `/api/fee-debtors${listQuery({}, ['names', 'ASC'], [1, 1])}`,
      a.admin.token,
    );
    expect(second.headers.get('content-range')).toBe('fee-debtors 1-1/3');
    expect(names(second.body)).toEqual([['Farai Dube']]);
  });

  it('is the school admin’s alone: every other role is refused, and another school’s admin sees none of it', async () => {
    for (const token of [superToken, others.teacher, others.student, others.parent])
      expect((await debtors({}, ['names', 'ASC'], token)).status).toBe(403);
    const theirs = await debtors({}, ['names', 'ASC'], b.admin.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    expect((await readNow(t, `/api/fee-debtors/${moyo}`, b.admin.token)).status).toBe(404);
    expect((await readNow(t, `/api/fee-debtors/${moyo}`, a.admin.token)).body).toMatchObject(
      moyoRow,
    );
  });
});

describe('GET /api/fee-debtors-totals', () => {
  it('adds up, per currency and never across, what the families found owe in each bucket', async () => {
    const res = await readNow(t, '/api/fee-debtors-totals', a.admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        currency: 'USD',
        families: 3,
        balance: '106000',
        current: '11000',
        days30: '15000',
        days60: '30000',
        days90: '50000',
      },
      {
        currency: 'ZWG',
        families: 2,
        balance: '350000',
        current: '350000',
        days30: '0',
        days60: '0',
        days90: '0',
      },
    ]);
    const blue = await readNow(
      t,
      `/api/fee-debtors-totals${listQuery({ classId: classes.blue })}`,
      a.admin.token,
    );
    expect(
      blue.body.map((x: { currency: string; balance: string }) => [x.currency, x.balance]),
    ).toEqual([
      ['USD', '61000'],
      ['ZWG', '150000'],
    ]);
    for (const token of [superToken, others.teacher, others.student, others.parent])
      expect((await readNow(t, '/api/fee-debtors-totals', token)).status).toBe(403);
    expect((await readNow(t, '/api/fee-debtors-totals', b.admin.token)).body).toEqual([]);
  });
});

describe('GET /api/fee-debtors.xlsx', () => {
  it('holds a row per family and currency owed, in major units, with the list’s filter', async () => {
    const res = await fetchAs(
      `/api/fee-debtors.xlsx${listQuery({ levelId: levels.form2 }, ['names', 'ASC'])}`,
      a.admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="debtors-2026-11-25.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const values = (n: number) =>
      Array.from({ length: 11 }, (_, i) => sheet.getRow(n).getCell(i + 1).value);
    expect(values(1)[0]).toBe('Debtors on 2026-11-25');
    expect(values(2)).toEqual([
      'Learners',
      'Classes',
      'Reg. nos.',
      'Currency',
      'Balance',
      'Current',
      '30–59 days',
      '60–89 days',
      '90+ days',
      'Oldest due',
      'Last payment',
    ]);
    const body = [3, 4, 5, 6].map((n) => {
      const [learners, cls, , ...rest] = values(n);
      return [learners, cls, ...rest];
    });
    expect(body).toEqual([
      ['Chipo Ncube', 'Form 2 Gold', 'USD', 450, 0, 50, 100, 300, '2026-08-27', null],
      ['Chipo Ncube', 'Form 2 Gold', 'ZWG', 2000, 2000, 0, 0, 0, '2026-08-27', null],
      [
        'Rudo Moyo, Tapiwa Moyo',
        'Form 1 Blue, Form 2 Gold',
        'USD',
        580,
        80,
        100,
        200,
        200,
        '2026-08-27',
        today,
      ],
      [
        'Rudo Moyo, Tapiwa Moyo',
        'Form 1 Blue, Form 2 Gold',
        'ZWG',
        1500,
        1500,
        0,
        0,
        0,
        '2026-08-27',
        today,
      ],
    ]);
    expect(sheet.rowCount).toBe(6);
    const narrowed = await fetchAs(
      `/api/fee-debtors.xlsx${listQuery({ classId: classes.blue })}`,
      a.admin.token,
    );
    const one = new ExcelJS.Workbook();
    await one.xlsx.load(await narrowed.arrayBuffer());
    expect(one.worksheets[0]!.rowCount).toBe(5);
  });

  it('is refused to every other role, and another school’s admin gets an empty sheet', async () => {
    for (const token of [superToken, others.teacher, others.student, others.parent])
      expect((await fetchAs('/api/fee-debtors.xlsx', token)).status).toBe(403);
    const res = await fetchAs('/api/fee-debtors.xlsx', b.admin.token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(2);
  });
});

describe('GET /api/fee-cash-up', () => {
  it('gives the day’s payments by channel and currency with their receipts, the totals, and the reversals made that day apart', async () => {
    const res = await readNow(t, `/api/fee-cash-up?date=${today}`, a.admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date: today,
      schoolId: a.schoolId,
      payments: [
        {
          channel: 'BANK',
          currency: 'USD',
          count: 1,
          total: '10000',
          firstReceipt: no(4),
          lastReceipt: no(4),
        },
        {
          channel: 'CASH',
          currency: 'USD',
          count: 2,
          total: '40000',
          firstReceipt: no(1),
          lastReceipt: no(6),
        },
        {
          channel: 'ECOCASH',
          currency: 'ZWG',
          count: 1,
          total: '50000',
          firstReceipt: no(2),
          lastReceipt: no(2),
        },
        {
          channel: 'SWIPE',
          currency: 'USD',
          count: 1,
          total: '50000',
          firstReceipt: no(3),
          lastReceipt: no(3),
        },
      ],
      totals: [
        { currency: 'USD', count: 4, taken: '100000', reversed: '15000', net: '85000' },
        { currency: 'ZWG', count: 1, taken: '50000', reversed: '0', net: '50000' },
      ],
      receipts: { first: no(1), last: no(6), count: 5 },
      reversals: [
        expect.objectContaining({
          receiptNo: no(4),
          paymentDate: today,
          payerName: 'Chipo Ncube',
          channel: 'BANK',
          amount: usd('10000'),
          reason: 'Bank transfer bounced',
        }),
        expect.objectContaining({
          receiptNo: no(5),
          paymentDate: yesterday,
          channel: 'CASH',
          amount: usd('5000'),
          reason: 'Entered twice',
        }),
      ],
    });
  });

  it('keeps an earlier day as it was taken: its payment reversed today is listed today, not there', async () => {
    const res = await readNow(t, `/api/fee-cash-up?date=${yesterday}`, a.admin.token);
    expect(res.body).toMatchObject({
      payments: [
        {
          channel: 'CASH',
          currency: 'USD',
          count: 1,
          total: '5000',
          firstReceipt: no(5),
          lastReceipt: no(5),
        },
      ],
      totals: [{ currency: 'USD', count: 1, taken: '5000', reversed: '0', net: '5000' }],
      reversals: [],
    });
    expect((await readNow(t, '/api/fee-cash-up', a.admin.token)).body.date).toBe(today);
    expect((await readNow(t, '/api/fee-cash-up?date=2026-02-30', a.admin.token)).status).toBe(400);
  });

  it('prints as a PDF', async () => {
    const res = await fetchAs(`/api/fee-cash-up.pdf?date=${today}`, a.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="cash-up-2026-11-25.pdf"',
    );
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('is the school admin’s alone: every other role is refused, and another school’s admin sees an empty day', async () => {
    for (const token of [superToken, others.teacher, others.student, others.parent]) {
      expect((await fetchAs(`/api/fee-cash-up?date=${today}`, token)).status).toBe(403);
      expect((await fetchAs(`/api/fee-cash-up.pdf?date=${today}`, token)).status).toBe(403);
    }
    expect((await readNow(t, `/api/fee-cash-up?date=${today}`, b.admin.token)).body).toEqual({
      date: today,
      schoolId: b.schoolId,
      payments: [],
      totals: [],
      receipts: null,
      reversals: [],
    });
  });
});
