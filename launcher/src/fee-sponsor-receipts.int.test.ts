import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { pinTestDay } from './testing/dates';
import { enrolStudent, inviteParent, tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone, signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, twoSchools } from './testing/staff';
import { schoolRequests } from './testing/feeSchool';

/**
 * A sponsor's payment in the receipt register, on a day pinned to 25 November 2026. School A bills
 * Term 1: Tuition USD 250.00 and Levy USD 100.00; BEAM pays all of Rudo's tuition. The desk takes,
 * in this order: receipt 2026-000001, Rudo's mother Tsitsi pays USD 50.00 cash (the admin);
 * 2026-000002, BEAM pays USD 150.00 by bank transfer (the bursar); 2026-000003, Farai's family pays
 * USD 30.00 by EcoCash (the admin).
 */
const clock = pinTestDay('2026-11-25');
const today = '2026-11-25';

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let termId: string;
let superToken: string;
let bursar: string;
let beamId: string;
let beamPaymentId: string;
const kids = {} as Record<'rudo' | 'farai', string>;
const tokens = {} as Record<'mother' | 'rudo' | 'stranger' | 'teacher', string>;

const { post, send } = schoolRequests(
  () => t,
  () => a.admin.token,
);
const read = (path: string, token = a.admin.token) => readNow(t, path, token);
const list = async <T>(
  resource: string,
  filter: Record<string, unknown> = {},
  token = a.admin.token,
  sort: [string, string] = ['receiptNo', 'ASC'],
) => (await read(`/api/${resource}${listQuery(filter, sort)}`, token)).body as T[];
const usd = (minor: string) => ({ currency: 'USD', minor });
/** The token's user: its subject. */
const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
/** The receipt PDF, read once the projections have passed everything written so far. */
const pdf = async (paymentId: string, token: string) =>
  fetch(`${t.url}/api/payments/${paymentId}/receipt.pdf`, {
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Consistent-After': String(await t.platform.store.headPosition()),
    },
  });

interface PaymentRow {
  id: string;
  receiptNo: string;
  payerName: string;
  sponsorId: string | null;
  accountId: string | null;
  payerStudentId: string | null;
  studentIds: string[];
  amount: unknown;
  channel: string;
  status: string;
  reversalReason: string | null;
}

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const schools = await twoSchools(t);
  ({ a, b, superToken } = schools);
  termId = schools.recA.termId;
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
  const stranger = await inviteParent(t, a, {
    phoneNumber: newPhone().local,
    firstName: 'Other',
    lastName: 'Parent',
  });
  kids.rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo'], [tsitsi]);
  kids.farai = await enrolStudent(t, a, blue, ['Farai', 'Sibanda']);
  tokens.mother = await tokenAs(t, tsitsi, 'PARENT', a.schoolId);
  tokens.stranger = await tokenAs(t, stranger, 'PARENT', a.schoolId);
  tokens.rudo = await tokenAs(t, kids.rudo, 'STUDENT', a.schoolId);
  const payers = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
  await send('DefineFeeItem', {
    termId,
    name: 'Tuition',
    category: 'TUITION',
    amount: usd('25000'),
    dueDate: '2026-10-01',
    payers,
  });
  await send('DefineFeeItem', {
    termId,
    name: 'Levy',
    category: 'LEVY',
    amount: usd('10000'),
    dueDate: '2026-10-15',
    payers,
  });
  await send('ApproveFeeSchedule', { termId });
  beamId = (await send('RegisterSponsor', { name: 'BEAM', kind: 'BEAM' })).sponsorId!;
  await send('GrantSponsorship', {
    sponsorId: beamId,
    studentId: kids.rudo,
    categories: ['TUITION'],
    percent: 100,
    fromTermId: termId,
  });
  await send('RunBilling', { termId });
  await send('RecordPayment', { studentId: kids.rudo, amount: usd('5000'), channel: 'CASH' });
  const beam = await send(
    'RecordSponsorPayment',
    {
      sponsorId: beamId,
      amount: usd('15000'),
      channel: 'BANK',
      reference: 'BEAM-TRF-0042',
      termId,
    },
    bursar,
  );
  beamPaymentId = beam.paymentId!;
  expect(beam.receiptNo).toBe('2026-000002');
  await send('RecordPayment', {
    studentId: kids.farai,
    amount: usd('3000'),
    channel: 'ECOCASH',
    reference: 'MP261125.1',
  });
});
afterAll(async () => t?.stop());

