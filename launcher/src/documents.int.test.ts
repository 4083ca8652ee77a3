import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkParent } from './testing/families';
import { PDF_BYTES, SVG_BYTES } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import {
  parentWithPassword,
  studentWithPassword,
  teacherWithPassword,
  type Member,
} from './testing/members';
import { docxOf } from './testing/officeFiles';
import { refused } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery, readNow, setUpRecords } from './testing/staff';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
/** School A's and school B's people, each signed in for real. */
const people = {} as Record<
  'teacher' | 'student' | 'parent' | 'bTeacher' | 'bStudent' | 'bParent',
  Member
>;
let xlsx: Buffer;
const docs = {} as Record<'calendar' | 'roster' | 'minutes', string>;

type Form = {
  title?: string;
  description?: string;
  visibility?: string;
  file?: { name: string; bytes: Buffer; type: string };
};
function documentForm({ file, ...fields }: Form): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
const upload = (form: Form, token = a.admin.token) =>
  t.request('/api/commands/UploadDocument', { body: documentForm(form), token });
const send = (type: string, json: unknown, token = a.admin.token) =>
  t.request(`/api/commands/${type}`, { json, token });
const titlesFor = async (token: string, filter: Record<string, unknown> = {}) =>
  (
    (await readNow(t, `/api/documents${listQuery(filter, ['title', 'ASC'])}`, token)).body as {
      title: string;
    }[]
  ).map((d) => d.title);
const download = (id: string, token?: string) => t.request(`/api/files/documents/${id}`, { token });
const bellTitles = async (token: string) =>
  ((await readNow(t, '/api/notifications', token)).body.items as { title: string }[]).map(
    (i) => i.title,
  );

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  const classOf = async (school: ApprovedSchool) => {
    const records = await setUpRecords(t, school);
    return (
      await send(
        'CreateClass',
        { levelId: records.levels.form1, name: 'Form 1 Blue' },
        school.admin.token,
      )
    ).body.classId as string;
  };
  const [blueA, blueB] = [await classOf(a), await classOf(b)];
  people.teacher = await teacherWithPassword(t, a, {
    firstName: 'Tendai',
    lastName: 'Moyo',
    email: `tendai.${Date.now()}@docs.test`,
  });
  people.student = await studentWithPassword(t, a, blueA, ['Anesu', 'Dube']);
  people.parent = await parentWithPassword(t, a, ['Chipo', 'Dube']);
  await linkParent(t, a, people.parent.id, people.student.id);
  people.bTeacher = await teacherWithPassword(t, b, {
    firstName: 'Kudzai',
    lastName: 'Sibanda',
    email: `kudzai.${Date.now()}@docs.test`,
  });
  people.bStudent = await studentWithPassword(t, b, blueB, ['Rufaro', 'Ncube']);
  people.bParent = await parentWithPassword(t, b, ['Farai', 'Ncube']);
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Duty').addRows([
    ['Day', 'Teacher'],
    ['Monday', 'Tendai Moyo'],
  ]);
  xlsx = Buffer.from(await book.xlsx.writeBuffer());
});
afterAll(async () => t?.stop());

