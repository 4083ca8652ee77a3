import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatSchoolDay,
  type Announcement,
  type AttendanceSummary,
  type MyChild,
  type ReportCardRow,
} from '@chikoro/contracts';
import { dayFromToday, pinTestDay } from './testing/dates';
import { eventually, thisYear, twoSchoolFamily, type TwoSchoolFamily } from './testing/family';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { tokenAs } from './testing/results';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let f: TwoSchoolFamily;
let superToken: string;
let tokens: Record<
  | 'superadmin'
  | 'adminA'
  | 'adminB'
  | 'adminO'
  | 'teacherA'
  | 'studentA'
  | 'studentO'
  | 'parent'
  | 'otherFamily'
  | 'parentO',
  string
>;
const names = { a: 'Mufakose High School', b: 'Chikurubi Primary School' };

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  f = await twoSchoolFamily(t, superToken);
  tokens = {
    superadmin: superToken,
    adminA: f.a.admin.token,
    adminB: f.b.admin.token,
    adminO: f.o.admin.token,
    teacherA: f.w.teachers.maths.token,
    studentA: await tokenAs(t, 'STUDENT', f.anesu.id, f.a.schoolId),
    studentO: await tokenAs(t, 'STUDENT', f.oStudentId, f.o.schoolId),
    parent: f.parent.token,
    otherFamily: f.otherFamily.token,
    parentO: f.oParentToken,
  };
}, 180_000);
afterAll(async () => t?.stop());

const children = async (token: string) =>
  (await readNow(t, '/api/my-children', token)).body as MyChild[];
const cardsOf = async (token: string, filter: Record<string, unknown> = {}) =>
  ((await readNow(t, `/api/report-cards${listQuery(filter)}`, token)).body as ReportCardRow[])
    .map((c) => c.studentName)
    .sort();
