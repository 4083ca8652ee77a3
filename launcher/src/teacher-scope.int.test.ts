import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@chikoro/contracts';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone } from './testing/people';
import { parentOf, tokenOf, weekdayFromToday } from './testing/registers';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';
import { teachingSchool, type TeachingSchool } from './testing/teaching';
import { pinTestDay } from './testing/dates';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let superToken: string;
let a: TeachingSchool;
let b: TeachingSchool;
let studentToken: string;
let parentToken: string;
let rudo: string;

const day = weekdayFromToday(-1);

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await teachingSchool(t, superToken, 'Mabvazuva High School');
  b = await teachingSchool(t, superToken, 'Lobengula High School');
  for (const s of [a, b]) {
    const take = async (classId: string, studentIds: string[], token: string) => {
      const res = await t.request('/api/commands/RecordAttendance', {
        token,
        json: {
          classId,
          date: day,
          entries: studentIds.map((studentId) => ({ studentId, status: 'PRESENT' })),
        },
      });
      if (res.status !== 201)
        throw new Error(`RecordAttendance refused: ${JSON.stringify(res.body)}`);
    };
    await take(
      s.classes.blue,
      s.students.blue.map((p) => p.id),
      s.grace.token,
    );
    await take(
      s.classes.gold,
      s.students.gold.map((p) => p.id),
      s.school.admin.token,
    );
    await take(
      s.classes.red,
      s.students.red.map((p) => p.id),
      s.simba.token,
    );
    const marks = await t.request('/api/commands/RecordMarks', {
      token: s.grace.token,
      json: { examId: s.exams.blueMaths, marks: [{ studentId: s.students.blue[0]!.id, mark: 40 }] },
    });
    if (marks.status !== 201) throw new Error(`RecordMarks refused: ${JSON.stringify(marks.body)}`);
  }
  const [chipo] = a.students.blue;
  rudo = a.students.blue[1]!.id;
  studentToken = await tokenOf(t, chipo!.id, 'STUDENT', a.school.schoolId);
  parentToken = await tokenOf(
    t,
    await parentOf(t, a.school, rudo, newPhone().local),
    'PARENT',
    a.school.schoolId,
  );
});
afterAll(async () => t?.stop());

/** The ids a list answers this token (every page of up to 100), sorted; or the status when it is refused. */
async function idsOf(
  resource: string,
  token: string | undefined,
  filter: Record<string, unknown> = {},
): Promise<string[] | number> {
  const res = await (token
    ? readNow(t, `/api/${resource}${listQuery(filter, ['id', 'ASC'], [0, 99])}`, token)
    : t.request(`/api/${resource}`));
  if (res.status !== 200) return res.status;
  return (res.body as { id: string }[]).map((r) => r.id).sort();
}
const sorted = (...ids: string[]) => [...ids].sort();
const studentIds = (s: TeachingSchool, ...classes: ('blue' | 'gold' | 'red')[]) =>
  sorted(...classes.flatMap((c) => s.students[c].map((p) => p.id)));
const markIds = (s: TeachingSchool) =>
  sorted(...s.students.blue.map((p) => `${s.exams.blueMaths}:${p.id}`));
const summaryIds = (s: TeachingSchool, ...classes: ('blue' | 'gold' | 'red')[]) =>
  sorted(...studentIds(s, ...classes).map((id) => `${s.termId}_${id}`));

interface Case {
  resource: string;
  filter?: (s: TeachingSchool) => Record<string, unknown>;
  /** What each reader of school A is answered, worked out from the fixture: ids, or the refusal's status. */
  grace: (s: TeachingSchool) => string[];
  simba: (s: TeachingSchool) => string[];
  admin: (s: TeachingSchool) => string[];
}

