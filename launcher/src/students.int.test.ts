import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveClass, levelWithClass } from './testing/classes';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { list, newPhone, refused, signedInAs } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let blue: { levelId: string; classId: string };
let red: { levelId: string; classId: string };
let closedClassId: string;
let archived = false;
/** Form 4 Old, archived when a test first needs it (archiving takes a student, and a registration number, of its own). */
async function closedClass(): Promise<string> {
  if (!archived) await archiveClass(t, a, closedClassId);
  archived = true;
  return closedClassId;
}
let bClass: { levelId: string; classId: string };
const yy = String(new Date().getUTCFullYear()).slice(2);

beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mabvazuva High School' });
  b = await approvedSchool(t, superToken, { name: 'Mabelreign Girls High' });
  blue = await levelWithClass(t, a, 'Form 2', 'Form 2 Blue');
  red = await levelWithClass(t, a, 'Form 3', 'Form 3 Red');
  closedClassId = (await levelWithClass(t, a, 'Form 4', 'Form 4 Old')).classId;
  bClass = await levelWithClass(t, b, 'Form 1', 'Form 1 Green');
});
afterAll(async () => t?.stop());

const command = (
  type: string,
  json: unknown,
  token = a.admin.token,
  headers: Record<string, string> = {},
) => t.request(`/api/commands/${type}`, { json, token, headers });

const tendai = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Tendai',
  lastName: 'Moyo',
  dob: '2012-03-14',
  gender: 'male',
  parentPhone: newPhone().local,
  email: 'tendai.moyo@learners.test',
  homeAddress: '12 Samora Machel Avenue',
  country: 'Zimbabwe',
  city: 'Harare',
  province: 'Harare',
  district: 'Harare Urban',
  classId: blue.classId,
  ...overrides,
});

async function enrol(overrides: Record<string, unknown> = {}, token = a.admin.token) {
  const res = await command('EnrolStudent', tendai(overrides), token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { studentId: string; registrationNumber: string; position: number };
}

const unchanged = (
  send: () => Promise<{ status: number; body: any; headers: Headers }>,
  status: number,
  detail?: string,
) => refused(t, send, status, detail);

describe('EnrolStudent', () => {
  it('enrols into a class of the school, with its level and a readable registration number', async () => {
    const { studentId, registrationNumber, position } = await enrol({
      parentPhone: '0772 123 456',
    });
    expect(registrationNumber).toBe(`MAB-${yy}-0001`);
    const res = await t.request(`/api/students/${studentId}`, {
      token: a.admin.token,
      headers: { 'X-Consistent-After': String(position) },
    });
    expect(res.body).toMatchObject({
      id: studentId,
      registrationNumber,
      firstName: 'Tendai',
      lastName: 'Moyo',
      parentPhone: '263772123456',
      email: 'tendai.moyo@learners.test',
      classId: blue.classId,
      className: 'Form 2 Blue',
      levelId: blue.levelId,
      levelName: 'Form 2',
      status: 'Active',
      schoolId: a.schoolId,
    });
  });

  it('needs names, date of birth and gender, with the messages the form shows; nothing is appended', async () => {
    const res = await unchanged(
      () =>
        command(
          'EnrolStudent',
          tendai({ firstName: ' ', lastName: undefined, dob: '2099-01-01', gender: 'x' }),
        ),
      400,
    );
    expect(res.body.errors).toEqual([
      { field: 'firstName', message: "Enter the student's first name" },
      { field: 'lastName', message: "Enter the student's last name" },
      { field: 'dob', message: 'Enter the date of birth (YYYY-MM-DD), not in the future' },
      { field: 'gender', message: 'Choose female or male' },
    ]);
  });

  it("follows the enrolment form's province and district rules, and wants a Zimbabwean mobile for the parent", async () => {
    const res = await unchanged(
      () => command('EnrolStudent', tendai({ district: 'Bulawayo', parentPhone: '0242700100' })),
      400,
    );
    expect(res.body.errors).toEqual([
      {
        field: 'parentPhone',
        message: "Enter the parent's Zimbabwean mobile number: it should start with 263",
      },
      { field: 'district', message: 'Bulawayo district does not belong in Harare province' },
    ]);
  });

  it("refuses another school's class and an archived class, naming the class field", async () => {
    const other = await unchanged(
      () => command('EnrolStudent', tendai({ classId: bClass.classId })),
      400,
    );
    expect(other.body.errors).toEqual([
      { field: 'classId', message: 'No such class in this school' },
    ]);
    const classId = await closedClass();
    const closed = await unchanged(() => command('EnrolStudent', tendai({ classId })), 400);
    expect(closed.body.errors).toEqual([
      { field: 'classId', message: 'This class is archived or deleted: choose another class' },
    ]);
  });

  it('gives 20 concurrent enrolments 20 different numbers, in sequence', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        command(
          'EnrolStudent',
          tendai({ firstName: `Learner${i}`, classId: bClass.classId }),
          b.admin.token,
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.body.registrationNumber as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `MAB2-${yy}-${String(i + 1).padStart(4, '0')}`),
    );
  });
});

