import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteParent, linkParent, tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone, signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  twoSchools,
  type SchoolRecords,
} from './testing/staff';

/**
 * Opening balances from the school's old books, by the bulk import: school A bills Term 1 2030
 * (tuition USD 300.00 a learner, due 20 January 2030), then imports what its old books say each
 * family owed on 30 June 2025. Rudo and Tapiwa are siblings (one account), Chipo is alone.
 */
let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
let bursar: string;
const others = {} as Record<'teacher' | 'student' | 'parent' | 'superadmin', string>;
const learners = {} as Record<'rudo' | 'tapiwa' | 'chipo' | 'kuda', { id: string; number: string }>;
let batchId: string;
let paymentId: string;

const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const rows = async (resource: string, token: string, filter: Record<string, unknown> = {}) =>
  readNow(t, `/api/${resource}${listQuery(filter, ['id', 'ASC'], [0, 99])}`, token);
const usd = (minor: string) => ({ currency: 'USD', minor });

function form(content: string, extra: Record<string, string> = {}, kind = 'openingBalances') {
  const body = new FormData();
  body.append('kind', kind);
  for (const [k, v] of Object.entries(extra)) body.append(k, v);
  body.append('file', new Blob([content]), 'old-books.csv');
  return body;
}
const dryRun = (content: string, token = a.admin.token, kind?: string) =>
  t.request('/api/imports/dry-run', { body: form(content, {}, kind), token });

async function enrol(school: ApprovedSchool, classId: string, first: string, last: string) {
  const res = await t.request('/api/commands/EnrolStudent', {
    json: { firstName: first, lastName: last, dob: '2012-05-04', gender: 'female', classId },
    token: school.admin.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: String(res.body.studentId), number: String(res.body.registrationNumber) };
}

const HEADER = 'Registration number,Currency,Amount owed,As of,Note';
let file: string;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  let superToken: string;
  let recB: SchoolRecords;
  ({ superToken, a, b, recA, recB } = await twoSchools(t));
  others.superadmin = superToken;
  others.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  others.student = await signedInAs(t, 'STUDENT', a.schoolId);
  bursar = await signedInAs(t, 'BURSAR', a.schoolId);
  const blue = (await send('CreateClass', { levelId: recA.levels.form1, name: 'Form 1 Blue' })).body
    .classId as string;
  const green = (
    await send('CreateClass', { levelId: recB.levels.form2, name: 'Form 2 Green' }, b.admin.token)
  ).body.classId as string;
  learners.rudo = await enrol(a, blue, 'Rudo', 'Moyo');
  learners.tapiwa = await enrol(a, blue, 'Tapiwa', 'Moyo');
  learners.chipo = await enrol(a, blue, 'Chipo', 'Dube');
  learners.kuda = await enrol(b, green, 'Kuda', 'Ncube');
  const parentId = await inviteParent(t, a, {
    phoneNumber: newPhone().local,
    firstName: 'Tsitsi',
    lastName: 'Moyo',
  });
  await linkParent(t, a, parentId, learners.rudo.id);
  await linkParent(t, a, parentId, learners.tapiwa.id);
  others.parent = await tokenAs(t, parentId, 'PARENT', a.schoolId);
  expect(
    (
      await send('DefineFeeItem', {
        termId: recA.termId,
        name: 'Tuition',
        category: 'TUITION',
        amount: usd('30000'),
        dueDate: '2030-01-20',
        payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
      })
    ).status,
  ).toBe(201);
  await send('ApproveFeeSchedule', { termId: recA.termId });
  expect((await send('RunBilling', { termId: recA.termId })).status).toBe(201);
  const { rudo, tapiwa, chipo, kuda } = learners;
  file = [
    HEADER,
    `${rudo.number},USD,125.50,30/06/2025,Term 2 2025 arrears`,
    `${chipo.number},usd,-40.00,2025-06-30,`,
    `${tapiwa.number},ZWG,10.00,2025-06-30,`,
    'ZZZ-25-9999,USD,5.00,2025-06-30,',
    `${kuda.number},USD,5.00,2025-06-30,`,
    `${tapiwa.number},USD,12.345,2025-06-30,`,
    `${rudo.number},USD,10.00,2025-06-30,`,
    `${tapiwa.number},USD,10.00,2099-01-01,`,
    `${tapiwa.number},USD,80,2025-06-30,Ledger page 12`,
  ].join('\n');
});
afterAll(async () => t?.stop());