const cases: Case[] = [
  {
    resource: 'classes',
    grace: (s) => sorted(s.classes.blue, s.classes.gold),
    simba: (s) => [s.classes.red],
    admin: (s) => sorted(...Object.values(s.classes)),
  },
  {
    resource: 'students',
    grace: (s) => studentIds(s, 'blue', 'gold'),
    simba: (s) => studentIds(s, 'red'),
    admin: (s) => studentIds(s, 'blue', 'gold', 'red'),
  },
  {
    resource: 'teachers',
    grace: (s) => [s.grace.teacherId],
    simba: (s) => [s.simba.teacherId],
    admin: (s) => sorted(s.grace.teacherId, s.simba.teacherId),
  },
  {
    resource: 'teacher-assignments',
    grace: (s) => sorted(s.assignments.blueMaths, s.assignments.goldEnglish),
    simba: () => [],
    admin: (s) => sorted(s.assignments.blueMaths, s.assignments.goldEnglish),
  },
  {
    resource: 'subjects',
    grace: (s) => sorted(s.subjects.maths, s.subjects.english),
    simba: () => [],
    admin: (s) => sorted(...Object.values(s.subjects)),
  },
  {
    resource: 'marks',
    filter: (s) => ({ examId: s.exams.blueMaths }),
    grace: markIds,
    simba: () => [],
    admin: markIds,
  },
  {
    resource: 'attendance-summary',
    filter: (s) => ({ termId: s.termId }),
    grace: (s) => summaryIds(s, 'blue', 'gold'),
    simba: (s) => summaryIds(s, 'red'),
    admin: (s) => summaryIds(s, 'blue', 'gold', 'red'),
  },
];

describe.each(cases)('GET /api/$resource', (c) => {
  const filter = (s: TeachingSchool) => c.filter?.(s) ?? {};

  it('a teacher reads only the rows of the classes they teach; another teacher of the school only theirs', async () => {
    expect(await idsOf(c.resource, a.grace.token, filter(a))).toEqual(c.grace(a));
    expect(await idsOf(c.resource, a.simba.token, filter(a))).toEqual(c.simba(a));
  });

  it("the school's admin reads the whole school; the superadmin every school (by schoolId)", async () => {
    expect(await idsOf(c.resource, a.school.admin.token, filter(a))).toEqual(c.admin(a));
    const everyone = await idsOf(c.resource, superToken, filter(a));
    expect(everyone).toEqual(expect.arrayContaining(c.admin(a)));
  });

  it('students and parents read only themselves and their children where the list is theirs at all; anonymous 401', async () => {
    const student =
      c.resource === 'attendance-summary' ? [`${a.termId}_${a.students.blue[0]!.id}`] : 403;
    const parent = c.resource === 'attendance-summary' ? [`${a.termId}_${rudo}`] : 403;
    expect(await idsOf(c.resource, studentToken, filter(a))).toEqual(student);
    expect(await idsOf(c.resource, parentToken, filter(a))).toEqual(parent);
    expect(await idsOf(c.resource, undefined)).toBe(401);
  });

  it("another school's admin and teacher read their own school's rows and none of this school's: by list, by id, by getMany", async () => {
    expect(await idsOf(c.resource, b.school.admin.token, filter(b))).toEqual(c.admin(b));
    expect(await idsOf(c.resource, b.grace.token, filter(b))).toEqual(c.grace(b));
    const ours = c.admin(a);
    for (const token of [b.school.admin.token, b.grace.token]) {
      expect(await idsOf(c.resource, token, { id: ours })).toEqual([]);
      for (const id of ours)
        expect(
          (await readNow(t, `/api/${c.resource}/${encodeURIComponent(id)}`, token)).status,
        ).toBe(404);
    }
  });

  it('a teacher is answered 404 by id, and nothing by getMany, for rows of classes they do not teach', async () => {
    const outside = c.admin(a).filter((id) => !c.grace(a).includes(id));
    expect(await idsOf(c.resource, a.grace.token, { id: c.admin(a) })).toEqual(c.grace(a));
    for (const id of outside)
      expect(
        (await readNow(t, `/api/${c.resource}/${encodeURIComponent(id)}`, a.grace.token)).status,
      ).toBe(404);
    for (const id of c.grace(a))
      expect(
        (await readNow(t, `/api/${c.resource}/${encodeURIComponent(id)}`, a.grace.token)).status,
      ).toBe(200);
  });
});

