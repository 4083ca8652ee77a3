import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsModel, tableOf } from '@chikoro/contracts';
import { pinTestDay } from './testing/dates';
import { enrolStudent, inviteParent, tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone, signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, twoSchools } from './testing/staff';
import { schoolRequests } from './testing/feeSchool';

/**
 * The receipt register and its gap check, on a day pinned to 25 November 2026. School A bills Term
 * 1 (Tuition USD 250.00); BEAM pays Rudo's tuition. The desk takes 2026-000001 (Rudo's family, USD
 * 50.00 cash, the admin), 2026-000002 (BEAM, USD 150.00 by bank, the bursar), 2026-000003 (Farai's
 * family, USD 30.00 by EcoCash, the admin), then reverses 2026-000001. School B takes nothing.
 */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let superToken: string;
let bursar: string;
const tokens = {} as Record<'mother' | 'rudo' | 'teacher', string>;
let rudoPayment: string;

const { send } = schoolRequests(
  () => t,
  () => a.admin.token,
);
const usd = (minor: string) => ({ currency: 'USD', minor });
const register = (filter: Record<string, unknown>, token = a.admin.token) =>
  readNow(t, `/api/receipt-register${listQuery(filter, ['receiptNo', 'ASC'])}`, token);
const check = (query: string, token = a.admin.token) =>
  readNow(t, `/api/receipt-register-check${query}`, token);

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const schools = await twoSchools(t);
  ({ a, b, superToken } = schools);
  const termId = schools.recA.termId;
  bursar = await signedInAs(t, 'BURSAR', a.schoolId);
  tokens.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  const blue = (
    await send('CreateClass', { levelId: schools.recA.levels.form1, name: 'Form 1 Blue' })
  ).classId!;
  const tsitsi = await inviteParent(t, a, {
    phoneNumber: newPhone().local,
    firstName: 'Tsitsi',
    lastName: 'Moyo',
  });
  const rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo'], [tsitsi]);
  const farai = await enrolStudent(t, a, blue, ['Farai', 'Sibanda']);
  tokens.mother = await tokenAs(t, tsitsi, 'PARENT', a.schoolId);
  tokens.rudo = await tokenAs(t, rudo, 'STUDENT', a.schoolId);
  await send('DefineFeeItem', {
    termId,
    name: 'Tuition',
    category: 'TUITION',
    amount: usd('25000'),
    dueDate: '2026-10-01',
    payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
  });
  await send('ApproveFeeSchedule', { termId });
  const beam = (await send('RegisterSponsor', { name: 'BEAM', kind: 'BEAM' })).sponsorId!;
  await send('GrantSponsorship', {
    sponsorId: beam,
    studentId: rudo,
    categories: ['TUITION'],
    percent: 100,
    fromTermId: termId,
  });
  await send('RunBilling', { termId });
  rudoPayment = (
    await send('RecordPayment', { studentId: rudo, amount: usd('5000'), channel: 'CASH' })
  ).paymentId!;
  await send(
    'RecordSponsorPayment',
    { sponsorId: beam, amount: usd('15000'), channel: 'BANK', reference: 'BEAM-1', termId },
    bursar,
  );
  await send('RecordPayment', {
    studentId: farai,
    amount: usd('3000'),
    channel: 'ECOCASH',
    reference: 'MP261125.1',
  });
  await send('ReversePayment', { paymentId: rudoPayment, reason: 'Paid twice' });
});
afterAll(async () => t?.stop());