describe('UploadDocument: the admin’s, files judged by their bytes', () => {
  it('needs a title, a visibility and a file; each refusal names its field and appends nothing', async () => {
    const empty = await refused(t, () => upload({}), 400);
    expect(empty.body.errors).toEqual([
      { field: 'title', message: 'Enter a title for the document' },
      { field: 'visibility', message: 'Choose who may see it: staff only, or families and staff' },
      {
        field: 'file',
        message: 'Choose a file to upload (PDF, Word, Excel, PNG or JPG; 5 MB at most)',
      },
    ]);
    await refused(
      t,
      () =>
        upload({
          title: 'Calendar',
          visibility: 'EVERYONE',
          file: { name: 'c.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
        }),
      400,
    );
  });

  it('refuses an SVG, a PDF named .docx and a file over 5 MB; nothing is stored', async () => {
    const stored = async () =>
      Number((await t.platform.pool.query('SELECT count(*) FROM uploaded_files')).rows[0].count);
    const before = await stored();
    const typeMessage = 'Invalid file type. Only pdf, docx, xlsx, png, jpg and jpeg accepted';
    await refused(
      t,
      () =>
        upload({
          title: 'Crest',
          visibility: 'STAFF',
          file: { name: 'crest.svg', bytes: SVG_BYTES, type: 'image/svg+xml' },
        }),
      415,
      typeMessage,
    );
    await refused(
      t,
      () =>
        upload({
          title: 'Minutes',
          visibility: 'STAFF',
          file: { name: 'minutes.docx', bytes: PDF_BYTES, type: 'application/pdf' },
        }),
      415,
      typeMessage,
    );
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    await refused(
      t,
      () =>
        upload({
          title: 'Big',
          visibility: 'STAFF',
          file: { name: 'big.pdf', bytes: big, type: 'application/pdf' },
        }),
      413,
      'File size should be 5MB or less',
    );
    expect(await stored()).toBe(before);
  });

  it('nobody but a school’s admin may upload, change or remove a document', async () => {
    const form = {
      title: 'Calendar',
      visibility: 'FAMILIES',
      file: { name: 'c.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    };
    await refused(
      t,
      () => t.request('/api/commands/UploadDocument', { body: documentForm(form) }),
      401,
    );
    for (const token of [
      superToken,
      people.teacher!.token,
      people.student!.token,
      people.parent!.token,
    ]) {
      await refused(t, () => upload(form, token), 403);
      await refused(
        t,
        () => send('RemoveDocument', { documentId: '00000000-0000-4000-8000-000000000000' }, token),
        403,
      );
      await refused(
        t,
        () =>
          send(
            'ChangeDocumentVisibility',
            { documentId: '00000000-0000-4000-8000-000000000000', visibility: 'STAFF' },
            token,
          ),
        403,
      );
    }
  });

  it('a PDF for families, a Word document and a spreadsheet for staff', async () => {
    const calendar = await upload({
      title: 'School calendar 2026',
      description: 'Term dates and holidays',
      visibility: 'FAMILIES',
      file: { name: 'calendar.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    });
    expect(calendar.status, JSON.stringify(calendar.body)).toBe(201);
    docs.calendar = calendar.body.documentId;
    const minutes = await upload({
      title: 'Staff meeting minutes',
      visibility: 'STAFF',
      file: {
        name: 'minutes.docx',
        bytes: docxOf('Marks are due on Friday.'),
        type: 'application/octet-stream',
      },
    });
    expect(minutes.status, JSON.stringify(minutes.body)).toBe(201);
    docs.minutes = minutes.body.documentId;
    const roster = await upload({
      title: 'Duty roster',
      visibility: 'STAFF',
      file: { name: 'roster.xlsx', bytes: xlsx, type: 'application/octet-stream' },
    });
    expect(roster.status, JSON.stringify(roster.body)).toBe(201);
    docs.roster = roster.body.documentId;
    const row = (await readNow(t, `/api/documents/${docs.minutes}`, a.admin.token)).body;
    expect(row).toMatchObject({
      title: 'Staff meeting minutes',
      description: null,
      visibility: 'STAFF',
      fileName: 'minutes.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      schoolId: a.schoolId,
    });
  });
});

describe('who sees which document (GET /api/documents)', () => {
  it("school A's admin and teacher see all three; its student and parent only the families document", async () => {
    for (const token of [a.admin.token, people.teacher!.token])
      expect(await titlesFor(token)).toEqual([
        'Duty roster',
        'School calendar 2026',
        'Staff meeting minutes',
      ]);
    for (const token of [people.student!.token, people.parent!.token])
      expect(await titlesFor(token)).toEqual(['School calendar 2026']);
  });

  it('a staff document is not found by id for a student or a parent', async () => {
    for (const token of [people.student!.token, people.parent!.token])
      expect((await readNow(t, `/api/documents/${docs.minutes}`, token)).status).toBe(404);
  });

  it("another school's admin, teacher, student and parent see none of school A's, even by filter or id", async () => {
    for (const token of [
      b.admin.token,
      people.bTeacher!.token,
      people.bStudent!.token,
      people.bParent!.token,
    ]) {
      expect(await titlesFor(token)).toEqual([]);
      expect(await titlesFor(token, { schoolId: a.schoolId })).toEqual([]);
      expect((await readNow(t, `/api/documents/${docs.calendar}`, token)).status).toBe(404);
    }
  });

  it('the superadmin sees every school’s; anonymous nobody', async () => {
    expect(await titlesFor(superToken, { schoolId: a.schoolId })).toEqual([
      'Duty roster',
      'School calendar 2026',
      'Staff meeting minutes',
    ]);
    expect((await t.request('/api/documents')).status).toBe(401);
  });
});

describe('downloading a document (GET /api/files/documents/<id>)', () => {
  it('a parent downloads the families document: the same bytes, as an attachment', async () => {
    const res = await fetch(`${t.url}/api/files/documents/${docs.calendar}`, {
      headers: { Authorization: `Bearer ${people.parent!.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="calendar.pdf"; filename*=UTF-8''calendar.pdf`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it('a staff document is not found for a student or a parent; the teacher and the admin download it', async () => {
    for (const token of [people.student!.token, people.parent!.token])
      expect((await download(docs.roster, token)).status).toBe(404);
    for (const token of [people.teacher!.token, a.admin.token, superToken])
      expect((await download(docs.roster, token)).status).toBe(200);
  });

  it("another school's people download nothing of school A's; anonymous is asked to sign in", async () => {
    for (const token of [
      b.admin.token,
      people.bTeacher!.token,
      people.bStudent!.token,
      people.bParent!.token,
    ]) {
      expect((await download(docs.calendar, token)).status).toBe(404);
      expect((await download(docs.roster, token)).status).toBe(404);
    }
    expect((await download(docs.calendar)).status).toBe(401);
  });

  it("the file is not to be had by its file id either, except by the school's admin", async () => {
    const { rows } = await t.platform.pool.query<{ file_id: string }>(
      'SELECT file_id FROM rm_documents WHERE id = $1',
      [docs.roster],
    );
    const fileId = rows[0]!.file_id;
    for (const token of [people.teacher!.token, people.parent!.token, people.bParent!.token])
      expect((await t.request(`/api/files/${fileId}`, { token })).status).toBe(403);
    expect((await t.request(`/api/files/${fileId}`, { token: a.admin.token })).status).toBe(200);
  });
});

describe('the bells', () => {
  it('the families document reaches the teacher, the student and the parent; staff documents only the teacher; school B nobody', async () => {
    await expect
      .poll(() => bellTitles(people.parent!.token), { timeout: 10_000 })
      .toEqual(['New document: School calendar 2026']);
    expect(await bellTitles(people.student!.token)).toEqual(['New document: School calendar 2026']);
    expect(await bellTitles(people.teacher!.token)).toEqual([
      'New document: Duty roster',
      'New document: Staff meeting minutes',
      'New document: School calendar 2026',
    ]);
    for (const token of [people.bTeacher!.token, people.bStudent!.token, people.bParent!.token])
      expect(await bellTitles(token)).toEqual([]);
  });

  it('the admin who shares them and the superadmin are not told of documents', async () => {
    for (const token of [a.admin.token, superToken])
      expect((await bellTitles(token)).filter((title) => title.startsWith('New document'))).toEqual(
        [],
      );
  });
});

describe('changing who may see it, and removing it', () => {
  it('the minutes shared with families: the parent sees them, their bell shows them as new, the audit log keeps before → after', async () => {
    const res = await send('ChangeDocumentVisibility', {
      documentId: docs.minutes,
      visibility: 'FAMILIES',
    });
    expect(res.status).toBe(201);
    expect(await titlesFor(people.parent!.token)).toEqual([
      'School calendar 2026',
      'Staff meeting minutes',
    ]);
    expect((await download(docs.minutes, people.parent!.token)).status).toBe(200);
    expect((await bellTitles(people.parent!.token))[0]).toBe('New document: Staff meeting minutes');
    const audit = (
      await readNow(
        t,
        `/api/school-events${listQuery({ recordId: docs.minutes }, ['occurredAt', 'ASC'])}`,
        a.admin.token,
      )
    ).body as { summary: string; changes: unknown[] }[];
    expect(audit.map((e) => e.summary)).toEqual([
      "Document 'Staff meeting minutes' uploaded (minutes.docx), visible to staff only",
      "Document 'Staff meeting minutes': visible to staff only → families and staff",
    ]);
    expect(audit[1]!.changes).toEqual([
      { field: 'visibility', before: 'Staff only', after: 'Families and staff' },
    ]);
  });

  it('the same visibility again appends nothing; another school’s admin is told it does not exist', async () => {
    const head = await t.platform.store.headPosition();
    expect(
      (await send('ChangeDocumentVisibility', { documentId: docs.minutes, visibility: 'FAMILIES' }))
        .status,
    ).toBe(200);
    expect(await t.platform.store.headPosition()).toBe(head);
    await refused(
      t,
      () =>
        send(
          'ChangeDocumentVisibility',
          { documentId: docs.minutes, visibility: 'STAFF' },
          b.admin.token,
        ),
      404,
      'No such document in this school',
    );
    await refused(
      t,
      () => send('RemoveDocument', { documentId: docs.calendar }, b.admin.token),
      404,
      'No such document in this school',
    );
  });

  it('a removed document leaves every list, bell and download; removing it again appends nothing', async () => {
    expect((await send('RemoveDocument', { documentId: docs.calendar })).status).toBe(201);
    for (const token of [a.admin.token, people.teacher!.token, people.parent!.token])
      expect(await titlesFor(token)).not.toContain('School calendar 2026');
    for (const token of [a.admin.token, people.parent!.token])
      expect((await download(docs.calendar, token)).status).toBe(404);
    expect(await bellTitles(people.student!.token)).toEqual([
      'New document: Staff meeting minutes',
    ]);
    const head = await t.platform.store.headPosition();
    expect((await send('RemoveDocument', { documentId: docs.calendar })).status).toBe(200);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});
