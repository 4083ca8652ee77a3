import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteParent, enrolStudent, tokenAs } from './testing/families';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  registerTeacher,
  setUpRecords,
  tokenFor,
  type SchoolRecords,
} from './testing/staff';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
let recB: SchoolRecords;
let schoolName: string;
const ids = {} as Record<
  | 'form1Blue'
  | 'form2Red'
  | 'bForm1'
  | 'tendai'
  | 'rudo'
  | 'bTeacher'
  | 'chipo'
  | 'farai'
  | 'nyasha'
  | 'bParent'
  | 'anesu'
  | 'tino'
  | 'kuda'
  | 'bStudent',
  string
>;
const tokens = {} as Record<
  'tendai' | 'chipo' | 'farai' | 'nyasha' | 'bParent' | 'anesu' | 'kuda',
  string
>;

const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const anonymous = (type: string, json: unknown) => t.request(`/api/commands/${type}`, { json });

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET, PUBLIC_URL: 'https://chikoro.test' });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  schoolName = (await t.request('/api/my-school', { token: a.admin.token })).body.name;
  recA = await setUpRecords(t, a);
  recB = await setUpRecords(t, b);
  ids.form1Blue = (
    await send('CreateClass', { levelId: recA.levels.form1, name: 'Form 1 Blue' })
  ).body.classId;
  ids.form2Red = (
    await send('CreateClass', { levelId: recA.levels.form2, name: 'Form 2 Red' })
  ).body.classId;
  ids.bForm1 = (
    await send('CreateClass', { levelId: recB.levels.form1, name: 'Form 1 Blue' }, b.admin.token)
  ).body.classId;
  const teacher = async (school: ApprovedSchool, fields: Record<string, string>) =>
    (await registerTeacher(t, school.admin.token, fields)).res.body.teacherId as string;
  ids.tendai = await teacher(a, {
    firstName: 'Tendai',
    lastName: 'Moyo',
    email: 'tendai.moyo@ann.test',
  });
  ids.rudo = await teacher(a, {
    firstName: 'Rudo',
    lastName: 'Chikwanha',
    email: 'rudo.chikwanha@ann.test',
  });
  ids.bTeacher = await teacher(b, {
    firstName: 'Kudzai',
    lastName: 'Sibanda',
    email: 'kudzai.sibanda@ann.test',
  });
  ids.chipo = await inviteParent(t, a, {
    phoneNumber: '0772000101',
    firstName: 'Chipo',
    lastName: 'Dube',
    email: 'chipo.dube@ann.test',
  });
  ids.farai = await inviteParent(t, a, {
    phoneNumber: '0772000102',
    firstName: 'Farai',
    lastName: 'Gumbo',
  });
  ids.nyasha = await inviteParent(t, a, {
    phoneNumber: '0772000103',
    firstName: 'Nyasha',
    lastName: 'Banda',
    email: 'nyasha.banda@ann.test',
  });
  // Another school's parent: another person (a parent of the same phone at two schools is one family, see parent-portal.int.test.ts).
  ids.bParent = await inviteParent(t, b, {
    phoneNumber: '0772000104',
    firstName: 'Chipo',
    lastName: 'Dube',
    email: 'chipo.b@ann.test',
  });
  ids.anesu = await enrolStudent(t, a, ids.form1Blue, ['Anesu', 'Dube'], [ids.chipo]);
  ids.tino = await enrolStudent(t, a, ids.form1Blue, ['Tino', 'Gumbo'], [ids.chipo, ids.farai]);
  ids.kuda = await enrolStudent(t, a, ids.form2Red, ['Kuda', 'Banda'], [ids.nyasha]);
  ids.bStudent = await enrolStudent(t, b, ids.bForm1, ['Rufaro', 'Dube'], [ids.bParent]);
  for (const [name, role] of [
    ['tendai', 'TEACHER'],
    ['chipo', 'PARENT'],
    ['farai', 'PARENT'],
    ['nyasha', 'PARENT'],
    ['anesu', 'STUDENT'],
    ['kuda', 'STUDENT'],
  ] as const) {
    tokens[name] = await tokenAs(t, ids[name], role, a.schoolId);
  }
  tokens.bParent = await tokenAs(t, ids.bParent, 'PARENT', b.schoolId);
});
afterAll(async () => t?.stop());

