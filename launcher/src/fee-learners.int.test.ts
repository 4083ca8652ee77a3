import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from './testing/dates';
import { enrolStudent, inviteParent, tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone, signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, twoSchools } from './testing/staff';
import { schoolRequests } from './testing/feeSchool';

/**
 * The bursar finds any learner. School A bills Term 1 to Tsitsi Moyo's children Rudo and Tapiwa (one
 * family); Farai Sibanda is enrolled after billing and never billed. School B has Chipo Ncube.
 */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let superToken: string;
let bursar: string;
let termId: string;
const kids = {} as Record<'rudo' | 'tapiwa' | 'farai' | 'chipo', string>;
const tokens = {} as Record<'mother' | 'rudo' | 'teacher', string>;

const { send } = schoolRequests(
  () => t,
  () => a.admin.token,
);
const learners = (filter: Record<string, unknown>, token = bursar) =>
  readNow(t, `/api/fee-learners${listQuery(filter, ['name', 'ASC'])}`, token);
const found = async (filter: Record<string, unknown>, token = bursar) =>
  ((await learners(filter, token)).body as { id: string }[]).map((r) => r.id);

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
  kids.rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo'], [tsitsi]);
  kids.tapiwa = await enrolStudent(t, a, blue, ['Tapiwa', 'Moyo'], [tsitsi]);
  tokens.mother = await tokenAs(t, tsitsi, 'PARENT', a.schoolId);
  tokens.rudo = await tokenAs(t, kids.rudo, 'STUDENT', a.schoolId);
  await send('DefineFeeItem', {
    termId,
    name: 'Tuition',
    category: 'TUITION',
    amount: { currency: 'USD', minor: '25000' },
    dueDate: '2026-10-01',
    payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
  });
  await send('ApproveFeeSchedule', { termId });
  await send('RunBilling', { termId });
  kids.farai = await enrolStudent(t, a, blue, ['Farai', 'Sibanda']);
  const gold = (
    await send(
      'CreateClass',
      { levelId: schools.recB.levels.form1, name: 'Form 1 Gold' },
      b.admin.token,
    )
  ).classId!;
  kids.chipo = await enrolStudent(t, b, gold, ['Chipo', 'Ncube']);
});
afterAll(async () => t?.stop());

describe('the fee keepers’ learner list', () => {
  it('finds Farai, never billed, by name: his class, level, status and his own account, nothing else', async () => {
    const res = await learners({ q: 'farai' });
    expect(res.status).toBe(200);
    const rows = res.body as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'accountId',
      'className',
      'id',
      'levelName',
      'name',
      'registrationNumber',
      'schoolId',
      'status',
    ]);
    expect(rows[0]).toMatchObject({
      id: kids.farai,
      schoolId: a.schoolId,
      name: 'Farai Sibanda',
      className: 'Form 1 Blue',
      levelName: 'Form 1',
      status: 'Active',
      accountId: kids.farai,
    });
    // The fee accounts (billed learners only) do not hold him.
    const accounts = await readNow(t, `/api/fee-accounts${listQuery({ q: 'farai' })}`, bursar);
    expect(accounts.body).toEqual([]);
  });

  it('finds a learner by registration number, and the siblings share one family account', async () => {
    const farai = ((await learners({ q: 'farai' })).body as { registrationNumber: string }[])[0]!;
    expect(await found({ q: farai.registrationNumber })).toEqual([kids.farai]);
    const moyos = (await learners({ q: 'moyo' })).body as { name: string; accountId: string }[];
    expect(moyos.map((m) => m.name)).toEqual(['Rudo Moyo', 'Tapiwa Moyo']);
    const family = [kids.rudo, kids.tapiwa].sort()[0];
    expect(moyos.map((m) => m.accountId)).toEqual([family, family]);
  });

  it('is the school’s own: the admin reads what the bursar reads, school B’s admin only Chipo, the superadmin both', async () => {
    const mine = await found({});
    expect(mine.sort()).toEqual([kids.farai, kids.rudo, kids.tapiwa].sort());
    expect(await found({}, a.admin.token)).toEqual(await found({}));
    expect(await found({}, b.admin.token)).toEqual([kids.chipo]);
    expect(await found({ q: 'farai' }, b.admin.token)).toEqual([]);
    expect(await found({ q: 'chipo' }, superToken)).toEqual([kids.chipo]);
  });

  it('refuses teachers, parents and students (403)', async () => {
    for (const token of [tokens.teacher, tokens.mother, tokens.rudo])
      expect((await learners({}, token)).status).toBe(403);
  });
});

describe('a payment for Farai, never billed', () => {
  const account = async () =>
    (
      (await readNow(t, `/api/fee-accounts${listQuery({ accountId: kids.farai })}`, bursar))
        .body as { students: { name: string; className: string }[]; balances: unknown[] }[]
    )[0];

  it('is credit on his account: the desk finds it billed nothing, paid USD 100.00 ahead', async () => {
    const taken = await send(
      'RecordPayment',
      { studentId: kids.farai, amount: { currency: 'USD', minor: '10000' }, channel: 'CASH' },
      bursar,
    );
    expect(taken.receiptNo).toBe('2026-000001');
    const farai = await account();
    expect(farai?.students).toEqual([
      {
        id: kids.farai,
        name: 'Farai Sibanda',
        className: 'Form 1 Blue',
        registrationNumber: expect.any(String),
      },
    ]);
    expect(farai?.balances).toEqual([
      {
        currency: 'USD',
        billed: '0',
        paid: '0',
        credit: '10000',
        adjusted: '0',
        balance: '-10000',
      },
    ]);
    const payments = await readNow(
      t,
      `/api/payments${listQuery({ accountId: kids.farai })}`,
      bursar,
    );
    expect(
      (payments.body as { receiptNo: string; amount: unknown; allocations: unknown[] }[]).map(
        (p) => [p.receiptNo, p.amount],
      ),
    ).toEqual([['2026-000001', { currency: 'USD', minor: '10000' }]]);
  });

  it('lowers his family’s balance once he is billed, though his invoice still owes its USD 250.00', async () => {
    await send('RunBilling', { termId });
    expect((await account())?.balances).toEqual([
      {
        currency: 'USD',
        billed: '25000',
        paid: '0',
        credit: '10000',
        adjusted: '0',
        balance: '15000',
      },
    ]);
    // Credit on account is netted in the balance; billing does not apply it to the invoice's lines.
    const invoices = await readNow(
      t,
      `/api/invoices${listQuery({ studentId: kids.farai })}`,
      bursar,
    );
    expect((invoices.body as { owed: unknown }[]).map((i) => i.owed)).toEqual([
      [{ currency: 'USD', minor: '25000' }],
    ]);
  });

  it('is not another school’s: school B’s admin finds no such account', async () => {
    const other = await readNow(
      t,
      `/api/fee-accounts${listQuery({ accountId: kids.farai })}`,
      b.admin.token,
    );
    expect(other.body).toEqual([]);
  });
});
