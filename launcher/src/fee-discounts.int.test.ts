import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from './testing/dates';
import { enrolStudent } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, twoSchools } from './testing/staff';
import { schoolRequests } from './testing/feeSchool';

/**
 * Discounts, worked by hand, on a day pinned to 25 November 2026. School A bills one term: Tuition
 * USD 250.00 and Levy USD 100.00. Before billing, Rudo gets a 10 % sibling discount on tuition and
 * BEAM pays half of her tuition; Tapiwa, a staff child, USD 35.00 a term off tuition and levy
 * (granted by the bursar). Chipo's ad hoc discount comes after billing; Farai has none.
 */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let termId: string;
let bursar: string;
let kidAtB: string;
let dryRun: { learners: { studentId: string; lines: unknown[]; familyTotals: unknown }[] };
const kids = {} as Record<'rudo' | 'tapiwa' | 'chipo' | 'farai', string>;
const discounts = {} as Record<'rudo' | 'tapiwa' | 'chipo', string>;
const others = {} as Record<'teacher' | 'student' | 'parent' | 'superadmin', string>;

const { post, send, list } = schoolRequests(
  () => t,
  () => a.admin.token,
);
const usd = (minor: string) => ({ currency: 'USD', minor });
const sibling = (studentId: string) => ({
  studentId,
  kind: 'SIBLING',
  categories: ['TUITION'],
  percent: '10',
  fromTermId: termId,
  approvedBy: 'Mrs Dube, head',
});

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const schools = await twoSchools(t);
  ({ a, b } = schools);
  termId = schools.recA.termId;
  bursar = await signedInAs(t, 'BURSAR', a.schoolId);
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
  const red = (
    await send(
      'CreateClass',
      { levelId: schools.recB.levels.form1, name: 'Form 1 Red' },
      b.admin.token,
    )
  ).classId!;
  kidAtB = await enrolStudent(t, b, red, ['Nyasha', 'Banda']);
  const payers = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
  const item = (name: string, category: string, minor: string, dueDate: string) =>
    send('DefineFeeItem', { termId, name, category, amount: usd(minor), dueDate, payers });
  await item('Tuition', 'TUITION', '25000', '2026-10-01');
  await item('Levy', 'LEVY', '10000', '2026-10-15');
  await send('ApproveFeeSchedule', { termId });
  discounts.rudo = (await send('GrantDiscount', sibling(kids.rudo))).discountId!;
  discounts.tapiwa = (
    await send(
      'GrantDiscount',
      {
        studentId: kids.tapiwa,
        kind: 'STAFF_CHILD',
        categories: ['TUITION', 'LEVY'],
        amount: usd('3500'),
        fromTermId: termId,
        approvedBy: 'Mrs Dube, head',
      },
      bursar,
    )
  ).discountId!;
  const beam = (await send('RegisterSponsor', { name: 'BEAM', kind: 'BEAM' })).sponsorId!;
  await send('GrantSponsorship', {
    sponsorId: beam,
    studentId: kids.rudo,
    categories: ['TUITION'],
    percent: 50,
    fromTermId: termId,
  });
  dryRun = (await post('RunBilling', { termId, dryRun: true })).body as never;
  await send('RunBilling', { termId });
  discounts.chipo = (
    await send('GrantDiscount', {
      studentId: kids.chipo,
      kind: 'AD_HOC',
      categories: ['TUITION'],
      percent: '12.5',
      fromTermId: termId,
      reason: 'Fire at the family home',
      approvedBy: 'Board chair',
    })
  ).discountId!;
});
afterAll(async () => t?.stop());

