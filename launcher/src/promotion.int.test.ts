import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_GRADING_SCALE, membershipModel, tableOf } from '@chikoro/contracts';
import { dayFromToday, pinTestDay } from './testing/dates';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { studentWithPassword } from './testing/members';
import { parentOf, schoolWithClass, tokenOf, type RegisterSchool } from './testing/registers';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

const clock = pinTestDay('2026-11-25');
let t: TestPlatform;
let a: RegisterSchool;
let b: RegisterSchool;
let superToken: string;
const ids = { fromYear: '', toYear: '', form2: '', blue2: '', green2: '' };

/** An admin's (or anyone's) command as the app sends it. */
const post = (type: string, json: unknown, token = a.school.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });

async function ok(type: string, json: unknown, token = a.school.admin.token) {
  const res = await post(type, json, token);
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, string>;
}

const list = async (
  resource: string,
  filter: Record<string, unknown>,
  token = a.school.admin.token,
) => readNow(t, `/api/${resource}${listQuery(filter)}`, token);

/** Each student's class spans in order, as the membership read model keeps them. */
async function spansOf(studentId: string) {
  await readNow(t, `/api/students${listQuery({ id: studentId })}`, a.school.admin.token);
  const { rows } = await t.platform.pool.query<{
    class_id: string;
    from_date: string;
    to_date: string | null;
  }>(
    `SELECT class_id, to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date
     FROM ${tableOf(membershipModel, 'class_memberships')} WHERE student_id = $1 ORDER BY last_position`,
    [studentId],
  );
  return rows.map((r) => [r.class_id, r.from_date, r.to_date]);
}

/** Who was in a class on a day: the membership's answer, which no later change alters. */
async function inClassOn(classId: string, day: string) {
  const { rows } = await t.platform.pool.query<{ student_id: string }>(
    `SELECT student_id FROM ${tableOf(membershipModel, 'class_memberships')}
     WHERE class_id = $1 AND from_date <= $2 AND (to_date IS NULL OR to_date > $2) ORDER BY student_id`,
    [classId, day],
  );
  return rows.map((r) => r.student_id);
}

async function classOf(studentId: string) {
  const res = await list('students', { id: studentId });
  const [row] = res.body as { classId: string; status: string }[];
  return [row!.classId, row!.status];
}

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await schoolWithClass(t, superToken, 'Form 1 Blue', [
    ['Tendai', 'Moyo'],
    ['Rudo', 'Chari'],
    ['Farai', 'Ncube'],
  ]);
  b = await schoolWithClass(t, superToken, 'Form 1 Blue', [['Nyasha', 'Gumbo']]);
  const years = (await list('academic-years', {})).body as { id: string }[];
  ids.fromYear = years[0]!.id;
  ids.toYear = (
    await ok('OpenAcademicYear', {
      name: 'Next year',
      startDate: dayFromToday(61),
      endDate: dayFromToday(300),
    })
  ).academicYearId!;
  ids.form2 = (
    await ok('DefineLevel', {
      name: 'Form 2',
      gradingScale: SAMPLE_GRADING_SCALE,
    })
  ).levelId!;
  ids.green2 = (await ok('CreateClass', { levelId: ids.form2, name: 'Form 2 Green' })).classId!;
  ids.blue2 = (await ok('CreateClass', { levelId: ids.form2, name: 'Form 2 Blue' })).classId!;
}, 300_000);
afterAll(async () => t?.stop());

