import type { TestPlatform } from './harness';
import { linkParent } from './families';
import { parentWithPassword, type Member } from './members';
import { resultsOverTwoYears } from './resultYears';
import type { ApprovedSchool } from './schools';
import { send, teacherOf } from './studentWorld';

export interface CardYearsWorld {
  years: Record<'2025' | '2026', string>;
  classId: string;
  /** Anesu, Batsi and Chido Moyo of Form 2 Blue. */
  students: string[];
  /** Rutendo Chikwanha, Form 2 Blue's class teacher (who sets no exam), whose password is Teacher-pass-1. */
  classTeacher: { id: string; email: string; token: string };
  /** Anesu Moyo, signed in with her registration number and a password. */
  student: Member;
  /** Tatenda Moyo, Anesu's parent, registered from the invitation and signed in with the phone. */
  parent: Member;
}

/**
 * `resultsOverTwoYears` (published cards of Term 3 2025 and Term 3 2026 for Anesu, Batsi and Chido
 * Moyo of Form 2 Blue), with a class teacher, Anesu signed in for real and her parent linked.
 */
export async function cardsOverTwoYears(
  t: TestPlatform,
  a: ApprovedSchool,
): Promise<CardYearsWorld> {
  const world = await resultsOverTwoYears(t, a);
  const classTeacher = await teacherOf(t, a, 'Rutendo', 'Chikwanha');
  await send(t, a, 'AssignClassTeacher', { classId: world.classId, teacherId: classTeacher.id });
  const anesu = world.students[0]!;
  const { code, registrationNumber } = await send(t, a, 'IssueStudentSignInCode', {
    studentId: anesu,
  });
  const identifier = String(registrationNumber);
  const verified = await t.request('/api/auth/verify-code', {
    json: { email: identifier, code },
  });
  const password = 'Student-pass-1';
  await t.request('/api/auth/reset-password', {
    json: { resetToken: verified.body.resetToken, password, confirmPassword: password },
  });
  const parent = await parentWithPassword(t, a, ['Tatenda', 'Moyo']);
  await linkParent(t, a, parent.id, anesu);
  return {
    years: world.years,
    classId: world.classId,
    students: world.students,
    classTeacher,
    student: { id: anesu, identifier, password, token: await t.login(identifier, password) },
    parent,
  };
}
