import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportCardRow } from '@chikoro/contracts';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { recordMarks, resultsWorld, tokenAs, type ResultsWorld } from './testing/results';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

/**
 * The school's report-card choices over HTTP: conduct and effort per subject (rated by the
 * subject's teacher) and how scores print. The world is resultsWorld's Form 2 Blue, with Batsi's
 * English paper marked 75.5 instead of 76:
 *   Anesu   Maths 90 | English 80   | average 85    → 1st
 *   Chipo   Maths 75 | English 75   | average 75    → 2nd
 *   Batsi   Maths 74 | English 75.5 | average 74.75 → 3rd (printed 75 in whole numbers, as Chipo's)
 *   Dudzai  Maths 20 | English —    | average 20    → 4th
 */
let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let w: ResultsWorld;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  w = await resultsWorld(t, a);
  await recordMarks(t, a, w.papers.english.examId, [[w.students[1]!.id, 75.5]]);
}, 120_000);
afterAll(async () => t?.stop());

const send = (type: string, json: unknown, token: string) =>
  t.request(`/api/commands/${type}`, { json, token });
const settings = (token: string) => t.request('/api/report-card-settings', { token });
const rate = (
  student: number,
  conduct: string | null,
  effort: string | null,
  token: string,
  subject: 'maths' | 'english' = 'maths',
) =>
  send(
    'RecordConductAndEffort',
    {
      termId: w.rec.termId,
      classId: w.classId,
      subjectId: w.rec.subjects[subject],
      studentId: w.students[student]!.id,
      conduct,
      effort,
    },
    token,
  );
const conductStream = async (subject: 'maths' | 'english') =>
  (
    await t.platform.store.readStream(
      `conduct-effort-${w.classId}-${w.rec.subjects[subject]}-${w.rec.termId}`,
    )
  ).map((e) => e.data as { studentId: string; conduct: string | null; effort: string | null });
const cards = async () =>
  (
    (await readNow(t, `/api/report-cards${listQuery({}, ['id', 'ASC'])}`, a.admin.token))
      .body as ReportCardRow[]
  ).sort((x, y) => x.studentName.localeCompare(y.studentName) || x.version - y.version);
const printed = async (card: ReportCardRow) =>
  (await t.request(`/api/public/verify/${card.verificationCode}`)).body.lines as {
    subject: string;
    score: string;
    grade: string;
  }[];

describe('before the school chooses', () => {
  it('its cards show no conduct and effort and print whole numbers, for the admin and the teachers to read', async () => {
    for (const token of [a.admin.token, w.teachers.maths.token, w.teachers.idle.token])
      expect([(await settings(token)).status, (await settings(token)).body]).toEqual([
        200,
        { conductAndEffort: false, scoreFormat: 'WHOLE' },
      ]);
  });

  it('refuses a rating (409) and records nothing', async () => {
    const res = await rate(0, 'A', 'B', w.teachers.maths.token);
    expect([res.status, res.body.detail]).toEqual([
      409,
      'This school’s report cards do not show conduct and effort: the admin can turn them on',
    ]);
    expect(await conductStream('maths')).toEqual([]);
  });
});

describe('ChangeReportCardSettings', () => {
  it('is the admin’s alone; the school is the token’s', async () => {
    const body = { conductAndEffort: true, scoreFormat: 'ONE_DECIMAL' };
    for (const token of [
      w.teachers.maths.token,
      await tokenAs(t, 'STUDENT', w.students[0]!.id, a.schoolId),
      await tokenAs(t, 'PARENT', w.students[0]!.id, a.schoolId),
    ])
      expect((await send('ChangeReportCardSettings', body, token)).status).toBe(403);
    expect((await send('ChangeReportCardSettings', body, b.admin.token)).status).toBe(201);
    expect((await settings(b.admin.token)).body).toEqual({
      conductAndEffort: true,
      scoreFormat: 'ONE_DECIMAL',
    });
    expect((await settings(a.admin.token)).body).toEqual({
      conductAndEffort: false,
      scoreFormat: 'WHOLE',
    });
  });

  it('refuses a format it does not know (400)', async () => {
    const res = await send(
      'ChangeReportCardSettings',
      { conductAndEffort: true, scoreFormat: 'TWO_DECIMALS' },
      a.admin.token,
    );
    expect(res.status).toBe(400);
  });

  it('turns conduct and effort on, scores staying whole', async () => {
    const res = await send(
      'ChangeReportCardSettings',
      { conductAndEffort: true, scoreFormat: 'WHOLE' },
      a.admin.token,
    );
    expect(res.status).toBe(201);
    expect((await settings(w.teachers.maths.token)).body).toEqual({
      conductAndEffort: true,
      scoreFormat: 'WHOLE',
    });
  });
});

