import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSchoolDay, type AbsenceReport } from '@chikoro/contracts';
import { twoSchoolFamily, type TwoSchoolFamily } from './testing/family';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { weekdayFromToday } from './testing/registers';
import { tokenAs } from './testing/results';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';
import { pinTestDay } from './testing/dates';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let f: TwoSchoolFamily;
let tokens: Record<
  | 'superadmin'
  | 'adminA'
  | 'adminB'
  | 'classTeacher'
  | 'otherTeacher'
  | 'anesu'
  | 'batsi'
  | 'parent'
  | 'otherFamily'
  | 'parentO',
  string
>;
/** Today when it is a school day, else the next one: a day a family may report. */
const day = weekdayFromToday(0, 1);

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  f = await twoSchoolFamily(t, superToken);
  // Form 2 Blue's class teacher reads its reports; the English teacher of the class is not its class teacher.
  const assigned = await t.request('/api/commands/AssignClassTeacher', {
    json: { classId: f.w.classId, teacherId: f.w.teachers.maths.id },
    token: f.a.admin.token,
  });
  if (assigned.status !== 201)
    throw new Error(`AssignClassTeacher refused: ${JSON.stringify(assigned.body)}`);
  tokens = {
    superadmin: superToken,
    adminA: f.a.admin.token,
    adminB: f.b.admin.token,
    classTeacher: f.w.teachers.maths.token,
    otherTeacher: f.w.teachers.english.token,
    anesu: await tokenAs(t, 'STUDENT', f.anesu.id, f.a.schoolId),
    batsi: await tokenAs(t, 'STUDENT', f.w.students[1]!.id, f.a.schoolId),
    parent: f.parent.token,
    otherFamily: f.otherFamily.token,
    parentO: f.oParentToken,
  };
}, 180_000);
afterAll(async () => t?.stop());

const command = (type: string, json: Record<string, unknown>, token?: string) =>
  t.request(`/api/commands/${type}`, { json, ...(token && { token }) });
const reports = async (token: string, filter: Record<string, unknown> = {}) => {
  const res = await readNow(t, `/api/absence-reports${listQuery(filter, ['date', 'ASC'])}`, token);
  expect(res.status).toBe(200);
  return res.body as AbsenceReport[];
};

