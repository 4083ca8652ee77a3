import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import { dayFromToday } from './dates';
import { mailedCode, type TestPlatform } from './harness';
import { newPhone } from './people';
import { weekdayFromToday } from './registers';
import { approvedSchool, type ApprovedSchool } from './schools';
import { listQuery, readNow, registerTeacher } from './staff';

export interface SignedInTeacher {
  teacherId: string;
  email: string;
  password: string;
  token: string;
  name: string;
}

export interface Pupil {
  id: string;
  name: string;
  registrationNumber: string;
}

/**
 * A school as a teacher meets it: a current term holding today, Form 1 Blue (class teacher Grace
 * Mutasa, who also teaches its Mathematics), Form 1 Gold (Grace teaches its English; no class
 * teacher) and Form 2 Red (class teacher Simba Zhou, another teacher of the school). Each class has
 * students; Grace has an exam waiting for marks in each of her subjects; no register is taken yet.
 */
export interface TeachingSchool {
  school: ApprovedSchool;
  termId: string;
  classes: { blue: string; gold: string; red: string };
  subjects: { maths: string; english: string; history: string };
  grace: SignedInTeacher;
  simba: SignedInTeacher;
  assignments: { blueMaths: string; goldEnglish: string };
  students: { blue: Pupil[]; gold: Pupil[]; red: Pupil[] };
  exams: { blueMaths: string; goldEnglish: string };
}

export const TEACHER_PASSWORD = 'Teacher-pass-1';

/** A teacher registered by the admin who set their password from the mailed code and signed in. */
export async function signedInTeacher(
  t: TestPlatform,
  school: ApprovedSchool,
  firstName: string,
  lastName: string,
): Promise<SignedInTeacher> {
  const { details, res } = await registerTeacher(t, school.admin.token, { firstName, lastName });
  if (res.status !== 201) throw new Error(`RegisterTeacher refused: ${JSON.stringify(res.body)}`);
  const email = details.email.toLowerCase();
  const set = await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password: TEACHER_PASSWORD },
  });
  if (set.status !== 200) throw new Error(`set-password refused: ${JSON.stringify(set.body)}`);
  return {
    teacherId: res.body.teacherId as string,
    email,
    password: TEACHER_PASSWORD,
    token: await t.login(email, TEACHER_PASSWORD),
    name: `${firstName} ${lastName}`,
  };
}

export async function teachingSchool(
  t: TestPlatform,
  superToken: string,
  name = 'Mabvazuva High School',
): Promise<TeachingSchool> {
  const school = await approvedSchool(t, superToken, { name });
  const send = async (type: string, json: unknown): Promise<Record<string, unknown>> => {
    const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
    if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
    return res.body as Record<string, unknown>;
  };
  const id = async (type: string, json: unknown, field: string) =>
    String((await send(type, json))[field]);
  const yearId = await id(
    'OpenAcademicYear',
    { name: 'This year', startDate: dayFromToday(-200), endDate: dayFromToday(60) },
    'academicYearId',
  );
  const termId = await id(
    'AddTerm',
    {
      academicYearId: yearId,
      name: 'Term 3',
      startDate: dayFromToday(-45),
      endDate: dayFromToday(30),
    },
    'termId',
  );
  const form1 = await id(
    'DefineLevel',
    { name: 'Form 1', gradingScale: SAMPLE_GRADING_SCALE },
    'levelId',
  );
  const form2 = await id(
    'DefineLevel',
    { name: 'Form 2', gradingScale: SAMPLE_GRADING_SCALE },
    'levelId',
  );
  const subjects = {
    maths: await id('AddSubject', { name: 'Mathematics' }, 'subjectId'),
    english: await id('AddSubject', { name: 'English Language' }, 'subjectId'),
    history: await id('AddSubject', { name: 'History' }, 'subjectId'),
  };
  const classes = {
    blue: await id('CreateClass', { levelId: form1, name: 'Form 1 Blue' }, 'classId'),
    gold: await id('CreateClass', { levelId: form1, name: 'Form 1 Gold' }, 'classId'),
    red: await id('CreateClass', { levelId: form2, name: 'Form 2 Red' }, 'classId'),
  };
  const grace = await signedInTeacher(t, school, 'Grace', 'Mutasa');
  const simba = await signedInTeacher(t, school, 'Simba', 'Zhou');
  await send('AssignClassTeacher', { classId: classes.blue, teacherId: grace.teacherId });
  await send('AssignClassTeacher', { classId: classes.red, teacherId: simba.teacherId });
  const assign = async (classId: string, subjectId: string, teacherId: string) => {
    await send('AssignTeacher', { teacherId, subjectId, classId, termId });
    const listed = await readNow(
      t,
      `/api/teacher-assignments${listQuery({ teacherId, classId, subjectId })}`,
      school.admin.token,
    );
    return String(listed.body[0].id);
  };
  const assignments = {
    blueMaths: await assign(classes.blue, subjects.maths, grace.teacherId),
    goldEnglish: await assign(classes.gold, subjects.english, grace.teacherId),
  };
  const enrol = async (
    classId: string,
    firstName: string,
    lastName: string,
    extra: Record<string, unknown> = {},
  ): Promise<Pupil> => {
    const body = await send('EnrolStudent', {
      firstName,
      lastName,
      dob: '2012-04-01',
      gender: 'female',
      classId,
      ...extra,
    });
    return {
      id: String(body.studentId),
      name: `${firstName} ${lastName}`,
      registrationNumber: String(body.registrationNumber),
    };
  };
  const students = {
    blue: [
      await enrol(classes.blue, 'Chipo', 'Ndlovu', {
        gender: 'female',
        dob: '2012-06-15',
        parentPhone: newPhone().local,
        parentEmail: `ndlovu.${Date.now()}@example.com`,
      }),
      await enrol(classes.blue, 'Rudo', 'Chikwanha', { gender: 'female' }),
      await enrol(classes.blue, 'Tapiwa', 'Moyo', { gender: 'male' }),
    ],
    gold: [
      await enrol(classes.gold, 'Farai', 'Dube', { gender: 'male' }),
      await enrol(classes.gold, 'Nyasha', 'Banda'),
    ],
    red: [await enrol(classes.red, 'Kudzai', 'Sibanda', { gender: 'male' })],
  };
  const exam = (classId: string, subjectId: string, examName: string) =>
    id(
      'CreateExam',
      {
        classId,
        subjectId,
        termId,
        teacherId: grace.teacherId,
        examName,
        outOf: 50,
        weight: 40,
        paperNo: 1,
        examDate: weekdayFromToday(-3),
      },
      'examId',
    );
  const exams = {
    blueMaths: await exam(classes.blue, subjects.maths, 'Mathematics Paper 1'),
    goldEnglish: await exam(classes.gold, subjects.english, 'English Language Paper 1'),
  };
  return { school, termId, classes, subjects, grace, simba, assignments, students, exams };
}