describe('RecordConductAndEffort once the school shows them', () => {
  it('the subject’s teacher rates a student, typed lower case; the admin rates another', async () => {
    expect((await rate(0, 'a', 'B', w.teachers.maths.token)).status).toBe(201);
    expect((await rate(1, 'C', null, a.admin.token)).status).toBe(201);
    expect((await rate(0, 'B', 'A', w.teachers.english.token, 'english')).status).toBe(201);
    expect(await conductStream('maths')).toEqual([
      expect.objectContaining({ studentId: w.students[0]!.id, conduct: 'A', effort: 'B' }),
      expect.objectContaining({ studentId: w.students[1]!.id, conduct: 'C', effort: null }),
    ]);
  });

  it('refuses another subject’s teacher and a teacher of other classes (403), another school (404), students and parents (403), a rating beyond E (400)', async () => {
    const refused = {
      english: (await rate(2, 'A', 'A', w.teachers.english.token)).status,
      idle: (await rate(2, 'A', 'A', w.teachers.idle.token)).status,
      otherSchool: (await rate(2, 'A', 'A', b.admin.token)).status,
      student: (await rate(2, 'A', 'A', await tokenAs(t, 'STUDENT', w.students[2]!.id, a.schoolId)))
        .status,
      parent: (await rate(2, 'A', 'A', await tokenAs(t, 'PARENT', w.students[2]!.id, a.schoolId)))
        .status,
      beyondE: (await rate(2, 'F', 'A', a.admin.token)).status,
    };
    expect(refused).toEqual({
      english: 403,
      idle: 403,
      otherSchool: 404,
      student: 403,
      parent: 403,
      beyondE: 400,
    });
    expect(await conductStream('maths')).toHaveLength(2);
  });

  it('shows each rating beside the live result the teacher reads', async () => {
    const rows = (
      await readNow(
        t,
        `/api/results${listQuery({ classId: w.classId, subjectId: w.rec.subjects.maths }, ['studentName', 'ASC'])}`,
        w.teachers.maths.token,
      )
    ).body as { studentName: string; conduct: string | null; effort: string | null }[];
    expect(rows.map((r) => [r.studentName, r.conduct, r.effort])).toEqual([
      ['Anesu Moyo', 'A', 'B'],
      ['Batsi Ncube', 'C', null],
      ['Chipo Sibanda', null, null],
      ['Dudzai Zhou', null, null],
    ]);
  });
});

describe('the published card', () => {
  let first: ReportCardRow[];

  it('freezes the ratings per subject and the whole-number format; positions come from the marks as kept', async () => {
    expect(
      (await send('PublishResults', { classId: w.classId, termId: w.rec.termId }, a.admin.token))
        .status,
    ).toBe(201);
    first = await cards();
    expect(
      first.map((c) => [
        c.studentName,
        c.snapshot.scoreFormat,
        c.snapshot.conductAndEffort,
        c.snapshot.average,
        c.snapshot.position,
        c.snapshot.subjects.map((s) => [s.subjectName, s.finalMark, s.conduct, s.effort]),
      ]),
    ).toEqual([
      [
        'Anesu Moyo',
        'WHOLE',
        true,
        85,
        1,
        [
          ['English', 80, 'B', 'A'],
          ['Mathematics', 90, 'A', 'B'],
        ],
      ],
      [
        'Batsi Ncube',
        'WHOLE',
        true,
        74.75,
        3,
        [
          ['English', 75.5, null, null],
          ['Mathematics', 74, 'C', null],
        ],
      ],
      [
        'Chipo Sibanda',
        'WHOLE',
        true,
        75,
        2,
        [
          ['English', 75, null, null],
          ['Mathematics', 75, null, null],
        ],
      ],
      [
        'Dudzai Zhou',
        'WHOLE',
        true,
        20,
        4,
        [
          ['English', null, null, null],
          ['Mathematics', 20, null, null],
        ],
      ],
    ]);
  });

  it('prints every score as a whole number, rounded half up (75.5 → 76), the grade the kept mark earned', async () => {
    const batsi = first.find((c) => c.studentName === 'Batsi Ncube')!;
    expect(await printed(batsi)).toEqual([
      { subject: 'English', score: '76', grade: 'A' },
      { subject: 'Mathematics', score: '74', grade: 'B' },
    ]);
  });

  it('in one decimal once the school chooses it: the cards are issued again and the first versions print as they did', async () => {
    expect(
      (
        await send(
          'ChangeReportCardSettings',
          { conductAndEffort: true, scoreFormat: 'ONE_DECIMAL' },
          a.admin.token,
        )
      ).status,
    ).toBe(201);
    expect(
      (await send('PublishResults', { classId: w.classId, termId: w.rec.termId }, a.admin.token))
        .status,
    ).toBe(201);
    const all = await cards();
    const batsi = all.filter((c) => c.studentName === 'Batsi Ncube');
    expect(
      batsi.map((c) => [
        c.version,
        c.snapshot.scoreFormat,
        c.snapshot.average,
        c.snapshot.position,
      ]),
    ).toEqual([
      [1, 'WHOLE', 74.75, 3],
      [2, 'ONE_DECIMAL', 74.75, 3],
    ]);
    expect(batsi[1]!.snapshot.changes).toEqual([{ kind: 'other', field: 'how scores print' }]);
    expect(await printed(batsi[1]!)).toEqual([
      { subject: 'English', score: '75.5', grade: 'A' },
      { subject: 'Mathematics', score: '74.0', grade: 'B' },
    ]);
    expect(await printed(batsi[0]!)).toEqual([
      { subject: 'English', score: '76', grade: 'A' },
      { subject: 'Mathematics', score: '74', grade: 'B' },
    ]);
  });
});

describe('a graduate', () => {
  it('is refused a rating, by the admin too (409): their record is read-only', async () => {
    const graduated = await send(
      'ChangeStudentStatus',
      { studentId: w.students[3]!.id, status: 'Graduated' },
      a.admin.token,
    );
    expect(graduated.status).toBe(201);
    const res = await rate(3, 'B', 'B', a.admin.token);
    expect([res.status, res.body.detail]).toEqual([
      409,
      'This student has graduated: their record is read-only',
    ]);
    expect(await conductStream('maths')).toHaveLength(2);
  });
});

describe('once the term is closed', () => {
  it('refuses a rating, to the admin too (409), as marks are', async () => {
    expect((await send('CloseTerm', { termId: w.rec.termId }, a.admin.token)).status).toBe(201);
    const res = await rate(2, 'A', 'A', a.admin.token);
    expect([res.status, res.body.detail]).toEqual([
      409,
      'This term is closed: marks can no longer be recorded or corrected. The admin can reopen the term with a reason.',
    ]);
    expect(await conductStream('maths')).toHaveLength(2);
  });
});
