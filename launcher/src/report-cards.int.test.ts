import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, type ReportCardRow } from '@chikoro/contracts';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import {
  appendFacts,
  correctMark,
  resultsWorld,
  tokenAs,
  type ResultsWorld,
} from './testing/results';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let w: ResultsWorld;
let studentToken: string;
let parentToken: string;
const parentId = randomUUID();

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  w = await resultsWorld(t, a);
  // Batsi's parent, linked as the parents module links them.
  const batsi = w.students[1]!;
  await appendFacts(t, a.schoolId, `parent-${parentId}`, [
    {
      type: 'ParentLinkedToStudent',
      data: {
        schoolId: a.schoolId,
        parentId,
        studentId: batsi.id,
        studentName: 'Batsi Ncube',
        registrationNumber: batsi.registrationNumber,
        linkedAt: new Date().toISOString(),
      },
    },
  ]);
  studentToken = await tokenAs(t, 'STUDENT', w.students[0]!.id, a.schoolId);
  parentToken = await tokenAs(t, 'PARENT', parentId, null);
}, 120_000);
afterAll(async () => t?.stop());

const publish = (token = a.admin.token) =>
  t.request('/api/commands/PublishResults', {
    json: { classId: w.classId, termId: w.rec.termId },
    token,
  });
const cards = async (token: string, filter: Record<string, unknown> = {}) =>
  (await readNow(t, `/api/report-cards${listQuery(filter, ['id', 'ASC'])}`, token))
    .body as ReportCardRow[];
const byName = (rows: ReportCardRow[]) =>
  [...rows].sort((x, y) => x.studentName.localeCompare(y.studentName) || x.version - y.version);

/** `npm run replay -- rebuild <name>` against the test platform's database, as an operator runs it. */
function replayRebuild(name: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'replay', '--', 'rebuild', name], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: t.platform.databaseUrl, EVENTSTORE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr.on('data', (c: Buffer) => (text += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`replay exited ${code}: ${text}`)),
    );
  });
}

describe('before publication', () => {
  it('students and parents see no card; drafts are the admin’s and teachers’ live results', async () => {
    expect(await cards(studentToken)).toEqual([]);
    expect(await cards(parentToken)).toEqual([]);
    expect(await cards(a.admin.token)).toEqual([]);
  });

  it('only the admin publishes: a teacher, a student, a parent and the superadmin get 403; signed out 401', async () => {
    for (const token of [w.teachers.maths.token, studentToken, parentToken, superToken])
      expect((await publish(token)).status).toBe(403);
    expect(
      (
        await t.request('/api/commands/PublishResults', {
          json: { classId: w.classId, termId: w.rec.termId },
        })
      ).status,
    ).toBe(401);
    expect((await t.request('/api/report-cards')).status).toBe(401);
  });

  it('another school’s admin cannot publish the class: 404', async () => {
    expect((await publish(b.admin.token)).status).toBe(404);
  });
});

