import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { tokenAs, resultsWorld, type ResultsWorld } from './testing/results';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let w: ResultsWorld;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  w = await resultsWorld(t, a);
}, 120_000);
afterAll(async () => t?.stop());

const send = (type: string, json: unknown, token: string) =>
  t.request(`/api/commands/${type}`, { json, token });
const mathsComments = (comments: [number, string][]) => ({
  classId: w.classId,
  subjectId: w.rec.subjects.maths,
  termId: w.rec.termId,
  comments: comments.map(([i, comment]) => ({ studentId: w.students[i]!.id, comment })),
});
const results = async (token: string, filter: Record<string, unknown> = {}) =>
  (
    await readNow(
      t,
      `/api/results${listQuery({ classId: w.classId, ...filter }, ['id', 'ASC'])}`,
      token,
    )
  ).body as Record<string, unknown>[];
const row = async (student: number, subject: 'maths' | 'english', token = a.admin.token) =>
  (
    await results(token, { studentId: w.students[student]!.id, subjectId: w.rec.subjects[subject] })
  )[0]!;

describe('signed out', () => {
  it('is refused results and every results command with 401', async () => {
    expect((await t.request('/api/results')).status).toBe(401);
    for (const type of ['RecordSubjectComments', 'RecordHeadComment', 'PublishResults'])
      expect((await t.request(`/api/commands/${type}`, { json: {} })).status).toBe(401);
  });
});

