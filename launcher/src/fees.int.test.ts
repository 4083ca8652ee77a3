import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday as day } from './testing/dates';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { refused, signedInAs } from './testing/people';
import type { ApprovedSchool } from './testing/schools';
import { listQuery, readNow, twoSchools, type SchoolRecords } from './testing/staff';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
let recB: SchoolRecords;
/** School A's teacher, student and parent, and school B's admin, signed in for real. */
const others = {} as Record<'teacher' | 'student' | 'parent', string>;
let classA: string;
let classB: string;

const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const rows = async (
  resource: string,
  token: string,
  filter: Record<string, unknown> = {},
  sort: [string, string] = ['id', 'ASC'],
) => await readNow(t, `/api/${resource}${listQuery(filter, sort)}`, token);
const everyone = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
const tuition = () => ({
  termId: recA.termId,
  name: 'Tuition',
  category: 'TUITION',
  amount: { currency: 'USD', minor: '12500' },
  dueDate: '2030-01-20',
  payers: everyone,
});
const commandTypes = [
  'RecordExchangeRate',
  'DefineFeeItem',
  'ChangeFeeItem',
  'RemoveFeeItem',
  'ApproveFeeSchedule',
];
const auditSummaries = async (token: string) =>
  (
    (await rows('school-events', token, {}, ['occurredAt', 'DESC'])).body as { summary: string }[]
  ).map((e) => e.summary);

beforeAll(async () => {
  t = await startTestPlatform();
  ({ superToken, a, b, recA, recB } = await twoSchools(t));
  others.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  others.student = await signedInAs(t, 'STUDENT', a.schoolId);
  others.parent = await signedInAs(t, 'PARENT', a.schoolId);
  classA = (await send('CreateClass', { levelId: recA.levels.form1, name: 'Form 1 Blue' })).body
    .classId;
  classB = (
    await send('CreateClass', { levelId: recB.levels.form1, name: 'Form 1 Gold' }, b.admin.token)
  ).body.classId;
});
afterAll(async () => t?.stop());

describe('exchange rates', () => {
  it('the admin records a day’s ZWG rate and lists it; the same rate again appends nothing', async () => {
    const rate = {
      date: day(-1),
      base: 'USD',
      quote: 'ZWG',
      rate: '26.7834',
      source: 'RBZ interbank rate',
    };
    const res = await send('RecordExchangeRate', rate);
    expect(res.status).toBe(201);
    const listed = await rows('exchange-rates', a.admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        schoolId: a.schoolId,
        date: day(-1),
        base: 'USD',
        quote: 'ZWG',
        rate: '26.7834',
        source: 'RBZ interbank rate',
        previousRate: null,
      }),
    ]);
    const head = await t.platform.store.headPosition();
    expect((await send('RecordExchangeRate', rate)).status).toBe(200);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('a second rate for the day corrects it, naming the first; the list filters by date range', async () => {
    await send('RecordExchangeRate', {
      date: day(-1),
      base: 'USD',
      quote: 'ZWG',
      rate: '26.8001',
      source: 'RBZ interbank rate',
    });
    await send('RecordExchangeRate', {
      date: day(-5),
      base: 'USD',
      quote: 'ZWG',
      rate: '26.5',
      source: 'RBZ interbank rate',
    });
    const all = (await rows('exchange-rates', a.admin.token, {}, ['date', 'DESC'])).body as {
      date: string;
      rate: string;
      previousRate: string | null;
    }[];
    expect(all.map((r) => [r.date, r.rate, r.previousRate])).toEqual([
      [day(-1), '26.8001', '26.7834'],
      [day(-5), '26.5', null],
    ]);
    const recent = (
      await rows('exchange-rates', a.admin.token, { dateFrom: day(-2), dateTo: day(0) })
    ).body as { date: string }[];
    expect(recent.map((r) => r.date)).toEqual([day(-1)]);
    expect((await rows('exchange-rates', a.admin.token, { dateFrom: '2026-02-30' })).status).toBe(
      400,
    );
  });

  it('refuses a rate of "0" or "abc", a float, another pair and a day not yet come, each with a clear message, appending nothing', async () => {
    const base = { date: day(-1), base: 'USD', quote: 'ZWG', source: 'RBZ' };
    const bad = async (json: unknown, status: number, field: string, message: string) => {
      const res = await refused(t, () => send('RecordExchangeRate', json), status);
      expect(res.body.errors).toEqual([{ field, message }]);
    };
    await bad({ ...base, rate: '0' }, 400, 'rate', 'The rate must be more than 0');
    await bad(
      { ...base, rate: 'abc' },
      400,
      'rate',
      'Enter the rate as a decimal number of ZiG per 1 US dollar, e.g. 26.7834',
    );
    await bad(
      { ...base, rate: 26.78 },
      400,
      'rate',
      'Enter the rate as a decimal number of ZiG per 1 US dollar, e.g. 26.7834',
    );
    await bad(
      { ...base, quote: 'EUR', rate: '1.1' },
      400,
      'quote',
      'Rates are recorded as ZiG (ZWG) per 1 US dollar (USD)',
    );
    await bad(
      { ...base, date: day(2), rate: '26.7' },
      400,
      'date',
      'A rate cannot be recorded for a day that has not come yet',
    );
  });
});

