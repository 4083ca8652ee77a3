import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@chikoro/contracts';
import { PDF_BYTES } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';
import type { ApprovedSchool } from './testing/schools';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  registerTeacher,
  tokenFor,
  twoSchools,
  type SchoolRecords,
} from './testing/staff';

const JPG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
let recB: SchoolRecords;
let form2Blue: string;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  ({ superToken, a, b, recA, recB } = await twoSchools(t));
  form2Blue = (
    await t.request('/api/commands/CreateClass', {
      json: { levelId: recA.levels.form2, name: 'Form 2 Blue' },
      token: a.admin.token,
    })
  ).body.classId;
});
afterAll(async () => t?.stop());

const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });

async function teacher(fields: Record<string, string> = {}, school = a) {
  const { details, res } = await registerTeacher(t, school.admin.token, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...details, teacherId: res.body.teacherId as string };
}

const assignment = (teacherId: string, overrides: Record<string, string> = {}) => ({
  teacherId,
  subjectId: recA.subjects.maths,
  classId: form2Blue,
  termId: recA.termId,
  ...overrides,
});

/** Signs in once the password is set from the mailed code; the teacher's token. */
async function signedInTeacher(email: string, password = 'Teacher-pass-1') {
  const set = await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password },
  });
  expect(set.body).toEqual({ role: 'TEACHER' });
  return t.request('/api/auth/login', {
    json: { identifier: email, password, keepSignedIn: true },
  });
}