const pdf = (id: string, token?: string) =>
  fetch(`${t.url}/api/report-cards/${id}/pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
const titles = async (token: string) =>
  (
    (await readNow(t, `/api/announcements${listQuery({}, ['postedAt', 'ASC'])}`, token))
      .body as Announcement[]
  ).map((a) => `${a.title} (${a.schoolName})`);
const summaries = async (token: string, studentId: string) =>
  (
    (await readNow(t, `/api/attendance-summary${listQuery({ studentId })}`, token))
      .body as AttendanceSummary[]
  ).map((s) => [s.studentName, s.schoolDays, s.present, s.absent]);

describe('GET /api/my-children', () => {
  it("answers the parent with both children, one at each school: school, class, level, this term's subjects with their teachers, the latest published card", async () => {
    expect(await children(tokens.parent)).toEqual([
      {
        id: f.anesu.id,
        firstName: 'Anesu',
        lastName: 'Moyo',
        registrationNumber: expect.stringMatching(/^REG-ANESU-/),
        status: 'Active',
        school: { id: f.a.schoolId, name: names.a, logoFileId: null },
        classId: f.w.classId,
        className: 'Form 2 Blue',
        levelId: f.w.rec.levels.form2,
        levelName: 'Form 2',
        term: { id: f.w.rec.termId, name: 'Term 3', academicYearName: thisYear() },
        subjects: [
          {
            subjectId: f.w.rec.subjects.english,
            subjectName: 'English',
            teachers: [{ id: f.w.teachers.english.id, name: 'Rudo Dube' }],
          },
          {
            subjectId: f.w.rec.subjects.maths,
            subjectName: 'Mathematics',
            teachers: [{ id: f.w.teachers.maths.id, name: 'Tendai Dube' }],
          },
        ],
        latestReportCardId: f.anesu.cardId,
      },
      {
        id: f.tapiwa,
        firstName: 'Tapiwa',
        lastName: 'Mutasa',
        registrationNumber: expect.any(String),
        status: 'Active',
        school: { id: f.b.schoolId, name: names.b, logoFileId: null },
        classId: f.bClassId,
        className: 'Grade 3 Red',
        levelId: expect.any(String),
        levelName: 'Grade 3',
        term: { id: f.bTermId, name: 'Term 3', academicYearName: thisYear() },
        subjects: [],
        latestReportCardId: null,
      },
    ]);
  });

  it('answers another family of the same school and a parent of another school with their own children only', async () => {
    expect((await children(tokens.otherFamily)).map((c) => `${c.firstName} ${c.lastName}`)).toEqual(
      ['Batsi Ncube'],
    );
    expect((await children(tokens.parentO)).map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      'Kuda Gumbo',
    ]);
  });

  it('is for parents only: the superadmin, admins, teachers and students are refused (403), a visitor must sign in (401)', async () => {
    for (const token of [
      tokens.superadmin,
      tokens.adminA,
      tokens.adminB,
      tokens.teacherA,
      tokens.studentA,
    ]) {
      const res = await t.request('/api/my-children', { token });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    }
    expect((await t.request('/api/my-children')).status).toBe(401);
  });
});

describe("a parent's other reads", () => {
  it("report cards: the parent reads their children's published cards at any school, and no one else's", async () => {
    expect(await cardsOf(tokens.parent)).toEqual(['Anesu Moyo']);
    expect(await cardsOf(tokens.otherFamily)).toEqual(['Batsi Ncube']);
    expect(await cardsOf(tokens.parentO)).toEqual([]);
    expect(await cardsOf(tokens.adminB)).toEqual([]);
    expect(await cardsOf(tokens.adminO)).toEqual([]);
    expect(await cardsOf(tokens.studentA)).toEqual(['Anesu Moyo']);
    expect(
      (await readNow(t, `/api/report-cards/${f.anesu.cardId}`, tokens.otherFamily)).status,
    ).toBe(404);
  });

  it("the card's PDF: the parent, the student, the class's teacher, the school's admin and the superadmin get it; nobody else", async () => {
    for (const token of [
      tokens.parent,
      tokens.studentA,
      tokens.teacherA,
      tokens.adminA,
      tokens.superadmin,
    ]) {
      const res = await pdf(f.anesu.cardId, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
    for (const token of [
      tokens.otherFamily,
      tokens.parentO,
      tokens.adminB,
      tokens.adminO,
      tokens.studentO,
    ])
      expect((await pdf(f.anesu.cardId, token)).status).toBe(404);
    expect((await pdf(f.anesu.cardId)).status).toBe(401);
    const batsiCard = (
      (
        await readNow(
          t,
          `/api/report-cards${listQuery({ studentId: f.w.students[1]!.id })}`,
          tokens.adminA,
        )
      ).body as ReportCardRow[]
    )[0]!;
    expect((await pdf(batsiCard.id, tokens.parent)).status).toBe(404);
  });

  it("attendance: the parent reads the register of their child at the other school; another family, another school's people and the other school's admin do not", async () => {
    const tapiwa = ['Tapiwa Mutasa', 1, 0, 1];
    expect(await summaries(tokens.parent, f.tapiwa)).toEqual([tapiwa]);
    expect(await summaries(tokens.adminB, f.tapiwa)).toEqual([tapiwa]);
    expect(await summaries(tokens.superadmin, f.tapiwa)).toEqual([tapiwa]);
    for (const token of [
      tokens.otherFamily,
      tokens.parentO,
      tokens.adminA,
      tokens.adminO,
      tokens.teacherA,
      tokens.studentA,
      tokens.studentO,
    ])
      expect(await summaries(token, f.tapiwa)).toEqual([]);
    const entries = await readNow(
      t,
      `/api/attendance-entries${listQuery({ studentId: f.tapiwa })}`,
      tokens.parent,
    );
    expect(entries.body.map((e: Record<string, unknown>) => [e.date, e.status, e.reason])).toEqual([
      [f.registerDate, 'ABSENT', 'Sick (mother phoned)'],
    ]);
    expect(
      (
        await readNow(
          t,
          `/api/attendance-entries${listQuery({ studentId: f.tapiwa })}`,
          tokens.otherFamily,
        )
      ).body,
    ).toEqual([]);
  });

  it("announcements: the parent reads each school's that reached them; another family only its school's; another school's parent only theirs", async () => {
    expect(await titles(tokens.parent)).toEqual([
      `Prize giving (${names.a})`,
      `Sports day (${names.b})`,
    ]);
    expect(await titles(tokens.otherFamily)).toEqual([`Prize giving (${names.a})`]);
    expect(await titles(tokens.parentO)).toEqual(['Open day (Mhondoro Secondary School)']);
    // The school's own people as before: the whole-school one reaches its teachers and students; each admin their school's.
    expect(await titles(tokens.teacherA)).toEqual([`Prize giving (${names.a})`]);
    expect(await titles(tokens.studentA)).toEqual([`Prize giving (${names.a})`]);
    expect(await titles(tokens.studentO)).toEqual([]);
    expect(await titles(tokens.adminB)).toEqual([`Sports day (${names.b})`]);
    expect((await t.request('/api/announcements', { token: tokens.superadmin })).status).toBe(403);
    expect(
      (await readNow(t, `/api/announcements/${f.announcements.b}`, tokens.adminA)).status,
    ).toBe(404);
  });

  it("reading the other school's announcement records the receipt there, under the parent's name; another family and another school find nothing to read", async () => {
    const read = (token: string, announcementId: string) =>
      t.request('/api/commands/MarkAnnouncementRead', { json: { announcementId }, token });
    const head = await t.platform.store.headPosition();
    expect((await read(tokens.otherFamily, f.announcements.b)).status).toBe(404);
    expect((await read(tokens.parentO, f.announcements.a)).status).toBe(404);
    // Whom a parent reads as is worked out on the server: a body naming it is refused.
    const spoofed = await t.request('/api/commands/MarkAnnouncementRead', {
      json: {
        announcementId: f.announcements.b,
        reader: { personId: f.parent.recordAtB, schoolId: f.b.schoolId },
      },
      token: tokens.otherFamily,
    });
    expect(spoofed.status).toBe(400);
    expect(await t.platform.store.headPosition()).toBe(head);
    const res = await read(tokens.parent, f.announcements.b);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const receipts = await t.request(
      `/api/announcement-reads${listQuery({ announcementId: f.announcements.b })}`,
      { token: tokens.adminB, headers: { 'X-Consistent-After': String(res.body.position) } },
    );
    expect(receipts.body.map((r: Record<string, unknown>) => [r.personId, r.name, r.role])).toEqual(
      [[f.parent.recordAtB, 'Chipo Mutasa', 'PARENT']],
    );
    const mine = (
      await readNow(t, `/api/announcements${listQuery({}, ['postedAt', 'ASC'])}`, tokens.parent)
    ).body as Announcement[];
    expect(mine.map((a) => [a.title, a.read])).toEqual([
      ['Prize giving', false],
      ['Sports day', true],
    ]);
    const again = await read(tokens.parent, f.announcements.b);
    expect([again.status, again.body.appended]).toEqual([200, 0]);
  });

  it("the bell: the parent's items from both schools", async () => {
    type Bell = { items: { kind: string; title: string; schoolName?: string }[] };
    const titles = (bell: Bell, kind: string) =>
      bell.items
        .filter((i) => i.kind === kind)
        .map((i) => i.title)
        .sort();
    // The alert is the family-notices reactor's answer to the register: read once it has passed the log's head.
    await reactorPassed(t.platform, 'announcement-delivery', await t.platform.store.headPosition());
    const bell = (await readNow(t, '/api/notifications', tokens.parent)).body as Bell;
    expect(titles(bell, 'ANNOUNCEMENT')).toEqual([
      'New announcement: Prize giving',
      'New announcement: Sports day',
    ]);
    // Each item names its school, so the family tells the two schools' apart.
    expect(
      bell.items
        .filter((i) => i.kind === 'ANNOUNCEMENT')
        .map((i) => `${i.title} (${i.schoolName})`)
        .sort(),
    ).toEqual([
      `New announcement: Prize giving (${names.a})`,
      `New announcement: Sports day (${names.b})`,
    ]);
    // The second school's register marked Tapiwa absent: an alert when it was taken on its own day (today), none for a past school day.
    expect(titles(bell, 'ABSENCE')).toEqual(
      f.registerDate === dayFromToday(0)
        ? [`Tapiwa Mutasa was marked absent on ${formatSchoolDay(f.registerDate)} (Grade 3 Red)`]
        : [],
    );
    const other = (await readNow(t, '/api/notifications', tokens.otherFamily)).body as Bell;
    expect(other.items.map((i) => i.title)).toEqual(['New announcement: Prize giving']);
  });

  it("opens nothing else of either school to the parent: the schools' lists are refused, and their own school stays the sign-in's", async () => {
    for (const resource of [
      'students',
      'classes',
      'teachers',
      'teacher-assignments',
      'terms',
      'subjects',
      'parents',
      'results',
      'exams',
      'attendance',
      'announcement-reads',
    ]) {
      expect((await t.request(`/api/${resource}`, { token: tokens.parent })).status, resource).toBe(
        403,
      );
    }
    expect((await t.request(`/api/students/${f.tapiwa}`, { token: tokens.parent })).status).toBe(
      403,
    );
    expect((await t.request('/api/my-school', { token: tokens.parent })).body.name).toBe(names.a);
  });
});

describe('a parent who already signs in, named by another school', () => {
  it("is invited there without a registration link: an SMS says to sign in as usual (the admin's answer is the same as for a new phone)", async () => {
    const before = Number(
      (await t.platform.pool.query('SELECT coalesce(max(id), 0) AS id FROM mail_outbox')).rows[0]
        .id,
    );
    const res = await t.request('/api/commands/InviteParent', {
      json: { phoneNumber: f.parent.phone, firstName: 'Chipo', lastName: 'Mutasa' },
      token: tokens.adminB,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.parentId).toBe(f.parent.recordAtB);
    const sms = await eventually(
      'the SMS',
      async () =>
        (
          await t.platform.pool.query<{ to_address: string; channel: string; body: string }>(
            'SELECT to_address, channel, body FROM mail_outbox WHERE id > $1',
            [before],
          )
        ).rows[0],
    );
    expect(sms).toEqual({
      to_address: f.parent.canonicalPhone,
      channel: 'SMS',
      body: `${names.b} added you as a parent on Chikoro. Sign in as usual with this phone number at ${t.url}/login: your children at ${names.b} are in your parent portal.`,
    });
  });

  it('still cannot be invited with an email another account signs in with', async () => {
    const res = await t.request('/api/commands/InviteParent', {
      json: { phoneNumber: f.parent.phone, email: f.b.admin.email },
      token: tokens.adminO,
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      'This email cannot be used for a parent invitation. Check it with the parent, or leave it empty.',
    );
  });
});

describe('when the other school removes the parent', () => {
  it("the parent no longer sees that school's child, card, register or announcements; the first school's stay", async () => {
    const removed = await t.request('/api/commands/RemoveParent', {
      json: { parentId: f.parent.recordAtB, password: f.b.admin.password },
      token: tokens.adminB,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(201);
    await eventually(
      'the removal to be read',
      async () => (await children(tokens.parent)).length === 1,
    );
    expect((await children(tokens.parent)).map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      'Anesu Moyo',
    ]);
    expect(await summaries(tokens.parent, f.tapiwa)).toEqual([]);
    expect(await titles(tokens.parent)).toEqual([`Prize giving (${names.a})`]);
    expect(
      (
        await t.request('/api/commands/MarkAnnouncementRead', {
          json: { announcementId: f.announcements.b },
          token: tokens.parent,
        })
      ).status,
    ).toBe(404);
    expect(await cardsOf(tokens.parent)).toEqual(['Anesu Moyo']);
  });
});
