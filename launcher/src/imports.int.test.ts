import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from './testing/classes';
import { eventually } from './testing/family';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { signedInAs } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { readNow, listQuery } from './testing/staff';

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;

beforeAll(async () => {
  t = await startTestPlatform();
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mabvazuva High School' });
  b = await approvedSchool(t, superToken, { name: 'Mabelreign Girls High' });
  await levelWithClass(t, a, 'Form 1', 'Form 1 Blue');
  await levelWithClass(t, b, 'Form 2', 'Form 2 Green');
});
afterAll(async () => t?.stop());

const HEADER =
  'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class';
const names = [
  'Rudo',
  'Tendai',
  'Chipo',
  'Farai',
  'Nyasha',
  'Tatenda',
  'Kudzai',
  'Rutendo',
  'Tafadzwa',
  'Simba',
];
/** Row i of the file (the header is row 1, so student i sits on row i + 2). */
const student = (
  i: number,
  overrides: Partial<Record<'dob' | 'className' | 'lastName', string>> = {},
) =>
  [
    names[i % 10],
    overrides.lastName ?? `Moyo${Math.floor(i / 10)}`,
    overrides.dob ?? `2012-03-${String(10 + (i % 10)).padStart(2, '0')}`,
    i % 2 ? 'male' : 'female',
    '',
    '',
    '12 Samora Machel Avenue',
    'Zimbabwe',
    'Harare',
    'Harare',
    'Harare Urban',
    overrides.className ?? 'Form 1 Blue',
  ].join(',');
const csvOf = (lines: string[]) => [HEADER, ...lines].join('\n');
const fifty = (bad: Record<number, Parameters<typeof student>[1]> = {}) =>
  csvOf(Array.from({ length: 50 }, (_, i) => student(i, bad[i])));

function form(kind: string, content: string | Buffer, name = 'students.csv') {
  const body = new FormData();
  body.append('kind', kind);
  body.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    name,
  );
  return body;
}
const dryRun = (content: string | Buffer, token = a.admin.token, name?: string) =>
  t.request('/api/imports/dry-run', { body: form('students', content, name), token });
const importFile = (content: string | Buffer, token = a.admin.token, name?: string) =>
  t.request('/api/imports', { body: form('students', content, name), token });
const everyStatus = { status: ['Active', 'Inactive', 'Graduated', 'Withdrawn'] };
const students = async (school: ApprovedSchool) =>
  (
    await readNow(
      t,
      `/api/students${listQuery(everyStatus, undefined, [0, 99])}`,
      school.admin.token,
    )
  ).body as { id: string; status: string; firstName: string }[];