describe('PublishResults', () => {
  let first: ReportCardRow[];

  it('freezes one card per student with positions 1, 2, 2, 4 of 4, grades and the incomplete subject', async () => {
    const res = await publish();
    expect([res.status, res.body.appended]).toEqual([201, 5]);
    first = byName(await cards(a.admin.token));
    expect(
      first.map((c) => [
        c.studentName,
        c.version,
        c.status,
        c.amended,
        c.snapshot.position,
        c.snapshot.classSize,
        c.snapshot.average,
        c.snapshot.averageGrade,
      ]),
    ).toEqual([
      ['Anesu Moyo', 1, 'Published', false, 1, 4, 85, 'A'],
      ['Batsi Ncube', 1, 'Published', false, 2, 4, 75, 'A'],
      ['Chipo Sibanda', 1, 'Published', false, 2, 4, 75, 'A'],
      ['Dudzai Zhou', 1, 'Published', false, 4, 4, 20, 'U'],
    ]);
    expect(
      first[3]!.snapshot.subjects.map((s) => [s.subjectName, s.finalMark, s.grade, s.status]),
    ).toEqual([
      ['English', null, null, 'incomplete'],
      ['Mathematics', 20, 'U', 'complete'],
    ]);
    const snapshot = first[0]!.snapshot;
    expect([
      snapshot.school.id,
      snapshot.class.name,
      snapshot.level.name,
      snapshot.term.name,
      snapshot.academicYear.name,
      snapshot.gradingScale.version,
    ]).toEqual([a.schoolId, 'Form 2 Blue', 'Form 2', 'Term 1', '2030', 1]);
    expect(snapshot.subjects[1]).toMatchObject({
      subjectName: 'Mathematics',
      teacherName: 'Tendai Dube',
      finalMark: 90,
      grade: 'A',
    });
  });

  it('each card has an unguessable URL-safe code and the SHA-256 of its canonical snapshot; by id, the snapshot as issued', async () => {
    const card = first[0]!;
    expect(card.verificationCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(first.map((c) => c.verificationCode)).size).toBe(4);
    expect(card.fingerprint).toBe(
      createHash('sha256').update(canonicalJson(card.snapshot)).digest('hex'),
    );
    const one = await t.request(`/api/report-cards/${card.id}`, { token: a.admin.token });
    expect(one.body).toEqual(card);
  });

  it('publishing again with no change appends nothing', async () => {
    const head = await t.platform.store.headPosition();
    const res = await publish();
    expect([res.status, res.body.appended]).toEqual([200, 0]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('who sees which published card', () => {
  it('a student sees only their own, by list, id and filter', async () => {
    expect((await cards(studentToken)).map((c) => c.studentName)).toEqual(['Anesu Moyo']);
    const batsi = (await cards(a.admin.token, { studentId: w.students[1]!.id }))[0]!;
    expect((await t.request(`/api/report-cards/${batsi.id}`, { token: studentToken })).status).toBe(
      404,
    );
    expect(await cards(studentToken, { id: [batsi.id] })).toEqual([]);
  });

  it('a parent sees only their linked child’s cards', async () => {
    expect((await cards(parentToken)).map((c) => c.studentName)).toEqual(['Batsi Ncube']);
    const anesu = (await cards(a.admin.token, { studentId: w.students[0]!.id }))[0]!;
    expect((await t.request(`/api/report-cards/${anesu.id}`, { token: parentToken })).status).toBe(
      404,
    );
  });

  it('the class’s teachers see its cards; a teacher of no class sees none', async () => {
    expect(await cards(w.teachers.english.token)).toHaveLength(4);
    expect(await cards(w.teachers.idle.token)).toEqual([]);
  });

  it('another school’s admin sees nothing by list, id, getMany or filter; the superadmin sees every school', async () => {
    const ids = (await cards(a.admin.token)).map((c) => c.id);
    expect(await cards(b.admin.token)).toEqual([]);
    expect((await t.request(`/api/report-cards/${ids[0]}`, { token: b.admin.token })).status).toBe(
      404,
    );
    expect(await cards(b.admin.token, { id: ids })).toEqual([]);
    expect(await cards(b.admin.token, { classId: w.classId })).toEqual([]);
    expect(await cards(superToken, { schoolId: a.schoolId })).toHaveLength(4);
  });

  it('sorts by id', async () => {
    const ids = (await cards(a.admin.token)).map((c) => c.id);
    expect(ids).toEqual([...ids].sort());
  });
});

describe('a correction after publication', () => {
  it('re-issues the student’s card as version 2, amended, naming the paper, before and after and why; version 1 stays readable', async () => {
    const dudzai = w.students[3]!;
    const v1 = (await cards(a.admin.token, { studentId: dudzai.id }))[0]!;
    await correctMark(
      t,
      a,
      w.papers.maths2.examId,
      dudzai.id,
      'ABSENT',
      30,
      'Script found after marking',
    );
    await expect
      .poll(async () => (await cards(a.admin.token, { studentId: dudzai.id })).length, {
        timeout: 10_000,
      })
      .toBe(2);
    const [old, amended] = [...(await cards(a.admin.token, { studentId: dudzai.id }))].sort(
      (x, y) => x.version - y.version,
    );
    expect([amended!.version, amended!.amended, amended!.superseded, old!.superseded]).toEqual([
      2,
      true,
      false,
      true,
    ]);
    // Mathematics: 25/50 × 40 + 30/100 × 60 = 20 + 18 = 38, an E; the average is 38 and the position still 4th.
    expect([
      amended!.snapshot.subjects[1]!.finalMark,
      amended!.snapshot.subjects[1]!.grade,
      amended!.snapshot.average,
      amended!.snapshot.position,
    ]).toEqual([38, 'E', 38, 4]);
    expect(amended!.snapshot.changes).toEqual([
      {
        kind: 'mark',
        subjectId: w.rec.subjects.maths,
        subjectName: 'Mathematics',
        examId: w.papers.maths2.examId,
        paperNo: 2,
        paperName: 'Mathematics Paper 2',
        previous: 'ABSENT',
        mark: 30,
        reason: 'Script found after marking',
      },
    ]);
    expect(
      (await t.request(`/api/report-cards/${v1.id}`, { token: a.admin.token })).body.snapshot,
    ).toEqual(v1.snapshot);
    expect(amended!.verificationCode).not.toBe(v1.verificationCode);
  });

  it('leaves the other cards alone', async () => {
    expect((await cards(a.admin.token)).map((c) => c.version).sort()).toEqual([1, 1, 1, 1, 2]);
  });
});

describe('results statistics', () => {
  const statistics = async (token: string) =>
    (await readNow(t, `/api/results-statistics${listQuery({}, ['id', 'ASC'])}`, token))
      .body as Record<string, unknown>[];
  const figures = (rows: Record<string, unknown>[]) =>
    rows
      .map((r) => [r.subjectName, r.students, r.average, r.passed, r.passRate, r.grades])
      .sort((x, y) => String(x[0]).localeCompare(String(y[0])));

  it('subject averages, pass rates and grades from the latest card of each student', async () => {
    // English: 80, 76, 75 (Dudzai incomplete) → 231 / 3 = 77. Mathematics: 90, 74, 75, 38 → 277 / 4 = 69.25; E fails.
    expect(figures(await statistics(a.admin.token))).toEqual([
      ['English', 3, 77, 3, 100, { A: 3 }],
      ['Mathematics', 4, 69.25, 3, 75, { A: 2, B: 1, E: 1 }],
    ]);
  });

  it('are the admin’s own school and every school for the superadmin; not for teachers, students or parents', async () => {
    expect(await statistics(b.admin.token)).toEqual([]);
    expect(
      figures((await statistics(superToken)).filter((r) => r.schoolId === a.schoolId)),
    ).toHaveLength(2);
    for (const token of [w.teachers.maths.token, studentToken, parentToken])
      expect((await t.request('/api/results-statistics', { token })).status).toBe(403);
  });

  it('rebuilt from the whole history by `npm run replay -- rebuild results-statistics`, gives the same figures', async () => {
    const live = await statistics(superToken);
    await t.platform.pool.query('DELETE FROM rm_results_statistics');
    expect(await statistics(superToken)).toEqual([]);
    const output = await replayRebuild('results-statistics');
    expect(output).toMatch(/results-statistics: rebuilt to position \d+/);
    expect(await statistics(superToken)).toEqual(live);
  });
});

describe('the results read model', () => {
  it('rebuilt from the whole history by `npm run replay -- rebuild results`, gives the same results and cards', async () => {
    const read = async () => [
      (await readNow(t, `/api/results${listQuery({}, ['id', 'ASC'], [0, 99])}`, superToken)).body,
      (await readNow(t, `/api/report-cards${listQuery({}, ['id', 'ASC'], [0, 99])}`, superToken))
        .body,
    ];
    const live = await read();
    expect((live[0] as unknown[]).length).toBe(8);
    expect(await replayRebuild('results')).toMatch(/results: rebuilt to position \d+/);
    expect(await read()).toEqual(live);
  });
});

describe('a correction’s reason on the family’s card', () => {
  const correct = (json: Record<string, unknown>) =>
    t.request('/api/commands/CorrectMark', { json, token: a.admin.token });
  const latestChanges = async (token: string, studentId: string) => {
    let latest: ReportCardRow | undefined;
    await expect
      .poll(
        async () => {
          latest = (await cards(token, { studentId })).find((c) => !c.superseded);
          return latest?.version;
        },
        { timeout: 10_000 },
      )
      .toBe(2);
    return latest!.snapshot.changes;
  };

  it('is refused when the choice is not true or false, and nothing is recorded', async () => {
    const res = await correct({
      examId: w.papers.maths1.examId,
      studentId: w.students[0]!.id,
      mark: 46,
      reason: 'Added up wrongly',
      shareReasonWithFamily: 'yes',
    });
    expect([res.status, res.body.errors]).toEqual([
      400,
      [{ field: 'shareReasonWithFamily', message: 'shareReasonWithFamily must be true or false' }],
    ]);
  });

  it('stays with the school by default: the student’s card says what changed, not why', async () => {
    const anesu = w.students[0]!.id;
    expect(
      (
        await correct({
          examId: w.papers.maths1.examId,
          studentId: anesu,
          mark: 46,
          reason: 'Added up wrongly by the marker',
        })
      ).status,
    ).toBe(201);
    expect(
      (await latestChanges(a.admin.token, anesu)).map(
        (c) => c.kind === 'mark' && [c.previous, c.mark, c.reason, c.reasonShared],
      ),
    ).toEqual([[45, 46, 'Added up wrongly by the marker', undefined]]);
    expect(
      (await latestChanges(studentToken, anesu)).map(
        (c) => c.kind === 'mark' && [c.previous, c.mark, c.reason],
      ),
    ).toEqual([[45, 46, null]]);
  });

  it('is on the parent’s copy when the admin shares it', async () => {
    const batsi = w.students[1]!.id;
    const res = await correct({
      examId: w.papers.english.examId,
      studentId: batsi,
      mark: 78,
      reason: 'The oral mark was left out',
      shareReasonWithFamily: true,
    });
    expect(res.status).toBe(201);
    const changes = await latestChanges(parentToken, batsi);
    expect(changes.filter((c) => c.kind === 'mark')).toEqual([
      {
        kind: 'mark',
        subjectId: w.rec.subjects.english,
        subjectName: 'English',
        examId: w.papers.english.examId,
        paperNo: 1,
        paperName: 'English Paper 1',
        previous: 76,
        mark: 78,
        reason: 'The oral mark was left out',
        reasonShared: true,
      },
    ]);
  });
});
