import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from './testing/dates';
import { tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';
import { resultsOverTwoYears } from './testing/resultYears';

/**
 * This year against last, on 25 November 2026 at Mufakose High, whose published results are
 * `resultsOverTwoYears`: Mathematics 2025 70, 45, 35; Mathematics 2026 80, 60, 38; English 2026
 * only 66, 50 (the sample scale passes 50 and up). Lobengula is another school.
 */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let superToken: string;
let teacherToken: string;
const years = {} as Record<'2025' | '2026', string>;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mufakose High School' });
  b = await approvedSchool(t, superToken, { name: 'Lobengula Primary School' });
  const world = await resultsOverTwoYears(t, a);
  Object.assign(years, world.years);
  teacherToken = world.teacherToken;
}, 180_000);
afterAll(() => t?.stop());

const comparison = async (token: string) =>
  (await readNow(t, `/api/results-statistics-years${listQuery({}, ['subjectName', 'ASC'])}`, token))
    .body as Record<string, unknown>[];

describe('GET /api/results-statistics-years', () => {
  it('gives per subject this year’s average and pass rate beside last year’s', async () => {
    // Mathematics 2026: (80 + 60 + 38) / 3 = 59.33, 2 of 3 pass; 2025: (70 + 45 + 35) / 3 = 50, 1 of 3.
    // English 2026: (66 + 50) / 2 = 58, both pass; none in 2025.
    expect(
      (await comparison(a.admin.token)).map(({ subjectName, thisYear, lastYear }) => ({
        subjectName,
        thisYear,
        lastYear,
      })),
    ).toEqual([
      {
        subjectName: 'English',
        thisYear: {
          academicYearId: years['2026'],
          academicYearName: '2026',
          results: 2,
          average: 58,
          passRate: 100,
        },
        lastYear: null,
      },
      {
        subjectName: 'Mathematics',
        thisYear: {
          academicYearId: years['2026'],
          academicYearName: '2026',
          results: 3,
          average: 59.33,
          passRate: 66.67,
        },
        lastYear: {
          academicYearId: years['2025'],
          academicYearName: '2025',
          results: 3,
          average: 50,
          passRate: 33.33,
        },
      },
    ]);
  });

  it('is the admin’s own school only; refused to teachers, students, parents and the superadmin', async () => {
    expect(await comparison(b.admin.token)).toEqual([]);
    for (const token of [
      teacherToken,
      await tokenAs(t, randomUUID(), 'STUDENT', a.schoolId),
      await tokenAs(t, randomUUID(), 'PARENT', a.schoolId),
      superToken,
    ])
      expect((await t.request('/api/results-statistics-years', { token })).status).toBe(403);
  });
});