async function lastOutboxId(): Promise<number> {
  const { rows } = await t.platform.pool.query<{ id: string }>(
    'SELECT coalesce(max(id), 0) AS id FROM mail_outbox',
  );
  return Number(rows[0]!.id);
}

async function outboxSince(id: number) {
  const { rows } = await t.platform.pool.query<{
    to_address: string;
    channel: string;
    subject: string;
    body: string;
  }>(
    'SELECT to_address, channel, subject, body FROM mail_outbox WHERE id > $1 ORDER BY to_address',
    [id],
  );
  return rows;
}

/**
 * Posts as school A's admin and waits until the delivery is read back and the delivery reactor has
 * passed the posting: its mails commit with its checkpoint, after the delivery event the read model shows.
 */
async function post(json: Record<string, unknown>): Promise<{ id: string; code: string }> {
  const res = await send('PostAnnouncement', json);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.announcementId as string;
  for (
    let tries = 0;
    !(await readNow(t, `/api/announcements/${id}`, a.admin.token)).body.delivered;
    tries++
  ) {
    if (tries > 200) throw new Error(`announcement ${id} was not delivered`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await reactorPassed(t.platform, 'announcement-delivery', res.body.position as number);
  return { id, code: res.body.shortCode as string };
}

const visibleTo = async (token: string, id: string) =>
  ((await readNow(t, `/api/announcements${listQuery()}`, token)).body as { id: string }[]).some(
    (r) => r.id === id,
  );

describe('PostAnnouncement: the rules', () => {
  it('needs a title and a text, a real date and an audience; nothing is appended', async () => {
    const head = await t.platform.store.headPosition();
    const empty = await send('PostAnnouncement', { audience: { kind: 'WHOLE_SCHOOL' } });
    expect([empty.status, empty.body.errors]).toEqual([
      400,
      [
        { field: 'title', message: 'Enter a title' },
        { field: 'body', message: 'Enter the announcement' },
      ],
    ]);
    const badDate = await send('PostAnnouncement', {
      title: 'Sports day',
      body: 'Hats.',
      audience: { kind: 'WHOLE_SCHOOL' },
      eventDate: '2026-02-30',
    });
    expect([badDate.status, badDate.body.errors]).toEqual([
      400,
      [{ field: 'eventDate', message: 'Enter the date as YYYY-MM-DD' }],
    ]);
    const nobody = await send('PostAnnouncement', {
      title: 'Sports day',
      body: 'Hats.',
      audience: { kind: 'EVERYONE' },
    });
    expect([nobody.status, nobody.body.errors[0].message]).toEqual([
      400,
      'Choose who receives the announcement',
    ]);
    const noLevel = await send('PostAnnouncement', {
      title: 'Sports day',
      body: 'Hats.',
      audience: { kind: 'LEVELS', levelIds: [] },
    });
    expect([noLevel.status, noLevel.body.errors[0].message]).toEqual([
      400,
      'Choose at least one level/grade',
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it("refuses another school's level or class as not found, and appends nothing", async () => {
    const head = await t.platform.store.headPosition();
    const level = await send('PostAnnouncement', {
      title: 'Trip',
      body: 'Bus at 7.',
      audience: { kind: 'LEVELS', levelIds: [recA.levels.form1, recB.levels.form1] },
    });
    expect([level.status, level.body.detail]).toEqual([404, 'No such level/grade in this school']);
    const schoolClass = await send('PostAnnouncement', {
      title: 'Trip',
      body: 'Bus at 7.',
      audience: { kind: 'CLASSES', classIds: [ids.bForm1] },
    });
    expect([schoolClass.status, schoolClass.body.detail]).toEqual([
      404,
      'No such class in this school',
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('anonymous 401; a teacher, student, parent or the superadmin may not post, edit or withdraw (403)', async () => {
    const { id } = await post({
      title: 'Uniform day',
      body: 'Full uniform on Monday.',
      audience: { kind: 'WHOLE_SCHOOL' },
    });
    const head = await t.platform.store.headPosition();
    const bodies: Record<string, unknown> = {
      PostAnnouncement: { title: 'Not mine', body: 'No.', audience: { kind: 'WHOLE_SCHOOL' } },
      EditAnnouncement: { announcementId: id, title: 'Not mine' },
      WithdrawAnnouncement: { announcementId: id },
    };
    for (const [type, body] of Object.entries(bodies)) {
      expect((await anonymous(type, body)).status, `anonymous ${type}`).toBe(401);
      for (const token of [tokens.tendai, tokens.anesu, tokens.chipo, superToken])
        expect((await send(type, body, token)).status, type).toBe(403);
    }
    expect((await anonymous('MarkAnnouncementRead', { announcementId: id })).status).toBe(401);
    for (const token of [a.admin.token, superToken])
      expect((await send('MarkAnnouncementRead', { announcementId: id }, token)).status).toBe(403);
    expect(await t.platform.store.headPosition()).toBe(head);
    // Another school's admin finds nothing to edit or withdraw.
    expect(
      (await send('EditAnnouncement', { announcementId: id, title: 'Mine' }, b.admin.token)).status,
    ).toBe(404);
    expect((await send('WithdrawAnnouncement', { announcementId: id }, b.admin.token)).status).toBe(
      404,
    );
  });
});

describe("a Form 1 announcement reaches Form 1's parents and students, and nobody else", () => {
  let trip: { id: string; code: string };
  let since: number;
  beforeAll(async () => {
    since = await lastOutboxId();
    trip = await post({
      title: 'Form 1 trip',
      body: 'The bus to Great Zimbabwe leaves at 06:00 sharp; bring lunch and USD 5.',
      audience: { kind: 'LEVELS', levelIds: [recA.levels.form1] },
      eventDate: '2026-12-12',
    });
  });

  it('the admin sees it with its audience in words and its counts', async () => {
    expect((await readNow(t, `/api/announcements/${trip.id}`, a.admin.token)).body).toEqual({
      id: trip.id,
      schoolId: a.schoolId,
      schoolName,
      title: 'Form 1 trip',
      body: 'The bus to Great Zimbabwe leaves at 06:00 sharp; bring lunch and USD 5.',
      audience: { kind: 'LEVELS', levelIds: [recA.levels.form1], names: ['Form 1'] },
      audienceKind: 'LEVELS',
      audienceLabel: 'Form 1 parents',
      eventDate: '2026-12-12',
      shortCode: trip.code,
      status: 'Posted',
      postedAt: expect.any(String),
      editedAt: null,
      delivered: true,
      recipientCount: 4,
      readCount: 0,
      mailCount: 1,
      smsCount: 1,
      recipientsByRole: { PARENT: 2, STUDENT: 2 },
      readsByRole: {},
    });
  });

  it('mails the parent with an email once (two children), texts the parent with only a phone a short link, never the text', async () => {
    const sent = await outboxSince(since);
    expect(sent.map((m) => [m.to_address, m.channel])).toEqual([
      ['263772000102', 'SMS'],
      ['chipo.dube@ann.test', 'EMAIL'],
    ]);
    const [sms, mail] = sent;
    expect(sms!.body).toBe(
      `${schoolName}: Form 1 trip on 12 Dec 2026. Read it at https://chikoro.test/a/${trip.code}`,
    );
    expect(sms!.body).not.toContain('Great Zimbabwe');
    expect(trip.code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(mail!.subject).toBe(`${schoolName}: Form 1 trip`);
    expect(mail!.body).toContain('Dear Chipo Dube,');
    expect(mail!.body).toContain(
      'The bus to Great Zimbabwe leaves at 06:00 sharp; bring lunch and USD 5.',
    );
    expect(mail!.body).toContain(`https://chikoro.test/a/${trip.code}`);
  });

  it('a Form 1 parent and a Form 1 student see it (list, id, getMany, short code), unread', async () => {
    for (const token of [tokens.chipo, tokens.farai, tokens.anesu]) {
      const one = await readNow(t, `/api/announcements/${trip.id}`, token);
      expect(one.body).toEqual({
        id: trip.id,
        schoolId: a.schoolId,
        schoolName,
        title: 'Form 1 trip',
        body: 'The bus to Great Zimbabwe leaves at 06:00 sharp; bring lunch and USD 5.',
        audience: { kind: 'LEVELS', levelIds: [recA.levels.form1], names: ['Form 1'] },
        audienceKind: 'LEVELS',
        audienceLabel: 'Form 1 parents',
        eventDate: '2026-12-12',
        shortCode: trip.code,
        status: 'Posted',
        postedAt: expect.any(String),
        editedAt: null,
        delivered: true,
        read: false,
      });
      expect(await visibleTo(token, trip.id)).toBe(true);
      expect(
        (await readNow(t, `/api/announcements${listQuery({ id: [trip.id] })}`, token)).body,
      ).toHaveLength(1);
      expect(
        (await readNow(t, `/api/announcements${listQuery({ shortCode: trip.code })}`, token)).body,
      ).toHaveLength(1);
    }
  });

  it("a Form 2 parent or student, a teacher, another school's admin or parent: not by list, id, getMany nor short code", async () => {
    for (const token of [
      tokens.nyasha,
      tokens.kuda,
      tokens.tendai,
      b.admin.token,
      tokens.bParent,
    ]) {
      expect(await visibleTo(token, trip.id)).toBe(false);
      expect((await readNow(t, `/api/announcements/${trip.id}`, token)).status).toBe(404);
      expect(
        (await readNow(t, `/api/announcements${listQuery({ id: [trip.id] })}`, token)).body,
      ).toEqual([]);
      expect(
        (await readNow(t, `/api/announcements${listQuery({ shortCode: trip.code })}`, token)).body,
      ).toEqual([]);
    }
    expect((await t.request('/api/announcements')).status).toBe(401);
    expect((await t.request('/api/announcements', { token: superToken })).status).toBe(403);
  });

  it("reaches the bells of its recipients only, never the superadmin's; opening the bell marks it seen", async () => {
    const bell = async (token: string) =>
      (await readNow(t, '/api/notifications', token)).body as {
        unseen: number;
        items: { kind: string; recordId: string; title: string; link?: string; position: number }[];
      };
    const chipo = await bell(tokens.chipo);
    expect(
      chipo.items
        .filter((i) => i.recordId === trip.id)
        .map(({ kind, title, link }) => ({ kind, title, link })),
    ).toEqual([
      {
        kind: 'ANNOUNCEMENT',
        title: 'School event: Form 1 trip (12 Dec 2026)',
        link: `/a/${trip.code}`,
      },
    ]);
    for (const token of [tokens.nyasha, tokens.tendai, tokens.bParent, superToken, a.admin.token]) {
      expect((await bell(token)).items.some((i) => i.recordId === trip.id)).toBe(false);
    }
    const seen = await send(
      'MarkNotificationsSeen',
      { upTo: chipo.items[0]!.position },
      tokens.chipo,
    );
    expect(seen.status).toBe(201);
    expect((await bell(tokens.chipo)).unseen).toBe(0);
  });
});

describe('teachers and the whole school', () => {
  it("a teachers' announcement mails each of the school's teachers once and reaches no parent", async () => {
    const since = await lastOutboxId();
    const meeting = await post({
      title: 'Staff meeting',
      body: 'Marks are due on Friday.',
      audience: { kind: 'TEACHERS' },
    });
    expect((await outboxSince(since)).map((m) => [m.to_address, m.channel, m.subject])).toEqual([
      ['rudo.chikwanha@ann.test', 'EMAIL', `${schoolName}: Staff meeting`],
      ['tendai.moyo@ann.test', 'EMAIL', `${schoolName}: Staff meeting`],
    ]);
    expect(await visibleTo(tokens.tendai, meeting.id)).toBe(true);
    for (const token of [tokens.chipo, tokens.anesu])
      expect(await visibleTo(token, meeting.id)).toBe(false);
    const bell = (await readNow(t, '/api/notifications', tokens.tendai)).body;
    expect(bell.items[0]).toMatchObject({
      kind: 'ANNOUNCEMENT',
      recordId: meeting.id,
      title: 'New announcement: Staff meeting',
    });
  });

  it('the whole school: every teacher, parent and student of the school once, nobody of another school', async () => {
    const since = await lastOutboxId();
    const { id } = await post({
      title: 'Prize giving',
      body: 'Parents are welcome in the hall.',
      audience: { kind: 'WHOLE_SCHOOL' },
    });
    expect((await outboxSince(since)).map((m) => [m.to_address, m.channel])).toEqual([
      ['263772000102', 'SMS'],
      ['chipo.dube@ann.test', 'EMAIL'],
      ['nyasha.banda@ann.test', 'EMAIL'],
      ['rudo.chikwanha@ann.test', 'EMAIL'],
      ['tendai.moyo@ann.test', 'EMAIL'],
    ]);
    const row = (await readNow(t, `/api/announcements/${id}`, a.admin.token)).body;
    expect([row.recipientCount, row.recipientsByRole, row.mailCount, row.smsCount]).toEqual([
      8,
      { TEACHER: 2, PARENT: 3, STUDENT: 3 },
      4,
      1,
    ]);
    for (const token of [tokens.chipo, tokens.nyasha, tokens.kuda, tokens.tendai])
      expect(await visibleTo(token, id)).toBe(true);
    expect(await visibleTo(tokens.bParent, id)).toBe(false);
  });
});

describe('read receipts', () => {
  it('a recipient reads once (the second time appends nothing); the admin sees who; others cannot read it', async () => {
    const { id } = await post({
      title: 'Sports day',
      body: 'Bring a hat.',
      audience: { kind: 'LEVELS', levelIds: [recA.levels.form1, recA.levels.form2] },
      eventDate: '2026-12-12',
    });
    expect((await send('MarkAnnouncementRead', { announcementId: id }, tokens.chipo)).status).toBe(
      201,
    );
    const head = await t.platform.store.headPosition();
    const again = await send('MarkAnnouncementRead', { announcementId: id }, tokens.chipo);
    expect([again.status, await t.platform.store.headPosition()]).toEqual([200, head]);
    expect(
      (
        await send(
          'MarkAnnouncementRead',
          { announcementId: id },
          await tokenFor(t, 'PARENT', a.schoolId),
        )
      ).status,
    ).toBe(404);
    expect(
      (await send('MarkAnnouncementRead', { announcementId: id }, tokens.bParent)).status,
    ).toBe(404);
    const row = (await readNow(t, `/api/announcements/${id}`, a.admin.token)).body;
    expect([row.readCount, row.readsByRole, row.recipientCount, row.audienceLabel]).toEqual([
      1,
      { PARENT: 1 },
      6,
      'Form 1 and Form 2 parents',
    ]);
    const reads = await readNow(
      t,
      `/api/announcement-reads${listQuery({ announcementId: id })}`,
      a.admin.token,
    );
    expect(reads.body).toEqual([
      {
        id: expect.any(String),
        announcementId: id,
        personId: ids.chipo,
        role: 'PARENT',
        name: 'Chipo Dube',
        channel: 'EMAIL',
        readAt: expect.any(String),
      },
    ]);
    expect((await readNow(t, `/api/announcements/${id}`, tokens.chipo)).body.read).toBe(true);
    expect((await readNow(t, `/api/announcements/${id}`, tokens.farai)).body.read).toBe(false);
    expect(
      (
        await readNow(
          t,
          `/api/announcement-reads${listQuery({ announcementId: id })}`,
          b.admin.token,
        )
      ).body,
    ).toEqual([]);
    for (const token of [tokens.chipo, tokens.tendai])
      expect((await readNow(t, '/api/announcement-reads', token)).status).toBe(403);
  });
});

describe('EditAnnouncement and WithdrawAnnouncement', () => {
  it('an edit sends nothing again; the audit log says what changed, before → after', async () => {
    const { id } = await post({
      title: 'Sports day',
      body: 'Bring a hat.',
      audience: { kind: 'LEVELS', levelIds: [recA.levels.form1, recA.levels.form2] },
      eventDate: '2026-12-12',
    });
    const since = await lastOutboxId();
    expect(
      (await send('EditAnnouncement', { announcementId: id, eventDate: '2026-12-13' })).status,
    ).toBe(201);
    const nothing = await send('EditAnnouncement', {
      announcementId: id,
      eventDate: '2026-12-13',
      title: 'Sports day',
    });
    expect([nothing.status, nothing.body.appended]).toEqual([200, 0]);
    const row = (await readNow(t, `/api/announcements/${id}`, tokens.chipo)).body;
    expect([row.eventDate, row.editedAt === null]).toEqual(['2026-12-13', false]);
    const audit = (
      await readNow(
        t,
        `/api/school-events${listQuery({ recordId: id }, ['occurredAt', 'ASC'])}`,
        a.admin.token,
      )
    ).body as { summary: string }[];
    expect(audit.map((e) => e.summary)).toEqual([
      "Announcement 'Sports day' posted to Form 1 and Form 2 parents",
      "Announcement 'Sports day' delivered to 6 people: 2 mails, 1 SMS, 3 in the portal only",
      "Announcement 'Sports day' edited: Date 12 Dec 2026 → 13 Dec 2026",
    ]);
    expect(await outboxSince(since)).toEqual([]);
  });

  it('a withdrawn announcement leaves the recipients’ lists and bells; the admin still sees it; it cannot be edited or read', async () => {
    const { id } = await post({
      title: 'Debate club',
      body: 'Tuesdays at 14:00.',
      audience: { kind: 'CLASSES', classIds: [ids.form1Blue] },
    });
    expect(await visibleTo(tokens.chipo, id)).toBe(true);
    expect((await send('WithdrawAnnouncement', { announcementId: id })).status).toBe(201);
    expect((await send('WithdrawAnnouncement', { announcementId: id })).status).toBe(200);
    expect(await visibleTo(tokens.chipo, id)).toBe(false);
    expect((await readNow(t, `/api/announcements/${id}`, tokens.chipo)).status).toBe(404);
    expect(
      (
        (await readNow(t, '/api/notifications', tokens.chipo)).body.items as { recordId: string }[]
      ).some((i) => i.recordId === id),
    ).toBe(false);
    expect((await readNow(t, `/api/announcements/${id}`, a.admin.token)).body).toMatchObject({
      status: 'Withdrawn',
      audienceLabel: 'Form 1 Blue parents',
    });
    expect(
      (await send('EditAnnouncement', { announcementId: id, title: 'Chess club' })).body.detail,
    ).toBe('This announcement was withdrawn');
    expect((await send('MarkAnnouncementRead', { announcementId: id }, tokens.chipo)).status).toBe(
      409,
    );
  });
});
