import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { dayFromToday as day, pinTestDay } from './testing/dates';
import { approvedSchool, type ApprovedSchool } from './testing/schools';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

const band = (grade: string, minScore: number, maxScore: number, pass: boolean) => ({
  grade,
  minScore,
  maxScore,
  pass,
});
const sample = [
  band('A', 75, 100, true),
  band('B', 65, 74, true),
  band('C', 50, 64, true),
  band('D', 40, 49, false),
  band('E', 30, 39, false),
  band('U', 0, 29, false),
];

let t: TestPlatform;
let superToken: string;
let school: ApprovedSchool;
let yearId: string;
let after = '0';
const send = async (type: string, json: unknown, token = school.admin.token) => {
  const res = await t.request(`/api/commands/${type}`, { json, token });
  if (res.body?.position) after = String(res.body.position);
  return res;
};
const list = async (path: string, token = school.admin.token) =>
  t.request(path, { token, headers: { 'X-Consistent-After': after } });
const q = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeAll(async () => {
  t = await startTestPlatform({}, { clock });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  school = await approvedSchool(t, superToken);
});
afterAll(async () => t?.stop());

describe('academic years and terms', () => {
  it('opens the current year and a later one; exactly one is current', async () => {
    const opened = await send('OpenAcademicYear', {
      name: 'This year',
      startDate: day(-200),
      endDate: day(150),
    });
    expect(opened.status).toBe(201);
    yearId = opened.body.academicYearId;
    expect(
      (
        await send('OpenAcademicYear', {
          name: 'Next year',
          startDate: day(151),
          endDate: day(500),
        })
      ).status,
    ).toBe(201);
    const years = await list('/api/academic-years?sort=["id","ASC"]');
    expect(years.status).toBe(200);
    expect(
      years.body.map((y: { name: string; current: boolean }) => [y.name, y.current]).sort(),
    ).toEqual([
      ['Next year', false],
      ['This year', true],
    ]);
  });

  it('refuses a year that overlaps, a name used twice and a date that does not exist, appending nothing', async () => {
    const head = await t.platform.store.headPosition();
    const overlap = await send('OpenAcademicYear', {
      name: 'Overlapping',
      startDate: day(100),
      endDate: day(600),
    });
    expect([overlap.status, overlap.body.detail]).toEqual([
      409,
      'This academic year overlaps another year of the school',
    ]);
    expect(overlap.headers.get('content-type')).toContain('application/problem+json');
    const twice = await send('OpenAcademicYear', {
      name: 'this year',
      startDate: day(700),
      endDate: day(900),
    });
    expect([twice.status, twice.body.errors]).toEqual([
      409,
      [{ field: 'name', message: 'The school already has an academic year with this name' }],
    ]);
    const unreal = await send('OpenAcademicYear', {
      name: '2031',
      startDate: '2031-02-30',
      endDate: '2031-12-01',
    });
    expect([unreal.status, unreal.body.errors]).toEqual([
      400,
      [{ field: 'startDate', message: 'Enter the start date' }],
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('adds terms inside the year; the one containing today is current', async () => {
    expect(
      (
        await send('AddTerm', {
          academicYearId: yearId,
          name: 'Term 1',
          startDate: day(-190),
          endDate: day(-100),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await send('AddTerm', {
          academicYearId: yearId,
          name: 'Term 2',
          startDate: day(-20),
          endDate: day(40),
        })
      ).status,
    ).toBe(201);
    const terms = await list(
      `/api/terms?${q({ academicYearId: yearId })}&sort=["startDate","ASC"]`,
    );
    expect(
      terms.body.map(
        (x: { name: string; current: boolean; status: string; academicYearName: string }) => [
          x.name,
          x.current,
          x.status,
          x.academicYearName,
        ],
      ),
    ).toEqual([
      ['Term 1', false, 'APPROVED', 'This year'],
      ['Term 2', true, 'APPROVED', 'This year'],
    ]);
    const summary = await list('/api/school-setup/summary');
    expect(summary.body).toMatchObject({
      currentYear: { name: 'This year' },
      currentTerm: { name: 'Term 2' },
      counts: { academicYears: 2, terms: 2 },
    });
  });

  it('refuses a term outside its year, overlapping another, or named twice', async () => {
    const outside = await send('AddTerm', {
      academicYearId: yearId,
      name: 'Term 3',
      startDate: day(100),
      endDate: day(160),
    });
    expect([outside.status, outside.body.detail, outside.body.errors]).toEqual([
      400,
      'The term must lie within its academic year',
      [{ field: 'endDate', message: 'The term must lie within its academic year' }],
    ]);
    const overlap = await send('AddTerm', {
      academicYearId: yearId,
      name: 'Term 3',
      startDate: day(40),
      endDate: day(120),
    });
    expect([overlap.status, overlap.body.detail]).toEqual([
      409,
      'This term overlaps another term of the year',
    ]);
    const twice = await send('AddTerm', {
      academicYearId: yearId,
      name: 'Term 2',
      startDate: day(60),
      endDate: day(120),
    });
    expect([twice.status, twice.body.detail]).toEqual([
      409,
      'This year already has a term with this name',
    ]);
    const term4 = await send('AddTerm', {
      academicYearId: yearId,
      name: 'Term 4',
      startDate: day(60),
      endDate: day(120),
    });
    expect([term4.status, term4.body.errors]).toEqual([
      400,
      [{ field: 'name', message: 'Choose Term 1, Term 2 or Term 3' }],
    ]);
  });
});

describe('departments, levels and subjects', () => {
  let sciencesId: string;
  let levelId: string;

  it('adds, renames and (while no subject uses it) removes a department; names are unique whatever their case', async () => {
    sciencesId = (await send('AddDepartment', { name: 'Sciences' })).body.departmentId;
    const drama = (await send('AddDepartment', { name: 'Drama' })).body.departmentId;
    expect((await send('AddDepartment', { name: 'SCIENCES' })).body.detail).toBe(
      'The school already has a department with this name',
    );
    expect(
      (await send('RenameDepartment', { departmentId: drama, name: 'Performing Arts' })).status,
    ).toBe(201);
    expect((await send('RemoveDepartment', { departmentId: drama })).status).toBe(201);
    const departments = await list('/api/departments?sort=["id","ASC"]');
    expect(departments.body.map((d: { name: string }) => d.name)).toEqual(['Sciences']);
  });

  it('defines a level with its scale; a gap is refused naming the rows; a new scale is version 2, version 1 kept', async () => {
    const gap = await send('DefineLevel', {
      name: 'Form 1',
      gradingScale: [band('A', 75, 100, true), band('B', 0, 70, true)],
    });
    expect([gap.status, gap.body.errors]).toEqual([
      400,
      [
        {
          field: 'gradingScale',
          message: 'No grade covers scores between 70 and 75 (between B (0–70) and A (75–100))',
        },
      ],
    ]);
    const defined = await send('DefineLevel', {
      name: 'Form 1',
      description: 'First year of secondary',
      gradingScale: sample,
    });
    levelId = defined.body.levelId;
    expect((await send('DefineLevel', { name: 'form 1', gradingScale: sample })).body.detail).toBe(
      'The school already has a level/grade with this name',
    );
    const same = await send('ChangeGradingScale', { levelId, gradingScale: sample });
    expect([same.status, same.body.appended]).toEqual([200, 0]);
    const wider = sample.map((b) =>
      b.grade === 'B' ? band('B', 60, 74, true) : b.grade === 'C' ? band('C', 50, 59, true) : b,
    );
    expect((await send('ChangeGradingScale', { levelId, gradingScale: wider })).status).toBe(201);
    const level = await list(`/api/levels/${levelId}`);
    expect(level.body).toMatchObject({
      name: 'Form 1',
      description: 'First year of secondary',
      gradingScale: { version: 2 },
    });
    expect(level.body.gradingScale.rows[1]).toEqual({
      grade: 'B',
      minScore: 60,
      maxScore: 74,
      pass: true,
    });
    const versions = await list(`/api/grading-scales?${q({ levelId })}&sort=["version","ASC"]`);
    expect(
      versions.body.map(
        (v: { version: number; current: boolean; rows: { maxScore: number }[] }) => [
          v.version,
          v.current,
          v.rows[2]?.maxScore,
        ],
      ),
    ).toEqual([
      [1, false, 64],
      [2, true, 59],
    ]);
  });

  it('adds subjects with unique names and codes in a department of the school; that department cannot be removed', async () => {
    expect(
      (await send('AddSubject', { name: 'Mathematics', code: 'MATH', departmentId: sciencesId }))
        .status,
    ).toBe(201);
    expect((await send('AddSubject', { name: 'Heritage Studies' })).status).toBe(201);
    expect((await send('AddSubject', { name: 'Further Maths', code: 'math' })).body.detail).toBe(
      'The school already has a subject with this code',
    );
    const unknown = await send('AddSubject', {
      name: 'Physics',
      departmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.status, unknown.body.detail]).toEqual([
      404,
      'No such department in this school',
    ]);
    const inUse = await send('RemoveDepartment', { departmentId: sciencesId });
    expect([inUse.status, inUse.body.detail]).toEqual([
      409,
      'This department still has subjects: move or remove them first',
    ]);
    const subjects = await list('/api/subjects?sort=["name","ASC"]');
    expect(
      subjects.body.map(
        (s: { name: string; code: string | null; departmentName: string | null }) => [
          s.name,
          s.code,
          s.departmentName,
        ],
      ),
    ).toEqual([
      ['Heritage Studies', null, null],
      ['Mathematics', 'MATH', 'Sciences'],
    ]);
    expect(subjects.headers.get('content-range')).toBe('subjects 0-1/2');
  });

  it('every change is in the superadmin’s audit log with its actor and before → after', async () => {
    const audit = await list(
      `/api/events?${q({ schoolId: school.schoolId, type: ['GradingScaleChanged', 'DepartmentRenamed', 'TermAdded'] })}&sort=["occurredAt","ASC"]&range=[0,9]`,
      superToken,
    );
    const shown = audit.body.map((e: { summary: string; actorRole: string }) => [
      e.summary.replace(/\(\d.*\)$/, '(dates)'),
      e.actorRole,
    ]);
    expect(shown).toEqual([
      ['Term 1 This year added (dates)', 'ADMIN'],
      ['Term 2 This year added (dates)', 'ADMIN'],
      ['Department renamed: Drama → Performing Arts', 'ADMIN'],
      ['Grading scale of Form 1 changed to version 2: B 65–74 → 60–74; C 50–64 → 50–59', 'ADMIN'],
    ]);
    expect(audit.body[0].actorId).toBeTruthy();
  });
});
