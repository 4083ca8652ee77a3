import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsOverTwoYears, type CardYearsWorld } from './testing/cardYears';
import { pinTestDay } from './testing/dates';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';
import { send } from './testing/studentWorld';

/**
 * Report cards by academic year, on 25 November 2026 at Mufakose High: Form 2 Blue's Term 3 cards
 * of 2025 and of 2026 (Anesu, Batsi and Chido Moyo), read over HTTP by each role with
 * `filter={"academicYearId":…}`. Lobengula is another school.
 */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let w: CardYearsWorld;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mufakose High School' });
  b = await approvedSchool(t, superToken, { name: 'Lobengula Primary School' });
  w = await cardsOverTwoYears(t, a);
}, 240_000);
afterAll(() => t?.stop());

type Card = { id: string; studentName: string; termName: string; academicYearId: string };

const cardsOf = async (token: string, year: '2025' | '2026', extra = {}) => {
  const res = await readNow(
    t,
    `/api/report-cards${listQuery({ academicYearId: w.years[year], ...extra }, ['studentName', 'ASC'])}`,
    token,
  );
  expect(res.status).toBe(200);
  return (res.body as (Card & { academicYearName: string })[]).map((c) => ({
    studentName: c.studentName,
    term: `${c.termName} ${c.academicYearName}`,
    sameYear: c.academicYearId === w.years[year],
  }));
};

const anesu = (year: string) => [
  { studentName: 'Anesu Moyo', term: `Term 3 ${year}`, sameYear: true },
];
const wholeClass = (year: string) =>
  ['Anesu Moyo', 'Batsi Moyo', 'Chido Moyo'].map((studentName) => ({
    studentName,
    term: `Term 3 ${year}`,
    sameYear: true,
  }));

describe('GET /api/report-cards filtered by academicYearId', () => {
  it('gives the admin and the class teacher each year’s cards of the class', async () => {
    for (const token of [a.admin.token, w.classTeacher.token]) {
      expect(await cardsOf(token, '2025')).toEqual(wholeClass('2025'));
      expect(await cardsOf(token, '2026')).toEqual(wholeClass('2026'));
    }
  });

  it('gives the student and their parent the child’s card of each year', async () => {
    for (const token of [w.student.token, w.parent.token]) {
      expect(await cardsOf(token, '2025')).toEqual(anesu('2025'));
      expect(await cardsOf(token, '2026')).toEqual(anesu('2026'));
    }
  });

  it('gives another school’s admin none', async () => {
    expect(await cardsOf(b.admin.token, '2025')).toEqual([]);
    expect(await cardsOf(b.admin.token, '2026')).toEqual([]);
  });

  it('refuses a year that is not an id', async () => {
    const res = await t.request(`/api/report-cards${listQuery({ academicYearId: '2025' })}`, {
      token: a.admin.token,
    });
    expect(res.status).toBe(400);
  });
});

describe('a graduate', () => {
  it('still signs in, lists and opens their past card, and so does their parent', async () => {
    await send(t, a, 'ChangeStudentStatus', { studentId: w.student.id, status: 'Graduated' });
    await reactorPassed(t.platform, 'student-accounts', await t.platform.store.headPosition());
    const students = await readNow(
      t,
      `/api/students${listQuery({ id: w.student.id })}`,
      a.admin.token,
    );
    expect((students.body as { status: string }[]).map((s) => s.status)).toEqual(['Graduated']);

    const student = await t.login(w.student.identifier, w.student.password);
    const parent = await t.login(w.parent.identifier, w.parent.password);
    for (const token of [student, parent]) {
      expect(await cardsOf(token, '2025')).toEqual(anesu('2025'));
      const [card] = (
        await readNow(
          t,
          `/api/report-cards${listQuery({ academicYearId: w.years['2025'] })}`,
          token,
        )
      ).body as Card[];
      const opened = await t.request(`/api/report-cards/${card!.id}`, { token });
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({
        studentName: 'Anesu Moyo',
        termName: 'Term 3',
        academicYearName: '2025',
        academicYearId: w.years['2025'],
      });
    }
  });
});