describe('the receipt register with BEAM’s payment in it', () => {
  it('lists receipts 2026-000001, 2026-000002 and 2026-000003: no gap, BEAM’s the second', async () => {
    const rows = await list<PaymentRow>('payments');
    expect(rows.map((p) => [p.receiptNo, p.payerName, p.amount, p.channel, p.status])).toEqual([
      ['2026-000001', 'Rudo Moyo', usd('5000'), 'CASH', 'Recorded'],
      ['2026-000002', 'BEAM', usd('15000'), 'BANK', 'Recorded'],
      ['2026-000003', 'Farai Sibanda', usd('3000'), 'ECOCASH', 'Recorded'],
    ]);
    expect(rows[1]).toMatchObject({
      id: beamPaymentId,
      sponsorId: beamId,
      accountId: null,
      payerStudentId: null,
      studentIds: [kids.rudo],
    });
    expect(rows[0]!.sponsorId).toBeNull();
  });

  it('filtered by sponsorId, lists BEAM’s payment alone; the bursar reads the same register', async () => {
    expect((await list<PaymentRow>('payments', { sponsorId: beamId })).map((p) => p.id)).toEqual([
      beamPaymentId,
    ]);
    expect((await list<PaymentRow>('payments', {}, bursar)).map((p) => p.receiptNo)).toEqual([
      '2026-000001',
      '2026-000002',
      '2026-000003',
    ]);
  });

  it('the superadmin reads it among school A’s payments', async () => {
    expect(
      (await list<PaymentRow>('payments', { schoolId: a.schoolId }, superToken)).map(
        (p) => p.receiptNo,
      ),
    ).toEqual(['2026-000001', '2026-000002', '2026-000003']);
  });

  it('collections count it: per channel and cashier, USD 50.00 cash and USD 30.00 EcoCash by the admin, USD 150.00 by bank by the bursar', async () => {
    const rows = await list<{
      channel: string;
      cashierId: string;
      count: number;
      total: unknown;
    }>('collections', { dateFrom: today, dateTo: today }, a.admin.token, ['channel', 'ASC']);
    const admin = userIdOf(a.admin.token);
    expect(rows.map((r) => [r.channel, r.cashierId, r.count, r.total])).toEqual([
      ['BANK', userIdOf(bursar), 1, usd('15000')],
      ['CASH', admin, 1, usd('5000')],
      ['ECOCASH', admin, 1, usd('3000')],
    ]);
  });

  it('the day’s cash-up counts it: three receipts, USD 230.00 taken', async () => {
    const res = await read(`/api/fee-cash-up?date=${today}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      payments: [
        {
          channel: 'BANK',
          currency: 'USD',
          count: 1,
          total: '15000',
          firstReceipt: '2026-000002',
          lastReceipt: '2026-000002',
        },
        { channel: 'CASH', currency: 'USD', count: 1, total: '5000' },
        { channel: 'ECOCASH', currency: 'USD', count: 1, total: '3000' },
      ],
      totals: [{ currency: 'USD', count: 3, taken: '23000', reversed: '0', net: '23000' }],
      receipts: { first: '2026-000001', last: '2026-000003', count: 3 },
      reversals: [],
    });
  });

  it('its receipt PDF names BEAM, Rudo and the term it paid for', async () => {
    for (const token of [a.admin.token, bursar]) {
      const res = await pdf(beamPaymentId, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const { text } = await extractText(
        await getDocumentProxy(new Uint8Array(await res.arrayBuffer())),
        { mergePages: true },
      );
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Receipt 2026-000002');
      expect(flat).toContain('Received from BEAM (sponsor)');
      expect(flat).toContain('Rudo Moyo');
      expect(flat).toContain('Tuition, Term 1');
      expect(flat).toContain('USD 150.00');
    }
  });

  it('Rudo’s family keeps its own balance: the levy USD 100.00 less its USD 50.00', async () => {
    const [account] = await list<{ balances: { balance: string; paid: string }[] }>(
      'fee-accounts',
      { studentId: kids.rudo },
      a.admin.token,
      ['id', 'ASC'],
    );
    expect(account!.balances).toMatchObject([{ paid: '5000', balance: '5000' }]);
  });
});

describe('who else reads it', () => {
  it('Rudo’s mother and Rudo read their own receipt 2026-000001, never BEAM’s', async () => {
    for (const token of [tokens.mother, tokens.rudo]) {
      expect((await list<PaymentRow>('payments', {}, token)).map((p) => p.receiptNo)).toEqual([
        '2026-000001',
      ]);
      expect(await list<PaymentRow>('payments', { sponsorId: beamId }, token)).toEqual([]);
      expect((await pdf(beamPaymentId, token)).status).toBe(404);
    }
  });

  it('another family reads none of the three', async () => {
    expect(await list<PaymentRow>('payments', {}, tokens.stranger)).toEqual([]);
    expect((await pdf(beamPaymentId, tokens.stranger)).status).toBe(404);
  });

  it('a teacher is refused the register, the collections, the cash-up and the receipt', async () => {
    expect((await read(`/api/payments${listQuery()}`, tokens.teacher)).status).toBe(403);
    expect((await read(`/api/collections${listQuery()}`, tokens.teacher)).status).toBe(403);
    expect((await read(`/api/fee-cash-up?date=${today}`, tokens.teacher)).status).toBe(403);
    expect((await pdf(beamPaymentId, tokens.teacher)).status).toBe(403);
  });

  it('school B’s admin sees nothing of it and cannot reverse it', async () => {
    expect(await list<PaymentRow>('payments', {}, b.admin.token)).toEqual([]);
    expect(await list<PaymentRow>('payments', { sponsorId: beamId }, b.admin.token)).toEqual([]);
    expect(await list('collections', {}, b.admin.token, ['date', 'ASC'])).toEqual([]);
    expect((await read(`/api/fee-cash-up?date=${today}`, b.admin.token)).body).toMatchObject({
      payments: [],
      receipts: null,
    });
    expect((await pdf(beamPaymentId, b.admin.token)).status).toBe(404);
    expect(
      (
        await post(
          'ReversePayment',
          { paymentId: beamPaymentId, reason: 'Not ours' },
          b.admin.token,
        )
      ).status,
    ).toBe(404);
  });
});

describe('reversing BEAM’s payment', () => {
  it('needs a reason', async () => {
    expect((await post('ReversePayment', { paymentId: beamPaymentId, reason: ' ' })).status).toBe(
      400,
    );
  });

  it('the bursar reverses it: the receipt stays, marked reversed, and BEAM owes its USD 250.00 again', async () => {
    const res = await post(
      'ReversePayment',
      { paymentId: beamPaymentId, reason: 'Transfer recalled by BEAM' },
      bursar,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ receiptNo: '2026-000002' });
    const rows = await list<PaymentRow>('payments');
    expect(rows.map((p) => [p.receiptNo, p.status, p.reversalReason])).toEqual([
      ['2026-000001', 'Recorded', null],
      ['2026-000002', 'Reversed', 'Transfer recalled by BEAM'],
      ['2026-000003', 'Recorded', null],
    ]);
    const claims = await list<Record<string, unknown>>(
      'sponsor-claims',
      { termId },
      a.admin.token,
      ['id', 'ASC'],
    );
    expect(claims.map((c) => [c.sponsorName, c.claimed, c.paid, c.owed])).toEqual([
      ['BEAM', '25000', '0', '25000'],
    ]);
    expect(
      (await post('ReversePayment', { paymentId: beamPaymentId, reason: 'Again' })).status,
    ).toBe(200);
  });

  it('collections no longer count it; the cash-up keeps its receipt and shows the reversal apart', async () => {
    const rows = await list<{ channel: string; total: unknown }>(
      'collections',
      { dateFrom: today, dateTo: today },
      a.admin.token,
      ['channel', 'ASC'],
    );
    expect(rows.map((r) => [r.channel, r.total])).toEqual([
      ['CASH', usd('5000')],
      ['ECOCASH', usd('3000')],
    ]);
    const res = await read(`/api/fee-cash-up?date=${today}`);
    expect(res.body).toMatchObject({
      totals: [{ currency: 'USD', count: 3, taken: '23000', reversed: '15000', net: '8000' }],
      receipts: { first: '2026-000001', last: '2026-000003', count: 3 },
      reversals: [
        {
          paymentId: beamPaymentId,
          receiptNo: '2026-000002',
          payerName: 'BEAM',
          amount: usd('15000'),
          reason: 'Transfer recalled by BEAM',
        },
      ],
    });
  });

  it('its receipt PDF says so', async () => {
    const res = await pdf(beamPaymentId, a.admin.token);
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(await res.arrayBuffer())),
      { mergePages: true },
    );
    expect(text.replace(/\s+/g, ' ')).toContain('REVERSED: Transfer recalled by BEAM');
  });
});