describe('RegisterTeacher', () => {
  it('registers a teacher with every field of Teacher (create) and a photo; the list shows them all', async () => {
    const fields = {
      firstName: 'Tendai',
      lastName: 'Moyo',
      email: `Tendai.M.${Date.now()}@Example.com`,
      phone: '0772 123 456',
      alternatePhoneNumber: '+263 242 700 100',
      birthday: '1988-03-14',
      address: '12 Samora Machel Avenue',
      nationality: 'Zimbabwean',
      yearsOfExperience: '9',
      hireDate: '2019-01-08',
      gender: 'male',
      employmentType: 'FULL_TIME',
      country: 'Zimbabwe',
      province: 'Harare',
      district: 'Harare Urban',
      emergencyContactName: 'Chipo Moyo',
      emergencyContactRelationship: 'Sister',
      emergencyContactPhoneNumber: '0712345678',
      ecNumber: '5512345K',
    };
    const { res } = await registerTeacher(t, a.admin.token, fields, {
      name: 'tendai.jpg',
      bytes: JPG_BYTES,
      type: 'image/jpeg',
    });
    expect(res.status).toBe(201);
    const row = (await readNow(t, `/api/teachers/${res.body.teacherId}`, a.admin.token)).body;
    expect(row).toEqual({
      id: res.body.teacherId,
      schoolId: a.schoolId,
      firstName: 'Tendai',
      lastName: 'Moyo',
      email: fields.email.toLowerCase(),
      phone: '263772123456',
      alternatePhoneNumber: '+263 242 700 100',
      birthday: '1988-03-14',
      address: '12 Samora Machel Avenue',
      nationality: 'Zimbabwean',
      yearsOfExperience: 9,
      hireDate: '2019-01-08',
      gender: 'male',
      employmentType: 'FULL_TIME',
      country: 'Zimbabwe',
      province: 'Harare',
      district: 'Harare Urban',
      emergencyContactName: 'Chipo Moyo',
      emergencyContactRelationship: 'Sister',
      emergencyContactPhoneNumber: '263712345678',
      ecNumber: '5512345K',
      photo: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'Active',
      subjectsTaught: [],
      assignmentCount: 0,
      registeredAt: expect.any(String),
    });
    const photo = await t.request(`/api/files/${row.photo}`, { token: a.admin.token });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await t.request(`/api/files/${row.photo}`, { token: b.admin.token })).status).toBe(403);
  });

  it('needs first name, last name and email; years of experience default to 0', async () => {
    const head = await t.platform.store.headPosition();
    const { res } = await registerTeacher(t, a.admin.token, {
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'firstName', message: 'Enter the first name' },
      { field: 'lastName', message: 'Enter the last name' },
      { field: 'email', message: 'Enter a valid email address' },
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
    const { teacherId } = await teacher();
    expect(
      (await readNow(t, `/api/teachers/${teacherId}`, a.admin.token)).body.yearsOfExperience,
    ).toBe(0);
  });

  it("follows the enrolment form's province and district rules for Zimbabwe", async () => {
    const { res } = await registerTeacher(t, a.admin.token, {
      country: 'Zimbabwe',
      province: 'Harare',
      district: 'Gwanda',
    });
    expect(res.body.errors).toEqual([
      { field: 'district', message: 'Gwanda district does not belong in Harare province' },
    ]);
  });

  it('checks the photo by its content: a PDF named .png is refused (415), appending nothing', async () => {
    const head = await t.platform.store.headPosition();
    const { res } = await registerTeacher(
      t,
      a.admin.token,
      {},
      { name: 'photo.png', bytes: PDF_BYTES, type: 'image/png' },
    );
    expect([res.status, res.body.detail]).toEqual([
      415,
      'Invalid file type. Only jpg, jpeg and png accepted',
    ]);
    const big = await registerTeacher(
      t,
      a.admin.token,
      {},
      {
        name: 'big.jpg',
        bytes: Buffer.concat([JPG_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
        type: 'image/jpeg',
      },
    );
    expect([big.res.status, big.res.body.detail]).toEqual([413, 'File size should be 5MB or less']);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('refuses an email another account uses, in this school or another, without saying whose', async () => {
    const head = await t.platform.store.headPosition();
    for (const email of [a.admin.email, b.admin.email.toUpperCase()]) {
      const { res } = await registerTeacher(t, a.admin.token, { email });
      expect([res.status, res.body.detail]).toEqual([
        409,
        'This email cannot be used for a new sign-in. Use another email address.',
      ]);
    }
    expect(await t.platform.store.headPosition()).toBe(head);
    const { email } = await teacher();
    const again = await registerTeacher(t, a.admin.token, { email });
    expect(again.res.status).toBe(409);
  });
});

describe("a teacher's sign-in", () => {
  it('works after the mailed code sets a password, and stops while the teacher is inactive or gone', async () => {
    const { teacherId, email } = await teacher({ firstName: 'Ruvimbo', lastName: 'Marufu' });
    const login = await signedInTeacher(email);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      id: teacherId,
      role: 'TEACHER',
      schoolId: a.schoolId,
      firstName: 'Ruvimbo',
      lastName: 'Marufu',
    });
    const attempt = () =>
      t
        .request('/api/auth/login', { json: { identifier: email, password: 'Teacher-pass-1' } })
        .then((r) => r.status);
    const held = login.body.token as string;
    expect((await t.request('/api/teachers', { token: held })).status).toBe(200);
    expect((await send('ChangeTeacherStatus', { teacherId, status: 'Inactive' })).status).toBe(201);
    await expect.poll(attempt, { timeout: 10_000 }).toBe(401);
    expect(
      (await t.request('/api/auth/refresh', { json: { refreshToken: login.body.refreshToken } }))
        .status,
    ).toBe(401);
    // The token already held ends with its session (other replicas see it within their short cache).
    await expect
      .poll(async () => (await t.request('/api/teachers', { token: held })).status, {
        timeout: 10_000,
      })
      .toBe(401);
    expect((await send('ChangeTeacherStatus', { teacherId, status: 'Active' })).status).toBe(201);
    await expect.poll(attempt, { timeout: 10_000 }).toBe(200);
    expect((await send('RemoveTeacher', { teacherId })).status).toBe(201);
    await expect.poll(attempt, { timeout: 10_000 }).toBe(401);
  });
});

describe('AssignTeacher and UnassignTeacher', () => {
  it("assigns a subject, class and term with the term's year; the same again appends nothing", async () => {
    const { teacherId } = await teacher({ firstName: 'Farai', lastName: 'Gumbo' });
    const res = await send('AssignTeacher', assignment(teacherId));
    expect(res.status).toBe(201);
    const rows = (
      await readNow(t, `/api/teacher-assignments${listQuery({ teacherId })}`, a.admin.token)
    ).body;
    expect(rows).toEqual([
      {
        id: expect.any(String),
        schoolId: a.schoolId,
        teacherId,
        teacherName: 'Farai Gumbo',
        subjectId: recA.subjects.maths,
        subjectName: 'Mathematics',
        classId: form2Blue,
        className: 'Form 2 Blue',
        termId: recA.termId,
        termName: 'Term 1',
        academicYearId: recA.yearId,
        academicYearName: '2030',
        assignedAt: expect.any(String),
      },
    ]);
    const again = await send('AssignTeacher', assignment(teacherId));
    expect([again.status, again.body.appended]).toEqual([200, 0]);
    expect((await readNow(t, `/api/teachers/${teacherId}`, a.admin.token)).body).toMatchObject({
      subjectsTaught: ['Mathematics'],
      assignmentCount: 1,
    });
    expect(
      (await readNow(t, `/api/classes/${form2Blue}`, a.admin.token)).body.subjectTeacherCount,
    ).toBeGreaterThanOrEqual(1);

    expect((await send('UnassignTeacher', { teacherId, assignmentId: rows[0].id })).status).toBe(
      201,
    );
    expect(
      (await readNow(t, `/api/teacher-assignments${listQuery({ teacherId })}`, a.admin.token)).body,
    ).toEqual([]);
    expect((await readNow(t, `/api/teachers/${teacherId}`, a.admin.token)).body).toMatchObject({
      subjectsTaught: [],
      assignmentCount: 0,
    });
    const gone = await send('UnassignTeacher', { teacherId, assignmentId: rows[0].id });
    expect([gone.status, gone.body.detail]).toEqual([404, 'This teacher has no such assignment']);
  });

  it("refuses another school's subject, class or term as not found, and an inactive teacher", async () => {
    const { teacherId } = await teacher();
    const bClass = (
      await send('CreateClass', { levelId: recB.levels.form1, name: 'Form 1 B' }, b.admin.token)
    ).body.classId;
    const refusals = [
      [{ subjectId: recB.subjects.maths }, 'No such subject in this school'],
      [{ termId: recB.termId }, 'No such term in this school'],
      [{ classId: bClass }, 'No such class in this school'],
      [{ classId: randomUUID() }, 'No such class in this school'],
    ] as const;
    for (const [override, detail] of refusals) {
      const res = await send('AssignTeacher', assignment(teacherId, override));
      expect([res.status, res.body.detail]).toEqual([404, detail]);
    }
    await send('ChangeTeacherStatus', { teacherId, status: 'Inactive' });
    const inactive = await send('AssignTeacher', assignment(teacherId));
    expect([inactive.status, inactive.body.detail]).toEqual([409, 'This teacher is not active']);
    expect((await t.platform.store.readStream(`teacher-${teacherId}`)).map((e) => e.type)).toEqual([
      'TeacherRegistered',
      'TeacherStatusChanged',
    ]);
  });
});

describe('ChangeTeacherStatus and RemoveTeacher', () => {
  it('the status the teacher has appends nothing; a teacher who left stays out of the list unless asked for', async () => {
    const { teacherId } = await teacher({ firstName: 'Memory', lastName: 'Chari' });
    const same = await send('ChangeTeacherStatus', { teacherId, status: 'Active' });
    expect([same.status, same.body.appended]).toEqual([200, 0]);
    const bad = await send('ChangeTeacherStatus', { teacherId, status: 'Retired' });
    expect(bad.body.errors).toEqual([{ field: 'status', message: 'Choose Active or Inactive' }]);
    expect((await send('RemoveTeacher', { teacherId })).status).toBe(201);
    expect((await send('RemoveTeacher', { teacherId })).body.appended).toBe(0);
    const left = await send('ChangeTeacherStatus', { teacherId, status: 'Active' });
    expect([left.status, left.body.detail]).toEqual([409, 'This teacher has left the school']);
    const ids = async (filter: Record<string, unknown>) =>
      (await readNow(t, `/api/teachers${listQuery(filter)}`, a.admin.token)).body.map(
        (r: { id: string }) => r.id,
      );
    expect(await ids({ q: 'Memory Chari' })).toEqual([]);
    expect(await ids({ q: 'Memory Chari', status: 'Left' })).toEqual([teacherId]);
    expect((await readNow(t, `/api/teachers/${teacherId}`, a.admin.token)).body.status).toBe(
      'Left',
    );
  });
});

describe('the list', () => {
  it("searches by name or email, filters by status, sorts, pages, and answers react-admin's default sort", async () => {
    const unique = `zz${Date.now()}`;
    await teacher({ firstName: 'Anesu', lastName: `Mapfumo${unique}` });
    const two = await teacher({
      firstName: 'Blessing',
      lastName: `Chinamasa${unique}`,
      email: `bc.${unique}@example.com`,
    });
    await send('ChangeTeacherStatus', { teacherId: two.teacherId, status: 'Inactive' });
    const names = async (
      filter: Record<string, unknown>,
      sort: [string, string] = ['name', 'ASC'],
    ) =>
      (await readNow(t, `/api/teachers${listQuery(filter, sort)}`, a.admin.token)).body.map(
        (r: { firstName: string }) => r.firstName,
      );
    expect(await names({ q: unique })).toEqual(['Blessing', 'Anesu']);
    expect(await names({ q: `anesu mapfumo${unique}` })).toEqual(['Anesu']);
    expect(await names({ q: `bc.${unique}` })).toEqual(['Blessing']);
    expect(await names({ q: unique, status: 'Inactive' })).toEqual(['Blessing']);
    expect(await names({ q: unique }, ['status', 'ASC'])).toEqual(['Anesu', 'Blessing']);
    expect(await names({ q: unique }, ['email', 'DESC'])).toHaveLength(2);
    const page = await readNow(
      t,
      `/api/teachers?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
      a.admin.token,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toMatch(/^teachers 0-1\/\d+$/);
  });
});

describe('roles', () => {
  it('every teacher command: anonymous 401; teacher, student, parent and superadmin 403; nothing appended', async () => {
    const { teacherId, email } = await teacher();
    const teacherToken = (await signedInTeacher(email)).body.token as string;
    const head = await t.platform.store.headPosition();
    const bodies: Record<string, unknown> = {
      RegisterTeacher: { firstName: 'Sam', lastName: 'Dube', email: 'sam.dube@example.com' },
      AssignTeacher: assignment(teacherId),
      UnassignTeacher: { teacherId, assignmentId: randomUUID() },
      ChangeTeacherStatus: { teacherId, status: 'Inactive' },
      RemoveTeacher: { teacherId },
    };
    for (const [type, body] of Object.entries(bodies)) {
      expect(
        (await t.request(`/api/commands/${type}`, { json: body })).status,
        `anonymous ${type}`,
      ).toBe(401);
      for (const token of [
        teacherToken,
        await tokenFor(t, 'STUDENT', a.schoolId),
        await tokenFor(t, 'PARENT', a.schoolId),
        superToken,
      ]) {
        const res = await send(type, body, token);
        expect([res.status, res.body.detail], type).toEqual([403, authMessages.forbidden]);
      }
    }
    expect(await t.platform.store.headPosition()).toBe(head);
    for (const path of ['/api/teachers', '/api/teacher-assignments']) {
      expect(
        (await t.request(path, { token: await tokenFor(t, 'STUDENT', a.schoolId) })).status,
      ).toBe(403);
      expect(
        (await t.request(path, { token: await tokenFor(t, 'PARENT', a.schoolId) })).status,
      ).toBe(403);
      expect((await readNow(t, path, teacherToken)).status).toBe(200);
    }
  });
});

describe("tenancy: school B's admin and school A's teachers", () => {
  it('cannot change them: every command is 404, nothing appended', async () => {
    const { teacherId } = await teacher();
    await send('AssignTeacher', assignment(teacherId));
    const head = await t.platform.store.headPosition();
    const bodies: [string, unknown][] = [
      [
        'AssignTeacher',
        { teacherId, subjectId: recB.subjects.maths, classId: form2Blue, termId: recB.termId },
      ],
      ['UnassignTeacher', { teacherId, assignmentId: randomUUID() }],
      ['ChangeTeacherStatus', { teacherId, status: 'Inactive' }],
      ['RemoveTeacher', { teacherId }],
    ];
    for (const [type, body] of bodies) {
      const res = await send(type, body, b.admin.token);
      expect(res.status, type).toBe(404);
    }
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('cannot read them: not by list, id, getMany or filter; the superadmin can', async () => {
    const { teacherId, email } = await teacher();
    await send('AssignTeacher', assignment(teacherId));
    const token = b.admin.token;
    const teachers = await readNow(
      t,
      `/api/teachers${listQuery({}, ['id', 'ASC'], [0, 99])}`,
      token,
    );
    expect(teachers.body.filter((r: { schoolId: string }) => r.schoolId !== b.schoolId)).toEqual(
      [],
    );
    expect((await readNow(t, `/api/teachers/${teacherId}`, token)).status).toBe(404);
    expect(
      (await readNow(t, `/api/teachers${listQuery({ id: [teacherId] })}`, token)).body,
    ).toEqual([]);
    expect((await readNow(t, `/api/teachers${listQuery({ q: email })}`, token)).body).toEqual([]);
    expect(
      (await readNow(t, `/api/teachers${listQuery({ schoolId: a.schoolId })}`, token)).body,
    ).toEqual([]);
    expect(
      (await readNow(t, `/api/teacher-assignments${listQuery({ teacherId })}`, token)).body,
    ).toEqual([]);
    expect(
      (await readNow(t, `/api/teacher-assignments${listQuery({ classId: form2Blue })}`, token))
        .body,
    ).toEqual([]);
    expect(
      (
        await readNow(
          t,
          `/api/teachers${listQuery({ q: email, schoolId: a.schoolId })}`,
          superToken,
        )
      ).body.map((r: { id: string }) => r.id),
    ).toEqual([teacherId]);
  });
});

describe('the audit log', () => {
  it('reads registrations, assignments and status changes as sentences with before → after', async () => {
    const { teacherId, email } = await teacher({ firstName: 'Tafadzwa', lastName: 'Audit' });
    await send('AssignTeacher', assignment(teacherId));
    await send('ChangeTeacherStatus', { teacherId, status: 'Inactive' });
    await send('RemoveTeacher', { teacherId });
    const log = await readNow(
      t,
      `/api/events${listQuery({ q: 'Tafadzwa Audit' }, ['occurredAt', 'ASC'])}`,
      superToken,
    );
    expect(
      log.body.map((e: { summary: string; changes: unknown }) => [e.summary, e.changes]),
    ).toEqual([
      [
        `Teacher Tafadzwa Audit registered; sign-in sent to ${email}`,
        [{ field: 'status', before: null, after: 'Active' }],
      ],
      ['Tafadzwa Audit assigned to teach Mathematics in Form 2 Blue, Term 1 2030', []],
      [
        'Teacher Tafadzwa Audit status changed from Active to Inactive',
        [{ field: 'status', before: 'Active', after: 'Inactive' }],
      ],
      [
        'Teacher Tafadzwa Audit left the school; their history stays',
        [{ field: 'status', before: 'Inactive', after: 'Left' }],
      ],
    ]);
  });
});
