import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from './testing/dates';
import { enrolStudent, inviteParent, tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone, signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, twoSchools } from './testing/staff';
import { schoolRequests } from './testing/feeSchool';

/**
 * The collection rate per class, worked by hand, on a day pinned to 25 November 2026. School A
 * bills Term 1: Tuition USD 250.00 to everyone and a Bus fee of ZWG 1,000.00 to Form 2.
 *
 * Form 1 Blue: Rudo and Tapiwa; BEAM pays 40 % of Tapiwa's tuition (USD 100.00), so the families
 * are billed USD 250.00 + USD 150.00 = USD 400.00. Rudo's family pays USD 33.33, Tapiwa's USD
 * 150.00 and USD 20.00 more that is reversed; BEAM pays its USD 100.00 (the sponsor's, not the
 * families'). Collected USD 183.33 of USD 400.00: 45.8325 %, shown 45.8 %.
 *
 * Form 2 Gold: Chipo, a staff child with 20 % off tuition, billed USD 250.00 - USD 50.00 = USD
 * 200.00 and ZWG 1,000.00. Her family pays ZWG 300.00 (the ZiG line first) and gets a credit note
 * of USD 50.00 (not a collection). USD: 0 of USD 200.00, 0.0 %; ZWG: ZWG 300.00 of ZWG 1,000.00,
 * 30.0 %.
 */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let termId: string;
let superToken: string;
const classes = {} as Record<'blue' | 'gold', string>;
const tokens = {} as Record<'bursar' | 'teacher' | 'student' | 'parent', string>;

const { send } = schoolRequests(
  () => t,
  () => a.admin.token,
);
const rates = (filter: Record<string, unknown>, token = a.admin.token) =>
  readNow(t, `/api/collection-rates${listQuery(filter)}`, token);
const usd = (minor: string) => ({ currency: 'USD', minor });
const zwg = (minor: string) => ({ currency: 'ZWG', minor });

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const schools = await twoSchools(t);
  ({ a, b, superToken } = schools);
  termId = schools.recA.termId;
  tokens.bursar = await signedInAs(t, 'BURSAR', a.schoolId);
  tokens.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  classes.blue = (
    await send('CreateClass', { levelId: schools.recA.levels.form1, name: 'Form 1 Blue' })
  ).classId!;
  classes.gold = (
    await send('CreateClass', { levelId: schools.recA.levels.form2, name: 'Form 2 Gold' })
  ).classId!;
  const mother = await inviteParent(t, a, {
    phoneNumber: newPhone().local,
    firstName: 'Tsitsi',
    lastName: 'Moyo',
  });
  const rudo = await enrolStudent(t, a, classes.blue, ['Rudo', 'Moyo'], [mother]);
  const tapiwa = await enrolStudent(t, a, classes.blue, ['Tapiwa', 'Dube']);
  const chipo = await enrolStudent(t, a, classes.gold, ['Chipo', 'Ncube']);
  tokens.parent = await tokenAs(t, mother, 'PARENT', a.schoolId);
  tokens.student = await tokenAs(t, rudo, 'STUDENT', a.schoolId);
  const everyone = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
  await send('DefineFeeItem', {
    termId,
    name: 'Tuition',
    category: 'TUITION',
    amount: usd('25000'),
    dueDate: '2026-10-01',
    payers: everyone,
  });
  await send('DefineFeeItem', {
    termId,
    name: 'Bus',
    category: 'TRANSPORT',
    amount: zwg('100000'),
    dueDate: '2026-10-15',
    payers: { ...everyone, levelIds: [schools.recA.levels.form2] },
  });
  await send('ApproveFeeSchedule', { termId });
  const beam = (await send('RegisterSponsor', { name: 'BEAM', kind: 'BEAM' })).sponsorId!;
  await send('GrantSponsorship', {
    sponsorId: beam,
    studentId: tapiwa,
    categories: ['TUITION'],
    percent: 40,
    fromTermId: termId,
  });
  await send('GrantDiscount', {
    studentId: chipo,
    kind: 'STAFF_CHILD',
    categories: ['TUITION'],
    percent: '20',
    fromTermId: termId,
    approvedBy: 'Mrs Dube, head',
  });
  await send('RunBilling', { termId });
  await send('RecordExchangeRate', {
    date: '2026-11-25',
    base: 'USD',
    quote: 'ZWG',
    rate: '26.7834',
    source: 'RBZ',
  });
  await send('RecordPayment', { studentId: rudo, amount: usd('3333'), channel: 'CASH' });
  await send('RecordPayment', { studentId: tapiwa, amount: usd('15000'), channel: 'CASH' });
  const mistaken = await send('RecordPayment', {
    studentId: tapiwa,
    amount: usd('2000'),
    channel: 'CASH',
  });
  await send('ReversePayment', { paymentId: mistaken.paymentId, reason: 'Keyed twice' });
  await send('RecordSponsorPayment', {
    sponsorId: beam,
    amount: usd('10000'),
    channel: 'BANK',
    reference: 'BEAM-0042',
  });
  await send('RecordPayment', { studentId: chipo, amount: zwg('30000'), channel: 'CASH' });
  const chipoInvoice = (
    (await readNow(t, `/api/invoices${listQuery({ studentId: chipo })}`, a.admin.token)).body as {
      id: string;
    }[]
  )[0]!.id;
  await send('IssueCreditNote', {
    invoiceId: chipoInvoice,
    amount: usd('5000'),
    reason: 'Sibling discount',
  });
});
afterAll(async () => t?.stop());

const expected = () => [
  {
    id: `${termId}:${classes.blue}`,
    schoolId: a.schoolId,
    termId,
    termName: 'Term 1 2030',
    classId: classes.blue,
    className: 'Form 1 Blue',
    learners: 2,
    billed: [usd('40000')],
    collected: [usd('18333')],
    rate: [{ currency: 'USD', percent: '45.8' }],
  },
  {
    id: `${termId}:${classes.gold}`,
    schoolId: a.schoolId,
    termId,
    termName: 'Term 1 2030',
    classId: classes.gold,
    className: 'Form 2 Gold',
    learners: 1,
    billed: [usd('20000'), zwg('100000')],
    collected: [usd('0'), zwg('30000')],
    rate: [
      { currency: 'USD', percent: '0.0' },
      { currency: 'ZWG', percent: '30.0' },
    ],
  },
];

describe('GET /api/collection-rates for the term', () => {
  it('gives each class billed to families, collected so far and the rate per currency, by class name', async () => {
    const res = await rates({ termId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected());
  });

  it('the bursar reads the same rows; filtered by class, one', async () => {
    expect((await rates({ termId }, tokens.bursar)).body).toEqual(expected());
    expect(
      ((await rates({ termId, classId: classes.gold })).body as { className: string }[]).map(
        (r) => r.className,
      ),
    ).toEqual(['Form 2 Gold']);
  });

  it('the superadmin reads school A’s rows', async () => {
    expect((await rates({ termId, schoolId: a.schoolId }, superToken)).body).toEqual(expected());
  });

  it('another school’s admin reads none of school A’s', async () => {
    const res = await rates({ termId }, b.admin.token);
    expect([res.status, res.body]).toEqual([200, []]);
    expect((await rates({}, b.admin.token)).body).toEqual([]);
  });

  it('a teacher, a student and a parent are refused', async () => {
    for (const token of [tokens.teacher, tokens.student, tokens.parent])
      expect((await rates({ termId }, token)).status).toBe(403);
  });

  it('a term id that is not an id is refused (400)', async () => {
    expect((await rates({ termId: 'term-1' })).status).toBe(400);
  });
});