describe('a term’s fee schedule', () => {
  let tuitionId: string;
  let levyId: string;

  it('the admin defines items; the list shows each in draft version 1 with its money and payers', async () => {
    const defined = await send('DefineFeeItem', tuition());
    expect(defined.status).toBe(201);
    tuitionId = defined.body.feeItemId;
    const levy = await send('DefineFeeItem', {
      termId: recA.termId,
      name: 'Boarding levy',
      category: 'BOARDING',
      amount: { currency: 'ZWG', minor: '334793' },
      dueDate: '2030-02-01',
      payers: {
        levelIds: [recA.levels.form1],
        classIds: [classA],
        residence: 'BOARDERS',
        newLearnersOnly: true,
      },
    });
    expect(levy.status).toBe(201);
    levyId = levy.body.feeItemId;
    const items = (
      await rows('fee-items', a.admin.token, { termId: recA.termId }, ['dueDate', 'ASC'])
    ).body;
    expect(items).toEqual([
      expect.objectContaining({
        id: tuitionId,
        termId: recA.termId,
        termName: 'Term 1 2030',
        name: 'Tuition',
        category: 'TUITION',
        amount: { currency: 'USD', minor: '12500' },
        dueDate: '2030-01-20',
        payers: { levels: [], classes: [], residence: 'ALL', newLearnersOnly: false },
        version: 1,
        status: 'Draft',
      }),
      expect.objectContaining({
        id: levyId,
        category: 'BOARDING',
        amount: { currency: 'ZWG', minor: '334793' },
        version: 1,
        status: 'Draft',
        payers: {
          levels: [{ id: recA.levels.form1, name: 'Form 1' }],
          classes: [{ id: classA, name: 'Form 1 Blue' }],
          residence: 'BOARDERS',
          newLearnersOnly: true,
        },
      }),
    ]);
    const boarding = (await rows('fee-items', a.admin.token, { category: 'BOARDING' })).body as {
      id: string;
    }[];
    expect(boarding.map((i) => i.id)).toEqual([levyId]);
  });

  it('refuses a float amount, an unknown currency, a third decimal and another school’s term, level or class, appending nothing', async () => {
    const cents =
      'Give the amount in cents as a whole number written as a string, e.g. "12500" for 125.00';
    const bad = async (json: unknown, status: number, errors: unknown) => {
      const res = await refused(t, () => send('DefineFeeItem', json), status);
      expect(res.body.errors).toEqual(errors);
    };
    await bad({ ...tuition(), name: 'Sport', amount: { currency: 'USD', minor: 125.5 } }, 400, [
      { field: 'amount.minor', message: cents },
    ]);
    await bad({ ...tuition(), name: 'Sport', amount: { currency: 'USD', minor: '125.50' } }, 400, [
      { field: 'amount.minor', message: cents },
    ]);
    await bad({ ...tuition(), name: 'Sport', amount: { currency: 'EUR', minor: '100' } }, 400, [
      { field: 'amount.currency', message: 'Choose the currency: USD or ZWG' },
    ]);
    await bad({ ...tuition(), name: 'Sport', amount: { currency: 'USD', minor: '-100' } }, 400, [
      { field: 'amount.minor', message: 'The amount cannot be negative' },
    ]);
    await bad({ ...tuition(), name: 'Sport', termId: recB.termId }, 404, [
      { field: 'termId', message: 'No such term in this school' },
    ]);
    await bad(
      { ...tuition(), name: 'Sport', payers: { ...everyone, levelIds: [recB.levels.form1] } },
      404,
      [{ field: 'payers.levelIds', message: 'No such level/grade in this school' }],
    );
    await bad({ ...tuition(), name: 'Sport', payers: { ...everyone, classIds: [classB] } }, 404, [
      { field: 'payers.classIds', message: 'No such class in this school' },
    ]);
    await bad({ ...tuition() }, 409, [
      { field: 'name', message: 'This term already has a fee item with that name' },
    ]);
  });

  it('approving makes version 1; removing an approved item is refused; a change after it starts draft version 2, approved as version 2', async () => {
    expect((await send('ApproveFeeSchedule', { termId: recA.termId })).status).toBe(201);
    let items = (
      await rows('fee-items', a.admin.token, { termId: recA.termId }, ['dueDate', 'ASC'])
    ).body as { version: number; status: string }[];
    expect(items.map((i) => [i.version, i.status])).toEqual([
      [1, 'Approved'],
      [1, 'Approved'],
    ]);

    await refused(
      t,
      () => send('RemoveFeeItem', { termId: recA.termId, feeItemId: tuitionId }),
      409,
      'This fee item is in an approved fee schedule: change it instead, which starts a new draft version',
    );

    expect(
      (
        await send('ChangeFeeItem', {
          termId: recA.termId,
          feeItemId: tuitionId,
          amount: { currency: 'USD', minor: '13000' },
        })
      ).status,
    ).toBe(201);
    items = (await rows('fee-items', a.admin.token, { termId: recA.termId }, ['dueDate', 'ASC']))
      .body;
    expect(items.map((i) => [i.version, i.status])).toEqual([
      [2, 'Draft'],
      [1, 'Approved'],
    ]);
    expect(items[0]).toMatchObject({ amount: { currency: 'USD', minor: '13000' } });

    const extra = (
      await send('DefineFeeItem', {
        ...tuition(),
        name: 'Sports levy',
        category: 'LEVY',
        amount: { currency: 'USD', minor: '1500' },
      })
    ).body.feeItemId;
    expect((await send('RemoveFeeItem', { termId: recA.termId, feeItemId: extra })).status).toBe(
      201,
    );

    expect((await send('ApproveFeeSchedule', { termId: recA.termId })).status).toBe(201);
    items = (
      await rows('fee-items', a.admin.token, { termId: recA.termId, status: 'Approved' }, [
        'dueDate',
        'ASC',
      ])
    ).body;
    expect(items.map((i) => [i.version, i.status])).toEqual([
      [2, 'Approved'],
      [2, 'Approved'],
    ]);
    const head = await t.platform.store.headPosition();
    expect((await send('ApproveFeeSchedule', { termId: recA.termId })).status).toBe(200);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('a term with no items cannot be approved', async () => {
    const termId = (
      await send('AddTerm', {
        academicYearId: recA.yearId,
        name: 'Term 2',
        startDate: '2030-05-06',
        endDate: '2030-08-06',
      })
    ).body.termId;
    await refused(
      t,
      () => send('ApproveFeeSchedule', { termId }),
      409,
      'This term has no fee items to approve',
    );
  });

  it('the audit log prints the money as "USD 125.00" and each version', async () => {
    const summaries = await auditSummaries(a.admin.token);
    expect(summaries).toContain(
      "Fee item 'Tuition' (Tuition) defined for Term 1 2030: USD 125.00 due 20 Jan 2030, draft version 1",
    );
    expect(summaries).toContain(
      "Fee item 'Tuition' changed in draft version 2: amount USD 125.00 → USD 130.00",
    );
    expect(summaries).toContain(
      'Fee schedule for Term 1 2030 approved as version 2: 2 items, USD 130.00 + ZWG 3,347.93 in all',
    );
  });
});

describe('who may keep and read fees', () => {
  it('teachers, students, parents and the superadmin are refused every fee command; a visitor must sign in; nothing is appended', async () => {
    const head = await t.platform.store.headPosition();
    for (const type of commandTypes) {
      expect([
        type,
        (await t.request(`/api/commands/${type}`, { json: { termId: recA.termId } })).status,
      ]).toEqual([type, 401]);
      for (const token of [others.teacher, others.student, others.parent, superToken]) {
        expect([type, (await send(type, { termId: recA.termId }, token)).status]).toEqual([
          type,
          403,
        ]);
      }
    }
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('another school’s admin finds none of school A’s items or terms: each command is "not found"', async () => {
    const items = (await rows('fee-items', a.admin.token, { termId: recA.termId })).body as {
      id: string;
    }[];
    const feeItemId = items[0]!.id;
    for (const [type, json] of [
      ['DefineFeeItem', tuition()],
      ['ChangeFeeItem', { termId: recA.termId, feeItemId, name: 'Stolen' }],
      ['RemoveFeeItem', { termId: recA.termId, feeItemId }],
      ['ApproveFeeSchedule', { termId: recA.termId }],
    ] as const) {
      await refused(t, () => send(type, json, b.admin.token), 404, 'No such term in this school');
    }
  });

  it('lists: the school’s admin reads their own; another school’s admin sees none; teachers, students and parents are refused; the superadmin reads every school’s', async () => {
    for (const resource of ['fee-items', 'exchange-rates']) {
      expect((await t.request(`/api/${resource}`)).status).toBe(401);
      expect(((await rows(resource, a.admin.token)).body as unknown[]).length).toBeGreaterThan(0);
      expect((await rows(resource, b.admin.token)).body).toEqual([]);
      for (const token of [others.teacher, others.student, others.parent])
        expect([resource, (await rows(resource, token)).status]).toEqual([resource, 403]);
      const ofA = (await rows(resource, superToken, { schoolId: a.schoolId })).body as {
        schoolId: string;
      }[];
      expect(ofA.length).toBeGreaterThan(0);
      expect(ofA.every((r) => r.schoolId === a.schoolId)).toBe(true);
    }
    const one = ((await rows('exchange-rates', a.admin.token)).body as { id: string }[])[0]!;
    expect(
      (await readNow(t, `/api/exchange-rates/${encodeURIComponent(one.id)}`, b.admin.token)).status,
    ).toBe(404);
    expect(
      (await readNow(t, `/api/exchange-rates/${encodeURIComponent(one.id)}`, a.admin.token)).status,
    ).toBe(200);
  });
});