describe('filters cannot widen a teacher’s scope', () => {
  it('by class, by class teacher, by teacher, by school, by search', async () => {
    expect(await idsOf('students', a.grace.token, { classId: a.classes.red })).toEqual([]);
    expect(await idsOf('students', a.grace.token, { q: 'Kudzai' })).toEqual([]);
    expect(await idsOf('students', a.grace.token, { q: 'Chipo' })).toEqual([
      a.students.blue[0]!.id,
    ]);
    expect(await idsOf('classes', a.grace.token, { classTeacherId: a.simba.teacherId })).toEqual(
      [],
    );
    expect(
      await idsOf('teacher-assignments', a.grace.token, { teacherId: a.simba.teacherId }),
    ).toEqual([]);
    expect(await idsOf('classes', a.grace.token, { schoolId: b.school.schoolId })).toEqual([]);
    expect(await idsOf('marks', a.simba.token, { studentId: a.students.blue[0]!.id })).toEqual([]);
    expect(
      await idsOf('attendance-summary', a.simba.token, { studentId: a.students.gold[0]!.id }),
    ).toEqual([]);
  });

  it('the registers themselves stay the class teacher’s: a subject teacher of Form 1 Gold reads none of its registers', async () => {
    expect(await idsOf('attendance', a.grace.token, { classId: a.classes.gold })).toEqual([]);
    expect(await idsOf('attendance-entries', a.grace.token, { classId: a.classes.gold })).toEqual(
      [],
    );
    expect(await idsOf('attendance-roll', a.grace.token, { classId: a.classes.gold })).toEqual([]);
    expect(
      await idsOf('attendance', a.grace.token, { classId: a.classes.blue, date: day }),
    ).toEqual([`${a.classes.blue}_${day}`]);
  });
});

describe('nothing here is writable by a teacher', () => {
  it('class, student and assignment commands: 403, nothing appended', async () => {
    const chipo = a.students.blue[0]!.id;
    const bodies: [string, unknown][] = [
      ['CreateClass', { levelId: a.classes.blue, name: 'Form 1 Green' }],
      ['AssignClassTeacher', { classId: a.classes.gold, teacherId: a.grace.teacherId }],
      ['ChangeClassDetails', { classId: a.classes.blue, name: 'Form 1 Navy' }],
      [
        'EnrolStudent',
        {
          firstName: 'Tino',
          lastName: 'Gumbo',
          dob: '2012-01-01',
          gender: 'male',
          classId: a.classes.blue,
        },
      ],
      ['ChangeStudentStatus', { studentId: chipo, status: 'Inactive' }],
      ['MoveStudentToClass', { studentId: chipo, classId: a.classes.gold }],
      ['WithdrawStudent', { studentId: chipo }],
      [
        'AssignTeacher',
        {
          teacherId: a.grace.teacherId,
          subjectId: a.subjects.history,
          classId: a.classes.blue,
          termId: a.termId,
        },
      ],
    ];
    const head = await t.platform.store.headPosition();
    for (const [type, json] of bodies) {
      const res = await t.request(`/api/commands/${type}`, { token: a.grace.token, json });
      expect([type, res.status, res.body.detail]).toEqual([type, 403, authMessages.forbidden]);
    }
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('the scope follows the assignments', () => {
  it('once unassigned from Form 1 Gold, the teacher no longer reads its class, students, subject or figures', async () => {
    const res = await t.request('/api/commands/UnassignTeacher', {
      token: a.school.admin.token,
      json: { teacherId: a.grace.teacherId, assignmentId: a.assignments.goldEnglish },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await idsOf('classes', a.grace.token)).toEqual([a.classes.blue]);
    expect(await idsOf('students', a.grace.token)).toEqual(studentIds(a, 'blue'));
    expect(await idsOf('subjects', a.grace.token)).toEqual([a.subjects.maths]);
    expect(await idsOf('teacher-assignments', a.grace.token)).toEqual([a.assignments.blueMaths]);
    expect(await idsOf('attendance-summary', a.grace.token, { termId: a.termId })).toEqual(
      summaryIds(a, 'blue'),
    );
  });
});