describe('billing with a discount and a sponsor on the same learner', () => {
  const rudoTuition = {
    feeItemId: expect.any(String),
    name: 'Tuition',
    category: 'TUITION',
    amount: usd('25000'),
    dueDate: '2026-10-01',
    discount: {
      amount: usd('2500'),
      leftToPay: usd('22500'),
      parts: [{ discountId: expect.any(String), kind: 'SIBLING', amount: usd('2500') }],
    },
    sponsor: {
      sponsorId: expect.any(String),
      sponsorName: 'BEAM',
      sponsorshipId: expect.any(String),
      amount: usd('11250'),
    },
  };

  it('the dry run showed it: USD 250.00 less 10 % is USD 225.00, BEAM’s half USD 112.50, the family USD 212.50 with the levy', () => {
    const rudo = dryRun.learners.find((l) => l.studentId === kids.rudo)!;
    expect(rudo.lines[0]).toEqual(rudoTuition);
    expect(rudo.familyTotals).toEqual([usd('21250')]);
  });

  it('Rudo’s invoice keeps the full price, the discount and what is left for payers', async () => {
    const [invoice] = await list<Record<string, unknown>>('invoices', { studentId: kids.rudo });
    expect(invoice!.lines).toEqual([
      rudoTuition,
      {
        feeItemId: expect.any(String),
        name: 'Levy',
        category: 'LEVY',
        amount: usd('10000'),
        dueDate: '2026-10-15',
      },
    ]);
    expect(invoice!.totals).toEqual([usd('35000')]);
    expect(invoice!.familyTotals).toEqual([usd('21250')]);
    expect(invoice!.owed).toEqual([usd('21250')]);
  });

  it('Tapiwa’s USD 35.00 a term is spread by amount: USD 25.00 off tuition, USD 10.00 off the levy', async () => {
    const [invoice] = await list<{
      lines: { discount?: { amount: unknown; leftToPay: unknown } }[];
      familyTotals: unknown;
    }>('invoices', { studentId: kids.tapiwa });
    expect(invoice!.lines.map((l) => l.discount?.amount)).toEqual([usd('2500'), usd('1000')]);
    expect(invoice!.lines.map((l) => l.discount?.leftToPay)).toEqual([usd('22500'), usd('9000')]);
    expect(invoice!.familyTotals).toEqual([usd('31500')]);
  });

  it('Chipo’s discount granted after billing leaves her invoice as issued', async () => {
    const [invoice] = await list<{ lines: { discount?: unknown }[]; familyTotals: unknown }>(
      'invoices',
      { studentId: kids.chipo },
    );
    expect(invoice!.lines.some((l) => l.discount)).toBe(false);
    expect(invoice!.familyTotals).toEqual([usd('35000')]);
  });

  it('the family is billed its part: the ledger, the statement and the debtors', async () => {
    const [account] = await list<{ balances: { billed: string }[] }>('fee-accounts', {
      studentId: kids.rudo,
    });
    expect(account!.balances[0]!.billed).toBe('21250');
    const lines = await list<{ description: string; debit: string }>('fee-statements', {
      studentId: kids.rudo,
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        debit: '21250',
        description: expect.stringContaining(
          'Tuition (sibling discount USD 25.00; BEAM pays USD 112.50), Levy',
        ),
      }),
    );
    const debtors = await list<{ students: { id: string }[]; balances: { balance: string }[] }>(
      'fee-debtors',
    );
    expect(
      Object.fromEntries(debtors.map((d) => [d.students[0]!.id, d.balances[0]!.balance])),
    ).toEqual({
      [kids.rudo]: '21250',
      [kids.tapiwa]: '31500',
      [kids.chipo]: '35000',
      [kids.farai]: '35000',
    });
  });
});

describe('GET /api/discounts', () => {
  it('lists the school’s discounts with their learner, size, terms, reason and approver', async () => {
    const rows = await list<Record<string, unknown>>('discounts', {}, bursar);
    expect(rows.map((r) => r.studentName).sort()).toEqual([
      'Chipo Ncube',
      'Rudo Moyo',
      'Tapiwa Dube',
    ]);
    expect(rows.find((r) => r.id === discounts.chipo)).toEqual(
      expect.objectContaining({
        studentId: kids.chipo,
        kind: 'AD_HOC',
        categories: ['TUITION'],
        percent: '12.5',
        amount: null,
        fromTermName: expect.stringMatching(/^Term 1/),
        toTermName: null,
        reason: 'Fire at the family home',
        approvedBy: 'Board chair',
        status: 'Running',
      }),
    );
    expect(rows.find((r) => r.id === discounts.tapiwa)).toEqual(
      expect.objectContaining({ kind: 'STAFF_CHILD', percent: null, amount: usd('3500') }),
    );
  });

  it('filters by learner and by kind', async () => {
    expect(
      (await list<{ id: string }>('discounts', { studentId: kids.rudo })).map((r) => r.id),
    ).toEqual([discounts.rudo]);
    expect(
      (await list<{ id: string }>('discounts', { kind: 'STAFF_CHILD' })).map((r) => r.id),
    ).toEqual([discounts.tapiwa]);
  });

  it('the superadmin reads school A’s discounts; school B’s admin reads none of them', async () => {
    expect((await list('discounts', { schoolId: a.schoolId }, others.superadmin)).length).toBe(3);
    expect(await list('discounts', {}, b.admin.token)).toEqual([]);
  });

  it('a teacher, a student and a parent are refused the list (403)', async () => {
    for (const token of [others.teacher, others.student, others.parent])
      expect((await readNow(t, `/api/discounts${listQuery()}`, token)).status).toBe(403);
  });
});