describe('live results of a class for a term (drafts)', () => {
  it('weights the papers, grades on the level’s scale and says complete or incomplete', async () => {
    const maths = await Promise.all([0, 1, 2, 3].map((i) => row(i, 'maths')));
    expect(
      maths.map((r) => [r.studentName, r.finalMark, r.grade, r.pass, r.status, r.published]),
    ).toEqual([
      ['Anesu Moyo', 90, 'A', true, 'complete', false],
      ['Batsi Ncube', 74, 'B', true, 'complete', false],
      ['Chipo Sibanda', 75, 'A', true, 'complete', false],
      ['Dudzai Zhou', 20, 'U', false, 'complete', false],
    ]);
    expect(
      (maths[3]!.papers as { paperNo: number; outOf: number; weight: number; mark: unknown }[]).map(
        (p) => [p.paperNo, p.outOf, p.weight, p.mark],
      ),
    ).toEqual([
      [1, 50, 40, 25],
      [2, 100, 60, 'ABSENT'],
    ]);
    expect(maths[0]).toMatchObject({
      subjectName: 'Mathematics',
      className: 'Form 2 Blue',
      termName: 'Term 1',
      schoolId: a.schoolId,
    });
  });

  it('shows a subject with a paper missing an entry as incomplete, never a 0', async () => {
    expect(await row(3, 'english')).toMatchObject({
      finalMark: null,
      grade: null,
      status: 'incomplete',
    });
    expect(
      (await results(a.admin.token, { status: 'incomplete' })).map((r) => r.studentName),
    ).toEqual(['Dudzai Zhou']);
  });

  it('are read by the class’s teachers, not by a teacher of other classes, nor by students and parents', async () => {
    expect(await results(w.teachers.maths.token)).toHaveLength(8);
    expect(await results(w.teachers.english.token)).toHaveLength(8);
    expect(await results(w.teachers.idle.token)).toEqual([]);
    expect(
      (
        await t.request('/api/results', {
          token: await tokenAs(t, 'STUDENT', w.students[0]!.id, a.schoolId),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('/api/results', {
          token: await tokenAs(t, 'PARENT', w.students[0]!.id, a.schoolId),
        })
      ).status,
    ).toBe(403);
  });

  it('another school’s admin sees nothing, by list, id or filter; the superadmin sees them', async () => {
    const id = (await row(0, 'maths')).id as string;
    expect(await results(b.admin.token)).toEqual([]);
    expect(
      (await t.request(`/api/results/${encodeURIComponent(id)}`, { token: b.admin.token })).status,
    ).toBe(404);
    expect(
      (await readNow(t, `/api/results${listQuery({ id: [id] })}`, b.admin.token)).body,
    ).toEqual([]);
    expect(
      (await t.request(`/api/results/${encodeURIComponent(id)}`, { token: superToken })).body
        .finalMark,
    ).toBe(90);
  });

  it('sort by id', async () => {
    const ids = (await results(a.admin.token)).map((r) => r.id as string);
    expect(ids).toEqual([...ids].sort());
  });
});

describe('RecordSubjectComments', () => {
  it('the subject’s teacher records comments; each shows on the student’s result', async () => {
    const res = await send(
      'RecordSubjectComments',
      mathsComments([
        [0, 'Excellent work'],
        [3, 'Must sit every paper'],
      ]),
      w.teachers.maths.token,
    );
    expect([res.status, res.body.appended]).toEqual([201, 2]);
    expect([
      (await row(0, 'maths')).comment,
      (await row(3, 'maths')).comment,
      (await row(1, 'maths')).comment,
    ]).toEqual(['Excellent work', 'Must sit every paper', null]);
  });

  it('sending the same comments again appends nothing; a changed one appends one event with the text before', async () => {
    expect(
      (
        await send(
          'RecordSubjectComments',
          mathsComments([[0, 'Excellent work']]),
          w.teachers.maths.token,
        )
      ).body.appended,
    ).toBe(0);
    const res = await send(
      'RecordSubjectComments',
      mathsComments([
        [0, 'Outstanding work'],
        [3, 'Must sit every paper'],
      ]),
      a.admin.token,
    );
    expect(res.body.appended).toBe(1);
    const events = await t.platform.store.readStream(res.body.streamId);
    expect(events.at(-1)!.data).toMatchObject({
      comment: 'Outstanding work',
      previous: 'Excellent work',
      studentId: w.students[0]!.id,
    });
  });

  it('a teacher of another subject, or of no subject, is refused with 403', async () => {
    expect(
      (await send('RecordSubjectComments', mathsComments([[1, 'Good']]), w.teachers.english.token))
        .status,
    ).toBe(403);
    expect(
      (await send('RecordSubjectComments', mathsComments([[1, 'Good']]), w.teachers.idle.token))
        .status,
    ).toBe(403);
  });

  it('students, parents and the superadmin are refused with 403', async () => {
    for (const token of [
      await tokenAs(t, 'STUDENT', w.students[1]!.id, a.schoolId),
      await tokenAs(t, 'PARENT', w.students[1]!.id, a.schoolId),
      superToken,
    ]) {
      expect(
        (await send('RecordSubjectComments', mathsComments([[1, 'Good']]), token)).status,
      ).toBe(403);
    }
  });

  it('a student not in the class is named, 404', async () => {
    const res = await send(
      'RecordSubjectComments',
      {
        ...mathsComments([[1, 'Good']]),
        comments: [
          { studentId: w.students[1]!.id, comment: 'Good' },
          { studentId: b.schoolId, comment: 'Who?' },
        ],
      },
      a.admin.token,
    );
    expect([res.status, res.body.errors]).toEqual([
      404,
      [{ field: 'comments.1.studentId', message: 'This student is not in the class' }],
    ]);
  });

  it('another school’s admin cannot reach the class: 404', async () => {
    expect(
      (await send('RecordSubjectComments', mathsComments([[1, 'Good']]), b.admin.token)).status,
    ).toBe(404);
  });

  it('a comment over 1000 characters is refused with the words to fix it', async () => {
    const res = await send(
      'RecordSubjectComments',
      mathsComments([[1, 'x'.repeat(1001)]]),
      a.admin.token,
    );
    expect([res.status, res.body.errors[0].message]).toEqual([
      400,
      'Keep the comment under 1000 characters',
    ]);
  });
});

describe('RecordHeadComment', () => {
  it('the admin records it; the same text again appends nothing', async () => {
    const json = { studentId: w.students[0]!.id, termId: w.rec.termId, comment: 'A fine term' };
    expect((await send('RecordHeadComment', json, a.admin.token)).body.appended).toBe(1);
    expect((await send('RecordHeadComment', json, a.admin.token)).body.appended).toBe(0);
  });

  it('a teacher is refused with 403; another school’s admin cannot find the student', async () => {
    const json = { studentId: w.students[0]!.id, termId: w.rec.termId, comment: 'Hmm' };
    expect((await send('RecordHeadComment', json, w.teachers.maths.token)).status).toBe(403);
    expect((await send('RecordHeadComment', json, b.admin.token)).status).toBe(404);
  });
});