describe('ReportAbsence', () => {
  it('is refused to everyone but a parent of the student, appending nothing; another family or school learns nothing of the student', async () => {
    const head = await t.platform.store.headPosition();
    const json = { studentId: f.anesu.id, date: day, reason: 'Clinic appointment' };
    expect((await command('ReportAbsence', json)).status).toBe(401);
    for (const token of [
      tokens.superadmin,
      tokens.adminA,
      tokens.classTeacher,
      tokens.anesu,
      tokens.adminB,
    ])
      expect((await command('ReportAbsence', json, token)).status).toBe(403);
    for (const token of [tokens.otherFamily, tokens.parentO]) {
      const hidden = await command('ReportAbsence', json, token);
      expect([hidden.status, hidden.body.errors]).toEqual([
        404,
        [{ field: 'studentId', message: 'No such student' }],
      ]);
    }
    const unknown = await command(
      'ReportAbsence',
      { ...json, studentId: randomUUID() },
      tokens.parent,
    );
    expect([unknown.status, unknown.body.detail]).toEqual([404, 'No such student']);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it("bad input gets each field's message; a past day, a weekend or a day beyond 30 are refused", async () => {
    const bad = await command(
      'ReportAbsence',
      { studentId: 'x', date: '27/11/2026', reason: '   ' },
      tokens.parent,
    );
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      [
        { field: 'studentId', message: 'No such student' },
        { field: 'date', message: 'Give the day as YYYY-MM-DD' },
        { field: 'reason', message: 'Say why your child will be away' },
      ],
    ]);
    const long = await command(
      'ReportAbsence',
      { studentId: f.anesu.id, date: day, reason: 'x'.repeat(201) },
      tokens.parent,
    );
    expect([long.status, long.body.errors]).toEqual([
      400,
      [{ field: 'reason', message: 'Keep the reason under 200 characters' }],
    ]);
    const refused = async (date: string, message: string) => {
      const res = await command(
        'ReportAbsence',
        { studentId: f.anesu.id, date, reason: 'Sick' },
        tokens.parent,
      );
      expect([res.status, res.body.detail]).toEqual([409, message]);
    };
    await refused(
      weekdayFromToday(-1),
      'An absence is reported for today or a school day to come; a past day is corrected by the school',
    );
    await refused(
      weekdayFromToday(1, 1, false),
      'Absences are reported for school days, Monday to Friday',
    );
    await refused(weekdayFromToday(31, 1), 'Report an absence at most 30 days ahead');
  });

  it('a parent reports their child at one school and their other child at the other school with one sign-in', async () => {
    const anesu = await command(
      'ReportAbsence',
      { studentId: f.anesu.id, date: day, reason: '  Clinic appointment in Harare  ' },
      tokens.parent,
    );
    expect([anesu.status, anesu.body.studentId, anesu.body.date]).toEqual([201, f.anesu.id, day]);
    const tapiwa = await command(
      'ReportAbsence',
      { studentId: f.tapiwa, date: day, reason: 'Family funeral' },
      tokens.parent,
    );
    expect(tapiwa.status).toBe(201);

    const [seen] = await reports(tokens.adminA);
    expect(seen).toEqual({
      id: `${f.anesu.id}_${day}`,
      schoolId: f.a.schoolId,
      studentId: f.anesu.id,
      studentName: 'Anesu Moyo',
      classId: f.w.classId,
      className: 'Form 2 Blue',
      date: day,
      reason: 'Clinic appointment in Harare',
      parentId: f.parent.id,
      parentName: 'Chipo Mutasa',
      reportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      marked: null,
    });
    // At Chikurubi the report is made by the family's record there.
    expect(
      (await reports(tokens.adminB)).map((r) => [r.studentName, r.parentId, r.reason]),
    ).toEqual([['Tapiwa Mutasa', f.parent.recordAtB, 'Family funeral']]);
    const head = await t.platform.store.headPosition();
    const again = await command(
      'ReportAbsence',
      { studentId: f.anesu.id, date: day, reason: 'Clinic appointment in Harare' },
      tokens.parent,
    );
    expect([again.status, await t.platform.store.headPosition()]).toEqual([200, head]);
  });

  it('the audit log says who reported which child absent, and why', async () => {
    const res = await readNow(
      t,
      `/api/events${listQuery({ type: 'AbsenceReported', schoolId: f.a.schoolId })}`,
      tokens.superadmin,
    );
    expect((res.body as { summary: string }[]).map((r) => r.summary)).toContain(
      `Absence of Anesu Moyo on ${formatSchoolDay(day)} reported by Chipo Mutasa: Clinic appointment in Harare`,
    );
  });
});

describe('GET /api/absence-reports', () => {
  it('each role reads what is theirs: the school, the class teacher, the family (both schools), the child; nobody else', async () => {
    const names = async (token: string) => (await reports(token)).map((r) => r.studentName).sort();
    expect(await names(tokens.superadmin)).toEqual(['Anesu Moyo', 'Tapiwa Mutasa']);
    expect(await names(tokens.adminA)).toEqual(['Anesu Moyo']);
    expect(await names(tokens.classTeacher)).toEqual(['Anesu Moyo']);
    expect(await names(tokens.parent)).toEqual(['Anesu Moyo', 'Tapiwa Mutasa']);
    expect(await names(tokens.anesu)).toEqual(['Anesu Moyo']);
    for (const token of [tokens.otherTeacher, tokens.batsi, tokens.otherFamily, tokens.parentO])
      expect(await names(token)).toEqual([]);
    expect((await t.request('/api/absence-reports')).status).toBe(401);
  });
  it('filters by class and day, and refuses a day that is not one', async () => {
    expect(
      (await reports(tokens.adminA, { classId: f.w.classId, date: day })).map((r) => r.studentName),
    ).toEqual(['Anesu Moyo']);
    expect(await reports(tokens.adminA, { date: weekdayFromToday(-1) })).toEqual([]);
    const bad = await t.request(`/api/absence-reports${listQuery({ date: 'tomorrow' })}`, {
      token: tokens.adminA,
    });
    expect(bad.status).toBe(400);
  });
});

describe('WithdrawAbsenceReport', () => {
  it('only the family takes a report back; then it is gone from the lists, and can be made again', async () => {
    const json = { studentId: f.tapiwa, date: day };
    for (const token of [tokens.adminB, tokens.classTeacher])
      expect((await command('WithdrawAbsenceReport', json, token)).status).toBe(403);
    expect((await command('WithdrawAbsenceReport', json, tokens.otherFamily)).status).toBe(404);
    expect((await command('WithdrawAbsenceReport', json, tokens.parent)).status).toBe(201);
    expect(await reports(tokens.adminB)).toEqual([]);
    const none = await command('WithdrawAbsenceReport', json, tokens.parent);
    expect([none.status, none.body.detail]).toEqual([404, 'No absence was reported for this day']);
    expect(
      (
        await command(
          'ReportAbsence',
          { ...json, reason: 'Family funeral after all' },
          tokens.parent,
        )
      ).status,
    ).toBe(201);
    expect((await reports(tokens.adminB)).map((r) => r.reason)).toEqual([
      'Family funeral after all',
    ]);
  });
});

