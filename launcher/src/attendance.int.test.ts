import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday, pinTestDay } from './testing/dates';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import {
  enrol,
  makeInactive,
  parentOf,
  schoolWithClass,
  tokenOf,
  weekdayFromToday,
  type RegisterSchool,
} from './testing/registers';
import { TEST_JWT_SECRET, listQuery, readNow, registerTeacher, tokenFor } from './testing/staff';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let superToken: string;
let a: RegisterSchool;
let b: RegisterSchool;
let tendai: string, rudo: string, chipo: string;

/** Three school days of the current term, the latest first: d1 is today when today is a weekday. */
const d1 = weekdayFromToday(0);
const d2 = weekdayFromToday(
  -1 - Math.round((Date.parse(dayFromToday(0)) - Date.parse(d1)) / 86_400_000),
);
const d3 = weekdayFromToday(
  -1 - Math.round((Date.parse(dayFromToday(0)) - Date.parse(d2)) / 86_400_000),
);

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await schoolWithClass(t, superToken, 'Form 1 Blue', [
    ['Tendai', 'Moyo'],
    ['Rudo', 'Chikwanha'],
    ['Chipo', 'Ndlovu'],
  ]);
  b = await schoolWithClass(t, superToken, 'Form 1 Blue', [['Nyasha', 'Banda']]);
  [tendai, rudo, chipo] = a.students.map((s) => s.id) as [string, string, string];
});
afterAll(async () => t?.stop());

