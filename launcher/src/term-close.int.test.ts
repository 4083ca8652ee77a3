import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import { pinTestDay } from './testing/dates';
import { tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { refused } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';
import { send, teacherOf } from './testing/studentWorld';

/**
 * The end of a term over HTTP, on a Wednesday of Term 3 (7 Sep to 4 Dec 2026) of Mufakose High.
 * Form 2 Blue (class teacher Farai; Rudo teaches English, Tendai Mathematics): Anesu Moyo and
 * Batsi Ncube. English Paper 1 has both marks, Mathematics Paper 1 only Anesu's. The head has
 * commented on Anesu only; no subject comment is written. Blue's register is taken today; Form 2
 * Gold (Tatenda Gumbo, no exams) has not taken today's, the only school day since both classes
 * were created. Lobengula is another school.
 */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
const id = {} as Record<
  | 'year'
  | 'term'
  | 'level'
  | 'english'
  | 'maths'
  | 'blue'
  | 'gold'
  | 'englishExam'
  | 'mathsExam'
  | 'anesu'
  | 'batsi'
  | 'tatenda'
  | 'bClass',
  string
>;
const reg = {} as Record<'anesu' | 'batsi', string>;
let tokens: Record<
  | 'superadmin'
  | 'admin'
  | 'classTeacher'
  | 'maths'
  | 'english'
  | 'student'
  | 'parent'
  | 'otherAdmin',
  string
>;

const command = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const report = (token = a.admin.token, termId = id.term) =>
  readNow(t, `/api/term-close/${termId}`, token);
const download = (path: string, token: string) =>
  fetch(`${t.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
const pdfText = async (res: Response) => {
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(await res.arrayBuffer())),
    { mergePages: true },
  );
  return text.replace(/\s+/g, ' ');
};
const MARKS_CLOSED =
  'This term is closed: marks can no longer be recorded or corrected. The admin can reopen the term with a reason.';
const REGISTERS_CLOSED =
  'This term is closed: its registers can no longer be taken or corrected. The admin can reopen the term with a reason.';

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mufakose High School' });
  b = await approvedSchool(t, superToken, { name: 'Lobengula Primary School' });
  id.year = String(
    (
      await send(t, a, 'OpenAcademicYear', {
        name: '2026',
        startDate: '2026-01-12',
        endDate: '2026-12-11',
      })
    ).academicYearId,
  );
  id.term = String(
    (
      await send(t, a, 'AddTerm', {
        academicYearId: id.year,
        name: 'Term 3',
        startDate: '2026-09-07',
        endDate: '2026-12-04',
      })
    ).termId,
  );
  id.level = String(
    (await send(t, a, 'DefineLevel', { name: 'Form 2', gradingScale: SAMPLE_GRADING_SCALE }))
      .levelId,
  );
  id.english = String((await send(t, a, 'AddSubject', { name: 'English' })).subjectId);
  id.maths = String((await send(t, a, 'AddSubject', { name: 'Mathematics' })).subjectId);
  id.blue = String(
    (await send(t, a, 'CreateClass', { levelId: id.level, name: 'Form 2 Blue' })).classId,
  );
  id.gold = String(
    (await send(t, a, 'CreateClass', { levelId: id.level, name: 'Form 2 Gold' })).classId,
  );
  const farai = await teacherOf(t, a, 'Farai', 'Ncube');
  const tendai = await teacherOf(t, a, 'Tendai', 'Moyo');
  const rudo = await teacherOf(t, a, 'Rudo', 'Dube');
  await send(t, a, 'AssignClassTeacher', { classId: id.blue, teacherId: farai.id });
  await send(t, a, 'AssignTeacher', {
    teacherId: tendai.id,
    subjectId: id.maths,
    classId: id.blue,
    termId: id.term,
  });
  await send(t, a, 'AssignTeacher', {
    teacherId: rudo.id,
    subjectId: id.english,
    classId: id.blue,
    termId: id.term,
  });
  const enrol = async (
    classId: string,
    firstName: string,
    lastName: string,
    gender: string,
    parentPhone?: string,
  ) => {
    const res = await send(t, a, 'EnrolStudent', {
      firstName,
      lastName,
      dob: '2012-03-04',
      gender,
      classId,
      ...(parentPhone ? { parentPhone } : {}),
    });
    return [String(res.studentId), String(res.registrationNumber)] as const;
  };
  [id.anesu, reg.anesu] = await enrol(id.blue, 'Anesu', 'Moyo', 'female', '0772 123 456');
  [id.batsi, reg.batsi] = await enrol(id.blue, 'Batsi', 'Ncube', 'male');
  [id.tatenda] = await enrol(id.gold, 'Tatenda', 'Gumbo', 'male');
  const exam = async (subjectId: string, teacherId: string, examName: string) =>
    String(
      (
        await send(t, a, 'CreateExam', {
          classId: id.blue,
          subjectId,
          termId: id.term,
          teacherId,
          examName,
          outOf: 100,
          weight: 100,
          paperNo: 1,
          examDate: '2026-11-20',
        })
      ).examId,
    );
  id.englishExam = await exam(id.english, rudo.id, 'English Paper 1');
  id.mathsExam = await exam(id.maths, tendai.id, 'Mathematics Paper 1');
  await send(t, a, 'RecordMarks', {
    examId: id.englishExam,
    marks: [
      { studentId: id.anesu, mark: 80 },
      { studentId: id.batsi, mark: 66 },
    ],
  });
  await send(t, a, 'RecordMarks', {
    examId: id.mathsExam,
    marks: [{ studentId: id.anesu, mark: 45 }],
  });
  await send(t, a, 'RecordHeadComment', {
    studentId: id.anesu,
    termId: id.term,
    comment: 'A steady term',
  });
  const blueRegister = await command(
    'RecordAttendance',
    {
      classId: id.blue,
      date: '2026-11-25',
      entries: [
        { studentId: id.anesu, status: 'PRESENT' },
        { studentId: id.batsi, status: 'ABSENT' },
      ],
    },
    farai.token,
  );
  if (blueRegister.status !== 201)
    throw new Error(`the register was refused: ${JSON.stringify(blueRegister.body)}`);

  const yearB = String(
    (
      await send(t, b, 'OpenAcademicYear', {
        name: '2026',
        startDate: '2026-01-12',
        endDate: '2026-12-11',
      })
    ).academicYearId,
  );
  await send(t, b, 'AddTerm', {
    academicYearId: yearB,
    name: 'Term 3',
    startDate: '2026-09-07',
    endDate: '2026-12-04',
  });
  tokens = {
    superadmin: superToken,
    admin: a.admin.token,
    classTeacher: farai.token,
    maths: tendai.token,
    english: rudo.token,
    student: await tokenAs(t, id.anesu, 'STUDENT', a.schoolId),
    parent: await tokenAs(t, randomUUID(), 'PARENT', a.schoolId),
    otherAdmin: b.admin.token,
  };
}, 180_000);
afterAll(() => t?.stop());

describe('GET /api/term-close/<termId>, while the term is open', () => {
  it('shows the admin what is still open, each with what finds its place', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      termId: id.term,
      termName: 'Term 3 2026',
      status: 'Open',
      closedAt: null,
      reopenReason: null,
      nextTermOpens: null,
      examsWithoutMarks: [
        {
          teacherId: expect.any(String),
          teacherName: 'Tendai Moyo',
          exams: [
            {
              examId: id.mathsExam,
              examName: 'Mathematics Paper 1',
              classId: id.blue,
              className: 'Form 2 Blue',
              subjectName: 'Mathematics',
              paperNo: 1,
              missing: 1,
            },
          ],
        },
      ],
      unpublishedClasses: [{ classId: id.blue, className: 'Form 2 Blue', students: 2 }],
      uncommentedCards: [
        { classId: id.blue, className: 'Form 2 Blue', teacherComments: 4, headComments: 1 },
      ],
      registersNotTaken: [
        {
          classId: id.gold,
          className: 'Form 2 Gold',
          days: 1,
          firstDate: '2026-11-25',
          lastDate: '2026-11-25',
        },
      ],
    });
  });

  it('refuses teachers, students, parents and the superadmin; another school’s term is not found', async () => {
    for (const token of [
      tokens.classTeacher,
      tokens.maths,
      tokens.student,
      tokens.parent,
      tokens.superadmin,
    ])
      expect((await report(token)).status).toBe(403);
    expect((await report(tokens.otherAdmin)).status).toBe(404);
    expect((await report(tokens.admin, randomUUID())).status).toBe(404);
    expect((await report(tokens.admin, 'term-3')).status).toBe(404);
  });
});

describe('CloseTerm', () => {
  it('is refused to everyone but the school’s admin, and another school’s admin does not find the term', async () => {
    for (const token of [
      tokens.classTeacher,
      tokens.maths,
      tokens.student,
      tokens.parent,
      tokens.superadmin,
    ])
      await refused(t, () => command('CloseTerm', { termId: id.term }, token), 403);
    await refused(
      t,
      () => command('CloseTerm', { termId: id.term }, tokens.otherAdmin),
      404,
      'No such term in this school',
    );
    await refused(t, () => command('CloseTerm', { termId: 'Term 3' }), 400);
  });

  it('closes the term for the admin; the page says so', async () => {
    const res = await command('CloseTerm', { termId: id.term });
    expect(res.status).toBe(201);
    expect(res.body.termId).toBe(id.term);
    const after = await report();
    expect(after.body.status).toBe('Closed');
    expect(after.body.closedAt).toMatch(/^2026-11-25T/);
  });

  it('then refuses marks, recorded or corrected, to the admin and the exam’s teacher', async () => {
    const batsi = { examId: id.mathsExam, marks: [{ studentId: id.batsi, mark: 50 }] };
    await refused(t, () => command('RecordMarks', batsi), 409, MARKS_CLOSED);
    await refused(t, () => command('RecordMarks', batsi, tokens.maths), 409, MARKS_CLOSED);
    await refused(
      t,
      () =>
        command('CorrectMark', {
          examId: id.englishExam,
          studentId: id.anesu,
          mark: 82,
          reason: 'added up wrongly',
        }),
      409,
      MARKS_CLOSED,
    );
  });

  it('then refuses taking or correcting a register of the term', async () => {
    await refused(
      t,
      () =>
        command('RecordAttendance', {
          classId: id.gold,
          date: '2026-11-25',
          entries: [{ studentId: id.tatenda, status: 'PRESENT' }],
        }),
      409,
      REGISTERS_CLOSED,
    );
    await refused(
      t,
      () =>
        command(
          'CorrectAttendance',
          { classId: id.blue, date: '2026-11-25', studentId: id.batsi, status: 'PRESENT' },
          tokens.classTeacher,
        ),
      409,
      REGISTERS_CLOSED,
    );
  });

  it('closing it again is nothing to do', async () => {
    const res = await command('CloseTerm', { termId: id.term });
    expect(res.status).toBe(200);
    expect(res.body.appended).toBe(0);
  });
});

describe('ReopenTerm', () => {
  it('needs a reason, and only the school’s admin reopens', async () => {
    await refused(t, () => command('ReopenTerm', { termId: id.term }), 400);
    await refused(t, () => command('ReopenTerm', { termId: id.term, reason: ' ' }), 400);
    for (const token of [tokens.classTeacher, tokens.student, tokens.parent, tokens.superadmin])
      await refused(
        t,
        () => command('ReopenTerm', { termId: id.term, reason: 'Late marks' }, token),
        403,
      );
    await refused(
      t,
      () => command('ReopenTerm', { termId: id.term, reason: 'Late marks' }, tokens.otherAdmin),
      404,
      'No such term in this school',
    );
  });

  it('reopens the term with the reason: marks are taken again and the page shows the reason', async () => {
    expect(
      (
        await command('ReopenTerm', {
          termId: id.term,
          reason: 'Late Mathematics marks from Mr Moyo',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await command(
          'RecordMarks',
          { examId: id.mathsExam, marks: [{ studentId: id.batsi, mark: 50 }] },
          tokens.maths,
        )
      ).status,
    ).toBe(201);
    const after = await report();
    expect(after.body).toMatchObject({
      status: 'Open',
      closedAt: null,
      reopenReason: 'Late Mathematics marks from Mr Moyo',
      examsWithoutMarks: [],
    });
  });

  it('the school’s audit log shows the close and the reopening with its reason', async () => {
    const res = await readNow(
      t,
      `/api/school-events${listQuery({}, ['occurredAt', 'DESC'])}`,
      a.admin.token,
    );
    const summaries = (res.body as { summary: string }[]).map((e) => e.summary);
    expect(summaries).toContain('Term 3 2026 closed: its marks and registers are locked');
    expect(summaries).toContain('Term 3 2026 reopened: Late Mathematics marks from Mr Moyo');
  });
});

describe('SetNextTermOpening', () => {
  it('is refused to all but the school’s admin, on or before the term’s last day, and for another school’s term', async () => {
    for (const token of [tokens.classTeacher, tokens.student, tokens.parent, tokens.superadmin])
      await refused(
        t,
        () => command('SetNextTermOpening', { termId: id.term, opensOn: '2027-01-12' }, token),
        403,
      );
    await refused(
      t,
      () =>
        command(
          'SetNextTermOpening',
          { termId: id.term, opensOn: '2027-01-12' },
          tokens.otherAdmin,
        ),
      404,
      'No such term in this school',
    );
    await refused(
      t,
      () => command('SetNextTermOpening', { termId: id.term, opensOn: '2026-12-04' }),
      400,
      'The next term opens after this term ends',
    );
    await refused(
      t,
      () => command('SetNextTermOpening', { termId: id.term, opensOn: '12/01/2027' }),
      400,
    );
  });

  it('the admin sets it: the page shows it, the audit log says it, and the class’s cards published then print it', async () => {
    expect(
      (await command('SetNextTermOpening', { termId: id.term, opensOn: '2027-01-12' })).status,
    ).toBe(201);
    expect((await report()).body.nextTermOpens).toBe('2027-01-12');
    const events = await readNow(
      t,
      `/api/school-events${listQuery({}, ['occurredAt', 'DESC'])}`,
      a.admin.token,
    );
    expect((events.body as { summary: string }[]).map((e) => e.summary)).toContain(
      'Next term after Term 3 2026 opens on 12 Jan 2027',
    );
    expect((await command('PublishResults', { classId: id.blue, termId: id.term })).status).toBe(
      201,
    );
    const cards = await readNow(
      t,
      `/api/report-cards${listQuery({ classId: id.blue, termId: id.term })}`,
      a.admin.token,
    );
    expect(cards.body.map((c: { snapshot: { term: unknown } }) => c.snapshot.term)).toEqual([
      { id: id.term, name: 'Term 3', nextTermOpens: '2027-01-12' },
      { id: id.term, name: 'Term 3', nextTermOpens: '2027-01-12' },
    ]);
  });

  it('Anesu’s card prints the points of the sample scale added up (English 80 A 5 + Mathematics 45 D 2 = 7) and the opening day', async () => {
    const cards = await readNow(
      t,
      `/api/report-cards${listQuery({ classId: id.blue, termId: id.term, studentId: id.anesu })}`,
      a.admin.token,
    );
    const res = await download(
      `/api/report-cards/${encodeURIComponent(cards.body[0].id)}/pdf`,
      a.admin.token,
    );
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    expect(text).toContain('Points 7 Next term opens 12 January 2027');
  });
});

describe('GET /api/classes/<id>/class-list.pdf', () => {
  const path = () => `/api/classes/${id.blue}/class-list.pdf`;
  it('gives the admin and the class teacher a PDF of names, registration numbers, gender and parent phone', async () => {
    for (const token of [tokens.admin, tokens.classTeacher]) {
      const res = await download(path(), token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="class-list-form-2-blue.pdf"',
      );
      const text = await pdfText(res);
      expect(text).toContain('Class list: Form 2 Blue');
      expect(text).toContain('Class teacher: Farai Ncube');
      expect(text).toContain(`1 Moyo, Anesu ${reg.anesu} female 263772123456`);
      expect(text).toContain(`2 Ncube, Batsi ${reg.batsi} male –`);
      expect(text).not.toContain('Gumbo');
    }
  });
  it('refuses other teachers, students, parents and the superadmin; another school finds no class', async () => {
    for (const token of [
      tokens.maths,
      tokens.english,
      tokens.student,
      tokens.parent,
      tokens.superadmin,
    ])
      expect((await download(path(), token)).status).toBe(403);
    expect(
      (await download(`/api/classes/${id.gold}/class-list.pdf`, tokens.classTeacher)).status,
    ).toBe(403);
    expect((await download(path(), tokens.otherAdmin)).status).toBe(404);
    expect(
      (await download(`/api/classes/${randomUUID()}/class-list.pdf`, tokens.admin)).status,
    ).toBe(404);
  });
});

describe('POST /api/classes/<id>/sign-in-codes.pdf', () => {
  const path = (classId = id.blue) => `/api/classes/${classId}/sign-in-codes.pdf`;
  const print = (token: string, classId = id.blue) =>
    fetch(`${t.url}${path(classId)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  const codeOf = (text: string, row: string) => {
    const found = new RegExp(`${row} (\\d{6})`).exec(text);
    if (!found) throw new Error(`no code for "${row}" in: ${text}`);
    return found[1]!;
  };
  const verify = (registrationNumber: string, code: string) =>
    t.request('/api/auth/verify-code', { json: { email: registrationNumber, code } });
  const issued = async (studentId: string) =>
    (
      await t.platform.pool.query<{ role: string }>(
        `SELECT metadata->>'actorRole' AS role FROM es_events
         WHERE type = 'StudentSignInCodeIssued' AND data->>'studentId' = $1 ORDER BY position`,
        [studentId],
      )
    ).rows.map((r) => r.role);
  const first = { anesu: '', batsi: '' };

  it('gives the admin a fresh code for each active student of the class, each one verified once', async () => {
    const res = await print(tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="sign-in-codes-form-2-blue.pdf"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(res);
    expect(text).toContain('Sign-in codes: Form 2 Blue');
    expect(text).toContain('2 students · issued on 2026-11-25 · each code works once, for 14 days');
    expect(text).not.toContain('Gumbo');
    first.anesu = codeOf(text, `1 Moyo, Anesu ${reg.anesu}`);
    first.batsi = codeOf(text, `2 Ncube, Batsi ${reg.batsi}`);
    const verified = await verify(reg.anesu, first.anesu);
    expect(verified.status).toBe(200);
    expect(typeof verified.body.resetToken).toBe('string');
  });

  it('gives the class teacher a new sheet: the admin’s earlier codes no longer work, Batsi signs in with the new one', async () => {
    const res = await print(tokens.classTeacher);
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    const batsi = codeOf(text, `2 Ncube, Batsi ${reg.batsi}`);
    expect((await verify(reg.batsi, first.batsi)).status).toBe(400);
    const verified = await verify(reg.batsi, batsi);
    expect(verified.status).toBe(200);
    const password = 'Batsi-pass-1';
    const reset = await t.request('/api/auth/reset-password', {
      json: { resetToken: verified.body.resetToken, password, confirmPassword: password },
    });
    expect(reset.status).toBeLessThan(300);
    const signedIn = await t.request('/api/auth/login', {
      json: { identifier: reg.batsi, password },
    });
    expect(signedIn.status).toBe(200);
  });

  it('issues each code as its own IssueStudentSignInCode, and keeps no code in the log', async () => {
    expect(await issued(id.anesu)).toEqual(['ADMIN', 'TEACHER']);
    expect(await issued(id.batsi)).toEqual(['ADMIN', 'TEACHER']);
    expect(await issued(id.tatenda)).toEqual([]);
    const logged = await t.platform.pool.query(
      "SELECT type FROM es_events WHERE data::text LIKE '%' || $1 || '%'",
      [first.batsi],
    );
    expect(logged.rows).toEqual([]);
  });

  it('refuses other teachers, students, parents and the superadmin; another school finds no class; a GET issues nothing', async () => {
    const head = await t.platform.store.headPosition();
    for (const token of [
      tokens.maths,
      tokens.english,
      tokens.student,
      tokens.parent,
      tokens.superadmin,
    ])
      expect((await print(token)).status).toBe(403);
    expect((await print(tokens.classTeacher, id.gold)).status).toBe(403);
    expect((await print(tokens.otherAdmin)).status).toBe(404);
    expect((await print(tokens.admin, randomUUID())).status).toBe(404);
    expect((await download(path(), tokens.admin)).status).toBe(404);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('GET /api/classes/<id>/register-sheet.pdf?month=YYYY-MM', () => {
  const path = (month: string, classId = id.blue) =>
    `/api/classes/${classId}/register-sheet.pdf?month=${month}`;
  it('gives a blank register of the month’s school days: December 2026 until Term 3 ends on Friday the 4th', async () => {
    const res = await download(path('2026-12'), tokens.classTeacher);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="register-form-2-blue-2026-12.pdf"',
    );
    const text = await pdfText(res);
    for (const words of [
      'Register: Form 2 Blue, December 2026',
      '2 students · 4 school days',
      'Tu 1 We 2 Th 3 Fr 4',
      'Moyo, Anesu',
      'Ncube, Batsi',
    ])
      expect(text).toContain(words);
  });
  it('counts November 2026’s school days of the term: its 21 weekdays', async () => {
    expect(await pdfText(await download(path('2026-11'), tokens.admin))).toContain(
      '2 students · 21 school days',
    );
  });
  it('asks for the month as YYYY-MM', async () => {
    for (const month of ['', '2026-13', '12-2026'])
      expect((await download(path(month), tokens.admin)).status).toBe(400);
  });
  it('refuses other teachers, students and parents; another school finds no class', async () => {
    for (const token of [tokens.maths, tokens.student, tokens.parent, tokens.superadmin])
      expect((await download(path('2026-12'), token)).status).toBe(403);
    expect((await download(path('2026-12'), tokens.otherAdmin)).status).toBe(404);
  });
});
