import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { tokenAs, resultsWorld, type ResultsWorld } from './testing/results';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, readNow } from './testing/staff';

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
  const sent = [
    await t.request('/api/commands/RecordSubjectComments', {
      json: {
        classId: w.classId,
        subjectId: w.rec.subjects.maths,
        termId: w.rec.termId,
        comments: [{ studentId: w.students[0]!.id, comment: 'Excellent work' }],
      },
      token: w.teachers.maths.token,
    }),
    await t.request('/api/commands/RecordHeadComment', {
      json: { studentId: w.students[1]!.id, termId: w.rec.termId, comment: 'A pleasing term' },
      token: a.admin.token,
    }),
  ];
  expect(sent.map((r) => r.status)).toEqual([201, 201]);
}, 120_000);
afterAll(async () => t?.stop());

const path = (query: Record<string, string> = { classId: w.classId, termId: w.rec.termId }) =>
  `/api/report-card-readiness?${new URLSearchParams(query)}`;
const read = (token: string, query?: Record<string, string>) => readNow(t, path(query), token);

describe('what a class’s cards still lack before publishing', () => {
  it('lists each student with the head’s comment, and the marks, teacher’s comments and head’s comments still empty', async () => {
    const res = await read(a.admin.token);
    expect(res.status).toBe(200);
    expect(
      res.body.students.map((s: { studentName: string; headComment: string }) => [
        s.studentName,
        s.headComment,
      ]),
    ).toEqual([
      ['Anesu Moyo', ''],
      ['Batsi Ncube', 'A pleasing term'],
      ['Chipo Sibanda', ''],
      ['Dudzai Zhou', ''],
    ]);
    const named = (rows: { studentName: string; subjectName?: string }[]) =>
      rows.map((r) => (r.subjectName ? `${r.studentName} · ${r.subjectName}` : r.studentName));
    expect(named(res.body.missing.marks)).toEqual(['Dudzai Zhou · English']);
    expect(named(res.body.missing.teacherComments)).toEqual([
      'Anesu Moyo · English',
      'Batsi Ncube · English',
      'Batsi Ncube · Mathematics',
      'Chipo Sibanda · English',
      'Chipo Sibanda · Mathematics',
      'Dudzai Zhou · English',
      'Dudzai Zhou · Mathematics',
    ]);
    expect(named(res.body.missing.headComments)).toEqual([
      'Anesu Moyo',
      'Chipo Sibanda',
      'Dudzai Zhou',
    ]);
  });

  it('a head’s comment written, then cleared, moves the student off the list and back on', async () => {
    const write = (comment: string) =>
      t.request('/api/commands/RecordHeadComment', {
        json: { studentId: w.students[2]!.id, termId: w.rec.termId, comment },
        token: a.admin.token,
      });
    const headless = async () =>
      ((await read(a.admin.token)).body.missing.headComments as { studentName: string }[]).map(
        (s) => s.studentName,
      );
    expect((await write('Keep it up')).status).toBe(201);
    expect(await headless()).toEqual(['Anesu Moyo', 'Dudzai Zhou']);
    expect((await write('')).status).toBe(201);
    expect(await headless()).toEqual(['Anesu Moyo', 'Chipo Sibanda', 'Dudzai Zhou']);
  });

  it('without a class or a term, says what to choose (400)', async () => {
    const res = await read(a.admin.token, { termId: w.rec.termId });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'classId', message: 'Choose the class' }]);
    expect(
      (await read(a.admin.token, { classId: w.classId, termId: 'not-an-id' })).body.errors,
    ).toEqual([{ field: 'termId', message: 'Choose the term' }]);
  });
});

describe('who may read it', () => {
  it('signed out: 401', async () => {
    expect((await t.request(path())).status).toBe(401);
  });

  it('the class’s own teacher, a student, a parent and the superadmin: 403', async () => {
    const tokens = [
      w.teachers.maths.token,
      await tokenAs(t, 'STUDENT', w.students[0]!.id, a.schoolId),
      await tokenAs(t, 'PARENT', w.students[0]!.id, a.schoolId),
      superToken,
    ];
    for (const token of tokens) expect((await read(token)).status).toBe(403);
  });

  it('another school’s admin cannot find the class (404) and learns nothing of it', async () => {
    const res = await read(b.admin.token);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('No such class in this school');
    expect(JSON.stringify(res.body)).not.toContain('Anesu');
  });
});