describe('a students file with two bad rows', () => {
  it('the dry run lists exactly those rows and columns and appends nothing', async () => {
    const head = await t.platform.store.headPosition();
    const res = await dryRun(
      fifty({ 2: { dob: '2012-13-40' }, 6: { className: 'Form 9 Nowhere' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'students', create: 48, skip: 0, errors: 2 });
    const faulty = (res.body.rows as { row: number; errors: unknown[] }[]).filter(
      (r) => r.errors.length > 0,
    );
    expect(faulty).toEqual([
      {
        row: 4,
        action: 'create',
        label: 'Chipo Moyo0',
        errors: [
          {
            column: 'Date of birth',
            message: 'Enter the date of birth (YYYY-MM-DD), not in the future',
          },
        ],
      },
      {
        row: 8,
        action: 'create',
        label: 'Kudzai Moyo0',
        errors: [{ column: 'Class', message: 'No class of this name in this school' }],
      },
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
    const refused = await importFile(fifty({ 2: { dob: '2012-13-40' } }));
    expect(refused.status).toBe(400);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('a name holding a NUL byte', () => {
  it('is refused by the dry run with its column, as the import refuses it, and nothing is written', async () => {
    const head = await t.platform.store.headPosition();
    const file = csvOf([student(0, { lastName: 'Mo\u0000yo' }), student(1)]);
    const dry = await dryRun(file);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ create: 1, errors: 1 });
    expect((dry.body.rows as { row: number; errors: unknown[] }[])[0]).toMatchObject({
      row: 2,
      errors: [
        {
          column: 'Last Name',
          message:
            'Text must not contain NUL characters or invalid Unicode (an unpaired surrogate).',
        },
      ],
    });
    const refused = await importFile(file);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'row 2: Last Name',
        message: 'Text must not contain NUL characters or invalid Unicode (an unpaired surrogate).',
      },
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('when the file is corrected', () => {
  let batchId: string;
  it('imports 50 students, every event carrying the batch id', async () => {
    const res = await importFile(fifty());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 50, skipped: 0, failed: 0 });
    batchId = res.body.batchId;
    expect((await students(a)).length).toBe(50);
    const enrolled = (
      await t.platform.store.readAll({ after: 0, limit: 1000, types: ['StudentEnrolled'] })
    ).filter((e) => e.metadata.schoolId === a.schoolId);
    expect(enrolled.map((e) => e.metadata.batchId)).toEqual(Array(50).fill(batchId));
    const audit = await t.platform.store.readStream(`import-${batchId}`);
    expect(audit.map((e) => e.type)).toEqual(['ImportStarted', 'ImportCompleted']);
    expect(audit[0]!.data).toMatchObject({ kind: 'students', fileName: 'students.csv', rows: 50 });
    expect(audit[1]!.data).toMatchObject({ created: 50, skipped: 0, failed: 0 });
    // Rows run several at once, yet the numbers and the records the undo walks follow the file's rows.
    const byName = new Map(
      enrolled.map((e) => {
        const d = e.data as {
          studentId: string;
          firstName: string;
          lastName: string;
          registrationNumber: string;
        };
        return [
          `${d.firstName} ${d.lastName}`,
          {
            stream: `student-${d.studentId}`,
            number: Number(d.registrationNumber.split('-').at(-1)),
          },
        ];
      }),
    );
    const inFileOrder = Array.from({ length: 50 }, (_, i) =>
      byName.get(`${names[i % 10]} Moyo${Math.floor(i / 10)}`)!,
    );
    const first = inFileOrder[0]!.number;
    expect(inFileOrder.map((s) => s.number)).toEqual(
      Array.from({ length: 50 }, (_, i) => first + i),
    );
    expect((audit[1]!.data as { streams: string[] }).streams).toEqual(
      inFileOrder.map((s) => s.stream),
    );
  });

  it('the same file again creates nothing new', async () => {
    const dry = await dryRun(fifty());
    expect(dry.body).toMatchObject({ create: 0, skip: 50, errors: 0 });
    const res = await importFile(fifty());
    expect(res.body).toMatchObject({ created: 0, skipped: 50, failed: 0 });
    expect((await students(a)).length).toBe(50);
  });

  it('undo withdraws all 50, each withdrawal carrying the batch id', async () => {
    const res = await t.request('/api/commands/UndoImport', {
      json: { batchId },
      token: a.admin.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ batchId, undone: 50 });
    const withdrawn = (
      await t.platform.store.readAll({ after: 0, limit: 1000, types: ['StudentWithdrawn'] })
    ).filter((e) => e.metadata.schoolId === a.schoolId);
    expect(
      withdrawn.map((e) => [e.metadata.batchId, (e.data as { reason: string }).reason]),
    ).toEqual(Array(50).fill([batchId, 'Import undone']));
    expect((await students(a)).every((s) => s.status === 'Withdrawn')).toBe(true);
    const listed = await readNow(t, `/api/students${listQuery()}`, a.admin.token);
    expect(listed.body).toEqual([]);
    const again = await t.request('/api/commands/UndoImport', {
      json: { batchId },
      token: a.admin.token,
    });
    expect(again.status).toBe(409);
  });
  it("the school's audit log and the platform's tell the batch in plain words, newest first", async () => {
    const log = await readNow(
      t,
      `/api/school-events${listQuery({ recordId: batchId }, ['occurredAt', 'DESC'])}`,
      a.admin.token,
    );
    expect(log.status).toBe(200);
    expect((log.body as { summary: string }[]).map((e) => e.summary)).toEqual([
      'Import of students from students.csv undone: 50 students withdrawn',
      'Import of students from students.csv completed: 50 created',
      'Import of students from students.csv started: 50 rows',
    ]);
    const superToken = await t.login(t.superadmin.email, t.superadmin.password);
    const platformLog = await readNow(
      t,
      `/api/events${listQuery({ recordId: batchId }, ['occurredAt', 'DESC'])}`,
      superToken,
    );
    expect(
      (platformLog.body as { summary: string; schoolName: string; recordLabel: string }[]).map(
        (e) => [e.summary, e.schoolName, e.recordLabel],
      ),
    ).toEqual([
      [
        'Import of students from students.csv undone: 50 students withdrawn',
        'Mabvazuva High School',
        'Import of students from students.csv',
      ],
      [
        'Import of students from students.csv completed: 50 created',
        'Mabvazuva High School',
        'Import of students from students.csv',
      ],
      [
        'Import of students from students.csv started: 50 rows',
        'Mabvazuva High School',
        'Import of students from students.csv',
      ],
    ]);
    const withdrawals = await readNow(
      t,
      `/api/school-events${listQuery({ type: 'StudentWithdrawn', q: 'Rudo Moyo0' })}`,
      a.admin.token,
    );
    expect((withdrawals.body as { summary: string }[]).map((e) => e.summary)).toEqual([
      'Rudo Moyo0 withdrawn from the school: Import undone',
    ]);
  });

  it('the school lists its imports newest first, the undone one with what went back; another school sees none', async () => {
    const batches = await readNow(
      t,
      `/api/import-batches${listQuery({ kind: 'students' })}`,
      a.admin.token,
    );
    expect(batches.body).toMatchObject([
      {
        kind: 'students',
        fileName: 'students.csv',
        rows: 50,
        status: 'Completed',
        created: 0,
        updated: 0,
        skipped: 50,
        failed: 0,
        undone: 0,
      },
      {
        id: batchId,
        kind: 'students',
        fileName: 'students.csv',
        rows: 50,
        status: 'Undone',
        created: 50,
        skipped: 0,
        undone: 50,
      },
    ]);
    expect((await readNow(t, `/api/import-batches${listQuery()}`, b.admin.token)).body).toEqual([]);
  });
});

describe('when a record of the batch changed since', () => {
  it('undo is refused, naming what changed, and nothing is withdrawn', async () => {
    const res = await importFile(
      csvOf([student(0, { lastName: 'Banda' }), student(1, { lastName: 'Banda' })]),
    );
    expect(res.body).toMatchObject({ created: 2 });
    const tendai = (await students(a)).find(
      (s) => s.firstName === 'Tendai' && s.status === 'Active',
    )!;
    const changed = await t.request('/api/commands/ChangeStudentStatus', {
      json: { studentId: tendai.id, status: 'Inactive' },
      token: a.admin.token,
    });
    expect(changed.status).toBe(201);
    const head = await t.platform.store.headPosition();
    const undo = await t.request('/api/commands/UndoImport', {
      json: { batchId: res.body.batchId },
      token: a.admin.token,
    });
    expect(undo.status).toBe(409);
    expect(undo.body.detail).toBe(
      'This import cannot be undone: changed since it was imported: Tendai Banda (MAB-' +
        String(new Date().getUTCFullYear()).slice(2) +
        '-0052)',
    );
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('an Excel file', () => {
  it('is checked and imported the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Students');
    for (const line of [
      HEADER,
      student(3, { lastName: 'Sibanda' }),
      student(4, { lastName: 'Sibanda', dob: 'yesterday' }),
    ])
      sheet.addRow(line.split(','));
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const dry = await dryRun(bytes, a.admin.token, 'students.xlsx');
    expect(dry.body).toMatchObject({ create: 1, errors: 1 });
    expect(dry.body.rows[1]).toEqual({
      row: 3,
      action: 'create',
      label: 'Nyasha Sibanda',
      errors: [
        {
          column: 'Date of birth',
          message: 'Enter the date of birth (YYYY-MM-DD), not in the future',
        },
      ],
    });
    sheet.spliceRows(3, 1);
    const res = await importFile(
      Buffer.from(await book.xlsx.writeBuffer()),
      a.admin.token,
      'students.xlsx',
    );
    expect(res.body).toMatchObject({ created: 1, skipped: 0, failed: 0 });
  });
});

describe('an Excel file with a cell in its last column (XFD) on every row', () => {
  const farCells = async (rows: number) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Students');
    sheet.addRow(HEADER.split(','));
    for (let i = 0; i < rows; i += 1) {
      const row = sheet.addRow(
        student(i, { lastName: `Far${i}`, className: 'Form 2 Green' }).split(','),
      );
      row.getCell(16384).value = 'x';
    }
    return Buffer.from(await book.xlsx.writeBuffer());
  };

  it('is read by the template columns only: its 250 rows are checked', async () => {
    const res = await dryRun(await farCells(250), b.admin.token, 'far.xlsx');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'students', create: 250, skip: 0, errors: 0 });
    expect((res.body.rows as { row: number; label: string }[]).slice(0, 2)).toEqual([
      { row: 2, action: 'create', errors: [], label: 'Rudo Far0' },
      { row: 3, action: 'create', errors: [], label: 'Tendai Far1' },
    ]);
  });

  it('while 1,000 such rows are parsed, /api/health still answers first', async () => {
    const file = await farCells(1000);
    const finished: string[] = [];
    const parse = dryRun(file, b.admin.token, 'far.xlsx').then((res) => {
      finished.push('dry run');
      return res;
    });
    const health = t.request('/api/health').then((res) => {
      finished.push('health');
      return res;
    });
    const [parsed, answered] = await Promise.all([parse, health]);
    expect(answered.status).toBe(200);
    expect(parsed.body).toMatchObject({ create: 1000, errors: 0 });
    expect(finished).toEqual(['health', 'dry run']);
  });

  it('one that unpacks to more than 64 MB is refused before it is read', async () => {
    const zip = await farCells(1);
    // The sheet's entry declares 100 MB unpacked in the zip's central directory.
    const directory = zip.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    zip.writeUInt32LE(100 * 1024 * 1024, directory + 24);
    const res = await dryRun(zip, b.admin.token, 'far.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: 'file',
        message:
          "The spreadsheet holds more than 64 MB once unpacked: keep only the template's columns and rows, or save it as CSV",
      },
    ]);
  });
});

describe('roles and tenancy', () => {
  it('only an admin imports: anonymous 401, other roles 403', async () => {
    expect((await dryRun(fifty(), '')).status).toBe(401);
    for (const role of ['TEACHER', 'STUDENT', 'PARENT', 'SUPERADMIN'] as const) {
      const token = await signedInAs(t, role, role === 'SUPERADMIN' ? null : a.schoolId);
      expect((await dryRun(fifty(), token)).status, role).toBe(403);
      expect((await importFile(fifty(), token)).status, role).toBe(403);
    }
  });

  it("another school's class name is an error, never found", async () => {
    const res = await dryRun(csvOf([student(0, { className: 'Form 2 Green' })]));
    expect(res.body.rows[0].errors).toEqual([
      { column: 'Class', message: 'No class of this name in this school' },
    ]);
    expect((await students(b)).length).toBe(0);
  });
});

describe('teachers and parents files', () => {
  const send = (path: string, kind: string, content: string) =>
    t.request(path, { body: form(kind, content, `${kind}.csv`), token: a.admin.token });

  it('teachers: matched on email, unknown subjects listed, undone by RemoveTeacher', async () => {
    const header =
      'First Name,Last Name,Phone Number,Date of birth,Nationality,Address,Email,Subject(s)';
    const file = [
      header,
      'Tendai,Moyo,0772123456,1985-06-21,Zimbabwean,Harare,tendai.import@example.com,',
      'Farai,Banda,,,,,farai.import@example.com,',
    ].join('\n');
    const dry = await send(
      '/api/imports/dry-run',
      'teachers',
      `${file}\nChipo,Dube,,,,,chipo.import@example.com,Astrology`,
    );
    expect(dry.body.rows[2].errors).toEqual([
      { column: 'Subject(s)', message: 'No subject named Astrology in this school' },
    ]);
    const res = await send('/api/imports', 'teachers', file);
    expect(res.body).toMatchObject({ created: 2, skipped: 0, failed: 0 });
    expect((await send('/api/imports', 'teachers', file)).body).toMatchObject({
      created: 0,
      skipped: 2,
      failed: 0,
    });
    const undo = await t.request('/api/commands/UndoImport', {
      json: { batchId: res.body.batchId },
      token: a.admin.token,
    });
    expect(undo.body).toMatchObject({ undone: 2 });
    const removed = (
      await t.platform.store.readAll({ after: 0, limit: 1000, types: ['TeacherRemoved'] })
    ).map((e) => e.metadata.batchId);
    expect(removed).toEqual([res.body.batchId, res.body.batchId]);
  });

  it('parents: an unknown registration number and a bad phone are listed per column', async () => {
    const header = 'First Name,Last Name,Phone Number,Email,Address,Student registration numbers';
    const dry = await send(
      '/api/imports/dry-run',
      'parents',
      [header, 'Chipo,Moyo,0772000111,,Harare,NOPE-1', 'Rudo,Moyo,12,,,'].join('\n'),
    );
    expect(dry.body.rows.map((r: { errors: unknown }) => r.errors)).toEqual([
      [
        {
          column: 'Student registration numbers',
          message: 'No student with registration number NOPE-1 in this school',
        },
      ],
      [{ column: 'Phone Number', message: expect.any(String) }],
    ]);
  });
});

describe('templates', () => {
  it('the students CSV template has the spec columns and one example row; the XLSX reads back the same', async () => {
    const csv = await t.request('/api/imports/template?kind=students&format=csv', {
      token: a.admin.token,
    });
    expect(csv.body.split('\n')[0]).toBe(
      `${HEADER},Parent First Name,Parent Last Name,Parent Email`,
    );
    expect(csv.body.trim().split('\n').length).toBe(2);
    const xlsx = await fetch(`${t.url}/api/imports/template?kind=students&format=xlsx`, {
      headers: { Authorization: `Bearer ${a.admin.token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect((book.worksheets[0]!.getRow(1).values as string[]).slice(1).join(',')).toBe(
      `${HEADER},Parent First Name,Parent Last Name,Parent Email`,
    );
    expect((await t.request('/api/imports/template?kind=students&format=csv')).status).toBe(401);
  });
});

describe('an import followed as it runs', () => {
  it('streams a progress line as rows are done, then the outcome, whose position the lists wait for', async () => {
    const rows = 200;
    const file = csvOf(
      Array.from({ length: rows }, (_, i) => student(i, { lastName: `Ncube${i}` })),
    );
    const res = await fetch(`${t.url}/api/imports`, {
      method: 'POST',
      body: form('students', file),
      headers: { Authorization: `Bearer ${a.admin.token}`, Accept: 'application/x-ndjson' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
      chunks.push(decoder.decode(chunk, { stream: true }));
    // The first lines came while rows were still being imported, not all at the end.
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).not.toContain('outcome');
    const lines = chunks
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; done?: number; total?: number });
    const progress = lines.filter((l) => l.type === 'progress');
    expect(progress[0]).toEqual({ type: 'progress', done: 0, total: rows });
    expect(progress.at(-1)).toEqual({ type: 'progress', done: rows, total: rows });
    const dones = progress.map((l) => l.done!);
    expect(dones).toEqual([...dones].sort((x, y) => x - y));
    expect(new Set(dones).size).toBe(dones.length);
    const outcome = lines.at(-1) as unknown as {
      type: string;
      created: number;
      position: number;
      batchId: string;
    };
    expect(outcome).toMatchObject({
      type: 'outcome',
      created: rows,
      updated: 0,
      skipped: 0,
      failed: 0,
    });
    const listed = await t.request(
      `/api/students${listQuery({ q: 'Ncube' }, undefined, [0, 99])}`,
      {
        token: a.admin.token,
        headers: { 'X-Consistent-After': String(outcome.position) },
      },
    );
    expect(listed.headers.get('content-range')?.split('/')[1]).toBe(String(rows));
    const audit = await t.platform.store.readStream(`import-${outcome.batchId}`);
    expect(audit.at(-1)!.position).toBe(outcome.position);
  });

  it('a file with errors is refused before the stream begins, as problem+json', async () => {
    const res = await fetch(`${t.url}/api/imports`, {
      method: 'POST',
      body: form('students', csvOf([student(0, { dob: 'soon' })])),
      headers: { Authorization: `Bearer ${a.admin.token}`, Accept: 'application/x-ndjson' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      'Some rows have errors: correct them and run the check again before importing',
    );
  });
});

describe('a parents file run again with more children', () => {
  const header = 'First Name,Last Name,Phone Number,Email,Address,Student registration numbers';
  const send = (path: string, content: string) =>
    t.request(path, { body: form('parents', content, 'parents.csv'), token: a.admin.token });
  const chipo = async () => {
    const res = await readNow(t, `/api/parents${listQuery({ q: 'Chipo Dube' })}`, a.admin.token);
    return (res.body as { status: string; students: { name: string }[] }[])[0]!;
  };

  it('updates the parent with the children not linked yet, and undo unlinks only those', async () => {
    const [first, second] = (
      (await students(a)) as unknown as {
        status: string;
        firstName: string;
        lastName: string;
        registrationNumber: string;
      }[]
    )
      .filter((s) => s.status === 'Active' && s.lastName.startsWith('Ncube'))
      .slice(0, 2);
    const once = await send(
      '/api/imports',
      [header, `Chipo,Dube,0772000333,,Harare,${first!.registrationNumber}`].join('\n'),
    );
    expect(once.body).toMatchObject({ created: 1, updated: 0, skipped: 0, failed: 0 });

    const both = [
      header,
      `Chipo,Dube,0772000333,,Harare,"${first!.registrationNumber}, ${second!.registrationNumber}"`,
    ].join('\n');
    expect((await send('/api/imports/dry-run', both)).body).toMatchObject({
      create: 0,
      update: 1,
      skip: 0,
      errors: 0,
    });
    const again = await send('/api/imports', both);
    expect(again.body).toMatchObject({ created: 0, updated: 1, skipped: 0, failed: 0 });
    expect((await chipo()).students.map((s) => s.name).sort()).toEqual(
      [`${first!.firstName} ${first!.lastName}`, `${second!.firstName} ${second!.lastName}`].sort(),
    );
    expect((await send('/api/imports/dry-run', both)).body).toMatchObject({
      create: 0,
      update: 0,
      skip: 1,
    });

    const undo = await t.request('/api/commands/UndoImport', {
      json: { batchId: again.body.batchId },
      token: a.admin.token,
    });
    expect(undo.status, JSON.stringify(undo.body)).toBe(201);
    const after = await chipo();
    expect(after.status).toBe('Invited');
    expect(after.students.map((s) => s.name)).toEqual([`${first!.firstName} ${first!.lastName}`]);
  });
});

describe('students naming a parent phone', () => {
  it('the parents they invite and link carry the import’s batch id; a sibling in the file shares the parent', async () => {
    const row = (first: string, phone: string) =>
      [
        first,
        'Mlambo',
        '2013-05-02',
        'female',
        phone,
        '',
        '4 Fife Street',
        'Zimbabwe',
        'Harare',
        'Harare',
        'Harare Urban',
        'Form 2 Green',
      ].join(',');
    const res = await importFile(
      csvOf([
        row('Thandi', '0772000301'),
        row('Lindiwe', '0772000301'),
        row('Sipho', '0772000302'),
      ]),
      b.admin.token,
    );
    expect([res.status, res.body.errors ?? res.body.detail]).toEqual([201, undefined]);
    const batchId = res.body.batchId as string;
    const parentEvents = await eventually('the parents of the import', async () => {
      const events = (
        await t.platform.store.readAll({
          after: 0,
          limit: 5000,
          types: ['ParentInvited', 'ParentLinkedToStudent'],
        })
      ).filter((e) => e.metadata.schoolId === b.schoolId);
      return events.filter((e) => e.type === 'ParentLinkedToStudent').length === 3 && events;
    });
    // The rows run at once, so the two families' events may interleave; each is whole.
    expect(parentEvents.map((e) => e.metadata.batchId)).toEqual(Array(5).fill(batchId));
    expect(parentEvents.filter((e) => e.type === 'ParentInvited')).toHaveLength(2);
    const parentOf = new Map(
      parentEvents
        .filter((e) => e.type === 'ParentLinkedToStudent')
        .map((e) => {
          const d = e.data as { studentName: string; parentId: string };
          return [d.studentName, d.parentId];
        }),
    );
    expect(parentOf.get('Thandi Mlambo')).toBe(parentOf.get('Lindiwe Mlambo'));
    expect(parentOf.get('Sipho Mlambo')).not.toBe(parentOf.get('Thandi Mlambo'));
    expect([...parentOf.keys()].sort()).toEqual([
      'Lindiwe Mlambo',
      'Sipho Mlambo',
      'Thandi Mlambo',
    ]);
  });
});

describe('a file as spreadsheets hold it, imported in part', () => {
  const row = (first: string, dob: string, gender: string, className = 'Form 2 Green') =>
    [
      first,
      'Gumbo',
      dob,
      gender,
      '',
      '',
      '4 Fife Street',
      'Zimbabwe',
      'Harare',
      'Harare',
      'Harare Urban',
      className,
    ].join(',');
  const file = csvOf([
    row('Anesu', '14/03/2009', 'F'),
    row('Tinashe', '2009-07-01', 'male'),
    row('Ruvimbo', '31/13/2009', 'Female'),
    row('Kundai', '02/01/2010', 'boy'),
    row('Vimbai', '1/2/2010', 'FEMALE'),
  ]);
  const send = (path: string, content: string, token = b.admin.token, skipInvalid = false) => {
    const body = form('students', content, 'gumbo.csv');
    if (skipInvalid) body.append('skipInvalid', 'true');
    return t.request(path, { body, token });
  };
  const dobMessage = 'Enter the date of birth (YYYY-MM-DD), not in the future';

  it('the dry run reads day-first and ISO dates and F/M/Female/male genders: 3 valid, 2 to skip', async () => {
    const dry = await send('/api/imports/dry-run', file);
    expect(dry.body).toMatchObject({ create: 3, errors: 2 });
    expect(
      (dry.body.rows as { row: number; errors: unknown[] }[]).filter((r) => r.errors.length > 0),
    ).toEqual([
      {
        row: 4,
        action: 'create',
        label: 'Ruvimbo Gumbo',
        errors: [{ column: 'Date of birth', message: dobMessage }],
      },
      {
        row: 5,
        action: 'create',
        label: 'Kundai Gumbo',
        errors: [{ column: 'Gender', message: 'Choose female or male' }],
      },
    ]);
  });

  it('the skipped rows download as CSV, each with its errors, under the template columns', async () => {
    const res = await fetch(`${t.url}/api/imports/skipped-rows`, {
      method: 'POST',
      body: form('students', file, 'gumbo.csv'),
      headers: { Authorization: `Bearer ${b.admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename=gumbo-rows-to-fix.csv',
    );
    expect(
      (await res.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      `Row,${HEADER},Parent First Name,Parent Last Name,Parent Email,Errors`,
      `4,Ruvimbo,Gumbo,31/13/2009,Female,,,4 Fife Street,Zimbabwe,Harare,Harare,Harare Urban,Form 2 Green,,,,"Date of birth: ${dobMessage}"`,
      '5,Kundai,Gumbo,02/01/2010,boy,,,4 Fife Street,Zimbabwe,Harare,Harare,Harare Urban,Form 2 Green,,,,Gender: Choose female or male',
    ]);
  });

  it('importing the valid rows creates those 3, with their dates and genders as the form keeps them, and counts the 2 skipped', async () => {
    expect((await send('/api/imports', file)).status).toBe(400);
    const res = await send('/api/imports', file, b.admin.token, true);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 3, updated: 0, skipped: 0, failed: 0, invalid: 2 });
    const gumbos = (await students(b)).filter(
      (s) => (s as { lastName?: string }).lastName === 'Gumbo',
    ) as unknown as { firstName: string; dob: string; gender: string }[];
    expect(gumbos.map((s) => [s.firstName, s.dob, s.gender]).sort()).toEqual([
      ['Anesu', '2009-03-14', 'female'],
      ['Tinashe', '2009-07-01', 'male'],
      ['Vimbai', '2010-02-01', 'female'],
    ]);
    const batches = await readNow(
      t,
      `/api/import-batches${listQuery({ kind: 'students' })}`,
      b.admin.token,
    );
    expect(batches.body.find((x: { id: string }) => x.id === res.body.batchId)).toMatchObject({
      created: 3,
      invalid: 2,
    });
  });

  it('a real date cell of an Excel file is its calendar day', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Students');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      'Chiedza',
      'Gumbo',
      new Date(Date.UTC(2011, 8, 23)),
      'f',
      '',
      '',
      '',
      'Zimbabwe',
      'Harare',
      'Harare',
      'Harare Urban',
      'Form 2 Green',
    ]);
    const dry = await t.request('/api/imports/dry-run', {
      body: form('students', Buffer.from(await book.xlsx.writeBuffer()), 'cells.xlsx'),
      token: b.admin.token,
    });
    expect(dry.body).toMatchObject({ create: 1, errors: 0 });
  });

  it('only an admin downloads the skipped rows: anonymous 401, other roles 403; another school reads its own classes only', async () => {
    expect((await send('/api/imports/skipped-rows', file, '')).status).toBe(401);
    for (const role of ['TEACHER', 'STUDENT', 'PARENT', 'SUPERADMIN'] as const) {
      const token = await signedInAs(t, role, role === 'SUPERADMIN' ? null : b.schoolId);
      expect((await send('/api/imports/skipped-rows', file, token)).status, role).toBe(403);
      expect((await send('/api/imports', file, token, true)).status, role).toBe(403);
    }
    // School A has no Form 2 Green: every row is skipped there, for its class.
    const elsewhere = await send('/api/imports/skipped-rows', file, a.admin.token);
    expect(
      (elsewhere.body as string)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['2', '3', '4', '5', '6']);
    expect(elsewhere.body as string).toContain('Class: No class of this name in this school');
  });
});

describe('a students file undone and imported again', () => {
  it("the parent lists each child once, by name, registration number and status; a name-less parent's phone reads +263 77 …", async () => {
    const line = [HEADER, 'Parent First Name', 'Parent Last Name', 'Parent Email'].join(',');
    const simba = [
      'Simba',
      'Nyathi',
      '2012-06-01',
      'M',
      '0774000501',
      '',
      '',
      'Zimbabwe',
      'Harare',
      'Harare',
      'Harare Urban',
      'Form 2 Green',
      'Rufaro',
      'Nyathi',
      'rufaro.nyathi@example.com',
    ].join(',');
    const first = await importFile(`${line}\n${simba}`, b.admin.token);
    expect(first.status).toBe(201);
    await eventually('the parent linked', async () =>
      (
        await t.platform.store.readAll({ after: 0, limit: 5000, types: ['ParentLinkedToStudent'] })
      ).some((e) => (e.data as { studentName: string }).studentName === 'Simba Nyathi'),
    );
    expect(
      (
        await t.request('/api/commands/UndoImport', {
          json: { batchId: first.body.batchId },
          token: b.admin.token,
        })
      ).status,
    ).toBe(201);
    const again = await importFile(`${line}\n${simba}`, b.admin.token);
    expect(again.body).toMatchObject({ created: 1 });
    const numbers = (await students(b)).filter((s) => s.firstName === 'Simba') as unknown as {
      registrationNumber: string;
      status: string;
    }[];
    const withdrawn = numbers.find((s) => s.status === 'Withdrawn')!.registrationNumber;
    const active = numbers.find((s) => s.status === 'Active')!.registrationNumber;
    const parent = await eventually('both links', async () => {
      const list = (await readNow(t, `/api/parents${listQuery({ q: '774000501' })}`, b.admin.token))
        .body as { firstName: string; email: string; students: unknown[] }[];
      return list[0]?.students.length === 2 && list[0];
    });
    expect(parent).toMatchObject({ firstName: 'Rufaro', email: 'rufaro.nyathi@example.com' });
    expect(parent.students.map((c) => ({ ...(c as object), id: undefined }))).toEqual([
      { id: undefined, name: 'Simba Nyathi', registrationNumber: withdrawn, status: 'Withdrawn' },
      { id: undefined, name: 'Simba Nyathi', registrationNumber: active, status: 'Active' },
    ]);
  });
});
