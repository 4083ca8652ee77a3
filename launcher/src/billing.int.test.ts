import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolStudent } from './testing/families';
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
const others = {} as Record<'teacher' | 'student' | 'parent', string>;
let blue: string;
let gold: string;
const kids = {} as Record<'rudo' | 'tapiwa' | 'chipo' | 'farai', string>;

const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const rows = async (
  resource: string,
  token: string,
  filter: Record<string, unknown> = {},
  sort: [string, string] = ['id', 'ASC'],
) => readNow(t, `/api/${resource}${listQuery(filter, sort)}`, token);
const everyone = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
const usd = (minor: string) => ({ currency: 'USD', minor });
const zwg = (minor: string) => ({ currency: 'ZWG', minor });
const item = (
  name: string,
  category: string,
  amount: unknown,
  dueDate: string,
  payers: unknown = everyone,
) => send('DefineFeeItem', { termId: recA.termId, name, category, amount, dueDate, payers });

beforeAll(async () => {
  t = await startTestPlatform();
  ({ superToken, a, b, recA, recB } = await twoSchools(t));
  others.teacher = await signedInAs(t, 'TEACHER', a.schoolId);
  others.student = await signedInAs(t, 'STUDENT', a.schoolId);
  others.parent = await signedInAs(t, 'PARENT', a.schoolId);
  blue = (await send('CreateClass', { levelId: recA.levels.form1, name: 'Form 1 Blue' })).body
    .classId;
  gold = (await send('CreateClass', { levelId: recA.levels.form2, name: 'Form 2 Gold' })).body
    .classId;
  kids.rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo']);
  kids.tapiwa = await enrolStudent(t, a, blue, ['Tapiwa', 'Dube']);
  kids.chipo = await enrolStudent(t, a, gold, ['Chipo', 'Ncube']);
  await item('Tuition', 'TUITION', usd('45000'), '2030-01-20');
  await item('Development levy', 'LEVY', usd('5000'), '2030-02-01');
  await item('Bus', 'TRANSPORT', zwg('133917'), '2030-01-27', {
    ...everyone,
    levelIds: [recA.levels.form2],
  });
  await item('Uniform', 'OTHER', usd('3000'), '2030-01-20', { ...everyone, newLearnersOnly: true });
});
afterAll(async () => t?.stop());

interface Answer {
  dryRun: boolean;
  version: number;
  alreadyBilled: number;
  learners: { name: string; totals: unknown }[];
  classes: unknown[];
}