describe('roles and tenancy', () => {
  let student: { studentId: string; position: number };
  beforeAll(async () => {
    student = await enrol({
      firstName: 'Rufaro',
      lastName: 'Chikwanha',
      email: 'rufaro@learners.test',
    });
  });

  it('every student command is refused anonymously (401) and to a teacher, student, parent or superadmin (403)', async () => {
    const others = [
      await signedInAs(t, 'TEACHER', a.schoolId),
      await signedInAs(t, 'STUDENT', a.schoolId),
      await signedInAs(t, 'PARENT', a.schoolId),
      superToken,
    ];
    const bodies: Record<string, unknown> = {
      EnrolStudent: tendai(),
      ChangeStudentStatus: { studentId: student.studentId, status: 'Inactive' },
      MoveStudentToClass: { studentId: student.studentId, classId: red.classId },
      WithdrawStudent: { studentId: student.studentId },
    };
    for (const [type, body] of Object.entries(bodies)) {
      await unchanged(() => command(type, body, ''), 401);
      for (const token of others)
        await unchanged(
          () => command(type, body, token),
          403,
          'You do not have permission to do this.',
        );
    }
  });

  it('a sign-in code is refused anonymously (401), to a student, parent or superadmin (403), and to a teacher who is not the class teacher (403)', async () => {
    const body = { studentId: student.studentId };
    await unchanged(() => command('IssueStudentSignInCode', body, ''), 401);
    for (const token of [
      await signedInAs(t, 'STUDENT', a.schoolId),
      await signedInAs(t, 'PARENT', a.schoolId),
      superToken,
    ])
      await unchanged(
        () => command('IssueStudentSignInCode', body, token),
        403,
        'You do not have permission to do this.',
      );
    const teacher = await signedInAs(t, 'TEACHER', a.schoolId);
    await unchanged(
      () => command('IssueStudentSignInCode', body, teacher),
      403,
      'Only the school admin or the class teacher of the student’s class can issue a sign-in code',
    );
  });

  it("an admin of another school gets 404 for this school's student, whatever the command", async () => {
    for (const [type, body] of [
      ['ChangeStudentStatus', { studentId: student.studentId, status: 'Inactive' }],
      ['WithdrawStudent', { studentId: student.studentId }],
      ['IssueStudentSignInCode', { studentId: student.studentId }],
      ['MoveStudentToClass', { studentId: student.studentId, classId: bClass.classId }],
    ] as const) {
      await unchanged(
        () => command(type, body, b.admin.token),
        404,
        'No such student in this school',
      );
    }
  });

  it("sees none of this school's students by list, id, getMany or filter", async () => {
    const all = await list(t, 'students', b.admin.token, { range: [0, 99] }, student.position);
    expect(all.body.map((s: { schoolId: string }) => s.schoolId)).not.toContain(a.schoolId);
    expect(
      (await t.request(`/api/students/${student.studentId}`, { token: b.admin.token })).status,
    ).toBe(404);
    expect(
      (await list(t, 'students', b.admin.token, { filter: { id: [student.studentId] } })).body,
    ).toEqual([]);
    expect((await list(t, 'students', b.admin.token, { filter: { q: 'Rufaro' } })).body).toEqual(
      [],
    );
    expect(
      (await list(t, 'students', b.admin.token, { filter: { classId: blue.classId } })).body,
    ).toEqual([]);
  });

  it('lists students to admins of the school and to the superadmin (teachers: their classes only, see teacher-scope); not to students, parents or anonymous', async () => {
    expect((await list(t, 'students', '')).status).toBe(401);
    expect((await list(t, 'students', await signedInAs(t, 'STUDENT', a.schoolId))).status).toBe(
      403,
    );
    expect((await list(t, 'students', await signedInAs(t, 'PARENT', a.schoolId))).status).toBe(403);
    const teacher = await list(
      t,
      'students',
      await signedInAs(t, 'TEACHER', a.schoolId),
      { filter: { q: 'Rufaro' } },
      student.position,
    );
    expect([teacher.status, teacher.body]).toEqual([200, []]);
    const superadmin = await list(t, 'students', superToken, {
      filter: { schoolId: b.schoolId },
      range: [0, 99],
    });
    expect(superadmin.body).toHaveLength(20);
  });

  it('searches by name, registration number or email, filters by level, class and status, and sorts', async () => {
    const token = a.admin.token;
    const found = (filter: unknown) =>
      list(t, 'students', token, { filter }).then((r) =>
        r.body.map((s: { firstName: string }) => s.firstName),
      );
    expect(await found({ q: 'chikwanha rufaro' })).toEqual(['Rufaro']);
    expect(await found({ q: 'RUFARO@learners' })).toEqual(['Rufaro']);
    expect(await found({ q: `MAB-${yy}-0001` })).toEqual(['Tendai']);
    expect(await found({ classId: red.classId })).toEqual([]);
    expect((await found({ levelId: blue.levelId, status: 'Active' })).sort()).toEqual([
      'Rufaro',
      'Tendai',
    ]);
    for (const sort of [
      ['id', 'ASC'],
      ['name', 'DESC'],
      ['registrationNumber', 'ASC'],
      ['className', 'ASC'],
      ['status', 'DESC'],
    ]) {
      expect((await list(t, 'students', token, { sort })).status).toBe(200);
    }
    expect((await list(t, 'students', token, { sort: ['password', 'ASC'] })).status).toBe(400);
  });
});

