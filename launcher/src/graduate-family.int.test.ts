import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_GRADING_SCALE, type MyChild } from '@chikoro/contracts';
import { cardsOverTwoYears, type CardYearsWorld } from './testing/cardYears';
import { pinTestDay } from './testing/dates';
import { linkParent } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';
import { send, teacherOf } from './testing/studentWorld';

/**
 * A family after the year end, on 20 January 2027 at Mufakose High (Term 1 of 2027 under way):
 * Form 2 Blue's Term 3 cards of 2025 and 2026 are published (Anesu, Batsi and Chido Moyo). Form 2
 * is the last level: the 2026 → 2027 year end graduates Anesu and Batsi and keeps Chido in Form 2
 * Blue to repeat; Form 1 Blue's Tariro Moyo is promoted to Form 2 Blue. Their parent, Tatenda Moyo,
 * is Anesu's, Chido's and Tariro's. Form 2 Blue takes Geography in Term 1 2027 with Rudo Dube.
 */
const clock = pinTestDay('2027-01-20');

let t: TestPlatform;
let a: ApprovedSchool;
let w: CardYearsWorld;
const ids = { tariro: '', form1Blue: '', year2027: '', term2027: '', geography: '', rudo: '' };

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mufakose High School' });
  w = await cardsOverTwoYears(t, a);
  const [, , chido] = w.students as [string, string, string];
  await linkParent(t, a, w.parent.id, chido);

  const form1 = String(
    (await send(t, a, 'DefineLevel', { name: 'Form 1', gradingScale: SAMPLE_GRADING_SCALE }))
      .levelId,
  );
  ids.form1Blue = String(
    (await send(t, a, 'CreateClass', { levelId: form1, name: 'Form 1 Blue' })).classId,
  );
  ids.tariro = String(
    (
      await send(t, a, 'EnrolStudent', {
        firstName: 'Tariro',
        lastName: 'Moyo',
        dob: '2014-05-06',
        gender: 'female',
        classId: ids.form1Blue,
      })
    ).studentId,
  );
  await linkParent(t, a, w.parent.id, ids.tariro);

  ids.year2027 = String(
    (
      await send(t, a, 'OpenAcademicYear', {
        name: '2027',
        startDate: '2027-01-11',
        endDate: '2027-12-03',
      })
    ).academicYearId,
  );
  ids.term2027 = String(
    (
      await send(t, a, 'AddTerm', {
        academicYearId: ids.year2027,
        name: 'Term 1',
        startDate: '2027-01-11',
        endDate: '2027-04-09',
      })
    ).termId,
  );
  ids.geography = String((await send(t, a, 'AddSubject', { name: 'Geography' })).subjectId);
  const rudo = await teacherOf(t, a, 'Rudo', 'Dube');
  ids.rudo = rudo.id;
  await send(t, a, 'AssignTeacher', {
    teacherId: rudo.id,
    subjectId: ids.geography,
    classId: w.classId,
    termId: ids.term2027,
  });

  const levels = (await readNow(t, `/api/levels${listQuery({})}`, a.admin.token)).body as {
    id: string;
    name: string;
  }[];
  const form2 = levels.find((l) => l.name === 'Form 2')!.id;
  const yearEnd = async (levelId: string, repeat?: string) => {
    const { planId } = await send(t, a, 'PlanPromotion', {
      fromYearId: w.years['2026'],
      toYearId: ids.year2027,
      levelId,
    });
    if (repeat)
      await send(t, a, 'ChangePromotionPlan', {
        planId,
        studentId: repeat,
        outcome: 'repeat',
        reason: 'Sitting Form 2 again with her family’s agreement',
      });
    await send(t, a, 'ApplyPromotion', { planId });
  };
  // Form 2 first, so the Form 1 learner promoted into Form 2 Blue is not graduated with it.
  await yearEnd(form2, chido);
  await yearEnd(form1);
}, 240_000);
afterAll(() => t?.stop());

const childrenOf = async (token: string) =>
  ((await readNow(t, '/api/my-children', token)).body as MyChild[]).map((c) => ({
    name: `${c.firstName} ${c.lastName}`,
    status: c.status,
    className: c.className,
    term: c.term && `${c.term.name} ${c.term.academicYearName}`,
    subjects: c.subjects.map((s) => `${s.subjectName}: ${s.teachers.map((x) => x.name).join()}`),
    card: c.latestReportCardId !== null,
  }));

describe('a parent after the year end', () => {
  it('lists each child at school in their class of the new year, with its subjects, and the graduate as graduated with no current term or subjects', async () => {
    const parent = await t.login(w.parent.identifier, w.parent.password);
    expect(await childrenOf(parent)).toEqual([
      {
        name: 'Chido Moyo',
        status: 'Active',
        className: 'Form 2 Blue',
        term: 'Term 1 2027',
        subjects: ['Geography: Rudo Dube'],
        card: true,
      },
      {
        name: 'Tariro Moyo',
        status: 'Active',
        className: 'Form 2 Blue',
        term: 'Term 1 2027',
        subjects: ['Geography: Rudo Dube'],
        card: false,
      },
      {
        name: 'Anesu Moyo',
        status: 'Graduated',
        className: 'Form 2 Blue',
        term: null,
        subjects: [],
        card: true,
      },
    ]);
  });

  it('still reads and opens the graduate’s published cards of the years before', async () => {
    const parent = await t.login(w.parent.identifier, w.parent.password);
    for (const [year, id] of Object.entries(w.years)) {
      const res = await readNow(
        t,
        `/api/report-cards${listQuery({ academicYearId: id, studentId: w.student.id })}`,
        parent,
      );
      expect(res.status).toBe(200);
      const cards = res.body as { id: string; studentName: string; academicYearName: string }[];
      expect(cards.map((c) => [c.studentName, c.academicYearName])).toEqual([['Anesu Moyo', year]]);
      const opened = await t.request(`/api/report-cards/${cards[0]!.id}`, { token: parent });
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ studentName: 'Anesu Moyo', termName: 'Term 3' });
      const pdf = await fetch(`${t.url}/api/report-cards/${cards[0]!.id}/pdf`, {
        headers: { Authorization: `Bearer ${parent}` },
      });
      expect([pdf.status, (await pdf.arrayBuffer()).byteLength > 1000]).toEqual([200, true]);
    }
  });

  it('shows the graduate’s cards to no other family and no other school', async () => {
    const other = await approvedSchool(
      t,
      await t.login(t.superadmin.email, t.superadmin.password),
      { name: 'Lobengula Primary School' },
    );
    const res = await readNow(
      t,
      `/api/report-cards${listQuery({ studentId: w.student.id })}`,
      other.admin.token,
    );
    expect(res.body).toEqual([]);
  });
});