describe("the class teacher's bell", () => {
  type Bell = { items: { kind: string; recordId: string; title: string; link?: string }[] };
  const reportsOnBell = async (token: string) =>
    ((await readNow(t, '/api/notifications', token)).body as Bell).items.filter(
      (i) => i.kind === 'ABSENCE_REPORT',
    );
  it('rings with each report of the class (only theirs), a new reason in place of the old, and no more once withdrawn', async () => {
    const item = (reason: string) => [
      {
        kind: 'ABSENCE_REPORT',
        recordId: f.anesu.id,
        title: `Anesu Moyo will be away on ${formatSchoolDay(day)} (Form 2 Blue): ${reason}`,
        link: `/teacher-portal/take-register?classId=${f.w.classId}&date=${day}`,
      },
    ];
    expect(await reportsOnBell(tokens.classTeacher)).toEqual([
      expect.objectContaining(item('Clinic appointment in Harare')[0]),
    ]);
    // Another teacher of the class, the admins, the family and another school's parent hear nothing of it.
    for (const token of [
      tokens.otherTeacher,
      tokens.adminA,
      tokens.adminB,
      tokens.parent,
      tokens.parentO,
    ])
      expect(await reportsOnBell(token)).toEqual([]);
    const json = { studentId: f.anesu.id, date: day };
    expect(
      (
        await command(
          'ReportAbsence',
          { ...json, reason: 'Clinic, back after lunch' },
          tokens.parent,
        )
      ).status,
    ).toBe(201);
    expect(await reportsOnBell(tokens.classTeacher)).toEqual([
      expect.objectContaining(item('Clinic, back after lunch')[0]),
    ]);
    expect((await command('WithdrawAbsenceReport', json, tokens.parent)).status).toBe(201);
    expect(await reportsOnBell(tokens.classTeacher)).toEqual([]);
    // As it was, for the alerts below.
    expect(
      (
        await command(
          'ReportAbsence',
          { ...json, reason: 'Clinic appointment in Harare' },
          tokens.parent,
        )
      ).status,
    ).toBe(201);
    expect(await reportsOnBell(tokens.classTeacher)).toEqual([
      expect.objectContaining(item('Clinic appointment in Harare')[0]),
    ]);
  });
});

