import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from './testing/dates';
import { enrolStudent } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, twoSchools } from './testing/staff';
import { schoolRequests } from './testing/feeSchool';

/**
 * Sponsors, worked by hand, on a day pinned to 25 November 2026. School A bills one term: Tuition
 * USD 250.00 and Levy USD 100.00. BEAM pays all of Rudo's tuition, St Mary's church 33 % of
 * Tapiwa's levy, and Delta (her mother's employer) Chipo's tuition and levy up to USD 120.00;
 * Farai has no sponsor.
 */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let termId: string;
const kids = {} as Record<'rudo' | 'tapiwa' | 'chipo' | 'farai', string>;
const sponsors = {} as Record<'beam' | 'church' | 'delta', string>;
const others = {} as Record<'teacher' | 'student' | 'parent' | 'superadmin', string>;
let beamReceipt: string;

const { post, send, list } = schoolRequests(
  () => t,
  () => a.admin.token,
);
const usd = (minor: string) => ({ currency: 'USD', minor });

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const schools = await twoSchools(t);
  ({ a, b } = schools);
  termId = schools.recA.termId;
  others.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  others.student = await signedInAs(t, 'STUDENT', a.schoolId);
  others.parent = await signedInAs(t, 'PARENT', a.schoolId);
  others.superadmin = schools.superToken;
  const blue = (
    await send('CreateClass', { levelId: schools.recA.levels.form1, name: 'Form 1 Blue' })
  ).classId!;
  kids.rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo']);
  kids.tapiwa = await enrolStudent(t, a, blue, ['Tapiwa', 'Dube']);
  kids.chipo = await enrolStudent(t, a, blue, ['Chipo', 'Ncube']);
  kids.farai = await enrolStudent(t, a, blue, ['Farai', 'Sibanda']);
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
  sponsors.beam = (await send('RegisterSponsor', { name: 'BEAM', kind: 'BEAM' })).sponsorId!;
  sponsors.church = (
    await send('RegisterSponsor', { name: 'St Mary’s', kind: 'CHURCH' })
  ).sponsorId!;
  sponsors.delta = (await send('RegisterSponsor', { name: 'Delta', kind: 'EMPLOYER' })).sponsorId!;
  const grant = (sponsorId: string, studentId: string, categories: string[], share: object) =>
    send('GrantSponsorship', { sponsorId, studentId, categories, ...share, fromTermId: termId });
  await grant(sponsors.beam, kids.rudo, ['TUITION'], { percent: 100 });
  await grant(sponsors.church, kids.tapiwa, ['LEVY'], { percent: 33 });
  await grant(sponsors.delta, kids.chipo, ['TUITION', 'LEVY'], { cap: usd('12000') });
  await send('RunBilling', { termId });
  // Receipts 1, 2 (BEAM's) and 3, in this order: one numbering for families and sponsors.
  await send('RecordPayment', { studentId: kids.rudo, amount: usd('10000'), channel: 'CASH' });
  beamReceipt = (
    await send('RecordSponsorPayment', {
      sponsorId: sponsors.beam,
      amount: usd('15000'),
      channel: 'BANK',
      reference: 'BEAM-TRF-0042',
      termId,
    })
  ).receiptNo!;
  await send('RecordPayment', { studentId: kids.farai, amount: usd('5000'), channel: 'CASH' });
});
afterAll(async () => t?.stop());

describe('an invoice split by payer', () => {
  it('BEAM’s 100 % of Rudo’s tuition: her family is billed the levy only, USD 100.00', async () => {
    const [invoice] = await list<{ lines: unknown[]; totals: unknown; familyTotals: unknown }>(
      'invoices',
      { studentId: kids.rudo },
    );
    expect(invoice!.lines).toEqual([
      {
        feeItemId: expect.any(String),
        name: 'Tuition',
        category: 'TUITION',
        amount: usd('25000'),
        dueDate: '2026-10-01',
        sponsor: {
          sponsorId: sponsors.beam,
          sponsorName: 'BEAM',
          sponsorshipId: expect.any(String),
          amount: usd('25000'),
        },
      },
      {
        feeItemId: expect.any(String),
        name: 'Levy',
        category: 'LEVY',
        amount: usd('10000'),
        dueDate: '2026-10-15',
      },
    ]);
    expect(invoice!.totals).toEqual([usd('35000')]);
    expect(invoice!.familyTotals).toEqual([usd('10000')]);
  });

  it('the church’s 33 % of Tapiwa’s USD 100.00 levy is USD 33.00, her family’s USD 67.00', async () => {
    const [invoice] = await list<{
      lines: { sponsor?: { amount: unknown } }[];
      familyTotals: unknown;
    }>('invoices', { studentId: kids.tapiwa });
    expect(invoice!.lines.map((l) => l.sponsor?.amount ?? null)).toEqual([null, usd('3300')]);
    expect(invoice!.familyTotals).toEqual([usd('31700')]);
  });

  it('Delta’s cap of USD 120.00 over USD 350.00 is spread USD 85.71 + USD 34.29 (largest remainder)', async () => {
    const [invoice] = await list<{
      lines: { sponsor?: { amount: unknown } }[];
      familyTotals: unknown;
    }>('invoices', { studentId: kids.chipo });
    expect(invoice!.lines.map((l) => l.sponsor?.amount ?? null)).toEqual([
      usd('8571'),
      usd('3429'),
    ]);
    expect(invoice!.familyTotals).toEqual([usd('23000')]);
  });
});

