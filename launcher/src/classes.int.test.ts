import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@chikoro/contracts';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import type { ApprovedSchool } from './testing/schools';
import { teacherOf as signedInTeacherOf } from './testing/studentWorld';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  registerTeacher,
  tokenFor,
  twoSchools,
  type SchoolRecords,
} from './testing/staff';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
let recB: SchoolRecords;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  ({ superToken, a, b, recA, recB } = await twoSchools(t));
});
afterAll(async () => t?.stop());

const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const classRow = async (classId: string, token = a.admin.token) =>
  (await readNow(t, `/api/classes/${classId}`, token)).body;

async function createClass(
  name: string,
  levelId = recA.levels.form1,
  token = a.admin.token,
): Promise<string> {
  const res = await send('CreateClass', { levelId, name }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.classId as string;
}

async function teacherOf(
  school: ApprovedSchool,
  firstName: string,
  lastName: string,
): Promise<string> {
  const { res } = await registerTeacher(t, school.admin.token, { firstName, lastName });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.teacherId as string;
}

/** The students module's enrolment event, as it writes it, for a student in this class. */
async function enrolStudentIn(classId: string, school: ApprovedSchool, levelId: string) {
  const studentId = randomUUID();
  const at = '2026-01-20T08:00:00.000Z';
  await t.platform.store.appendToStream(
    `student-${studentId}`,
    [
      {
        type: 'StudentEnrolled',
        data: {
          schoolId: school.schoolId,
          studentId,
          registrationNumber: `T-2026-${studentId.slice(0, 4)}`,
          classId,
          levelId,
          firstName: 'Farai',
          lastName: 'Dube',
          dob: '2012-04-01',
          gender: 'male',
          enrolledAt: at,
        },
        metadata: {
          actorId: null,
          actorRole: 'ADMIN',
          schoolId: school.schoolId,
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: at,
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

describe('CreateClass', () => {
  it('creates a class of a level: listed with its level, no class teacher, no students yet', async () => {
    const classId = await createClass('Form 1 Blue');
    expect(await classRow(classId)).toEqual({
      id: classId,
      schoolId: a.schoolId,
      name: 'Form 1 Blue',
      levelId: recA.levels.form1,
      levelName: 'Form 1',
      classTeacherId: null,
      classTeacherName: null,
      status: 'Active',
      studentCount: 0,
      subjectTeacherCount: 0,
    });
  });

  it("says 'Please fill in all fields' when the level or the name is missing, appending nothing", async () => {
    const head = await t.platform.store.headPosition();
    const noLevel = await send('CreateClass', { name: 'Form 1 Gold' });
    expect(noLevel.status).toBe(400);
    expect(noLevel.body.errors).toEqual([
      { field: 'levelId', message: 'Please fill in all fields' },
    ]);
    const noName = await send('CreateClass', { levelId: recA.levels.form1, name: '   ' });
    expect(noName.body.errors).toEqual([{ field: 'name', message: 'Please fill in all fields' }]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('refuses a level of another school as not found', async () => {
    const res = await send('CreateClass', { levelId: recB.levels.form1, name: 'Form 1 Green' });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('No such level/grade in this school');
  });

  it('refuses a name the school already uses, whatever its case; another school may use it', async () => {
    await createClass('Form 2 Red', recA.levels.form2);
    const res = await send('CreateClass', { levelId: recA.levels.form1, name: 'form 2 red' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('The school already has a class with this name');
    await createClass('Form 2 Red', recB.levels.form2, b.admin.token);
  });
});

describe('ChangeClassDetails', () => {
  it('renames a class and moves it to another level', async () => {
    const classId = await createClass('Form 1 Silver');
    expect(
      (
        await send('ChangeClassDetails', {
          classId,
          name: 'Form 2 Silver',
          levelId: recA.levels.form2,
        })
      ).status,
    ).toBe(201);
    expect(await classRow(classId)).toMatchObject({
      name: 'Form 2 Silver',
      levelId: recA.levels.form2,
      levelName: 'Form 2',
    });
  });

  it('the same details again append nothing', async () => {
    const classId = await createClass('Form 1 Bronze');
    const res = await send('ChangeClassDetails', {
      classId,
      name: 'Form 1 Bronze',
      levelId: recA.levels.form1,
    });
    expect(res.status).toBe(200);
    expect(res.body.appended).toBe(0);
  });

  it("refuses another class's name", async () => {
    const classId = await createClass('Form 1 Copper');
    const res = await send('ChangeClassDetails', { classId, name: 'FORM 2 RED' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'The school already has a class with this name' },
    ]);
  });
});

describe('AssignClassTeacher', () => {
  it('makes an active teacher of the school the class teacher; the same teacher again appends nothing', async () => {
    const classId = await createClass('Form 1 Jade');
    const teacherId = await teacherOf(a, 'Rudo', 'Chikwanha');
    expect((await send('AssignClassTeacher', { classId, teacherId })).status).toBe(201);
    expect(await classRow(classId)).toMatchObject({
      classTeacherId: teacherId,
      classTeacherName: 'Rudo Chikwanha',
    });
    const again = await send('AssignClassTeacher', { classId, teacherId });
    expect([again.status, again.body.appended]).toEqual([200, 0]);
  });

  it('refuses an inactive teacher', async () => {
    const classId = await createClass('Form 1 Ruby');
    const teacherId = await teacherOf(a, 'Kudzai', 'Sibanda');
    expect((await send('ChangeTeacherStatus', { teacherId, status: 'Inactive' })).status).toBe(201);
    const res = await send('AssignClassTeacher', { classId, teacherId });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Only an active teacher of the school can be the class teacher');
  });

  it("refuses another school's teacher as not found", async () => {
    const classId = await createClass('Form 1 Amber');
    const res = await send('AssignClassTeacher', {
      classId,
      teacherId: await teacherOf(b, 'Blessing', 'Ncube'),
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('No such teacher in this school');
  });
});

describe('DeleteClass', () => {
  it('deletes a class without students: it leaves the list', async () => {
    const classId = await createClass('Form 1 Pearl');
    const res = await send('DeleteClass', { classId });
    expect([res.status, res.body.outcome]).toEqual([201, 'Deleted']);
    expect((await readNow(t, `/api/classes/${classId}`, a.admin.token)).status).toBe(404);
  });

  it('archives a class with students instead, saying so; an archived class takes no class teacher', async () => {
    const classId = await createClass('Form 1 Onyx');
    await enrolStudentIn(classId, a, recA.levels.form1);
    const res = await send('DeleteClass', { classId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      outcome: 'Archived',
      message: 'This class still has students: it was archived instead of deleted',
    });
    expect((await t.platform.store.readStream(`class-${classId}`)).map((e) => e.type)).toEqual([
      'ClassCreated',
      'ClassArchived',
    ]);
    expect(await classRow(classId)).toMatchObject({ status: 'Archived', studentCount: 1 });
    const assign = await send('AssignClassTeacher', {
      classId,
      teacherId: await teacherOf(a, 'Nyasha', 'Banda'),
    });
    expect([assign.status, assign.body.detail]).toEqual([409, 'This class is archived']);
    const again = await send('DeleteClass', { classId });
    expect([again.status, again.body.appended]).toEqual([200, 0]);
  });
});

describe('roles', () => {
  it('every class command: anonymous 401; teacher, student, parent and superadmin 403; nothing appended', async () => {
    const classId = await createClass('Form 1 Topaz');
    const head = await t.platform.store.headPosition();
    const bodies: Record<string, unknown> = {
      CreateClass: { levelId: recA.levels.form1, name: 'Form 1 Opal' },
      AssignClassTeacher: { classId, teacherId: randomUUID() },
      ChangeClassDetails: { classId, name: 'Form 1 Quartz' },
      DeleteClass: { classId },
    };
    const others = [
      await tokenFor(t, 'TEACHER', a.schoolId),
      await tokenFor(t, 'STUDENT', a.schoolId),
      await tokenFor(t, 'PARENT', a.schoolId),
      superToken,
    ];
    for (const [type, body] of Object.entries(bodies)) {
      expect(
        (await t.request(`/api/commands/${type}`, { json: body })).status,
        `anonymous ${type}`,
      ).toBe(401);
      for (const token of others) {
        const res = await send(type, body, token);
        expect([res.status, res.body.detail], type).toEqual([403, authMessages.forbidden]);
      }
    }
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('the list: students and parents 403; a teacher who teaches no class reads none (teacher-scope covers the rest)', async () => {
    expect(
      (await t.request('/api/classes', { token: await tokenFor(t, 'STUDENT', a.schoolId) })).status,
    ).toBe(403);
    expect(
      (await t.request('/api/classes', { token: await tokenFor(t, 'PARENT', a.schoolId) })).status,
    ).toBe(403);
    const teacher = await readNow(
      t,
      `/api/classes${listQuery({}, ['id', 'ASC'])}`,
      await tokenFor(t, 'TEACHER', a.schoolId),
    );
    expect([teacher.status, teacher.body]).toEqual([200, []]);
  });
});

describe("tenancy: school B's admin and school A's classes", () => {
  it('cannot change them: every command is 404, nothing appended', async () => {
    const classId = await createClass('Form 1 Indigo');
    const bTeacher = await teacherOf(b, 'Tatenda', 'Zulu');
    const head = await t.platform.store.headPosition();
    for (const [type, body] of [
      ['AssignClassTeacher', { classId, teacherId: bTeacher }],
      ['ChangeClassDetails', { classId, name: 'Mine now' }],
      ['DeleteClass', { classId }],
    ] as const) {
      const res = await send(type, body, b.admin.token);
      expect([res.status, res.body.detail], type).toEqual([404, 'No such class in this school']);
    }
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('cannot read them: not by list, id, getMany or filter; the superadmin reads every school', async () => {
    const classId = await createClass('Form 1 Violet');
    const token = b.admin.token;
    const list = await readNow(t, `/api/classes${listQuery()}`, token);
    expect(
      list.body
        .map((c: { schoolId: string }) => c.schoolId)
        .filter((s: string) => s !== b.schoolId),
    ).toEqual([]);
    expect((await readNow(t, `/api/classes/${classId}`, token)).status).toBe(404);
    expect((await readNow(t, `/api/classes${listQuery({ id: [classId] })}`, token)).body).toEqual(
      [],
    );
    expect(
      (await readNow(t, `/api/classes${listQuery({ levelId: recA.levels.form1 })}`, token)).body,
    ).toEqual([]);
    expect((await readNow(t, `/api/classes${listQuery({ q: 'Violet' })}`, token)).body).toEqual([]);
    expect(
      (await readNow(t, `/api/classes${listQuery({ schoolId: a.schoolId })}`, token)).body,
    ).toEqual([]);
    const all = await readNow(
      t,
      `/api/classes${listQuery({ q: 'Violet', schoolId: a.schoolId })}`,
      superToken,
    );
    expect(all.body.map((c: { id: string }) => c.id)).toEqual([classId]);
  });
});

describe('the list', () => {
  it("answers react-admin's default sort by id, sorts by name and level, searches and filters by level and status", async () => {
    expect(
      (
        await readNow(
          t,
          `/api/classes?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,4]')}`,
          a.admin.token,
        )
      ).status,
    ).toBe(200);
    const byName = await readNow(
      t,
      `/api/classes${listQuery({ q: 'Form 2' }, ['name', 'ASC'])}`,
      a.admin.token,
    );
    expect(byName.body.map((c: { name: string }) => c.name)).toEqual([
      'Form 2 Red',
      'Form 2 Silver',
    ]);
    const form2 = await readNow(
      t,
      `/api/classes${listQuery({ levelId: recA.levels.form2 }, ['level', 'ASC'])}`,
      a.admin.token,
    );
    expect(form2.body.map((c: { name: string }) => c.name).sort()).toEqual([
      'Form 2 Red',
      'Form 2 Silver',
    ]);
    const archived = await readNow(
      t,
      `/api/classes${listQuery({ status: 'Archived' })}`,
      a.admin.token,
    );
    expect(archived.body.map((c: { name: string }) => c.name)).toEqual(['Form 1 Onyx']);
  });
});

describe('the audit log', () => {
  it('reads each change as before → after', async () => {
    const classId = await createClass('Form 1 Blue Two');
    const teacherId = await teacherOf(a, 'Tendai', 'Moyo');
    await send('ChangeClassDetails', { classId, name: 'Form 1 Gold Two' });
    await send('AssignClassTeacher', { classId, teacherId });
    const log = await readNow(
      t,
      `/api/events${listQuery({ q: 'Two' }, ['occurredAt', 'ASC'])}`,
      superToken,
    );
    const rows = log.body
      .filter((e: { type: string }) => e.type.startsWith('Class'))
      .map((e: { summary: string; changes: unknown }) => [e.summary, e.changes]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [
          'Class Form 1 Blue Two created in Form 1',
          [{ field: 'status', before: null, after: 'Active' }],
        ],
        [
          'Class Form 1 Blue Two renamed to Form 1 Gold Two',
          [{ field: 'className', before: 'Form 1 Blue Two', after: 'Form 1 Gold Two' }],
        ],
        [
          'Tendai Moyo made class teacher of Form 1 Gold Two',
          [{ field: 'classTeacher', before: null, after: 'Tendai Moyo' }],
        ],
      ]),
    );
  });
});

describe('the class counts', () => {
  it('count active students only, as the register and the mark grid list them, for the admin and the class teacher alike', async () => {
    const classId = await createClass('Form 2 Indigo', recA.levels.form2);
    const enrol = async (firstName: string) => {
      const res = await send('EnrolStudent', {
        firstName,
        lastName: 'Sibanda',
        dob: '2011-05-06',
        gender: 'male',
        classId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.studentId as string;
    };
    const [, , resting, graduate, leaving] = [
      await enrol('Tatenda'),
      await enrol('Nyasha'),
      await enrol('Kuda'),
      await enrol('Tafara'),
      await enrol('Anesu'),
    ];
    expect(
      (await send('ChangeStudentStatus', { studentId: resting, status: 'Inactive' })).status,
    ).toBe(201);
    expect(
      (await send('ChangeStudentStatus', { studentId: graduate, status: 'Graduated' })).status,
    ).toBe(201);
    expect((await send('WithdrawStudent', { studentId: leaving })).status).toBe(201);

    const { id: teacherId, token: teacherToken } = await signedInTeacherOf(
      t,
      a,
      'Ruvimbo',
      'Gumbo',
    );
    expect((await send('AssignClassTeacher', { classId, teacherId })).status).toBe(201);
    const exam = await send('CreateExam', {
      classId,
      subjectId: recA.subjects.maths,
      termId: recA.termId,
      teacherId,
      examName: 'Counting test',
      outOf: 50,
      weight: 100,
      paperNo: 1,
      examDate: '2030-02-11',
    });
    expect(exam.status, JSON.stringify(exam.body)).toBe(201);
    // Setting an exam or being class teacher assigns no subject; an assignment is counted, as the membership holds it.
    expect((await classRow(classId)).subjectTeacherCount).toBe(0);
    expect(
      (
        await send('AssignTeacher', {
          teacherId,
          subjectId: recA.subjects.maths,
          classId,
          termId: recA.termId,
        })
      ).status,
    ).toBe(201);
    expect((await classRow(classId)).subjectTeacherCount).toBe(1);

    expect((await classRow(classId)).studentCount).toBe(2);
    const asTeacher = await readNow(
      t,
      `/api/classes${listQuery({ classTeacherId: teacherId })}`,
      teacherToken,
    );
    expect(
      asTeacher.body.map((c: { name: string; studentCount: number }) => [c.name, c.studentCount]),
    ).toEqual([['Form 2 Indigo', 2]]);
    const register = await readNow(
      t,
      `/api/attendance-roll${listQuery({ classId })}`,
      teacherToken,
    );
    expect(register.body.map((s: { name: string }) => s.name).sort()).toEqual([
      'Nyasha Sibanda',
      'Tatenda Sibanda',
    ]);
    const grid = await readNow(
      t,
      `/api/marks${listQuery({ examId: exam.body.examId })}`,
      a.admin.token,
    );
    expect(grid.body.map((m: { studentName: string }) => m.studentName).sort()).toEqual([
      'Nyasha Sibanda',
      'Tatenda Sibanda',
    ]);

    expect(
      (await send('ChangeStudentStatus', { studentId: resting, status: 'Active' })).status,
    ).toBe(201);
    expect((await classRow(classId)).studentCount).toBe(3);
  });
});