describe('refusals', () => {
  const refusal = async (json: unknown, token = a.admin.token) => {
    const res = await post('GrantDiscount', json, token);
    return { status: res.status, detail: (res.body as { detail?: string }).detail };
  };

  it('a second running sibling discount for Rudo (409)', async () => {
    expect(await refusal(sibling(kids.rudo))).toEqual({
      status: 409,
      detail: 'This learner already has a running discount of this kind: end it first',
    });
  });

  it('an ad hoc discount without a reason, and percentages of 0 and 100.5 (400)', async () => {
    expect((await refusal({ ...sibling(kids.farai), kind: 'AD_HOC' })).status).toBe(400);
    expect((await refusal({ ...sibling(kids.farai), percent: '0' })).status).toBe(400);
    expect((await refusal({ ...sibling(kids.farai), percent: '100.5' })).status).toBe(400);
  });

  it('a fixed amount in ZiG, which the school prices nothing in (400)', async () => {
    const { percent: _percent, ...rest } = sibling(kids.farai);
    expect(await refusal({ ...rest, amount: { currency: 'ZWG', minor: '5000' } })).toEqual({
      status: 400,
      detail:
        'The school prices no fee item in that currency: give the amount in a currency its fees are in',
    });
  });

  it('an unknown learner and another school’s learner are not found (404)', async () => {
    expect((await refusal(sibling('5c0f0e00-0000-4000-8000-0000000000ff'))).status).toBe(404);
    expect((await refusal(sibling(kidAtB))).status).toBe(404);
    expect((await refusal(sibling(kids.farai), b.admin.token)).status).toBe(404);
  });

  it('a teacher, a student, a parent and the superadmin may neither grant nor end a discount (403)', async () => {
    for (const token of Object.values(others)) {
      expect((await post('GrantDiscount', sibling(kids.farai), token)).status).toBe(403);
      expect(
        (await post('EndDiscount', { discountId: discounts.rudo, reason: 'No' }, token)).status,
      ).toBe(403);
    }
  });

  it('school B’s admin does not find school A’s discount to end it (404)', async () => {
    expect(
      (await post('EndDiscount', { discountId: discounts.rudo, reason: 'No' }, b.admin.token))
        .status,
    ).toBe(404);
  });

  it('the bursar ends Tapiwa’s discount once; a second end is refused (409); her invoice keeps it', async () => {
    const end = { discountId: discounts.tapiwa, reason: 'Her mother left the staff' };
    expect((await post('EndDiscount', end, bursar)).status).toBe(201);
    expect((await post('EndDiscount', end, bursar)).status).toBe(409);
    const [row] = await list<Record<string, unknown>>('discounts', { running: false });
    expect(row).toEqual(
      expect.objectContaining({
        id: discounts.tapiwa,
        status: 'Ended',
        endReason: 'Her mother left the staff',
      }),
    );
    expect(
      (await list<{ id: string }>('discounts', { running: true })).map((r) => r.id).sort(),
    ).toEqual([discounts.chipo, discounts.rudo].sort());
    const [invoice] = await list<{ familyTotals: unknown }>('invoices', {
      studentId: kids.tapiwa,
    });
    expect(invoice!.familyTotals).toEqual([usd('31500')]);
  });
});
