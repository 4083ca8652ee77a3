import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let rudo: string;
let invoiceId: string;
let parentToken: string;

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
const invoice = async () =>
  ((await rows('invoices', a.admin.token, { studentId: rudo })).body as { owed: unknown }[])[0];
const balances = async () =>
  (
    (await rows('fee-accounts', a.admin.token, { studentId: rudo })).body as { balances: unknown }[]
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
  const blue = (await send('CreateClass', { levelId: recA.levels.form1, name: 'Form 1 Blue' })).body
    .classId;
  const parentId = await inviteParent(t, a, {
    phoneNumber: newPhone().local,
    firstName: 'Tsitsi',
    lastName: 'Moyo',
  });
  rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo']);
  await linkParent(t, a, parentId, rudo);
  parentToken = await tokenAs(t, parentId, 'PARENT', a.schoolId);
  others.parent = parentToken;
  const item = (name: string, category: string, amount: unknown, dueDate: string) =>
    send('DefineFeeItem', {
      termId: recA.termId,
      name,
      category,
      amount,
      dueDate,
      payers: everyone,
    });
  await item('Tuition', 'TUITION', usd('45000'), '2030-01-20');
  await item('Levy', 'LEVY', usd('8000'), '2030-01-10');
  await item('Bus', 'TRANSPORT', zwg('133917'), '2030-01-27');
  await send('ApproveFeeSchedule', { termId: recA.termId });
  expect((await send('RunBilling', { termId: recA.termId })).status).toBe(201);
  invoiceId = (
    (await rows('invoices', a.admin.token, { studentId: rudo })).body as { id: string }[]
  )[0]!.id;
  // USD 200.00 cash: the levy (due first) USD 80.00, the tuition USD 120.00.
  expect(
    (await send('RecordPayment', { studentId: rudo, amount: usd('20000'), channel: 'CASH' }))
      .status,
  ).toBe(201);
});
afterAll(async () => t?.stop());

