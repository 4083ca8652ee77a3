import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrolmentDetails,
  enrolmentForm,
  JPG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
} from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';
import {
  parentWithPassword,
  studentWithPassword,
  teacherWithPassword,
  type Member,
} from './testing/members';
import { refused } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, setUpRecords } from './testing/staff';
import { linkParent } from './testing/families';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool & { name: string; adminPhone: string };
let b: ApprovedSchool;
let teacher: Member;
let student: Member;
let parent: Member & { phone: string };
let otherTeacher: Member;
let otherParent: Member & { phone: string };

const send = (type: string, json: unknown, token: string) =>
  t.request(`/api/commands/${type}`, { json, token });
const me = async (token: string) => (await readNow(t, '/api/me', token)).body;
const photoForm = (name: string, bytes: Buffer, type = 'image/png') => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

/** School A enrols with a logo (multipart), is approved, and its admin sets a password. */
async function schoolWithLogo() {
  const details = enrolmentDetails();
  const enrolled = await t.request('/api/commands/EnrolSchool', {
    body: enrolmentForm(details, [
      { field: 'logo', name: 'crest.png', bytes: PNG_BYTES, type: 'image/png' },
    ]),
  });
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  const schoolId = enrolled.body.schoolId as string;
  expect(
    (await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token: superToken }))
      .status,
  ).toBe(201);
  const email = details.adminEmail.toLowerCase();
  await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password: 'Admin-password-1' },
  });
  return {
    schoolId,
    name: details.name,
    adminPhone: details.adminPhonenumber,
    admin: { email, password: 'Admin-password-1', token: await t.login(email, 'Admin-password-1') },
  };
}

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await schoolWithLogo();
  b = await approvedSchool(t, superToken);
  const records = await setUpRecords(t, a);
  const blue = (
    await send('CreateClass', { levelId: records.levels.form1, name: 'Form 1 Blue' }, a.admin.token)
  ).body.classId as string;
  teacher = await teacherWithPassword(t, a, {
    firstName: 'Tendai',
    lastName: 'Moyo',
    email: `tendai.${Date.now()}@profile.test`,
    phone: '0772000111',
    birthday: '1988-03-02',
    ecNumber: 'EC1234567',
    employmentType: 'FULL_TIME',
  });
  student = await studentWithPassword(t, a, blue, ['Anesu', 'Dube']);
  parent = await parentWithPassword(t, a, ['Chipo', 'Dube']);
  await linkParent(t, a, parent.id, student.id);
  otherTeacher = await teacherWithPassword(t, b, {
    firstName: 'Kudzai',
    lastName: 'Sibanda',
    email: `kudzai.${Date.now()}@profile.test`,
  });
  otherParent = await parentWithPassword(t, b, ['Rufaro', 'Ncube']);
});
afterAll(async () => t?.stop());