describe('what the family owes and what the sponsor owes', () => {
  it('balances count only the family’s part: Rudo’s family paid its USD 100.00 and owes nothing', async () => {
    const accounts = await list<{ id: string; balances: unknown[] }>('fee-accounts', {
      studentId: kids.rudo,
    });
    expect(accounts[0]!.balances).toEqual([
      {
        currency: 'USD',
        billed: '10000',
        paid: '10000',
        credit: '0',
        adjusted: '0',
        balance: '0',
      },
    ]);
  });

  it('the debtors list Tapiwa’s family for USD 317.00 and Chipo’s for USD 230.00, never Rudo’s for BEAM’s debt', async () => {
    const debtors = await list<{ students: { id: string }[]; balances: { balance: string }[] }>(
      'fee-debtors',
    );
    const owing = Object.fromEntries(
      debtors.map((d) => [d.students[0]!.id, d.balances.map((x) => x.balance)]),
    );
    expect(owing).toEqual({
      [kids.tapiwa]: ['31700'],
      [kids.chipo]: ['23000'],
      [kids.farai]: ['30000'],
    });
  });

  it('Rudo’s statement shows the invoice as USD 100.00, naming BEAM’s part', async () => {
    const lines = await list<{ description: string; debit: string }>('fee-statements', {
      studentId: kids.rudo,
    });
    // Lines are read in id order, which is not the order they were written in: find the invoice's.
    expect(lines).toContainEqual(
      expect.objectContaining({
        debit: '10000',
        description: expect.stringContaining('Tuition (BEAM pays USD 250.00)'),
      }),
    );
  });

  it('BEAM’s payment took the next receipt number between the families’, and the claims register shows claimed, paid and owed', async () => {
    expect(beamReceipt).toBe('2026-000002');
    const receipts = (await list<{ receiptNo: string }>('payments')).map((p) => p.receiptNo).sort();
    expect(receipts).toEqual(['2026-000001', '2026-000002', '2026-000003']);
    const claims = await list<Record<string, unknown>>('sponsor-claims', { termId });
    expect(
      claims
        .map((c) => [c.sponsorName, c.currency, c.learners, c.claimed, c.paid, c.owed])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual([
      ['BEAM', 'USD', 1, '25000', '15000', '10000'],
      ['Delta', 'USD', 1, '12000', '0', '12000'],
      ['St Mary’s', 'USD', 1, '3300', '0', '3300'],
    ]);
  });

  it('the sponsors list BEAM with Rudo’s sponsorship and USD 100.00 owed', async () => {
    const [beam] = await list<Record<string, unknown>>('sponsors', { q: 'BEAM' });
    expect(beam).toEqual(
      expect.objectContaining({
        id: sponsors.beam,
        name: 'BEAM',
        kind: 'BEAM',
        owed: [usd('10000')],
        sponsorships: [
          expect.objectContaining({
            studentId: kids.rudo,
            studentName: 'Rudo Moyo',
            categories: ['TUITION'],
            percent: 100,
            cap: null,
            status: 'Active',
          }),
        ],
      }),
    );
  });
});

describe('refusals', () => {
  it('a share with both a percentage and a cap is refused (400)', async () => {
    const res = await post('GrantSponsorship', {
      sponsorId: sponsors.beam,
      studentId: kids.farai,
      categories: ['TUITION'],
      percent: 50,
      cap: usd('1000'),
      fromTermId: termId,
    });
    expect(res.status).toBe(400);
  });

  it('a second sponsor of Rudo’s tuition in the same term is refused (409)', async () => {
    const res = await post('GrantSponsorship', {
      sponsorId: sponsors.church,
      studentId: kids.rudo,
      categories: ['TUITION'],
      percent: 50,
      fromTermId: termId,
    });
    expect(res.status).toBe(409);
  });

  it('another school’s admin finds neither the sponsor nor the learner, and lists nothing of school A', async () => {
    expect(
      (
        await post(
          'GrantSponsorship',
          {
            sponsorId: sponsors.beam,
            studentId: kids.farai,
            categories: ['TUITION'],
            percent: 50,
            fromTermId: termId,
          },
          b.admin.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          'RecordSponsorPayment',
          { sponsorId: sponsors.beam, amount: usd('100'), channel: 'CASH' },
          b.admin.token,
        )
      ).status,
    ).toBe(404);
    expect(await list('sponsors', {}, b.admin.token)).toEqual([]);
    expect(await list('sponsor-claims', {}, b.admin.token)).toEqual([]);
  });

  it('a teacher, a student, a parent and the superadmin may neither register a sponsor nor read the lists', async () => {
    for (const token of Object.values(others)) {
      expect(
        (await post('RegisterSponsor', { name: 'Econet', kind: 'EMPLOYER' }, token)).status,
      ).toBe(403);
      expect((await readNow(t, `/api/sponsors${listQuery()}`, token)).status).toBe(403);
      expect((await readNow(t, `/api/sponsor-claims${listQuery()}`, token)).status).toBe(403);
    }
  });

  it('ending the church’s sponsorship marks it ended; Tapiwa’s invoice keeps its split', async () => {
    const [church] = await list<{ sponsorships: { id: string }[] }>('sponsors', { q: 'Mary' });
    const sponsorshipId = church!.sponsorships[0]!.id;
    expect((await post('EndSponsorship', { sponsorshipId })).status).toBe(201);
    expect((await post('EndSponsorship', { sponsorshipId })).status).toBe(200);
    const [after] = await list<{ sponsorships: { status: string }[] }>('sponsors', { q: 'Mary' });
    expect(after!.sponsorships[0]!.status).toBe('Ended');
    const [invoice] = await list<{ familyTotals: unknown }>('invoices', { studentId: kids.tapiwa });
    expect(invoice!.familyTotals).toEqual([usd('31700')]);
  });
});