describe('the receipt register', () => {
  it('lists every receipt of 2026 in number order: families’ and BEAM’s, the reversal with its reason', async () => {
    const res = await register({ year: '2026' });
    expect(res.status).toBe(200);
    const rows = res.body as Record<string, unknown>[];
    expect(rows.map((r) => [r.receiptNo, r.date, r.payerName, r.payer, r.channel])).toEqual([
      ['2026-000001', '2026-11-25', 'Rudo Moyo', 'Family', 'CASH'],
      ['2026-000002', '2026-11-25', 'BEAM', 'Sponsor', 'BANK'],
      ['2026-000003', '2026-11-25', 'Farai Sibanda', 'Family', 'ECOCASH'],
    ]);
    // The admin is Peter Nyathi; the test's bursar is a sign-in with no record of a person.
    expect(rows.map((r) => r.cashierName)).toEqual(['Peter Nyathi', null, 'Peter Nyathi']);
    expect(rows.map((r) => [r.amount, r.status, r.reversalReason])).toEqual([
      [usd('5000'), 'Reversed', 'Paid twice'],
      [usd('15000'), 'Recorded', null],
      [usd('3000'), 'Recorded', null],
    ]);
  });

  it('finds a receipt by its number or its payer, and none of another year', async () => {
    const by = async (filter: Record<string, unknown>) =>
      ((await register(filter)).body as { receiptNo: string }[]).map((r) => r.receiptNo);
    expect(await by({ q: '000002' })).toEqual(['2026-000002']);
    expect(await by({ q: 'sibanda' })).toEqual(['2026-000003']);
    expect(await by({ year: '2025' })).toEqual([]);
    expect(await by({ dateFrom: '2026-11-26' })).toEqual([]);
  });

  it('is read by the bursar and the superadmin as the admin reads it, by no one else, and never across schools', async () => {
    const ids = async (token: string) =>
      ((await register({}, token)).body as { receiptNo: string }[]).map((r) => r.receiptNo);
    const all = ['2026-000001', '2026-000002', '2026-000003'];
    expect(await ids(bursar)).toEqual(all);
    expect(
      ((await register({ schoolId: a.schoolId }, superToken)).body as { receiptNo: string }[]).map(
        (r) => r.receiptNo,
      ),
    ).toEqual(all);
    expect(await ids(b.admin.token)).toEqual([]);
    for (const token of [tokens.teacher, tokens.mother, tokens.rudo])
      expect((await register({}, token)).status).toBe(403);
  });
});

describe('the gap check', () => {
  it('finds 2026-000001 to 2026-000003 with no gap after two family payments, BEAM’s and a reversal', async () => {
    const res = await check('?year=2026');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      year: 2026,
      first: '2026-000001',
      last: '2026-000003',
      count: 3,
      missing: [],
    });
    expect((await check('', bursar)).body).toMatchObject({ count: 3, missing: [] });
    expect((await check(`?year=2026&schoolId=${a.schoolId}`, superToken)).body).toMatchObject({
      count: 3,
      missing: [],
    });
  });

  it('answers another school only its own receipts, and every other role 403', async () => {
    expect((await check('?year=2026', b.admin.token)).body).toEqual({
      year: 2026,
      first: null,
      last: null,
      count: 0,
      missing: [],
    });
    // The school comes from the token: B's admin naming school A still checks school B.
    expect((await check(`?year=2026&schoolId=${a.schoolId}`, b.admin.token)).body).toMatchObject({
      count: 0,
    });
    for (const token of [tokens.teacher, tokens.mother, tokens.rudo])
      expect((await check('?year=2026', token)).status).toBe(403);
    expect((await check('?year=26')).status).toBe(400);
  });

  // Simulates a lost receipt: the row is removed from the read model by hand, in SQL (nothing in
  // the product deletes a payment; the event log still holds it).
  it('names the missing numbers when receipts are lost from the register', async () => {
    const lose = (receiptNo: string) =>
      t.platform.pool.query(
        `DELETE FROM ${tableOf(paymentsModel, 'payments')} WHERE school_id = $1 AND receipt_no = $2`,
        [a.schoolId, receiptNo],
      );
    await lose('2026-000002');
    expect((await check('?year=2026')).body).toEqual({
      year: 2026,
      first: '2026-000001',
      last: '2026-000003',
      count: 2,
      missing: [{ from: '2026-000002', to: '2026-000002' }],
    });
    await lose('2026-000001');
    expect((await check('?year=2026')).body).toEqual({
      year: 2026,
      first: '2026-000003',
      last: '2026-000003',
      count: 1,
      missing: [{ from: '2026-000001', to: '2026-000002' }],
    });
  });
});