describe('a student signs in with the registration number', () => {
  let student: { studentId: string; registrationNumber: string };
  const password = 'Student-pass-1';
  const login = (identifier = student.registrationNumber) =>
    t.request('/api/auth/login', { json: { identifier, password } });

  beforeAll(async () => {
    student = await enrol({ firstName: 'Nyasha', lastName: 'Dube' });
  });

  it('after a printed one-time code, shown once: never in the log nor in the idempotent answers', async () => {
    const key = `issue-code-${student.studentId}`;
    const issued = await command(
      'IssueStudentSignInCode',
      { studentId: student.studentId },
      a.admin.token,
      { 'Idempotency-Key': key },
    );
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      studentId: student.studentId,
      registrationNumber: student.registrationNumber,
      validDays: 14,
    });
    const code = issued.body.code as string;
    expect(code).toMatch(/^\d{6}$/);
    const again = await command(
      'IssueStudentSignInCode',
      { studentId: student.studentId },
      a.admin.token,
      { 'Idempotency-Key': key },
    );
    expect(again.status).toBe(200);
    expect(again.body.code).toBeUndefined();
    const kept = await t.platform.pool.query(
      "SELECT 1 FROM idempotent_commands WHERE answer::text LIKE '%' || $1 || '%'",
      [code],
    );
    expect(kept.rowCount).toBe(0);
    const logged = await t.platform.pool.query(
      "SELECT type FROM es_events WHERE data::text LIKE '%' || $1 || '%'",
      [code],
    );
    expect(logged.rows).toEqual([]);

    const verified = await t.request('/api/auth/verify-code', {
      json: { email: student.registrationNumber.toLowerCase(), code },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const reset = await t.request('/api/auth/reset-password', {
      json: { resetToken: verified.body.resetToken, password, confirmPassword: password },
    });
    expect(reset.body.role).toBe('STUDENT');
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      id: student.studentId,
      role: 'STUDENT',
      schoolId: a.schoolId,
      firstName: 'Nyasha',
    });
  });

  it('cannot sign in while Inactive; can again once Active; the same status twice changes nothing', async () => {
    expect(
      (await command('ChangeStudentStatus', { studentId: student.studentId, status: 'Inactive' }))
        .status,
    ).toBe(201);
    await expect.poll(async () => (await login()).status, { timeout: 10_000 }).toBe(401);
    const same = await command('ChangeStudentStatus', {
      studentId: student.studentId,
      status: 'Inactive',
    });
    expect(same.body).toMatchObject({ appended: 0 });
    await unchanged(
      () => command('IssueStudentSignInCode', { studentId: student.studentId }),
      409,
      'A student who is Inactive cannot sign in: make them Active first',
    );
    await unchanged(
      () => command('ChangeStudentStatus', { studentId: student.studentId, status: 'Expelled' }),
      400,
    );
    expect(
      (await command('ChangeStudentStatus', { studentId: student.studentId, status: 'Active' }))
        .status,
    ).toBe(201);
    await expect.poll(async () => (await login()).status, { timeout: 10_000 }).toBe(200);
  });

  it('moves to another active class, the level following; the same class changes nothing; an archived class is refused', async () => {
    const moved = await command('MoveStudentToClass', {
      studentId: student.studentId,
      classId: red.classId,
    });
    expect(moved.status).toBe(201);
    const row = await t.request(`/api/students/${student.studentId}`, {
      token: a.admin.token,
      headers: { 'X-Consistent-After': String(moved.body.position) },
    });
    expect(row.body).toMatchObject({
      classId: red.classId,
      className: 'Form 3 Red',
      levelId: red.levelId,
      levelName: 'Form 3',
    });
    expect(
      (await command('MoveStudentToClass', { studentId: student.studentId, classId: red.classId }))
        .body,
    ).toMatchObject({ appended: 0 });
    const classId = await closedClass();
    await unchanged(
      () => command('MoveStudentToClass', { studentId: student.studentId, classId }),
      400,
    );
  });

  it('is withdrawn: the record stays, marked Withdrawn; sign-in ends; nothing more changes', async () => {
    const withdrawn = await command('WithdrawStudent', {
      studentId: student.studentId,
      reason: 'Moved to Bulawayo',
    });
    expect(withdrawn.status).toBe(201);
    const row = await t.request(`/api/students/${student.studentId}`, {
      token: a.admin.token,
      headers: { 'X-Consistent-After': String(withdrawn.body.position) },
    });
    expect(row.body).toMatchObject({
      status: 'Withdrawn',
      registrationNumber: student.registrationNumber,
    });
    await expect.poll(async () => (await login()).status, { timeout: 10_000 }).toBe(401);
    expect((await command('WithdrawStudent', { studentId: student.studentId })).body).toMatchObject(
      { appended: 0 },
    );
    await unchanged(
      () => command('ChangeStudentStatus', { studentId: student.studentId, status: 'Active' }),
      409,
      'This student has been withdrawn: their record is kept, nothing more can change',
    );
  });

  it('every change reads in the audit log', async () => {
    await expect
      .poll(
        async () => {
          const res = await list(t, 'events', superToken, {
            filter: { recordId: student.studentId },
            sort: ['occurredAt', 'ASC'],
            range: [0, 20],
          });
          return res.body.map((e: { summary: string }) => e.summary);
        },
        { timeout: 10_000 },
      )
      .toEqual([
        `Nyasha Dube enrolled in Form 2 Blue (${student.registrationNumber})`,
        'Sign-in code issued to Nyasha Dube',
        'Status of Nyasha Dube changed: Active → Inactive',
        'Status of Nyasha Dube changed: Inactive → Active',
        'Nyasha Dube moved from Form 2 Blue to Form 3 Red',
        'Nyasha Dube withdrawn from the school: Moved to Bulawayo',
      ]);
  });
});