describe('billing a term', () => {
  it('is refused while the schedule is not approved, appending nothing', async () => {
    await refused(
      t,
      () => send('RunBilling', { termId: recA.termId, dryRun: true }),
      409,
      'This term’s fee schedule has not been approved yet: approve it before billing',
    );
  });

  it('a dry run answers each learner’s totals and the totals per class, and appends nothing', async () => {
    expect((await send('ApproveFeeSchedule', { termId: recA.termId })).status).toBe(201);
    const head = await t.platform.store.headPosition();
    const res = await send('RunBilling', { termId: recA.termId, dryRun: true });
    expect(res.status).toBe(200);
    const answer = res.body as Answer;
    expect(answer).toMatchObject({ dryRun: true, version: 1, alreadyBilled: 0, appended: 0 });
    expect(answer.learners.map((l) => [l.name, l.totals]).sort()).toEqual([
      ['Chipo Ncube', [usd('50000'), zwg('133917')]],
      ['Rudo Moyo', [usd('50000')]],
      ['Tapiwa Dube', [usd('50000')]],
    ]);
    expect(answer.classes).toEqual([
      { classId: blue, className: 'Form 1 Blue', learners: 2, totals: [usd('100000')] },
      {
        classId: gold,
        className: 'Form 2 Gold',
        learners: 1,
        totals: [usd('50000'), zwg('133917')],
      },
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
    expect((await rows('invoices', a.admin.token)).body).toEqual([]);
  });

  it('the real run issues one invoice per learner from version 1, listed with its lines; the list filters by learner, term and class', async () => {
    const res = await send('RunBilling', { termId: recA.termId, dryRun: false });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ dryRun: false, version: 1, appended: 3, alreadyBilled: 0 });
    const chipo = (await rows('invoices', a.admin.token, { studentId: kids.chipo })).body;
    expect(chipo).toEqual([
      expect.objectContaining({
        schoolId: a.schoolId,
        termId: recA.termId,
        termName: 'Term 1 2030',
        version: 1,
        studentId: kids.chipo,
        studentName: 'Chipo Ncube',
        classId: gold,
        className: 'Form 2 Gold',
        dueDate: '2030-01-20',
        totals: [usd('50000'), zwg('133917')],
        lines: [
          {
            feeItemId: expect.any(String),
            name: 'Tuition',
            category: 'TUITION',
            amount: usd('45000'),
            dueDate: '2030-01-20',
          },
          {
            feeItemId: expect.any(String),
            name: 'Bus',
            category: 'TRANSPORT',
            amount: zwg('133917'),
            dueDate: '2030-01-27',
          },
          {
            feeItemId: expect.any(String),
            name: 'Development levy',
            category: 'LEVY',
            amount: usd('5000'),
            dueDate: '2030-02-01',
          },
        ],
      }),
    ]);
    const ofBlue = (
      await rows('invoices', a.admin.token, { classId: blue, termId: recA.termId }, [
        'studentName',
        'ASC',
      ])
    ).body as { studentName: string }[];
    expect(ofBlue.map((i) => i.studentName)).toEqual(['Rudo Moyo', 'Tapiwa Dube']);
    expect((await rows('invoices', a.admin.token, { termId: recB.termId })).body).toEqual([]);
  });

  it('running it again bills no one; after a learner enrols it bills only her, and a later version bills no one twice', async () => {
    const again = await send('RunBilling', { termId: recA.termId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ appended: 0, alreadyBilled: 3, learners: [] });
    kids.farai = await enrolStudent(t, a, gold, ['Farai', 'Zhou']);
    await send('ChangeFeeItem', {
      termId: recA.termId,
      feeItemId: (
        (await rows('fee-items', a.admin.token, { q: 'Tuition' })).body as { id: string }[]
      )[0]!.id,
      amount: usd('47000'),
    });
    expect((await send('ApproveFeeSchedule', { termId: recA.termId })).status).toBe(201);
    const late = await send('RunBilling', { termId: recA.termId });
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({
      version: 2,
      appended: 1,
      alreadyBilled: 3,
      learners: [{ name: 'Farai Zhou', totals: [usd('52000'), zwg('133917')] }],
    });
    const all = (
      await rows('invoices', a.admin.token, { termId: recA.termId }, ['studentName', 'ASC'])
    ).body as { studentName: string; version: number }[];
    expect(all.map((i) => [i.studentName, i.version])).toEqual([
      ['Chipo Ncube', 1],
      ['Farai Zhou', 2],
      ['Rudo Moyo', 1],
      ['Tapiwa Dube', 1],
    ]);
  });

  it('the audit log names each invoice with its learner, class and totals', async () => {
    const summaries = (
      (await rows('school-events', a.admin.token, {}, ['occurredAt', 'DESC'])).body as {
        summary: string;
      }[]
    ).map((e) => e.summary);
    expect(summaries).toContain(
      'Invoice for Farai Zhou (Form 2 Gold) issued for Term 1 2030 from version 2: USD 520.00 + ZWG 1,339.17',
    );
  });
});

describe('who may bill and read invoices', () => {
  it('teachers, students, parents and the superadmin are refused RunBilling; a visitor must sign in', async () => {
    expect(
      (await t.request('/api/commands/RunBilling', { json: { termId: recA.termId } })).status,
    ).toBe(401);
    for (const token of [others.teacher, others.student, others.parent, superToken]) {
      await refused(t, () => send('RunBilling', { termId: recA.termId }, token), 403);
    }
  });

  it('another school’s admin cannot bill school A’s term: it is not found there', async () => {
    await refused(
      t,
      () => send('RunBilling', { termId: recA.termId, dryRun: true }, b.admin.token),
      404,
      'No such term in this school',
    );
  });

  it('invoices: the admin reads their school’s, another school’s admin none, the superadmin every school’s; teachers, students and parents are refused', async () => {
    expect((await t.request('/api/invoices')).status).toBe(401);
    expect(((await rows('invoices', a.admin.token)).body as unknown[]).length).toBe(4);
    expect((await rows('invoices', b.admin.token)).body).toEqual([]);
    for (const token of [others.teacher, others.student, others.parent])
      expect((await rows('invoices', token)).status).toBe(403);
    const ofA = (await rows('invoices', superToken, { schoolId: a.schoolId })).body as {
      schoolId: string;
    }[];
    expect(ofA.map((i) => i.schoolId)).toEqual([a.schoolId, a.schoolId, a.schoolId, a.schoolId]);
    const one = ofA[0] as unknown as { id: string };
    expect((await readNow(t, `/api/invoices/${one.id}`, b.admin.token)).status).toBe(404);
    expect((await readNow(t, `/api/invoices/${one.id}`, a.admin.token)).status).toBe(200);
  });
});