describe('an invoice of USD 530.00 and ZWG 1,339.17, USD 200.00 paid', () => {
  it('owes USD 330.00 and ZWG 1,339.17', async () => {
    expect((await invoice())!.owed).toEqual([usd('33000'), zwg('133917')]);
  });

  it('a credit note of USD 100.00 leaves USD 230.00 owed on the invoice, the account and the debtors list', async () => {
    const res = await send('IssueCreditNote', {
      invoiceId,
      amount: usd('10000'),
      reason: 'Sibling discount',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.creditNoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await invoice())!.owed).toEqual([usd('23000'), zwg('133917')]);
    expect(await balances()).toEqual([
      {
        currency: 'USD',
        billed: '53000',
        paid: '20000',
        credit: '0',
        adjusted: '10000',
        balance: '23000',
      },
      {
        currency: 'ZWG',
        billed: '133917',
        paid: '0',
        credit: '0',
        adjusted: '0',
        balance: '133917',
      },
    ]);
    const [debtor] = (await rows('fee-debtors', a.admin.token)).body as {
      balances: { currency: string; balance: string }[];
    }[];
    expect(debtor!.balances.map((x) => [x.currency, x.balance])).toEqual([
      ['USD', '23000'],
      ['ZWG', '133917'],
    ]);
  });

  it('a write-off of ZWG 339.17 leaves ZWG 1,000.00 owed', async () => {
    const res = await send('WriteOff', {
      invoiceId,
      amount: zwg('33917'),
      reason: 'Bus not used in January',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.writeOffId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await invoice())!.owed).toEqual([usd('23000'), zwg('100000')]);
    expect(await balances()).toEqual([
      {
        currency: 'USD',
        billed: '53000',
        paid: '20000',
        credit: '0',
        adjusted: '10000',
        balance: '23000',
      },
      {
        currency: 'ZWG',
        billed: '133917',
        paid: '0',
        credit: '0',
        adjusted: '33917',
        balance: '100000',
      },
    ]);
  });

  it('the statement shows each as a credit line with the running balance of its currency, and the parent reads it', async () => {
    const lines = (
      (await rows('fee-statements', parentToken, { studentId: rudo }, ['position', 'ASC']))
        .body as {
        description: string;
        currency: string;
        debit: string;
        credit: string;
        balance: string;
      }[]
    ).map((l) => [l.description, l.currency, l.debit, l.credit, l.balance]);
    expect(lines).toEqual([
      ['Invoice Term 1 2030 (version 1): Levy, Tuition', 'USD', '53000', '0', '53000'],
      ['Invoice Term 1 2030 (version 1): Bus', 'ZWG', '133917', '0', '133917'],
      [
        expect.stringMatching(/^Payment, receipt \d{4}-000001: USD 200\.00 by CASH$/),
        'USD',
        '0',
        '20000',
        '33000',
      ],
      ['Credit note, invoice Term 1 2030: Sibling discount', 'USD', '0', '10000', '23000'],
      ['Written off, invoice Term 1 2030: Bus not used in January', 'ZWG', '0', '33917', '100000'],
    ]);
  });

  it('the audit log says who, why and what the invoice owed before → after', async () => {
    const events = (await rows('school-events', a.admin.token, {}, ['occurredAt', 'DESC']))
      .body as {
      summary: string;
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
    const credit = events.find((e) => e.summary.startsWith('Credit note'));
    expect(credit).toMatchObject({
      summary: 'Credit note of USD 100.00 on invoice Rudo Moyo Term 1 2030: Sibling discount',
      changes: [{ field: 'owed', before: 'USD 330.00', after: 'USD 230.00' }],
    });
    const writeOff = events.find((e) => e.summary.startsWith('Write-off'));
    expect(writeOff).toMatchObject({
      summary: 'Write-off of ZWG 339.17 on invoice Rudo Moyo Term 1 2030: Bus not used in January',
      changes: [{ field: 'owed', before: 'ZWG 1,339.17', after: 'ZWG 1,000.00' }],
    });
  });

  it('refuses more than the invoice still owes, and a blank reason, appending nothing', async () => {
    const more = await refused(
      t,
      () => send('WriteOff', { invoiceId, amount: usd('23001'), reason: 'Bad debt' }),
      409,
      'The amount is more than the invoice still owes in that currency',
    );
    expect(more.body.errors).toEqual([
      {
        field: 'amount',
        message: 'The amount is more than the invoice still owes in that currency',
      },
    ]);
    const blank = await refused(
      t,
      () => send('IssueCreditNote', { invoiceId, amount: usd('100'), reason: '   ' }),
      400,
    );
    expect(blank.body.errors).toEqual([
      { field: 'reason', message: 'Say why the credit note is issued' },
    ]);
  });

  it('a payment of USD 300.00 now pays the USD 230.00 left and USD 70.00 is credit on the account', async () => {
    const res = await send('RecordPayment', {
      studentId: rudo,
      amount: usd('30000'),
      channel: 'CASH',
    });
    expect(res.status).toBe(201);
    const [payment] = (await rows('payments', a.admin.token, { q: res.body.receiptNo })).body as {
      allocations: { name: string; amount: unknown }[];
      credit: unknown;
    }[];
    expect(payment!.allocations.map((x) => [x.name, x.amount])).toEqual([
      ['Tuition', usd('23000')],
    ]);
    expect(payment!.credit).toEqual(usd('7000'));
    expect((await invoice())!.owed).toEqual([usd('0'), zwg('100000')]);
  });
});

describe('who may issue a credit note or write off', () => {
  const body = () => ({ invoiceId, amount: zwg('100'), reason: 'Goodwill' });
  it.each([
    ['superadmin', 403],
    ['teacher', 403],
    ['student', 403],
    ['parent', 403],
  ] as const)('the %s is refused (%i) and nothing is appended', async (who, status) => {
    const token = who === 'superadmin' ? superToken : others[who];
    await refused(t, () => send('IssueCreditNote', body(), token), status);
    await refused(t, () => send('WriteOff', body(), token), status);
  });

  it('another school’s admin finds no such invoice (404)', async () => {
    for (const command of ['IssueCreditNote', 'WriteOff'])
      await refused(
        t,
        () => send(command, body(), b.admin.token),
        404,
        'No such invoice on this family’s account',
      );
  });
});
