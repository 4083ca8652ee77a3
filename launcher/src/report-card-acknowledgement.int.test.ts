import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportCardRow } from '@chikoro/contracts';
import { allProjections, rebuildProjection } from '@chikoro/projections';
import { eventually, twoSchoolFamily, type TwoSchoolFamily } from './testing/family';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { tokenAs } from './testing/results';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

let t: TestPlatform;
let f: TwoSchoolFamily;
let tokens: Record<
  | 'superadmin'
  | 'adminA'
  | 'adminB'
  | 'teacherA'
  | 'studentA'
  | 'parent'
  | 'otherFamily'
  | 'parentO',
  string
>;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  f = await twoSchoolFamily(t, superToken);
  tokens = {
    superadmin: superToken,
    adminA: f.a.admin.token,
    adminB: f.b.admin.token,
    teacherA: f.w.teachers.maths.token,
    studentA: await tokenAs(t, 'STUDENT', f.anesu.id, f.a.schoolId),
    parent: f.parent.token,
    otherFamily: f.otherFamily.token,
    parentO: f.oParentToken,
  };
}, 180_000);
afterAll(async () => t?.stop());

const acknowledge = (reportCardId: string, token?: string, body: Record<string, unknown> = {}) =>
  t.request('/api/commands/AcknowledgeReportCard', {
    json: { classId: f.w.classId, termId: f.w.rec.termId, reportCardId, ...body },
    ...(token && { token }),
  });
const card = async (id: string, token: string) =>
  (await readNow(t, `/api/report-cards/${id}`, token)).body as ReportCardRow;
const anesuCards = async () =>
  (
    await readNow(
      t,
      `/api/report-cards${listQuery({ studentId: f.anesu.id }, ['version', 'ASC'])}`,
      tokens.adminA,
    )
  ).body as ReportCardRow[];

describe('AcknowledgeReportCard', () => {
  it('is refused to everyone but a parent of the student, appending nothing; the card is not found for another family or school', async () => {
    const head = await t.platform.store.headPosition();
    expect((await acknowledge(f.anesu.cardId)).status).toBe(401);
    for (const token of [
      tokens.superadmin,
      tokens.adminA,
      tokens.teacherA,
      tokens.studentA,
      tokens.adminB,
    ]) {
      const refused = await acknowledge(f.anesu.cardId, token);
      expect(refused.status).toBe(403);
    }
    for (const token of [tokens.otherFamily, tokens.parentO]) {
      const hidden = await acknowledge(f.anesu.cardId, token);
      expect([hidden.status, hidden.body.detail]).toEqual([404, 'No such report card']);
    }
    const unknown = await acknowledge('0f4e2a63-35a4-4d3c-9a55-5c2f7e0c1d11', tokens.parent);
    expect([unknown.status, unknown.body.errors]).toEqual([
      404,
      [{ field: 'reportCardId', message: 'No such report card' }],
    ]);
    const bad = await t.request('/api/commands/AcknowledgeReportCard', {
      json: { reportCardId: 'card' },
      token: tokens.parent,
    });
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      [
        { field: 'classId', message: 'Choose the class' },
        { field: 'termId', message: 'Choose the term' },
        { field: 'reportCardId', message: 'Choose the report card' },
      ],
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
    expect((await card(f.anesu.cardId, tokens.adminA)).acknowledgements).toEqual([]);
  });

  it('the parent acknowledges once: the school sees who and when, the parent sees it is theirs, the audit log says so', async () => {
    const done = await acknowledge(f.anesu.cardId, tokens.parent);
    expect([done.status, done.body.reportCardId, done.body.version]).toEqual([
      201,
      f.anesu.cardId,
      1,
    ]);
    const seen = await card(f.anesu.cardId, tokens.adminA);
    expect([seen.acknowledgements, seen.acknowledgedByYou]).toEqual([
      [
        {
          parentId: f.parent.id,
          name: 'Chipo Mutasa',
          acknowledgedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
      false,
    ]);
    expect((await card(f.anesu.cardId, tokens.parent)).acknowledgedByYou).toBe(true);

    const head = await t.platform.store.headPosition();
    const again = await acknowledge(f.anesu.cardId, tokens.parent);
    expect([again.status, await t.platform.store.headPosition()]).toEqual([200, head]);
    expect((await card(f.anesu.cardId, tokens.adminA)).acknowledgements).toHaveLength(1);

    const names = async (acknowledged: boolean) =>
      (
        (
          await readNow(
            t,
            `/api/report-cards${listQuery({ classId: f.w.classId, acknowledged })}`,
            tokens.adminA,
          )
        ).body as ReportCardRow[]
      )
        .map((c) => c.studentName)
        .sort();
    expect(await names(true)).toEqual(['Anesu Moyo']);
    expect(await names(false)).toEqual(['Batsi Ncube', 'Chipo Sibanda', 'Dudzai Zhou']);
    expect(
      (await readNow(t, `/api/report-cards${listQuery({ acknowledged: 'maybe' })}`, tokens.adminA))
        .status,
    ).toBe(400);

    const log = await readNow(
      t,
      `/api/school-events${listQuery({ type: 'ReportCardAcknowledged' })}`,
      tokens.adminA,
    );
    expect(
      log.body.map((e: { summary: string; actorRole: string }) => [e.summary, e.actorRole]),
    ).toEqual([['Report card version 1 acknowledged by Chipo Mutasa', 'PARENT']]);
    expect(
      (
        await readNow(
          t,
          `/api/school-events${listQuery({ type: 'ReportCardAcknowledged' })}`,
          tokens.adminB,
        )
      ).body,
    ).toEqual([]);
  });

  it('an amended card is acknowledged again as it now stands; the version before it is refused', async () => {
    const corrected = await t.request('/api/commands/CorrectMark', {
      json: {
        examId: f.w.papers.english.examId,
        studentId: f.anesu.id,
        mark: 82,
        reason: 'a page was not marked',
      },
      token: tokens.adminA,
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    const v2 = await eventually('the amended card', async () =>
      (await anesuCards()).find((c) => c.version === 2),
    );
    expect(v2.acknowledgements).toEqual([]);
    expect((await card(v2.id, tokens.parent)).acknowledgedByYou).toBe(false);

    const old = await acknowledge(f.anesu.cardId, tokens.parent);
    expect([old.status, old.body.detail]).toEqual([
      409,
      'This report card has been amended since: open the newest version and acknowledge that one',
    ]);
    expect((await acknowledge(v2.id, tokens.parent)).status).toBe(201);
    expect(
      (await anesuCards()).map((c) => [
        c.version,
        c.superseded,
        c.acknowledgements.map((a) => a.name),
      ]),
    ).toEqual([
      [1, true, ['Chipo Mutasa']],
      [2, false, ['Chipo Mutasa']],
    ]);
  });

  it('a rebuild of the results read model from the log gives each version the same acknowledgements', async () => {
    const live = await anesuCards();
    expect(live.map((c) => c.acknowledgements.length)).toEqual([1, 1]);
    await rebuildProjection(
      t.platform.store,
      t.platform.pool,
      allProjections.find((p) => p.name === 'results')!,
    );
    expect(await anesuCards()).toEqual(live);
  });
});