describe('promoting Form 1 to Form 2', () => {
  let planId = '';
  let batchId = '';
  const tendai = () => a.students[0]!.id;
  const rudo = () => a.students[1]!.id;
  const farai = () => a.students[2]!.id;
  const today = () => dayFromToday(0);

  it('plans a dry run: every Form 1 Blue student to Form 2 Blue, nothing moved', async () => {
    const planned = await post('PlanPromotion', {
      fromYearId: ids.fromYear,
      toYearId: ids.toYear,
      levelId: a.levelId,
    });
    expect(planned.status).toBe(201);
    planId = planned.body.planId;
    const [plan] = (await list('promotion-plans', { id: planId })).body;
    expect(plan).toMatchObject({
      levelName: 'Form 1',
      toLevelName: 'Form 2',
      toYearName: 'Next year',
      status: 'Planned',
    });
    expect(
      plan.rows.map((r: Record<string, string>) => [r.studentName, r.outcome, r.toClassName]),
    ).toEqual([
      ['Farai Ncube', 'promote', 'Form 2 Blue'],
      ['Rudo Chari', 'promote', 'Form 2 Blue'],
      ['Tendai Moyo', 'promote', 'Form 2 Blue'],
    ]);
    expect(plan.totals).toEqual([
      { outcome: 'promote', toClassId: ids.blue2, toClassName: 'Form 2 Blue', students: 3 },
    ]);
    expect(await classOf(tendai())).toEqual([a.classId, 'Active']);
  });

  it('makes one student repeat, only with a reason, and sends another to leave', async () => {
    const noReason = await post('ChangePromotionPlan', {
      planId,
      studentId: rudo(),
      outcome: 'repeat',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([
      {
        field: 'reason',
        message: 'Give the reason for repeating the year (at least 3 characters)',
      },
    ]);
    await ok('ChangePromotionPlan', {
      planId,
      studentId: rudo(),
      outcome: 'repeat',
      reason: 'Missed Term 2 through illness',
    });
    await ok('ChangePromotionPlan', { planId, studentId: farai(), outcome: 'leave' });
    const [plan] = (await list('promotion-plans', { id: planId })).body;
    expect(plan.totals).toEqual([
      { outcome: 'leave', toClassId: null, toClassName: null, students: 1 },
      { outcome: 'repeat', toClassId: a.classId, toClassName: 'Form 1 Blue', students: 1 },
      { outcome: 'promote', toClassId: ids.blue2, toClassName: 'Form 2 Blue', students: 1 },
    ]);
  });

  it('applies it: each student’s class and status follow, and Form 1 Blue’s past stays as it was', async () => {
    const applied = await post('ApplyPromotion', { planId });
    expect(applied.status).toBe(201);
    batchId = applied.body.batchId;
    const rows = (await list('promotions', { batchId })).body as Record<string, unknown>[];
    expect(
      rows
        .map((r) => [r.studentName, r.outcome, r.toClassName, r.reason, r.undoneAt])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual([
      ['Farai Ncube', 'leave', null, null, null],
      ['Rudo Chari', 'repeat', null, 'Missed Term 2 through illness', null],
      ['Tendai Moyo', 'promote', 'Form 2 Blue', null, null],
    ]);
    expect((await list('promotions', { studentId: tendai() })).body).toHaveLength(1);
    expect(await classOf(tendai())).toEqual([ids.blue2, 'Active']);
    expect(await classOf(rudo())).toEqual([a.classId, 'Active']);
    expect(await classOf(farai())).toEqual([a.classId, 'Inactive']);
    expect(await spansOf(tendai())).toEqual([
      [a.classId, today(), today()],
      [ids.blue2, today(), null],
    ]);
    expect(await inClassOn(ids.blue2, today())).toEqual([tendai()]);
    const [plan] = (await list('promotion-plans', { id: planId })).body;
    expect(plan).toMatchObject({ status: 'Applied', batchId });
    const again = await post('ApplyPromotion', { planId });
    expect(again.status).toBe(409);
  });

  it('undoes it: everyone back in the class and status of before, the batch kept as undone', async () => {
    const undone = await post('UndoPromotion', { batchId });
    expect(undone.status).toBe(201);
    expect(await classOf(tendai())).toEqual([a.classId, 'Active']);
    expect(await classOf(farai())).toEqual([a.classId, 'Active']);
    expect(await spansOf(tendai())).toEqual([
      [a.classId, today(), today()],
      [ids.blue2, today(), today()],
      [a.classId, today(), null],
    ]);
    const rows = (await list('promotions', { batchId })).body as { undoneAt: string | null }[];
    expect(rows.map((r) => r.undoneAt !== null)).toEqual([true, true, true]);
    expect((await post('UndoPromotion', { batchId })).status).toBe(409);
  });

  it('applies it again as a new batch, whose undo is refused once a register names its students', async () => {
    const applied = await post('ApplyPromotion', { planId });
    expect(applied.status).toBe(201);
    expect(applied.body.batchId).not.toBe(batchId);
    batchId = applied.body.batchId;
    expect(await classOf(tendai())).toEqual([ids.blue2, 'Active']);
    expect((await list('promotions', { studentId: tendai() })).body).toHaveLength(2);
    await ok('RecordAttendance', {
      classId: ids.blue2,
      date: today(),
      entries: [{ studentId: tendai(), status: 'PRESENT' }],
    });
    const refused = await post('UndoPromotion', { batchId });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "This promotion can no longer be undone: the new year's registers or marks already name Tendai Moyo",
    );
    expect(await classOf(tendai())).toEqual([ids.blue2, 'Active']);
  });
});

describe('graduating the last level', () => {
  it('graduates its students, who keep their sign-in', async () => {
    const levelId = (
      await ok('DefineLevel', { name: 'Upper Sixth', gradingScale: SAMPLE_GRADING_SCALE })
    ).levelId!;
    const classId = (await ok('CreateClass', { levelId, name: 'Upper Sixth A' })).classId!;
    const leaver = await studentWithPassword(t, a.school, classId, ['Chipo', 'Dube']);
    const { planId } = await ok('PlanPromotion', {
      fromYearId: ids.fromYear,
      toYearId: ids.toYear,
      levelId,
    });
    const [plan] = (await list('promotion-plans', { id: planId })).body;
    expect(plan.toLevelId).toBeNull();
    expect(plan.rows.map((r: Record<string, string>) => [r.studentName, r.outcome])).toEqual([
      ['Chipo Dube', 'graduate'],
    ]);
    await ok('ApplyPromotion', { planId });
    expect(await classOf(leaver.id)).toEqual([classId, 'Graduated']);
    // The student accounts reactor has seen the graduation: the sign-in still opens.
    await reactorPassed(t.platform, 'student-accounts', await t.platform.store.headPosition());
    const signIn = await t.request('/api/auth/login', {
      json: { identifier: leaver.identifier, password: leaver.password },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('a mark in the new class', () => {
  it('keeps the batch from being undone, naming the student', async () => {
    const form3 = (await ok('DefineLevel', { name: 'Form 3', gradingScale: SAMPLE_GRADING_SCALE }))
      .levelId!;
    const form4 = (await ok('DefineLevel', { name: 'Form 4', gradingScale: SAMPLE_GRADING_SCALE }))
      .levelId!;
    const blue3 = (await ok('CreateClass', { levelId: form3, name: 'Form 3 Blue' })).classId!;
    const blue4 = (await ok('CreateClass', { levelId: form4, name: 'Form 4 Blue' })).classId!;
    const kuda = (
      await ok('EnrolStudent', {
        firstName: 'Kuda',
        lastName: 'Sibanda',
        dob: '2011-05-06',
        gender: 'male',
        classId: blue3,
      })
    ).studentId!;
    const { planId } = await ok('PlanPromotion', {
      fromYearId: ids.fromYear,
      toYearId: ids.toYear,
      levelId: form3,
    });
    const { batchId } = await ok('ApplyPromotion', { planId });
    expect(await classOf(kuda)).toEqual([blue4, 'Active']);
    const { subjectId } = await ok('AddSubject', { name: 'Geography' });
    const { examId } = await ok('CreateExam', {
      classId: blue4,
      subjectId,
      termId: a.termId,
      teacherId: a.teacher.teacherId,
      examName: 'Geography test',
      outOf: 50,
      weight: 100,
      paperNo: 1,
      examDate: dayFromToday(0),
    });
    await ok('RecordMarks', { examId, marks: [{ studentId: kuda, mark: 41 }] });
    const refused = await post('UndoPromotion', { batchId });
    expect([refused.status, refused.body.detail]).toEqual([
      409,
      "This promotion can no longer be undone: the new year's registers or marks already name Kuda Sibanda",
    ]);
    expect(await classOf(kuda)).toEqual([blue4, 'Active']);
  });
});

describe('two tabs applying the same plan at once', () => {
  it('moves each student once: one apply is taken, the other refused', async () => {
    const form5 = (await ok('DefineLevel', { name: 'Form 5', gradingScale: SAMPLE_GRADING_SCALE }))
      .levelId!;
    const form6 = (await ok('DefineLevel', { name: 'Form 6', gradingScale: SAMPLE_GRADING_SCALE }))
      .levelId!;
    const blue5 = (await ok('CreateClass', { levelId: form5, name: 'Form 5 Blue' })).classId!;
    const blue6 = (await ok('CreateClass', { levelId: form6, name: 'Form 6 Blue' })).classId!;
    const tino = (
      await ok('EnrolStudent', {
        firstName: 'Tino',
        lastName: 'Marufu',
        dob: '2009-02-03',
        gender: 'male',
        classId: blue5,
      })
    ).studentId!;
    const { planId } = await ok('PlanPromotion', {
      fromYearId: ids.fromYear,
      toYearId: ids.toYear,
      levelId: form5,
    });
    // Two requests, not one repeated: each tab's click is its own intent.
    const answers = await Promise.all([
      post('ApplyPromotion', { planId }),
      post('ApplyPromotion', { planId }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await classOf(tino)).toEqual([blue6, 'Active']);
    const moves = (await t.platform.store.readStream(`student-${tino}`)).filter(
      (e) => e.type === 'StudentMovedToClass',
    );
    expect(moves).toHaveLength(1);
    const rows = (await list('promotions', { planId })).body as { studentId: string }[];
    expect(rows.map((r) => r.studentId)).toEqual([tino]);
  });
});

describe('who may plan, apply and undo', () => {
  let planId = '';
  let batchId = '';
  beforeAll(async () => {
    const [plan] = (await list('promotion-plans', {})).body as { id: string; batchId: string }[];
    planId = plan!.id;
    batchId = plan!.batchId;
  });
  const others = async () => ({
    'class teacher': a.teacher.token,
    student: await tokenOf(t, a.students[0]!.id, 'STUDENT', a.school.schoolId),
    parent: await tokenOf(
      t,
      await parentOf(t, a.school, a.students[1]!.id, '0772551303'),
      'PARENT',
      a.school.schoolId,
    ),
    superadmin: superToken,
  });

  it('refuses every command and list to every role but the admin (403)', async () => {
    for (const [who, token] of Object.entries(await others())) {
      const answers = [
        (
          await post(
            'PlanPromotion',
            { fromYearId: ids.fromYear, toYearId: ids.toYear, levelId: a.levelId },
            token,
          )
        ).status,
        (
          await post(
            'ChangePromotionPlan',
            { planId, studentId: a.students[0]!.id, outcome: 'leave' },
            token,
          )
        ).status,
        (await post('ApplyPromotion', { planId }, token)).status,
        (await post('UndoPromotion', { batchId }, token)).status,
        (await list('promotion-plans', {}, token)).status,
        (await list('promotions', {}, token)).status,
      ];
      expect([who, answers]).toEqual([who, [403, 403, 403, 403, 403, 403]]);
    }
  });

  it('shows another school’s admin nothing of it (404, empty lists)', async () => {
    const token = b.school.admin.token;
    expect([
      (
        await post(
          'PlanPromotion',
          { fromYearId: ids.fromYear, toYearId: ids.toYear, levelId: a.levelId },
          token,
        )
      ).status,
      (
        await post(
          'ChangePromotionPlan',
          { planId, studentId: a.students[0]!.id, outcome: 'leave' },
          token,
        )
      ).status,
      (await post('ApplyPromotion', { planId }, token)).status,
      (await post('UndoPromotion', { batchId }, token)).status,
    ]).toEqual([404, 404, 404, 404]);
    expect((await list('promotion-plans', {}, token)).body).toEqual([]);
    expect((await list('promotions', {}, token)).body).toEqual([]);
    expect((await readNow(t, `/api/promotion-plans/${planId}`, token)).status).toBe(404);
  });
});
