import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from './testing/classes';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { list, newPhone, refused, signedInAs } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let classA: string;
let classB: string;

beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  classA = (await levelWithClass(t, a, 'Grade 5', 'Grade 5 Msasa')).classId;
  classB = (await levelWithClass(t, b, 'Grade 5', 'Grade 5 Mopane')).classId;
});
afterAll(async () => t?.stop());

const command = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const unchanged = (
  send: () => Promise<{ status: number; body: any; headers: Headers }>,
  status: number,
  detail?: string,
) => refused(t, send, status, detail);

async function enrol(
  firstName: string,
  lastName: string,
  parent: { parentPhone?: string; parentEmail?: string },
  school = a,
  classId = classA,
) {
  const res = await command(
    'EnrolStudent',
    { firstName, lastName, dob: '2015-06-01', gender: 'female', classId, ...parent },
    school.admin.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { studentId: string; registrationNumber: string };
}

type ParentRow = {
  id: string;
  phone: string;
  email: string | null;
  status: string;
  firstName: string | null;
  students: { id: string; name: string }[];
};

/** The school's parent with this phone, once the enrolment reactor has linked the expected number of children. */
async function parentWithPhone(
  phone: string,
  children: number,
  token = a.admin.token,
): Promise<ParentRow> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found: ParentRow | undefined = (await list(t, 'parents', token, { filter: { q: phone } }))
      .body[0];
    if (found?.students.length === children) return found;
    if (Date.now() > deadline) throw new Error(`parent ${phone}: ${JSON.stringify(found)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the parent named on an enrolment', () => {
  it('is invited and linked; a sibling with the same phone in another spelling shares the parent', async () => {
    const phone = newPhone();
    const tanaka = await enrol('Tanaka', 'Sibanda', {
      parentPhone: phone.local,
      parentEmail: 'mai.tanaka@families.test',
    });
    const ruvimbo = await enrol('Ruvimbo', 'Sibanda', {
      parentPhone: `+263 ${phone.canonical.slice(3)}`,
    });
    const parent = await parentWithPhone(phone.canonical, 2);
    expect(parent).toMatchObject({
      phone: phone.canonical,
      email: 'mai.tanaka@families.test',
      status: 'Invited',
    });
    expect(parent.students.map((s) => s.name).sort()).toEqual([
      'Ruvimbo Sibanda',
      'Tanaka Sibanda',
    ]);
    const student = await t.request(`/api/students/${tanaka.studentId}`, { token: a.admin.token });
    expect(student.body.parents.map((p: { id: string }) => p.id)).toEqual([parent.id]);
    expect(
      (await t.request(`/api/students/${ruvimbo.studentId}`, { token: a.admin.token })).body
        .parents,
    ).toHaveLength(1);
  });

  it('is matched by email when only the email is given', async () => {
    const phone = newPhone();
    await enrol('Farai', 'Ncube', {
      parentPhone: phone.local,
      parentEmail: 'baba.farai@families.test',
    });
    await enrol('Fadzai', 'Ncube', { parentEmail: 'BABA.FARAI@families.test' });
    expect((await parentWithPhone(phone.canonical, 2)).students.map((s) => s.name).sort()).toEqual([
      'Fadzai Ncube',
      'Farai Ncube',
    ]);
  });

  it('is a different parent in another school, even with the same phone', async () => {
    const phone = newPhone();
    await enrol('Kuda', 'Banda', { parentPhone: phone.local });
    await enrol('Kudzai', 'Banda', { parentPhone: phone.local }, b, classB);
    const inA = await parentWithPhone(phone.canonical, 1);
    const inB = await parentWithPhone(phone.canonical, 1, b.admin.token);
    expect(inA.id).not.toBe(inB.id);
  });
});

describe('managing a parent', () => {
  const password = 'Parent-pass-1';
  let parent: ParentRow;
  let email: string;
  let child: { studentId: string; registrationNumber: string };
  const login = () =>
    t.request('/api/auth/login', { json: { identifier: parent.phone, password } });

  beforeAll(async () => {
    const phone = newPhone();
    email = `chipo${phone.canonical}@families.test`;
    child = await enrol('Tendai', 'Mutasa', { parentPhone: phone.local, parentEmail: email });
    parent = await parentWithPhone(phone.canonical, 1);
  });

  it('cannot change status before registering', async () => {
    await unchanged(
      () => command('ChangeParentStatus', { parentId: parent.id, status: 'Inactive' }),
      409,
      'This parent has not registered yet: their status changes once they have',
    );
  });

  it('links and unlinks children of the school; twice changes nothing; another school cannot', async () => {
    const sibling = await enrol('Nyasha', 'Mutasa', {});
    expect(
      (await command('LinkParentToStudent', { parentId: parent.id, studentId: sibling.studentId }))
        .status,
    ).toBe(201);
    expect(
      (await command('LinkParentToStudent', { parentId: parent.id, studentId: sibling.studentId }))
        .body,
    ).toMatchObject({ appended: 0 });
    expect((await parentWithPhone(parent.phone, 2)).students.map((s) => s.name).sort()).toEqual([
      'Nyasha Mutasa',
      'Tendai Mutasa',
    ]);
    expect(
      (
        await command('UnlinkParentFromStudent', {
          parentId: parent.id,
          studentId: sibling.studentId,
        })
      ).status,
    ).toBe(201);
    expect((await parentWithPhone(parent.phone, 1)).students.map((s) => s.name)).toEqual([
      'Tendai Mutasa',
    ]);
    const bStudent = await enrol('Rudo', 'Chari', {}, b, classB);
    await unchanged(
      () => command('LinkParentToStudent', { parentId: parent.id, studentId: bStudent.studentId }),
      404,
      'No such student in this school',
    );
    await unchanged(
      () =>
        command(
          'LinkParentToStudent',
          { parentId: parent.id, studentId: sibling.studentId },
          b.admin.token,
        ),
      404,
    );
  });

  it('once registered, is made Inactive (cannot sign in) and Active again', async () => {
    // The invitation is mailed moments after the parent shows in the list: its reactor commits the mail.
    let mailed: string | undefined;
    await expect
      .poll(
        async () =>
          (mailed = (
            await t.platform.pool.query<{ body: string }>(
              "SELECT body FROM mail_outbox WHERE to_address = $1 AND body LIKE '%/register?%' ORDER BY id DESC LIMIT 1",
              [email],
            )
          ).rows[0]?.body),
        { timeout: 10_000 },
      )
      .toBeDefined();
    const invite = new URL(
      /(https?:\/\/\S+\/register\?\S+?)(?=[\s)]|$)/.exec(mailed!)![1]!,
    ).searchParams.get('invite')!;
    const registered = await t.request('/api/commands/RegisterParent', {
      json: {
        firstName: 'Chipo',
        middleName: 'Rumbidzai',
        lastName: 'Mutasa',
        phonenumber: parent.phone,
        email,
        address: '14 Jason Moyo Avenue',
        country: 'Zimbabwe',
        province: 'Harare',
        district: 'Harare Urban',
        password,
        repeatPassword: password,
        inviteToken: invite,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect((await login()).status).toBe(200);
    expect(
      (await command('ChangeParentStatus', { parentId: parent.id, status: 'Inactive' })).status,
    ).toBe(201);
    await expect.poll(async () => (await login()).status, { timeout: 10_000 }).toBe(401);
    expect(
      (await command('ChangeParentStatus', { parentId: parent.id, status: 'Inactive' })).body,
    ).toMatchObject({ appended: 0 });
    await unchanged(
      () => command('ChangeParentStatus', { parentId: parent.id, status: 'Removed' }),
      400,
    );
    expect(
      (await command('ChangeParentStatus', { parentId: parent.id, status: 'Active' })).status,
    ).toBe(201);
    await expect.poll(async () => (await login()).status, { timeout: 10_000 }).toBe(200);
    const student = await t.request(`/api/students/${child.studentId}`, { token: a.admin.token });
    expect(student.body.parents).toEqual([{ id: parent.id, name: 'Chipo Mutasa' }]);
  });

  it("is removed only with the admin's own password; access ends, the record stays", async () => {
    const wrong = await unchanged(
      () => command('RemoveParent', { parentId: parent.id, password: 'not-my-password' }),
      403,
      'The password is not correct',
    );
    expect(wrong.body.errors).toEqual([
      { field: 'password', message: 'The password is not correct' },
    ]);
    await unchanged(
      () =>
        command('RemoveParent', { parentId: parent.id, password: b.admin.password }, b.admin.token),
      404,
      'No such parent in this school',
    );
    const removed = await command('RemoveParent', {
      parentId: parent.id,
      password: a.admin.password,
    });
    expect(removed.status).toBe(201);
    await expect.poll(async () => (await login()).status, { timeout: 10_000 }).toBe(401);
    expect(
      (await command('RemoveParent', { parentId: parent.id, password: a.admin.password })).body,
    ).toMatchObject({ appended: 0 });
    const row = await t.request(`/api/parents/${parent.id}`, {
      token: a.admin.token,
      headers: { 'X-Consistent-After': String(removed.body.position) },
    });
    expect(row.body).toMatchObject({ status: 'Removed', firstName: 'Chipo', lastName: 'Mutasa' });
    const logged = await t.platform.pool.query(
      "SELECT 1 FROM es_events WHERE data::text LIKE '%not-my-password%' OR data::text LIKE $1",
      [`%${a.admin.password}%`],
    );
    expect(logged.rowCount).toBe(0);
  });

  it('every change reads in the audit log', async () => {
    await expect
      .poll(
        async () => {
          const res = await list(t, 'events', superToken, {
            filter: { recordId: parent.id },
            sort: ['occurredAt', 'ASC'],
            range: [0, 20],
          });
          return res.body.map((e: { summary: string }) => e.summary);
        },
        { timeout: 10_000 },
      )
      .toEqual([
        `A parent invited to register as a parent; invitation sent to ${parent.phone} and ${email}`,
        `Parent ${parent.phone} linked to Tendai Mutasa (${child.registrationNumber})`,
        `Parent ${parent.phone} linked to Nyasha Mutasa (${child.registrationNumber.replace(/\d{4}$/, (n) => String(Number(n) + 1).padStart(4, '0'))})`,
        `Parent ${parent.phone} unlinked from Nyasha Mutasa (${child.registrationNumber.replace(/\d{4}$/, (n) => String(Number(n) + 1).padStart(4, '0'))})`,
        'Parent Chipo Mutasa registered',
        'Status of parent Chipo Mutasa changed: Active → Inactive',
        'Status of parent Chipo Mutasa changed: Inactive → Active',
        'Parent Chipo Mutasa removed from the school; their access ended',
      ]);
  });
});

describe('roles and tenancy of parents', () => {
  let parentId: string;
  let phone: string;
  beforeAll(async () => {
    phone = newPhone().canonical;
    await enrol('Tatenda', 'Gumbo', { parentPhone: phone });
    parentId = (await parentWithPhone(phone, 1)).id;
  });

  it('every parent command is refused anonymously (401) and to a teacher, student, parent or superadmin (403)', async () => {
    const others = [
      await signedInAs(t, 'TEACHER', a.schoolId),
      await signedInAs(t, 'STUDENT', a.schoolId),
      await signedInAs(t, 'PARENT', a.schoolId),
      superToken,
    ];
    const bodies: Record<string, unknown> = {
      LinkParentToStudent: { parentId, studentId: parentId },
      UnlinkParentFromStudent: { parentId, studentId: parentId },
      ChangeParentStatus: { parentId, status: 'Inactive' },
      RemoveParent: { parentId, password: 'x' },
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

  it("an admin of another school sees none of this school's parents: by list, id, getMany or search", async () => {
    const all = await list(t, 'parents', b.admin.token, { range: [0, 99] });
    expect(all.body.map((p: { id: string }) => p.id)).not.toContain(parentId);
    expect((await t.request(`/api/parents/${parentId}`, { token: b.admin.token })).status).toBe(
      404,
    );
    expect((await list(t, 'parents', b.admin.token, { filter: { id: [parentId] } })).body).toEqual(
      [],
    );
    expect((await list(t, 'parents', b.admin.token, { filter: { q: phone } })).body).toEqual([]);
    await unchanged(
      () => command('ChangeParentStatus', { parentId, status: 'Inactive' }, b.admin.token),
      404,
      'No such parent in this school',
    );
  });

  it('lists parents to the admin and the superadmin only; searches by name or email; sorts by status, name and id', async () => {
    expect((await list(t, 'parents', '')).status).toBe(401);
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const)
      expect((await list(t, 'parents', await signedInAs(t, role, a.schoolId))).status).toBe(403);
    expect(
      (await list(t, 'parents', superToken, { filter: { id: [parentId] } })).body,
    ).toHaveLength(1);
    expect(
      (await list(t, 'parents', a.admin.token, { filter: { q: 'families.test' } })).body.length,
    ).toBeGreaterThan(0);
    expect(
      (await list(t, 'parents', a.admin.token, { filter: { q: 'chipo mutasa' } })).body.map(
        (p: { status: string }) => p.status,
      ),
    ).toEqual(['Removed']);
    for (const sort of [
      ['status', 'ASC'],
      ['name', 'DESC'],
      ['id', 'ASC'],
    ])
      expect((await list(t, 'parents', a.admin.token, { sort })).status).toBe(200);
  });
});
