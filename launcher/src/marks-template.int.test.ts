import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, registerTeacher, setUpRecords, tokenFor } from './testing/staff';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let examId: string;
let otherSchoolExamId: string;
const tokens: Record<'examTeacher' | 'otherTeacher' | 'student' | 'parent', string> = {
  examTeacher: '',
  otherTeacher: '',
  student: '',
  parent: '',
};

const at = '2030-01-20T08:00:00.000Z';

async function enrol(
  school: ApprovedSchool,
  classId: string,
  levelId: string,
  firstName: string,
  lastName: string,
  registrationNumber: string,
) {
  const studentId = randomUUID();
  // Students as the students module writes them.
  await t.platform.store.appendToStream(
    `student-${studentId}`,
    [
      {
        type: 'StudentEnrolled',
        data: {
          schoolId: school.schoolId,
          studentId,
          registrationNumber,
          classId,
          levelId,
          firstName,
          lastName,
          dob: '2015-04-01',
          gender: 'female',
          enrolledAt: at,
        },
        metadata: {
          actorId: null,
          actorRole: 'ADMIN',
          schoolId: school.schoolId,
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: at,
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

async function teacher(school: ApprovedSchool, firstName: string, lastName: string) {
  const { details, res } = await registerTeacher(t, school.admin.token, { firstName, lastName });
  const email = details.email.toLowerCase();
  await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password: 'Teacher-pass-1' },
  });
  return { teacherId: res.body.teacherId as string, token: await t.login(email, 'Teacher-pass-1') };
}

/** A school with a class of students (one of them gone), one exam of its teacher and another teacher. */
async function schoolWithExam(school: ApprovedSchool, pupils: [string, string, string][]) {
  const rec = await setUpRecords(t, school);
  const send = (type: string, json: unknown) =>
    t.request(`/api/commands/${type}`, { json, token: school.admin.token });
  const classId = (await send('CreateClass', { levelId: rec.levels.form2, name: 'Form 2 Blue' }))
    .body.classId as string;
  for (const [first, last, number] of pupils)
    await enrol(school, classId, rec.levels.form2, first, last, number);
  // Another class's student is not on this exam's template.
  const green = (await send('CreateClass', { levelId: rec.levels.form2, name: 'Form 2 Green' }))
    .body.classId as string;
  await enrol(school, green, rec.levels.form2, 'Chipo', 'Dube', 'HAR-2030-099');
  const own = await teacher(school, 'Memory', 'Chari');
  const other = await teacher(school, 'Tawanda', 'Moyo');
  const created = await send('CreateExam', {
    classId,
    subjectId: rec.subjects.maths,
    termId: rec.termId,
    examName: 'Mid-term Paper 1',
    outOf: 60,
    weight: 50,
    paperNo: 1,
    examDate: '2030-03-10',
    teacherId: own.teacherId,
  });
  if (created.status !== 201)
    throw new Error(`CreateExam refused: ${JSON.stringify(created.body)}`);
  return { examId: created.body.examId as string, own, other };
}

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  const inA = await schoolWithExam(a, [
    ['Tendai', 'Moyo', 'HAR-2030-001'],
    ['Rudo', 'Banda', 'HAR-2030-002'],
    ['Farai', 'Ncube', 'HAR-2030-003'],
  ]);
  const inB = await schoolWithExam(b, [['Nyasha', 'Sibanda', 'BUL-2030-001']]);
  examId = inA.examId;
  otherSchoolExamId = inB.examId;
  tokens.examTeacher = inA.own.token;
  tokens.otherTeacher = inA.other.token;
  tokens.student = await tokenFor(t, 'STUDENT', a.schoolId);
  tokens.parent = await tokenFor(t, 'PARENT', a.schoolId);
});
afterAll(async () => t?.stop());

/** The file as it is downloaded, bytes and all, once the read side has caught up with every write. */
async function template(id: string, format: 'csv' | 'xlsx', token?: string) {
  const headers = new Headers({
    'X-Consistent-After': String(await t.platform.store.headPosition()),
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`${t.url}/api/exams/${id}/marks-template.${format}`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return rows;
}

describe('an exam’s marks template', () => {
  it('for the school’s admin, as CSV: the class’s active students by name, their registration numbers and an empty Mark column', async () => {
    const res = await template(examId, 'csv', a.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename=Mid-term-Paper-1-marks-template.csv',
    );
    expect(res.text).toBe(
      '\uFEFFRegistration number,Student name,Mark\r\nHAR-2030-003,Farai Ncube,\r\nHAR-2030-002,Rudo Banda,\r\nHAR-2030-001,Tendai Moyo,\r\n',
    );
  });

  it('for the exam’s teacher, as XLSX: the same rows in the first sheet', async () => {
    const res = await template(examId, 'xlsx', tokens.examTeacher);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await xlsxRows(res.bytes)).toEqual([
      ['Registration number', 'Student name', 'Mark'],
      ['HAR-2030-003', 'Farai Ncube', ''],
      ['HAR-2030-002', 'Rudo Banda', ''],
      ['HAR-2030-001', 'Tendai Moyo', ''],
    ]);
  });

  it.each([['csv'], ['xlsx']] as const)(
    'as %s, is refused to a teacher of another exam, another school’s exam, the superadmin, a student, a parent and anyone signed out',
    async (format) => {
      expect((await template(examId, format, tokens.otherTeacher)).status).toBe(404);
      expect((await template(otherSchoolExamId, format, a.admin.token)).status).toBe(404);
      expect((await template(examId, format, b.admin.token)).status).toBe(404);
      expect((await template(examId, format, superToken)).status).toBe(403);
      expect((await template(examId, format, tokens.student)).status).toBe(403);
      expect((await template(examId, format, tokens.parent)).status).toBe(403);
      expect((await template(examId, format)).status).toBe(401);
    },
  );

  it('of an exam that does not exist, or of something that is no id, is not found', async () => {
    expect((await template(randomUUID(), 'csv', a.admin.token)).status).toBe(404);
    expect((await template('not-an-id', 'xlsx', a.admin.token)).status).toBe(404);
  });
});