const accountOf = async (studentId: string, token = a.admin.token) =>
  ((await rows('fee-accounts', token, { studentId })).body as { balances: unknown }[])[0]?.balances;
const debtors = async () =>
  (
    (await rows('fee-debtors', a.admin.token)).body as {
      students: { name: string }[];
      balances: unknown;
      oldestDue: string;
    }[]
  )
    .map((d) => ({
      names: d.students.map((s) => s.name).join(' & '),
      balances: d.balances,
      oldestDue: d.oldestDue,
    }))
    .sort((x, y) => x.names.localeCompare(y.names));
const statement = async (studentId: string, token = a.admin.token) =>
  (
    (
      await readNow(
        t,
        `/api/fee-statements${listQuery({ studentId }, ['position', 'ASC'], [0, 99])}`,
        token,
      )
    ).body as { description: string; debit: string; credit: string; balance: string }[]
  ).map((l) => [l.description, l.debit, l.credit, l.balance]);

describe('the dry run of an opening-balances file', () => {
  it('lists each row’s outcome with the reason it is refused, writing nothing', async () => {
    const head = await t.platform.store.headPosition();
    const res = await dryRun(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { rudo, tapiwa, chipo, kuda } = learners;
    expect(res.body).toEqual({
      kind: 'openingBalances',
      create: 3,
      update: 0,
      skip: 0,
      errors: 6,
      rows: [
        { row: 2, action: 'create', errors: [], label: `Rudo Moyo ${rudo.number} USD` },
        { row: 3, action: 'create', errors: [], label: `Chipo Dube ${chipo.number} USD` },
        {
          row: 4,
          action: 'create',
          errors: [
            {
              column: 'Currency',
              message: 'The school prices nothing in ZWG: its fees are in USD',
            },
          ],
          label: `${tapiwa.number} ZWG`,
        },
        {
          row: 5,
          action: 'create',
          errors: [
            {
              column: 'Registration number',
              message: 'No learner with registration number ZZZ-25-9999 in this school',
            },
          ],
          label: 'ZZZ-25-9999 USD',
        },
        {
          row: 6,
          action: 'create',
          errors: [
            {
              column: 'Registration number',
              message: `${kuda.number} is a learner of another school: only this school’s learners can have its opening balances`,
            },
          ],
          label: `${kuda.number} USD`,
        },
        {
          row: 7,
          action: 'create',
          errors: [
            {
              column: 'Amount owed',
              message:
                'Enter the amount owed as a number with at most 2 decimals, e.g. 125.50 (a credit the school owes the family as -40.00)',
            },
          ],
          label: `${tapiwa.number} USD`,
        },
        {
          row: 8,
          action: 'create',
          errors: [
            {
              column: 'Registration number',
              message: 'Row 2 already gives this learner an opening balance in USD',
            },
          ],
          label: `${rudo.number} USD`,
        },
        {
          row: 9,
          action: 'create',
          errors: [{ column: 'As of', message: 'The as-of date cannot be in the future' }],
          label: `${tapiwa.number} USD`,
        },
        { row: 10, action: 'create', errors: [], label: `Tapiwa Moyo ${tapiwa.number} USD` },
      ],
    });
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('is refused without the valid-rows-only choice while rows have errors', async () => {
    const res = await t.request('/api/imports', { body: form(file), token: a.admin.token });
    expect(res.status).toBe(400);
  });
});

describe('the import of the valid rows', () => {
  it('records three opening balances (the bursar runs it), the six faulty rows left out', async () => {
    const res = await t.request('/api/imports', {
      body: form(file, { skipInvalid: 'true' }),
      token: bursar,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ created: 3, skipped: 0, failed: 0, invalid: 6 });
    batchId = res.body.batchId;
  });

  it('puts the family’s debts on its account: USD 600.00 billed + 125.50 + 80.00 = 805.50', async () => {
    expect(await accountOf(learners.rudo.id)).toEqual([
      {
        currency: 'USD',
        billed: '80550',
        paid: '0',
        credit: '0',
        adjusted: '0',
        balance: '80550',
      },
    ]);
  });

  it('makes Chipo’s USD 40.00 credit on her account: USD 300.00 - 40.00 = 260.00', async () => {
    expect(await accountOf(learners.chipo.id)).toEqual([
      {
        currency: 'USD',
        billed: '30000',
        paid: '0',
        credit: '4000',
        adjusted: '0',
        balance: '26000',
      },
    ]);
  });

  it('opens Rudo’s statement with the opening balance and its running balance', async () => {
    const lines = await statement(learners.rudo.id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual([
      'Opening balance (owed as of 2025-06-30): Term 2 2025 arrears',
      '12550',
      '0',
      '12550',
    ]);
    expect(lines[1]!.slice(1)).toEqual(['30000', '0', '42550']);
    expect(lines[1]![0]).toMatch(/^Invoice Term 1 2030/);
  });

  it('the parent reads the same statement', async () => {
    expect((await statement(learners.rudo.id, others.parent))[0]).toEqual([
      'Opening balance (owed as of 2025-06-30): Term 2 2025 arrears',
      '12550',
      '0',
      '12550',
    ]);
  });

  it('ages the old debts 90+ days in the debtors list, the term’s tuition current', async () => {
    expect(await debtors()).toEqual([
      {
        names: 'Chipo Dube',
        balances: [
          {
            currency: 'USD',
            balance: '26000',
            current: '26000',
            days30: '0',
            days60: '0',
            days90: '0',
          },
        ],
        oldestDue: '2030-01-20',
      },
      {
        names: 'Rudo Moyo & Tapiwa Moyo',
        balances: [
          {
            currency: 'USD',
            balance: '80550',
            current: '60000',
            days30: '0',
            days60: '0',
            days90: '20550',
          },
        ],
        oldestDue: '2025-06-30',
      },
    ]);
  });

  it('refuses the same file again: each of its learners already has an opening balance in USD', async () => {
    const res = await dryRun(
      [HEADER, `${learners.rudo.number},USD,1.00,2025-06-30,`].join('\n'),
      bursar,
    );
    expect(res.body.rows[0].errors).toEqual([
      {
        column: 'Registration number',
        message:
          'This learner already has an opening balance in USD: undo its import to bring another',
      },
    ]);
  });
});

describe('a payment, then the undo', () => {
  it('a payment of USD 250.00 pays the two opening balances (USD 205.50) first, then USD 44.50 of tuition', async () => {
    const res = await send(
      'RecordPayment',
      { studentId: learners.tapiwa.id, amount: usd('25000'), channel: 'CASH' },
      bursar,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    paymentId = res.body.paymentId;
    const [payment] = (await rows('payments', a.admin.token, { studentId: learners.tapiwa.id }))
      .body as { allocations: { name: string; studentId: string; amount: unknown }[] }[];
    expect(
      payment!.allocations
        .map((x) => [x.name, x.studentId, x.amount])
        .sort(
          (p, q) =>
            String(p[0]).localeCompare(String(q[0])) || String(p[1]).localeCompare(String(q[1])),
        ),
    ).toEqual(
      [
        ['Opening balance', learners.rudo.id, usd('12550')],
        ['Opening balance', learners.tapiwa.id, usd('8000')],
        ['Tuition', expect.any(String), usd('4450')],
      ].sort(
        (p, q) =>
          String(p[0]).localeCompare(String(q[0])) || String(p[1]).localeCompare(String(q[1])),
      ),
    );
    const family = (await debtors())[1]!;
    expect(family.balances).toEqual([
      {
        currency: 'USD',
        balance: '55550',
        current: '55550',
        days30: '0',
        days60: '0',
        days90: '0',
      },
    ]);
    expect(family.oldestDue).toBe('2030-01-20');
  });

  it('the undo is refused while that payment stands, naming the learners it reached', async () => {
    const head = await t.platform.store.headPosition();
    const res = await send('UndoImport', { batchId }, bursar);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      'This import cannot be undone: payments have been allocated to the opening balance of Rudo Moyo (USD), Tapiwa Moyo (USD). Reverse those payments first',
    );
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('once the payment is reversed the undo takes the three balances back, nothing deleted', async () => {
    expect(
      (await send('ReversePayment', { paymentId, reason: 'Recorded on the wrong family' })).status,
    ).toBe(201);
    const res = await send('UndoImport', { batchId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ batchId, undone: 3 });
    expect(await accountOf(learners.rudo.id)).toEqual([
      { currency: 'USD', billed: '60000', paid: '0', credit: '0', adjusted: '0', balance: '60000' },
    ]);
    expect(await accountOf(learners.chipo.id)).toEqual([
      { currency: 'USD', billed: '30000', paid: '0', credit: '0', adjusted: '0', balance: '30000' },
    ]);
    const lines = await statement(learners.rudo.id);
    expect(lines[0]).toEqual([
      'Opening balance (owed as of 2025-06-30): Term 2 2025 arrears',
      '12550',
      '0',
      '12550',
    ]);
    expect(lines.at(-1)).toEqual([
      'Opening balance undone (owed as of 2025-06-30)',
      '0',
      '12550',
      '30000',
    ]);
    const [batch] = (await rows('import-batches', bursar)).body as {
      id: string;
      status: string;
      undone: number;
    }[];
    expect(batch).toMatchObject({ id: batchId, status: 'Undone', undone: 3 });
  });
});

describe('who may import opening balances', () => {
  const small = () => [HEADER, `${learners.chipo.number},USD,1.00,2025-06-30,`].join('\n');

  it('the school’s admin and bursar may; a teacher, student, parent and the superadmin may not', async () => {
    expect((await dryRun(small(), a.admin.token)).status).toBe(200);
    expect((await dryRun(small(), bursar)).status).toBe(200);
    for (const role of ['teacher', 'student', 'parent', 'superadmin'] as const)
      expect((await dryRun(small(), others[role])).status, role).toBe(403);
    for (const role of ['teacher', 'student', 'parent', 'superadmin'] as const)
      expect(
        (await t.request('/api/imports', { body: form(small()), token: others[role] })).status,
        role,
      ).toBe(403);
  });

  it('the bursar may not import students, nor download their template', async () => {
    expect((await dryRun('First Name\nRudo', bursar, 'students')).status).toBe(403);
    expect((await t.request('/api/imports/template?kind=students', { token: bursar })).status).toBe(
      403,
    );
    expect(
      (await t.request('/api/imports/template?kind=openingBalances', { token: bursar })).status,
    ).toBe(200);
  });

  it('another school’s admin finds school A’s learners refused as another school’s', async () => {
    const res = await dryRun(small(), b.admin.token);
    expect(res.body.rows[0].errors[0].message).toBe(
      `${learners.chipo.number} is a learner of another school: only this school’s learners can have its opening balances`,
    );
  });

  it('another school’s admin cannot undo school A’s batch (404) nor list it', async () => {
    expect((await send('UndoImport', { batchId }, b.admin.token)).status).toBe(404);
    expect((await rows('import-batches', b.admin.token)).body).toEqual([]);
  });

  it('a teacher, student and parent may not list imports nor undo one', async () => {
    for (const role of ['teacher', 'student', 'parent'] as const) {
      expect((await rows('import-batches', others[role])).status, role).toBe(403);
      expect((await send('UndoImport', { batchId }, others[role])).status, role).toBe(403);
    }
  });
});