describe('GET /api/me: the signed-in person’s own record, for every role', () => {
  it('nobody signed in gets 401', async () => {
    expect((await t.request('/api/me')).status).toBe(401);
  });

  it('the superadmin: the account, no school', async () => {
    expect(await me(superToken)).toMatchObject({
      role: 'SUPERADMIN',
      firstName: 'Platform',
      lastName: 'Superadmin',
      email: t.superadmin.email,
      phone: null,
      dateOfBirth: null,
      photo: null,
      school: null,
      editable: ['firstName', 'lastName', 'phone', 'photo'],
    });
  });

  it('the admin: the Admin Officer of the enrolment, the school’s name and logo', async () => {
    const admin = await me(a.admin.token);
    expect(admin).toMatchObject({
      role: 'ADMIN',
      schoolId: a.schoolId,
      firstName: 'Peter',
      lastName: 'Nyathi',
      email: a.admin.email,
      phone: `263${a.adminPhone.slice(1)}`,
      dateOfBirth: null,
      school: { id: a.schoolId, name: a.name },
      editable: ['firstName', 'lastName', 'phone', 'photo'],
    });
    expect(admin.school.logoFileId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a teacher: the teacher record (phone, birthday, EC number, employment) and the school', async () => {
    const profile = await me(teacher.token);
    expect(profile).toMatchObject({
      id: teacher.id,
      role: 'TEACHER',
      firstName: 'Tendai',
      lastName: 'Moyo',
      email: teacher.identifier,
      phone: '263772000111',
      dateOfBirth: '1988-03-02',
      school: { id: a.schoolId, name: a.name },
      editable: ['firstName', 'lastName', 'phone', 'dateOfBirth', 'photo'],
      teacher: {
        status: 'Active',
        ecNumber: 'EC1234567',
        employmentType: 'FULL_TIME',
        yearsOfExperience: 0,
      },
    });
  });

  it('a student: the registration number they sign in with, the class and level, the date of birth the school keeps', async () => {
    expect(await me(student.token)).toMatchObject({
      id: student.id,
      role: 'STUDENT',
      firstName: 'Anesu',
      lastName: 'Dube',
      dateOfBirth: '2012-05-04',
      phone: null,
      school: { name: a.name },
      editable: ['phone', 'photo'],
      student: {
        registrationNumber: student.identifier,
        className: 'Form 1 Blue',
        levelName: 'Form 1',
        status: 'Active',
      },
    });
  });

  it('a parent: the phone they sign in with and how many children are linked', async () => {
    expect(await me(parent.token)).toMatchObject({
      id: parent.id,
      role: 'PARENT',
      firstName: 'Chipo',
      lastName: 'Dube',
      phone: parent.phone,
      dateOfBirth: null,
      school: { name: a.name },
      editable: ['firstName', 'lastName', 'photo'],
      parent: { childrenCount: 1, status: 'Active' },
    });
  });

  it("another school's people see their own school, never school A", async () => {
    expect((await me(otherTeacher.token)).school).toMatchObject({ id: b.schoolId });
    expect((await me(otherParent.token)).school).toMatchObject({ id: b.schoolId });
  });

  it('every member of school A opens the school’s logo; another school’s teacher and parent may not', async () => {
    const logo = (await me(a.admin.token)).school.logoFileId as string;
    for (const token of [a.admin.token, teacher.token, student.token, parent.token, superToken]) {
      const res = await t.request(`/api/files/${logo}`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    for (const token of [otherTeacher.token, otherParent.token, b.admin.token])
      expect((await t.request(`/api/files/${logo}`, { token })).status).toBe(403);
  });
});

describe('UpdateMyProfile: what is theirs changes, what the school keeps is refused', () => {
  it('a bad phone or a date of birth in the future is a 400 with the field’s message; nothing is appended', async () => {
    const bad = await refused(
      t,
      () => send('UpdateMyProfile', { phone: '0772 12' }, teacher.token),
      400,
    );
    expect(bad.body.errors).toEqual([
      { field: 'phone', message: 'Enter a valid Zimbabwean mobile number (e.g. 0772 123 456)' },
    ]);
    const future = await refused(
      t,
      () => send('UpdateMyProfile', { dateOfBirth: '2999-01-01' }, teacher.token),
      400,
    );
    expect(future.body.errors).toEqual([
      {
        field: 'dateOfBirth',
        message: 'Enter a real date of birth (YYYY-MM-DD), not in the future',
      },
    ]);
  });

  it('a student renaming themself is refused (403) with a clear message; their registration number is not a field at all', async () => {
    const rename = await refused(
      t,
      () =>
        send('UpdateMyProfile', { firstName: 'Anesu-Rose', phone: '0712000222' }, student.token),
      403,
      'Your name is kept by your school: ask the school office to correct it.',
    );
    expect(rename.body.errors).toEqual([
      {
        field: 'firstName',
        message: 'Your name is kept by your school: ask the school office to correct it.',
      },
    ]);
    await refused(
      t,
      () => send('UpdateMyProfile', { dateOfBirth: '2011-01-01' }, student.token),
      403,
      'Your date of birth is kept by your school: ask the school office to correct it.',
    );
    await refused(
      t,
      () => send('UpdateMyProfile', { registrationNumber: 'MAB-26-9999' }, student.token),
      400,
    );
  });

  it("a parent's phone is their sign-in and the school's key: refused", async () => {
    await refused(
      t,
      () => send('UpdateMyProfile', { phone: '0712000333' }, parent.token),
      403,
      'Your phone number is how you sign in and how your school knows you: ask the school office to change it.',
    );
  });

  it('an admin may not take a phone another account signs in with (without saying whose)', async () => {
    const taken = await refused(
      t,
      () => send('UpdateMyProfile', { phone: parent.identifier }, a.admin.token),
      409,
    );
    expect(taken.body.errors).toEqual([
      {
        field: 'phone',
        message: 'This phone number cannot be used for your account. Use another number.',
      },
    ]);
  });

  it('who they are comes from the token: a body naming another person is refused', async () => {
    await refused(
      t,
      () => send('UpdateMyProfile', { firstName: 'X', userId: otherTeacher.id }, teacher.token),
      400,
    );
  });

  it("a teacher's new phone and date of birth: the teacher list shows them, the audit log keeps before → after", async () => {
    const res = await send(
      'UpdateMyProfile',
      { firstName: 'Tendai', phone: '0712 345 678', dateOfBirth: '1988-03-12' },
      teacher.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await me(teacher.token)).toMatchObject({
      phone: '263712345678',
      dateOfBirth: '1988-03-12',
    });
    const listed = (await readNow(t, `/api/teachers${listQuery({ q: 'Tendai' })}`, a.admin.token))
      .body as { id: string; phone: string; birthday: string }[];
    expect(listed.find((r) => r.id === teacher.id)).toMatchObject({
      phone: '263712345678',
      birthday: '1988-03-12',
    });
    const audit = (
      await readNow(
        t,
        `/api/school-events${listQuery({ recordId: teacher.id, type: 'ProfileUpdated' })}`,
        a.admin.token,
      )
    ).body as { summary: string; changes: unknown[]; actorRole: string }[];
    expect(audit[0]).toMatchObject({
      actorRole: 'TEACHER',
      summary:
        "Profile updated: Phone: '263772000111' → '263712345678'; Date of birth: '1988-03-02' → '1988-03-12'",
      changes: [
        { field: 'phone', before: '263772000111', after: '263712345678' },
        { field: 'dateOfBirth', before: '1988-03-02', after: '1988-03-12' },
      ],
    });
  });

  it('the same values again append nothing', async () => {
    const head = await t.platform.store.headPosition();
    expect(
      (
        await send(
          'UpdateMyProfile',
          { phone: '0712345678', dateOfBirth: '1988-03-12' },
          teacher.token,
        )
      ).status,
    ).toBe(200);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it("a teacher's new name reads in the teacher list and in their sign-in", async () => {
    expect((await send('UpdateMyProfile', { lastName: 'Moyo-Chari' }, teacher.token)).status).toBe(
      201,
    );
    const listed = (
      await readNow(t, `/api/teachers${listQuery({ q: 'Moyo-Chari' })}`, a.admin.token)
    ).body as { id: string }[];
    expect(listed.map((r) => r.id)).toEqual([teacher.id]);
    await expect
      .poll(
        async () =>
          (
            await t.request('/api/auth/login', {
              json: { identifier: teacher.identifier, password: teacher.password },
            })
          ).body.user.lastName,
      )
      .toBe('Moyo-Chari');
  });

  it("a student's own phone reads in the student list", async () => {
    expect((await send('UpdateMyProfile', { phone: '0712000222' }, student.token)).status).toBe(
      201,
    );
    const row = (await readNow(t, `/api/students/${student.id}`, a.admin.token)).body;
    expect(row).toMatchObject({ firstName: 'Anesu', lastName: 'Dube', phone: '263712000222' });
  });

  it("a parent's new name reads in the parent list and beside their child", async () => {
    expect((await send('UpdateMyProfile', { firstName: 'Chiedza' }, parent.token)).status).toBe(
      201,
    );
    expect((await readNow(t, `/api/parents/${parent.id}`, a.admin.token)).body).toMatchObject({
      firstName: 'Chiedza',
      lastName: 'Dube',
    });
    expect((await readNow(t, `/api/students/${student.id}`, a.admin.token)).body.parents).toEqual([
      { id: parent.id, name: 'Chiedza Dube' },
    ]);
  });

  it("an admin's new phone signs in", async () => {
    const res = await send('UpdateMyProfile', { phone: '0719000444' }, a.admin.token);
    expect(res.status).toBe(201);
    expect((await me(a.admin.token)).phone).toBe('263719000444');
    await expect
      .poll(
        async () =>
          (
            await t.request('/api/auth/login', {
              json: { identifier: '0719 000 444', password: a.admin.password },
            })
          ).status,
      )
      .toBe(200);
  });
});

describe('ChangeMyPhoto: a jpg or png of 5 MB at most, judged by its bytes', () => {
  const stored = async () =>
    Number((await t.platform.pool.query('SELECT count(*) FROM uploaded_files')).rows[0].count);
  const upload = (token: string, form: FormData) =>
    t.request('/api/commands/ChangeMyPhoto', { body: form, token });

  it('refuses a PDF named .png, a PNG named .pdf, a file over 5 MB and no file; nothing is stored or appended', async () => {
    const before = await stored();
    await refused(
      t,
      () => upload(teacher.token, photoForm('me.png', PDF_BYTES)),
      415,
      'Invalid file type. Only jpg, jpeg and png accepted',
    );
    await refused(
      t,
      () => upload(teacher.token, photoForm('me.pdf', PNG_BYTES)),
      415,
      'Invalid file type. Only jpg, jpeg and png accepted',
    );
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    await refused(
      t,
      () => upload(teacher.token, photoForm('big.png', big)),
      413,
      'File size should be 5MB or less',
    );
    const empty = new FormData();
    empty.append('note', 'no photo');
    await refused(
      t,
      () => upload(teacher.token, empty),
      400,
      'Choose a photo (jpg or png, 5 MB at most)',
    );
    expect(await stored()).toBe(before);
  });

  it("a teacher's photo: on their profile and in the teacher list; they and the admin open it, another teacher may not", async () => {
    const res = await upload(teacher.token, photoForm('tendai.png', PNG_BYTES));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const photo = (await me(teacher.token)).photo as string;
    expect(photo).toBe(res.body.photo);
    const listed = (await readNow(t, `/api/teachers${listQuery({ q: 'Tendai' })}`, a.admin.token))
      .body as { id: string; photo: string }[];
    expect(listed.find((r) => r.id === teacher.id)?.photo).toBe(photo);
    for (const token of [teacher.token, a.admin.token])
      expect((await t.request(`/api/files/${photo}`, { token })).status).toBe(200);
    for (const token of [student.token, parent.token, otherTeacher.token, b.admin.token])
      expect((await t.request(`/api/files/${photo}`, { token })).status).toBe(403);
    const audit = (
      await readNow(
        t,
        `/api/school-events${listQuery({ recordId: teacher.id, type: 'ProfileUpdated' })}`,
        a.admin.token,
      )
    ).body as { summary: string }[];
    expect(audit[0]?.summary).toBe("Profile updated: Photo: (empty) → 'tendai.png'");
  });

  it("the admin's and the superadmin's own photos: theirs to open, not another school's admin's or a teacher's", async () => {
    for (const token of [a.admin.token, superToken])
      expect((await upload(token, photoForm('me.jpg', JPG_BYTES, 'image/jpeg'))).status).toBe(201);
    const adminPhoto = (await me(a.admin.token)).photo as string;
    const superPhoto = (await me(superToken)).photo as string;
    expect(
      (await t.request(`/api/files/${adminPhoto}`, { token: a.admin.token })).headers.get(
        'content-type',
      ),
    ).toBe('image/jpeg');
    expect((await t.request(`/api/files/${superPhoto}`, { token: superToken })).status).toBe(200);
    for (const token of [b.admin.token, teacher.token])
      expect((await t.request(`/api/files/${adminPhoto}`, { token })).status).toBe(403);
    for (const token of [a.admin.token, teacher.token])
      expect((await t.request(`/api/files/${superPhoto}`, { token })).status).toBe(403);
  });

  it("a student's and a parent's photos read in their school's lists", async () => {
    expect((await upload(student.token, photoForm('anesu.png', PNG_BYTES))).status).toBe(201);
    expect((await upload(parent.token, photoForm('chiedza.png', PNG_BYTES))).status).toBe(201);
    expect((await readNow(t, `/api/students/${student.id}`, a.admin.token)).body.photo).toBe(
      (await me(student.token)).photo,
    );
    expect((await readNow(t, `/api/parents/${parent.id}`, a.admin.token)).body.photo).toBe(
      (await me(parent.token)).photo,
    );
  });
});

describe('settings: every role changes their own password (POST /api/me/password)', () => {
  const change = (member: Member, to: string, current = member.password) =>
    t.request('/api/me/password', {
      json: { currentPassword: current, newPassword: to, repeatPassword: to },
      token: member.token,
    });

  it('a wrong current password is refused with the settings page’s message', async () => {
    const res = await change(student, 'Whatever-pass-9', 'Not-my-password-1');
    expect([res.status, res.body.errors]).toEqual([
      400,
      [{ field: 'currentPassword', message: 'The current password is not correct' }],
    ]);
  });

  it('a teacher (email), a student (registration number) and a parent (phone) each sign in with the new one, not the old', async () => {
    for (const member of [teacher, student, parent]) {
      const res = await change(member, `${member.password}-new`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Your password has been changed.');
      expect(
        (
          await t.request('/api/auth/login', {
            json: { identifier: member.identifier, password: member.password },
          })
        ).status,
      ).toBe(401);
      const login = await t.request('/api/auth/login', {
        json: { identifier: member.identifier, password: `${member.password}-new` },
      });
      expect(login.status).toBe(200);
      expect(login.body.user.id).toBe(member.id);
      member.token = login.body.token;
      member.password = `${member.password}-new`;
    }
  });
});

describe('the bell of a teacher, a student and a parent', () => {
  it('each gets the announcement to the whole school; another school’s parent does not', async () => {
    const posted = await send(
      'PostAnnouncement',
      { title: 'Sports day', body: 'Bring a hat.', audience: { kind: 'WHOLE_SCHOOL' } },
      a.admin.token,
    );
    expect(posted.status).toBe(201);
    const titles = async (token: string) =>
      ((await readNow(t, '/api/notifications', token)).body.items as { title: string }[]).map(
        (i) => i.title,
      );
    for (const member of [teacher, student, parent])
      await expect
        .poll(() => titles(member.token), { timeout: 10_000 })
        .toContain('New announcement: Sports day');
    expect(await titles(otherParent.token)).not.toContain('New announcement: Sports day');
  });
});