const send = (type: string, json: unknown, token = a.teacher.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const head = () => t.platform.store.headPosition();
const register = (date: string, entries: unknown[], classId = a.classId) => ({
  classId,
  date,
  entries,
});
const day1 = () => [
  { studentId: tendai, status: 'PRESENT' },
  { studentId: rudo, status: 'ABSENT', reason: 'sick (mother phoned)' },
  { studentId: chipo, status: 'LATE', minutesLate: 15 },
];

/** A refusal with this status and message that appends nothing. */
async function refused(
  type: string,
  json: unknown,
  token: string,
  status: number,
  message: string,
) {
  const before = await head();
  const res = await send(type, json, token);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(JSON.stringify(res.body)).toContain(message);
  expect(await head()).toBe(before);
}

describe('RecordAttendance', () => {
  it('the class teacher takes a register: one row for the class and day, one per student', async () => {
    const res = await send('RecordAttendance', register(d1, day1()));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await readNow(t, `/api/attendance/${a.classId}_${d1}`, a.school.admin.token);
    expect(row.body).toEqual({
      id: `${a.classId}_${d1}`,
      schoolId: a.school.schoolId,
      classId: a.classId,
      className: 'Form 1 Blue',
      date: d1,
      termId: a.termId,
      taken: true,
      takenBy: a.teacher.teacherId,
      takenByName: 'Grace Mutasa',
      takenAt: expect.any(String),
      present: 1,
      absent: 1,
      late: 1,
      total: 3,
      corrections: 0,
    });
    const entries = await readNow(
      t,
      `/api/attendance-entries${listQuery({ classId: a.classId, date: d1 }, ['studentName', 'ASC'])}`,
      a.teacher.token,
    );
    expect(
      entries.body.map((e: Record<string, unknown>) => [
        e.studentName,
        e.status,
        e.minutesLate,
        e.reason,
      ]),
    ).toEqual([
      ['Chipo Ndlovu', 'LATE', 15, null],
      ['Rudo Chikwanha', 'ABSENT', null, 'sick (mother phoned)'],
      ['Tendai Moyo', 'PRESENT', null, null],
    ]);
  });

  it('the same register again appends nothing', async () => {
    const before = await head();
    expect((await send('RecordAttendance', register(d1, day1()))).status).toBe(200);
    expect(await head()).toBe(before);
  });

  it('sent again the same day, only the changed mark is corrected, keeping the mark before', async () => {
    const before = await head();
    const changed = day1().map((e) => (e.studentId === chipo ? { ...e, minutesLate: 20 } : e));
    expect((await send('RecordAttendance', register(d1, changed))).status).toBe(201);
    expect(await head()).toBe(before + 1);
    const entry = await readNow(
      t,
      `/api/attendance-entries/${a.classId}_${d1}_${chipo}`,
      a.teacher.token,
    );
    expect(entry.body).toMatchObject({ status: 'LATE', minutesLate: 20 });
    expect(entry.body.history).toEqual([
      {
        before: { status: 'LATE', minutesLate: 15 },
        after: { status: 'LATE', minutesLate: 20 },
        reason: null,
        by: a.teacher.teacherId,
        byName: 'Grace Mutasa',
        at: expect.any(String),
      },
    ]);
  });

  it('the admin may take a register too', async () => {
    const entries = [
      { studentId: tendai, status: 'LATE', minutesLate: 10 },
      { studentId: rudo, status: 'PRESENT' },
      { studentId: chipo, status: 'PRESENT' },
    ];
    expect(
      (await send('RecordAttendance', register(d2, entries), a.school.admin.token)).status,
    ).toBe(201);
  });

  it('refuses days that are not school days of the current term, appending nothing', async () => {
    const token = a.teacher.token;
    await refused(
      'RecordAttendance',
      register(weekdayFromToday(1, 1), day1()),
      token,
      409,
      'A register cannot be taken for a day still to come',
    );
    await refused(
      'RecordAttendance',
      register(weekdayFromToday(-1, -1, false), day1()),
      token,
      409,
      'Registers are taken on school days, Monday to Friday',
    );
    await refused(
      'RecordAttendance',
      register(weekdayFromToday(-50), day1()),
      token,
      409,
      "This day is not in a term of the school's current year",
    );
    await refused(
      'RecordAttendance',
      register('2026-02-30', day1()),
      token,
      400,
      'Give the day as YYYY-MM-DD',
    );
  });

  it('refuses a register that is not every active student of the class once', async () => {
    const token = a.teacher.token;
    const date = weekdayFromToday(-7);
    await refused(
      'RecordAttendance',
      register(date, [...day1(), { studentId: b.students[0]!.id, status: 'PRESENT' }]),
      token,
      400,
      'This student is not in the class',
    );
    await refused(
      'RecordAttendance',
      register(date, [...day1(), day1()[0]]),
      token,
      400,
      'This student is marked twice',
    );
    await refused(
      'RecordAttendance',
      register(date, day1().slice(0, 1)),
      token,
      400,
      'Every student of the class needs a mark; missing: Chipo Ndlovu, Rudo Chikwanha',
    );
  });

  it('a late student needs the minutes late; minutes go with Late only', async () => {
    const token = a.teacher.token;
    const date = weekdayFromToday(-7);
    await refused(
      'RecordAttendance',
      register(date, [{ studentId: tendai, status: 'LATE' }, ...day1().slice(1)]),
      token,
      400,
      'A late student needs the minutes late (at least 1)',
    );
    await refused(
      'RecordAttendance',
      register(date, [{ studentId: tendai, status: 'LATE', minutesLate: 0 }, ...day1().slice(1)]),
      token,
      400,
      'A late student needs the minutes late (at least 1)',
    );
    await refused(
      'RecordAttendance',
      register(date, [
        { studentId: tendai, status: 'PRESENT', minutesLate: 5 },
        ...day1().slice(1),
      ]),
      token,
      400,
      'Minutes late go with Late only',
    );
  });

  it('a student who is no longer active is not on the register', async () => {
    const farai = await enrol(t, a.school, a.classId, 'Farai', 'Dube');
    await makeInactive(t, a.school, farai);
    await refused(
      'RecordAttendance',
      register(weekdayFromToday(-7), [...day1(), { studentId: farai, status: 'ABSENT' }]),
      a.teacher.token,
      400,
      'This student is not in the class',
    );
  });
});

describe('who may take a register', () => {
  it('anonymous: 401', async () => {
    const res = await t.request('/api/commands/RecordAttendance', { json: register(d2, day1()) });
    expect(res.status).toBe(401);
  });
  it('a student, a parent and the superadmin cannot', async () => {
    for (const token of [
      await tokenFor(t, 'STUDENT', a.school.schoolId),
      await tokenFor(t, 'PARENT', a.school.schoolId),
      superToken,
    ]) {
      await refused(
        'RecordAttendance',
        register(weekdayFromToday(-7), day1()),
        token,
        403,
        'Forbidden',
      );
    }
  });
  it('a teacher who is not the class teacher cannot', async () => {
    const { details, res } = await registerTeacher(t, a.school.admin.token, {
      firstName: 'Simba',
      lastName: 'Zhou',
    });
    expect(res.status).toBe(201);
    const { mailedCode } = await import('./testing/harness');
    await t.request('/api/auth/set-password', {
      json: {
        email: details.email,
        code: await mailedCode(t.platform, details.email),
        password: 'Teacher-pass-2',
      },
    });
    const other = await t.login(details.email, 'Teacher-pass-2');
    await refused(
      'RecordAttendance',
      register(weekdayFromToday(-7), day1()),
      other,
      403,
      'Only the class teacher or the school admin can take this register',
    );
    expect(
      (await readNow(t, `/api/attendance${listQuery({ classId: a.classId })}`, other)).body,
    ).toEqual([]);
  });
  it('another school’s admin finds no such class', async () => {
    await refused(
      'RecordAttendance',
      register(weekdayFromToday(-7), day1()),
      b.school.admin.token,
      404,
      'No such class in this school',
    );
  });
});

describe('corrections after the day the register was taken', () => {
  beforeAll(async () => {
    // A register taken on d3 itself, as RecordAttendance wrote it that day.
    const at = `${d3}T06:00:00.000Z`;
    await t.platform.store.appendToStream(
      `attendance-${a.classId}-${d3}`,
      [
        {
          type: 'AttendanceRecorded',
          data: {
            schoolId: a.school.schoolId,
            classId: a.classId,
            className: 'Form 1 Blue',
            date: d3,
            termId: a.termId,
            entries: [
              { studentId: tendai, studentName: 'Tendai Moyo', status: 'ABSENT' },
              { studentId: rudo, studentName: 'Rudo Chikwanha', status: 'PRESENT' },
              { studentId: chipo, studentName: 'Chipo Ndlovu', status: 'ABSENT' },
            ],
            takenBy: a.teacher.teacherId,
            takenByName: 'Grace Mutasa',
            takenByRole: 'TEACHER',
            recordedAt: at,
          },
          metadata: {
            actorId: a.teacher.teacherId,
            actorRole: 'TEACHER',
            schoolId: a.school.schoolId,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: at,
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  });
  const fix = (reason?: string) => ({
    classId: a.classId,
    date: d3,
    studentId: tendai,
    status: 'PRESENT',
    ...(reason ? { reason } : {}),
  });

  it('the teacher can no longer correct it', async () => {
    await refused(
      'CorrectAttendance',
      fix('came after assembly'),
      a.teacher.token,
      403,
      'After the day it was taken, only the school admin can correct a register, with a reason',
    );
    await refused(
      'RecordAttendance',
      register(d3, day1()),
      a.teacher.token,
      409,
      'After the day it was taken, only the school admin can correct a register, with a reason',
    );
  });
  it('the admin needs a reason', async () => {
    await refused(
      'CorrectAttendance',
      fix(),
      a.school.admin.token,
      400,
      'Give the reason for the correction',
    );
  });
  it('the admin corrects with a reason; the mark keeps its history', async () => {
    expect(
      (await send('CorrectAttendance', fix('came after assembly'), a.school.admin.token)).status,
    ).toBe(201);
    const entry = await readNow(
      t,
      `/api/attendance-entries/${a.classId}_${d3}_${tendai}`,
      a.school.admin.token,
    );
    expect(entry.body).toMatchObject({ status: 'PRESENT', studentName: 'Tendai Moyo' });
    expect(entry.body.history).toEqual([
      {
        before: { status: 'ABSENT' },
        after: { status: 'PRESENT' },
        reason: 'came after assembly',
        by: expect.any(String),
        byName: expect.any(String),
        at: expect.any(String),
      },
    ]);
    const log = await readNow(
      t,
      `/api/events${listQuery({ q: 'Tendai Moyo' }, ['occurredAt', 'ASC'])}`,
      superToken,
    );
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${d3}T00:00:00Z`));
    expect(log.body.map((e: { summary: string }) => e.summary)).toContain(
      `Attendance of Tendai Moyo on ${day} corrected: Absent → Present (reason: came after assembly)`,
    );
  });
  it('the same correction again appends nothing', async () => {
    const before = await head();
    expect(
      (await send('CorrectAttendance', fix('came after assembly'), a.school.admin.token)).status,
    ).toBe(200);
    expect(await head()).toBe(before);
  });
});

describe('term figures', () => {
  it('per student: school days with a register, present (on time or late), absent, late', async () => {
    const res = await readNow(
      t,
      `/api/attendance-summary${listQuery({ termId: a.termId }, ['studentName', 'ASC'])}`,
      a.school.admin.token,
    );
    expect(
      res.body.map((s: Record<string, unknown>) => [
        s.studentName,
        s.schoolDays,
        s.present,
        s.absent,
        s.late,
        s.minutesLate,
      ]),
    ).toEqual([
      ['Chipo Ndlovu', 3, 2, 1, 1, 20],
      ['Rudo Chikwanha', 3, 2, 1, 0, 0],
      ['Tendai Moyo', 3, 3, 0, 1, 10],
    ]);
  });
});

describe('on the published report cards', () => {
  it('each card carries its student’s term figures from the registers: total days, days attended, days absent', async () => {
    const admin = a.school.admin.token;
    const ok = async (type: string, json: unknown, field: string) => {
      const res = await send(type, json, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body[field] as string;
    };
    const subjectId = await ok('AddSubject', { name: 'Mathematics' }, 'subjectId');
    await ok(
      'AssignTeacher',
      { teacherId: a.teacher.teacherId, subjectId, classId: a.classId, termId: a.termId },
      'teacherId',
    );
    const examId = await ok(
      'CreateExam',
      {
        classId: a.classId,
        subjectId,
        examName: 'Mid-term test',
        outOf: 50,
        weight: 100,
        paperNo: 1,
        termId: a.termId,
        examDate: d3,
        teacherId: a.teacher.teacherId,
      },
      'examId',
    );
    const marks = await send(
      'RecordMarks',
      {
        examId,
        marks: [
          { studentId: tendai, mark: 40 },
          { studentId: rudo, mark: 30 },
          { studentId: chipo, mark: 'ABSENT' },
        ],
      },
      admin,
    );
    expect(marks.status, JSON.stringify(marks.body)).toBe(201);
    expect(
      (await send('PublishResults', { classId: a.classId, termId: a.termId }, admin)).status,
    ).toBe(201);
    const cards = await readNow(
      t,
      `/api/report-cards${listQuery({ classId: a.classId }, ['id', 'ASC'])}`,
      admin,
    );
    const figures = (cards.body as { studentName: string; snapshot: { attendance?: unknown } }[])
      .map((c) => [c.studentName, c.snapshot.attendance])
      .sort();
    // The three registers above (d1, d2, d3) after the corrections: see 'term figures'. Farai, no longer active and with no mark, has no card.
    expect(figures).toEqual([
      ['Chipo Ndlovu', { totalDays: 3, daysPresent: 2, daysAbsent: 1 }],
      ['Rudo Chikwanha', { totalDays: 3, daysPresent: 2, daysAbsent: 1 }],
      ['Tendai Moyo', { totalDays: 3, daysPresent: 3, daysAbsent: 0 }],
    ]);
  });
});

describe('registers not taken', () => {
  it('lists each school day since the class began whose register is not taken, for the admin and the class teacher', async () => {
    const gold = randomUUID();
    const created = dayFromToday(-10);
    await t.platform.store.appendToStream(
      `class-${gold}`,
      [
        {
          type: 'ClassCreated',
          data: {
            schoolId: a.school.schoolId,
            classId: gold,
            levelId: a.levelId,
            levelName: 'Form 1',
            name: 'Form 1 Gold',
            createdAt: `${created}T06:00:00.000Z`,
          },
          metadata: {
            actorId: null,
            actorRole: 'ADMIN',
            schoolId: a.school.schoolId,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: `${created}T06:00:00.000Z`,
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const expected: string[] = [];
    for (let o = 0; o >= -10; o -= 1)
      if (![0, 6].includes(new Date(`${dayFromToday(o)}T00:00:00Z`).getUTCDay()))
        expected.push(dayFromToday(o));
    const res = await readNow(
      t,
      `/api/attendance${listQuery({ taken: false, classId: gold }, ['date', 'DESC'])}`,
      a.school.admin.token,
    );
    expect(
      res.body.map((r: { date: string; className: string; taken: boolean }) => [
        r.date,
        r.className,
        r.taken,
      ]),
    ).toEqual(expected.map((d) => [d, 'Form 1 Gold', false]));
    const mine = await readNow(t, `/api/attendance${listQuery({ taken: false })}`, a.teacher.token);
    expect(mine.body.every((r: { classId: string }) => r.classId === a.classId)).toBe(true);
  });
});

describe('tenancy', () => {
  it('another school’s admin and teacher see none of it by list, id, getMany or filter', async () => {
    const id = `${a.classId}_${d1}`;
    for (const token of [b.school.admin.token, b.teacher.token]) {
      expect((await readNow(t, `/api/attendance/${id}`, token)).status).toBe(404);
      expect((await readNow(t, `/api/attendance${listQuery({ id: [id] })}`, token)).body).toEqual(
        [],
      );
      expect(
        (await readNow(t, `/api/attendance${listQuery({ classId: a.classId })}`, token)).body,
      ).toEqual([]);
      expect(
        (await readNow(t, `/api/attendance-entries${listQuery({ studentId: tendai })}`, token))
          .body,
      ).toEqual([]);
      expect((await readNow(t, `/api/attendance-entries/${id}_${tendai}`, token)).status).toBe(404);
      expect(
        (await readNow(t, `/api/attendance-summary${listQuery({ studentId: tendai })}`, token))
          .body,
      ).toEqual([]);
    }
  });
  it('a parent reads only their linked child’s marks and figures, never the class’s registers', async () => {
    const parentId = await parentOf(t, a.school, tendai, '0772000111');
    const token = await tokenOf(t, parentId, 'PARENT', a.school.schoolId);
    const entries = await readNow(
      t,
      `/api/attendance-entries${listQuery({}, ['date', 'ASC'])}`,
      token,
    );
    expect(
      entries.body.map((e: { studentName: string; date: string }) => [e.studentName, e.date]),
    ).toEqual([
      ['Tendai Moyo', d3],
      ['Tendai Moyo', d2],
      ['Tendai Moyo', d1],
    ]);
    expect(
      (await readNow(t, `/api/attendance-entries${listQuery({ studentId: rudo })}`, token)).body,
    ).toEqual([]);
    expect(
      (await readNow(t, `/api/attendance-summary`, token)).body.map(
        (s: { studentName: string }) => s.studentName,
      ),
    ).toEqual(['Tendai Moyo']);
    expect((await readNow(t, '/api/attendance', token)).status).toBe(403);
  });
  it('a student reads only their own', async () => {
    const token = await tokenOf(t, rudo, 'STUDENT', a.school.schoolId);
    const entries = await readNow(t, '/api/attendance-entries', token);
    expect(new Set(entries.body.map((e: { studentName: string }) => e.studentName))).toEqual(
      new Set(['Rudo Chikwanha']),
    );
    expect((await readNow(t, '/api/attendance-roll', token)).status).toBe(403);
  });
  it('anonymous reads nothing', async () => {
    for (const path of [
      '/api/attendance',
      '/api/attendance-entries',
      '/api/attendance-summary',
      '/api/attendance-roll',
    ])
      expect((await t.request(path)).status).toBe(401);
  });
});

describe('the lists sort by id', () => {
  it('both ways, on every attendance resource', async () => {
    for (const path of [
      '/api/attendance',
      '/api/attendance-entries',
      '/api/attendance-summary',
      '/api/attendance-roll',
    ]) {
      const asc = (
        await readNow(t, `${path}${listQuery({}, ['id', 'ASC'])}`, a.school.admin.token)
      ).body.map((r: { id: string }) => r.id);
      const desc = (
        await readNow(t, `${path}${listQuery({}, ['id', 'DESC'])}`, a.school.admin.token)
      ).body.map((r: { id: string }) => r.id);
      expect(asc.length, path).toBeGreaterThan(0);
      expect(asc).toEqual([...asc].sort());
      expect(desc).toEqual([...asc].reverse());
    }
  });
});
