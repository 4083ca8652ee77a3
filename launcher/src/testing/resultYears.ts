import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import type { TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';
import { send, teacherOf } from './studentWorld';

/**
 * Published results over two academic years, for a day in late 2026 (years 2025 and 2026, Term 3
 * of each; Form 2 Blue: Anesu, Batsi and Chido Moyo; the sample scale passes C and above).
 * Mathematics 2025: 70 B, 45 D, 35 E. Mathematics 2026: 80 A, 60 C, 38 E. English 2026 only:
 * 66 B, 50 C. Answers the years' ids, the class's, the students' (Anesu, Batsi, Chido) and the
 * exams' teacher's token.
 */
export async function resultsOverTwoYears(t: TestPlatform, a: ApprovedSchool) {
  const years = {} as Record<'2025' | '2026', string>;
  const termOf = async (year: '2025' | '2026') => {
    years[year] = String(
      (
        await send(t, a, 'OpenAcademicYear', {
          name: year,
          startDate: `${year}-01-12`,
          endDate: `${year}-12-04`,
        })
      ).academicYearId,
    );
    return String(
      (
        await send(t, a, 'AddTerm', {
          academicYearId: years[year],
          name: 'Term 3',
          startDate: `${year}-09-07`,
          endDate: `${year}-12-04`,
        })
      ).termId,
    );
  };
  const term2025 = await termOf('2025');
  const term2026 = await termOf('2026');
  const levelId = String(
    (await send(t, a, 'DefineLevel', { name: 'Form 2', gradingScale: SAMPLE_GRADING_SCALE }))
      .levelId,
  );
  const english = String((await send(t, a, 'AddSubject', { name: 'English' })).subjectId);
  const maths = String((await send(t, a, 'AddSubject', { name: 'Mathematics' })).subjectId);
  const classId = String(
    (await send(t, a, 'CreateClass', { levelId, name: 'Form 2 Blue' })).classId,
  );
  const teacher = await teacherOf(t, a, 'Farai', 'Ncube');
  const students: string[] = [];
  for (const firstName of ['Anesu', 'Batsi', 'Chido'])
    students.push(
      String(
        (
          await send(t, a, 'EnrolStudent', {
            firstName,
            lastName: 'Moyo',
            dob: '2012-03-04',
            gender: 'female',
            classId,
          })
        ).studentId,
      ),
    );
  const examWithMarks = async (
    subjectId: string,
    termId: string,
    examDate: string,
    marks: number[],
  ) => {
    const examId = String(
      (
        await send(t, a, 'CreateExam', {
          classId,
          subjectId,
          termId,
          teacherId: teacher.id,
          examName: 'Paper 1',
          outOf: 100,
          weight: 100,
          paperNo: 1,
          examDate,
        })
      ).examId,
    );
    await send(t, a, 'RecordMarks', {
      examId,
      marks: marks.map((mark, i) => ({ studentId: students[i]!, mark })),
    });
  };
  await examWithMarks(maths, term2025, '2025-11-20', [70, 45, 35]);
  await examWithMarks(maths, term2026, '2026-11-20', [80, 60, 38]);
  await examWithMarks(english, term2026, '2026-11-20', [66, 50]);
  await send(t, a, 'PublishResults', { classId, termId: term2025 });
  await send(t, a, 'PublishResults', { classId, termId: term2026 });
  return { years, classId, students, teacherToken: teacher.token };
}