describe('absence alerts', () => {
  const outboxAbout = async (name: string) =>
    (
      await t.platform.pool.query<{
        to_address: string;
        channel: string;
        subject: string;
        body: string;
      }>(
        `SELECT to_address, channel, subject, body FROM mail_outbox WHERE body LIKE $1 ORDER BY id`,
        [`%${name} was marked absent%`],
      )
    ).rows;
  /** A register as RecordAttendance writes it when taken on its day at 07:40 in Harare. */
  const takeRegister = async (
    date: string,
    entries: { studentId: string; studentName: string; status: string }[],
  ) => {
    const at = `${date}T05:40:00.000Z`;
    const { position } = await t.platform.store.appendToStream(
      `attendance-${f.w.classId}-${date}`,
      [
        {
          type: 'AttendanceRecorded',
          data: {
            schoolId: f.a.schoolId,
            classId: f.w.classId,
            className: 'Form 2 Blue',
            date,
            termId: f.w.rec.termId,
            entries,
            takenBy: f.w.teachers.maths.id,
            takenByRole: 'TEACHER',
            recordedAt: at,
          },
          metadata: {
            actorId: f.w.teachers.maths.id,
            actorRole: 'TEACHER',
            schoolId: f.a.schoolId,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: at,
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await reactorPassed(t.platform, 'announcement-delivery', position);
    return (await t.platform.store.readStream(`attendance-${f.w.classId}-${date}`)).at(-1)!.id;
  };
  type Bell = { items: { kind: string; recordId: string; title: string; link?: string }[] };
  const absencesOnBell = async (token: string) =>
    ((await readNow(t, '/api/notifications', token)).body as Bell).items.filter(
      (i) => i.kind === 'ABSENCE',
    );
  const [anesu, batsi, chipo] = [0, 1, 2].map((i) => () => ({
    studentId: f.w.students[i]!.id,
    studentName: `${f.w.students[i]!.firstName} ${f.w.students[i]!.lastName}`,
  }));

  let registerEventId = '';
  it("a child marked absent whom the family reported is not alerted; another child's parent is, by SMS when they have no email", async () => {
    const before = await reports(tokens.adminA, { studentId: anesu!().studentId, date: day });
    expect(before.map((r) => [r.reason, r.marked])).toEqual([
      ['Clinic appointment in Harare', null],
    ]);
    registerEventId = await takeRegister(day, [
      { ...anesu!(), status: 'ABSENT' },
      { ...batsi!(), status: 'ABSENT' },
      { ...chipo!(), status: 'PRESENT' },
    ]);
    expect(await outboxAbout('Anesu Moyo')).toEqual([]);
    // The report now shows what the register made of the day, to the school and to the family.
    for (const token of [tokens.adminA, tokens.parent]) {
      expect(
        (await reports(token, { studentId: anesu!().studentId, date: day })).map((r) => r.marked),
      ).toEqual([{ status: 'ABSENT', minutesLate: null }]);
    }
    const sms = await outboxAbout('Batsi Ncube');
    expect(sms).toEqual([
      {
        to_address: '263772440202',
        channel: 'SMS',
        subject: 'Mufakose High School: absence',
        body: expect.stringMatching(
          new RegExp(
            `^Mufakose High School: Batsi Ncube was marked absent on ${formatSchoolDay(day)}\\. Tell the school why at http://.+/parent$`,
          ),
        ),
      },
    ]);
  });

  it("the alerts are recorded (who was told of which child, and how), read in the audit log and put on each alerted parent's bell only", async () => {
    const sent = await t.platform.store.readStream(`absence-alerts-${f.w.classId}-${day}`);
    expect(
      sent.map((e) => [e.type, e.metadata.actorRole, e.metadata.causationId, e.metadata.schoolId]),
    ).toEqual([['AbsenceAlertsSent', 'SYSTEM', registerEventId, f.a.schoolId]]);
    expect(sent[0]!.data).toMatchObject({
      classId: f.w.classId,
      className: 'Form 2 Blue',
      date: day,
      alerts: [
        {
          studentId: batsi!().studentId,
          studentName: 'Batsi Ncube',
          parents: [{ parentId: f.otherFamily.parentId, name: 'Farai Ncube', channel: 'SMS' }],
        },
      ],
    });
    const audit = await readNow(
      t,
      `/api/events${listQuery({ type: 'AbsenceAlertsSent', schoolId: f.a.schoolId })}`,
      tokens.superadmin,
    );
    expect((audit.body as { summary: string }[]).map((r) => r.summary)).toContain(
      `Absence alerts for Form 2 Blue on ${formatSchoolDay(day)}: Batsi Ncube to Farai Ncube (SMS)`,
    );
    expect(await absencesOnBell(tokens.otherFamily)).toEqual([
      expect.objectContaining({
        recordId: batsi!().studentId,
        title: `Batsi Ncube was marked absent on ${formatSchoolDay(day)} (Form 2 Blue)`,
        link: `/parent/students?child=${batsi!().studentId}`,
      }),
    ]);
    // The family that reported their child hears nothing of Anesu; the child, the teachers, the admins and another school's parent nothing at all.
    expect(
      (await absencesOnBell(tokens.parent)).filter((i) => i.recordId === anesu!().studentId),
    ).toEqual([]);
    for (const token of [
      tokens.batsi,
      tokens.classTeacher,
      tokens.adminA,
      tokens.adminB,
      tokens.parentO,
    ])
      expect(await absencesOnBell(token)).toEqual([]);
  });

  it('a same-day correction to late tells the alerted parent it was not an absence after all, in place of the alert on their bell; once', async () => {
    const correct = async (
      previous: Record<string, unknown>,
      entry: Record<string, unknown>,
      at: string,
    ) => {
      const stream = `attendance-${f.w.classId}-${day}`;
      const { position } = await t.platform.store.appendToStream(
        stream,
        [
          {
            type: 'AttendanceCorrected',
            data: {
              schoolId: f.a.schoolId,
              classId: f.w.classId,
              className: 'Form 2 Blue',
              date: day,
              termId: f.w.rec.termId,
              ...batsi!(),
              previous,
              entry,
              correctedBy: f.w.teachers.maths.id,
              correctedByRole: 'TEACHER',
              correctedAt: at,
            },
            metadata: {
              actorId: f.w.teachers.maths.id,
              actorRole: 'TEACHER',
              schoolId: f.a.schoolId,
              correlationId: randomUUID(),
              causationId: null,
              occurredAt: at,
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'any' },
      );
      await reactorPassed(t.platform, 'announcement-delivery', position);
    };
    const corrections = async () =>
      (
        await t.platform.pool.query<{ to_address: string; channel: string; body: string }>(
          `SELECT to_address, channel, body FROM mail_outbox WHERE body LIKE '%correction%Batsi Ncube%' ORDER BY id`,
        )
      ).rows;
    await correct(
      { status: 'ABSENT' },
      { status: 'LATE', minutesLate: 20 },
      `${day}T06:10:00.000Z`,
    );
    expect(await corrections()).toEqual([
      {
        to_address: '263772440202',
        channel: 'SMS',
        body: `Mufakose High School: correction: Batsi Ncube was marked late (20 min) at the register of Form 2 Blue on ${formatSchoolDay(day)}, not absent.`,
      },
    ]);
    const sent = await t.platform.store.readStream(`absence-alerts-${f.w.classId}-${day}`);
    expect(sent.map((e) => e.type)).toEqual(['AbsenceAlertsSent', 'AbsenceAlertCorrected']);
    expect(sent[1]!.data).toMatchObject({
      studentId: batsi!().studentId,
      entry: { status: 'LATE', minutesLate: 20 },
      parents: [{ parentId: f.otherFamily.parentId, channel: 'SMS' }],
    });
    expect((await absencesOnBell(tokens.otherFamily)).map((i) => i.title)).toEqual([
      `Correction: Batsi Ncube was marked late (20 min) on ${formatSchoolDay(day)} (Form 2 Blue), not absent`,
    ]);
    const audit = await readNow(
      t,
      `/api/events${listQuery({ type: 'AbsenceAlertCorrected', schoolId: f.a.schoolId })}`,
      tokens.superadmin,
    );
    expect((audit.body as { summary: string }[]).map((r) => r.summary)).toEqual([
      `Absence alert for Batsi Ncube on ${formatSchoolDay(day)} corrected: Late (20 min), not absent; told Farai Ncube (SMS)`,
    ]);
    // Late to present later that day is the school's business: the family already knows the child was there.
    await correct(
      { status: 'LATE', minutesLate: 20 },
      { status: 'PRESENT' },
      `${day}T07:00:00.000Z`,
    );
    expect(await corrections()).toHaveLength(1);
    expect(
      (await t.platform.store.readStream(`absence-alerts-${f.w.classId}-${day}`)).map(
        (e) => e.type,
      ),
    ).toEqual(['AbsenceAlertsSent', 'AbsenceAlertCorrected']);
  });

  it('a report withdrawn before the register means the family is alerted, by email when they have one, once', async () => {
    // A day in the past, as the register and the report were written on it.
    const date = '2026-11-20';
    const at = `${date}T04:00:00.000Z`;
    const meta = {
      actorId: f.parent.id,
      actorRole: 'PARENT' as const,
      schoolId: f.a.schoolId,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: at,
      schemaVersion: 1,
    };
    const report = {
      schoolId: f.a.schoolId,
      studentId: f.anesu.id,
      studentName: 'Anesu Moyo',
      classId: f.w.classId,
      date,
      parentId: f.parent.id,
      parentName: 'Chipo Mutasa',
    };
    await t.platform.store.appendToStream(
      `absence-reports-${f.anesu.id}`,
      [
        {
          type: 'AbsenceReported',
          data: { ...report, reason: 'Dentist', reportedAt: at },
          metadata: meta,
        },
        { type: 'AbsenceReportWithdrawn', data: { ...report, withdrawnAt: at }, metadata: meta },
      ],
      { expectedRevision: 'any' },
    );
    await takeRegister(date, [
      { ...anesu!(), status: 'ABSENT' },
      { ...batsi!(), status: 'PRESENT' },
      { ...chipo!(), status: 'PRESENT' },
    ]);
    const mails = await outboxAbout('Anesu Moyo');
    expect(mails.map((m) => [m.to_address, m.channel, m.subject])).toEqual([
      [
        'chipo.mutasa@families.test',
        'EMAIL',
        'Mufakose High School: Anesu Moyo was marked absent on 20 Nov 2026',
      ],
    ]);
    expect(mails[0]!.body).toContain(
      'Anesu Moyo was marked absent at the register of Form 2 Blue on 20 Nov 2026.',
    );
  });
});
