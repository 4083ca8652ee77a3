import { randomUUID } from 'node:crypto';
import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listResources } from '@chikoro/query-service/app';
import { setUpDemoSchool } from './seed/setup';
import { PDF_BYTES, enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';
import { dayFromToday, pinTestDay } from './testing/dates';
import { pastSchoolDays } from './seed/attendance';
import { resultsWorld } from './testing/results';
import { approvedSchool } from './testing/schools';
import { registerTeacher } from './testing/staff';

/** Every list resource of the query service, by name, with who reads it: a new one must be added here to be tested. */
const READERS: Record<string, 'superadmin' | 'admin'> = {
  'enrolment-requests': 'superadmin',
  enquiries: 'superadmin',
  events: 'superadmin',
  'event-types': 'superadmin',
  people: 'superadmin',
  'school-events': 'admin',
  'academic-years': 'admin',
  terms: 'admin',
  departments: 'admin',
  levels: 'admin',
  'grading-scales': 'admin',
  subjects: 'admin',
  classes: 'admin',
  teachers: 'admin',
  'teacher-assignments': 'admin',
  students: 'admin',
  parents: 'admin',
  results: 'admin',
  'report-cards': 'admin',
  'results-statistics': 'admin',
  'results-statistics-years': 'admin',
  exams: 'admin',
  marks: 'admin',
  'mark-history': 'admin',
  attendance: 'admin',
  'attendance-entries': 'admin',
  'attendance-summary': 'admin',
  'attendance-roll': 'admin',
  'absence-reports': 'admin',
  announcements: 'admin',
  'announcement-reads': 'admin',
  'announcement-recipients': 'admin',
  documents: 'admin',
  'import-batches': 'admin',
  'fee-items': 'admin',
  'exchange-rates': 'admin',
  invoices: 'admin',
  payments: 'admin',
  'fee-accounts': 'admin',
  'fee-statements': 'admin',
  'fee-debtors': 'admin',
  debtors: 'admin',
  'cash-sessions': 'admin',
  collections: 'admin',
  'collection-rates': 'admin',
  'receipt-register': 'admin',
  'fee-learners': 'admin',
  bursars: 'admin',
  sponsors: 'admin',
  'sponsor-claims': 'admin',
  discounts: 'admin',
  'promotion-plans': 'admin',
  promotions: 'admin',
};
const RESOURCES = Object.keys(READERS);
/** Lists only a student reads: their data needs a student's world, which student-portal.int.test.ts builds. */
const STUDENTS_OWN = ['my-exams', 'my-subjects'];
/** A family's own fees: read by a parent or a student in payments.int.test.ts. */
const FAMILIES_OWN = ['my-fees'];

const clock = pinTestDay('2026-11-25');
let t: TestPlatform;
let token: string;
let adminToken: string;
let last = 0;
let teacherEmail = '';

const enquiry = (n: number) => ({
  name: `Listed School ${n}`,
  town: 'Gweru',
  country: 'Zimbabwe',
  province: 'Midlands',
  district: 'Gweru Urban',
  headFirstName: 'Rudo',
  headLastname: 'Dube',
  headPhonenumber: '0771500500',
  headEmail: `head${n}@lists.test`,
  adminFirstName: 'Kuda',
  adminLastName: 'Banda',
  adminPhonenumber: '0772500500',
  adminEmail: `admin${n}@lists.test`,
  numberOfStudents: 300,
  numberOfTeachers: 12,
  schoolContact: '0542220000',
  address: `${n} Main Street`,
});

/** A GET with each query parameter sent as react-admin sends it (JSON), read after the last write. */
function list(resource: string, query: Record<string, unknown> = {}, as = token) {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return t.request(`/api/${resource}?${params}`, {
    token: as,
    headers: { 'X-Consistent-After': String(last) },
  });
}

beforeAll(async () => {
  t = await startTestPlatform(
    { RATE_LIMIT_ENQUIRIES: 'off', RATE_LIMIT_PUBLIC_BURST: 'off' },
    { clock },
  );
  token = await t.login(t.superadmin.email, t.superadmin.password);
  for (let n = 1; n <= 3; n++) {
    const enrolled = await t.request('/api/commands/EnrolSchool', { json: enrolmentDetails() });
    const raised = await t.request('/api/commands/RaiseEnquiry', { json: enquiry(n) });
    expect([enrolled.status, raised.status]).toEqual([201, 201]);
    last = raised.body.position;
  }
  const approved = await t.request('/api/commands/ApproveSchool', {
    json: { schoolId: (await list('enrolment-requests')).body[0].id },
    token,
  });
  expect(approved.status).toBe(201);
  const school = await approvedSchool(t, token);
  adminToken = school.admin.token;
  // Several rows in every set-up list: a year with its terms, departments, levels, scales, subjects.
  await setUpDemoSchool(t.url, adminToken, 'Lists High School', dayFromToday(0));
  const next = Number(dayFromToday(0).slice(0, 4)) + 1;
  const opened = await t.request('/api/commands/OpenAcademicYear', {
    json: { name: String(next), startDate: `${next}-01-12`, endDate: `${next}-12-03` },
    token: adminToken,
  });
  expect(opened.status).toBe(201);
  // Two classes, two teachers and two assignments for the admin's lists, on the demo set-up above.
  last = await t.platform.store.headPosition();
  const first = async (resource: string, filter: Record<string, unknown>) =>
    (await list(resource, { filter }, adminToken)).body[0].id as string;
  const [form1, maths, termId] = [
    await first('levels', { q: 'Form 1' }),
    await first('subjects', { q: 'Mathematics' }),
    await first('terms', { current: true }),
  ];
  const classIds: string[] = [];
  for (const name of ['Form 1 Blue', 'Form 1 Gold']) {
    const created = await t.request('/api/commands/CreateClass', {
      json: { levelId: form1, name },
      token: adminToken,
    });
    const { details, res } = await registerTeacher(t, adminToken);
    teacherEmail = details.email.toLowerCase();
    const assigned = await t.request('/api/commands/AssignTeacher', {
      json: {
        teacherId: res.body.teacherId,
        subjectId: maths,
        classId: created.body.classId,
        termId,
      },
      token: adminToken,
    });
    expect([created.status, res.status, assigned.status]).toEqual([201, 201, 201]);
    classIds.push(created.body.classId as string);
    // An exam per class, two students enrolled and their marks.
    const exam = await t.request('/api/commands/CreateExam', {
      json: {
        classId: created.body.classId,
        subjectId: maths,
        termId,
        teacherId: res.body.teacherId,
        examName: `${name} test`,
        outOf: 50,
        weight: 50,
        paperNo: 1,
        examDate: `${next}-02-10`,
      },
      token: adminToken,
    });
    const studentIds: string[] = [];
    for (const firstName of ['Rudo', 'Chenai']) {
      const enrolled = await t.request('/api/commands/EnrolStudent', {
        json: {
          firstName,
          lastName: name,
          dob: '2015-01-01',
          gender: 'female',
          classId: created.body.classId,
        },
        token: adminToken,
      });
      studentIds.push(enrolled.body.studentId as string);
    }
    const marked = await t.request('/api/commands/RecordMarks', {
      json: {
        examId: exam.body.examId,
        marks: studentIds.map((studentId) => ({ studentId, mark: 30 })),
      },
      token: adminToken,
    });
    expect([exam.status, marked.status]).toEqual([201, 201]);
  }
  // Students in a class, each naming a parent: the parents follow from the enrolments.
  for (const [firstName, parentPhone] of [
    ['Tendai', '0781100001'],
    ['Rudo', '0781100002'],
    ['Farai', '0781100003'],
  ]) {
    const enrolled = await t.request('/api/commands/EnrolStudent', {
      json: {
        firstName,
        lastName: 'Moyo',
        dob: '2009-05-01',
        gender: 'female',
        classId: classIds[0],
        parentPhone,
      },
      token: adminToken,
    });
    expect(enrolled.status).toBe(201);
  }
  for (let tries = 0; (await list('parents', {}, adminToken)).body.length < 3; tries++) {
    if (tries > 200) throw new Error('the enrolments named parents that never came');
    await new Promise((r) => setTimeout(r, 50));
  }
  // Form 1 Blue's registers of the current term's last two school days before today.
  last = await t.platform.store.headPosition();
  const roll = (await list('attendance-roll', { filter: { classId: classIds[0] } }, adminToken))
    .body as { id: string }[];
  const current = (await list('terms', { filter: { current: true } }, adminToken)).body[0] as {
    startDate: string;
    endDate: string;
  };
  for (const date of pastSchoolDays(current, dayFromToday(0), 2)) {
    const entries = roll.map((s, i) => ({
      studentId: s.id,
      status: i === 0 ? 'ABSENT' : 'PRESENT',
    }));
    const taken = await t.request('/api/commands/RecordAttendance', {
      json: { classId: classIds[0], date, entries },
      token: adminToken,
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  }
  // Two absences their families reported (as ReportAbsence writes them: the command takes only days to come in a term, which a holiday has none of).
  for (const [i, student] of roll.slice(0, 2).entries()) {
    const at = new Date().toISOString();
    const parentId = randomUUID();
    await t.platform.store.appendToStream(
      `absence-reports-${student.id}`,
      [
        {
          type: 'AbsenceReported',
          data: {
            schoolId: school.schoolId,
            studentId: student.id,
            studentName: `Student ${i}`,
            classId: classIds[0]!,
            date: dayFromToday(i + 1),
            reason: 'Clinic',
            parentId,
            parentName: 'A parent',
            reportedAt: at,
          },
          metadata: {
            actorId: parentId,
            actorRole: 'PARENT',
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
  // A class's results (eight rows), its published cards (four) and their statistics (two subjects).
  const [form2, english, yearId] = [
    await first('levels', { q: 'Form 2' }),
    await first('subjects', { q: 'English' }),
    await first('academic-years', { current: true }),
  ];
  const world = await resultsWorld(t, school, {
    yearId,
    termId,
    levels: { form1, form2 },
    subjects: { maths, english },
  });
  const published = await t.request('/api/commands/PublishResults', {
    json: { classId: world.classId, termId: world.rec.termId },
    token: adminToken,
  });
  expect(published.status).toBe(201);
  // Two announcements to the teachers, both read by the last teacher (who signs in with the mailed code).
  const set = await t.request('/api/auth/set-password', {
    json: {
      email: teacherEmail,
      code: await mailedCode(t.platform, teacherEmail),
      password: 'Teacher-pass-1',
    },
  });
  expect(set.status).toBe(200);
  const teacherToken = await t.login(teacherEmail, 'Teacher-pass-1');
  for (const title of ['Staff meeting', 'Marks due']) {
    const posted = await t.request('/api/commands/PostAnnouncement', {
      json: { title, body: 'In the staff room.', audience: { kind: 'TEACHERS' } },
      token: adminToken,
    });
    expect(posted.status).toBe(201);
    const read = await t.request('/api/commands/MarkAnnouncementRead', {
      json: { announcementId: posted.body.announcementId },
      token: teacherToken,
    });
    expect(read.status).toBe(201);
  }
  // Two documents, one for staff and one for families.
  for (const [title, visibility] of [
    ['Duty roster', 'STAFF'],
    ['School calendar', 'FAMILIES'],
  ]) {
    const form = new FormData();
    form.append('title', title!);
    form.append('visibility', visibility!);
    form.append(
      'file',
      new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }),
      `${title}.pdf`,
    );
    expect(
      (await t.request('/api/commands/UploadDocument', { body: form, token: adminToken })).status,
    ).toBe(201);
  }
  // Two imports of one student each into Form 1 Blue.
  for (const firstName of ['Nyasha', 'Tatenda']) {
    const body = new FormData();
    body.append('kind', 'students');
    const csv = `First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class\n${firstName},Lists,2014-02-02,male,,,,,,,,Form 1 Blue`;
    body.append('file', new Blob([csv]), 'students.csv');
    const imported = await t.request('/api/imports', { body, token: adminToken });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  }
  // Two days' ZiG rates and two fee items of the term's schedule, approved and billed, and two payments.
  for (const [i, rate] of ['26.7502', '26.7834'].entries()) {
    const recorded = await t.request('/api/commands/RecordExchangeRate', {
      json: {
        date: dayFromToday(-i),
        base: 'USD',
        quote: 'ZWG',
        rate,
        source: 'RBZ interbank rate',
      },
      token: adminToken,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  }
  for (const [name, minor] of [
    ['Tuition', '12500'],
    ['Sports levy', '1500'],
  ]) {
    const payers = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
    const defined = await t.request('/api/commands/DefineFeeItem', {
      json: {
        termId,
        name,
        category: 'TUITION',
        amount: { currency: 'USD', minor },
        dueDate: dayFromToday(30),
        payers,
      },
      token: adminToken,
    });
    expect(defined.status, JSON.stringify(defined.body)).toBe(201);
  }
  // Two sponsors, each paying half of one learner's tuition, so billing claims from both.
  last = await t.platform.store.headPosition();
  const learners = (await list('students', {}, adminToken)).body as { id: string }[];
  for (const [i, name] of ['BEAM', 'St Mary’s'].entries()) {
    const sponsor = await t.request('/api/commands/RegisterSponsor', {
      json: { name, kind: i === 0 ? 'BEAM' : 'CHURCH' },
      token: adminToken,
    });
    expect(sponsor.status, JSON.stringify(sponsor.body)).toBe(201);
    const granted = await t.request('/api/commands/GrantSponsorship', {
      json: {
        sponsorId: sponsor.body.sponsorId,
        studentId: learners[i]!.id,
        categories: ['TUITION'],
        percent: 50,
        fromTermId: termId,
      },
      token: adminToken,
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
  }
  // The schedule approved and billed: an invoice for each learner.
  for (const type of ['ApproveFeeSchedule', 'RunBilling']) {
    const sent = await t.request(`/api/commands/${type}`, { json: { termId }, token: adminToken });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  // Two discounts granted after billing (the invoices stay as issued): two rows of the discounts.
  for (const [i, kind] of (['SIBLING', 'STAFF_CHILD'] as const).entries()) {
    const granted = await t.request('/api/commands/GrantDiscount', {
      json: {
        studentId: learners[i]!.id,
        kind,
        categories: ['TUITION'],
        percent: '10',
        fromTermId: termId,
        approvedBy: 'The head',
      },
      token: adminToken,
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
  }
  // Two payments for the first learner billed, each in a cash session of its own (two sessions),
  // one in cash and one by bank transfer (two rows of the collections).
  last = await t.platform.store.headPosition();
  const billed = (await list('invoices', {}, adminToken)).body[0].studentId as string;
  for (const [minor, channel] of [
    ['1000', 'CASH'],
    ['2000', 'BANK'],
  ] as const) {
    const opened = await t.request('/api/commands/OpenCashSession', {
      json: {},
      token: adminToken,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const paid = await t.request('/api/commands/RecordPayment', {
      json: {
        studentId: billed,
        amount: { currency: 'USD', minor },
        channel,
        reference: channel === 'BANK' ? 'TRF-0001' : undefined,
      },
      token: adminToken,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const closed = await t.request('/api/commands/CloseCashSession', {
      json: { sessionId: opened.body.sessionId, counted: [{ currency: 'USD', minor }] },
      token: adminToken,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
  }
  // A last level of its own with two students, planned twice: one plan applied, both graduate.
  const send = async (type: string, json: unknown) => {
    const res = await t.request(`/api/commands/${type}`, { json, token: adminToken });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Record<string, string>;
  };
  last = await t.platform.store.headPosition();
  const years = (await list('academic-years', { sort: ['startDate', 'ASC'] }, adminToken)).body;
  const leaving = (
    await send('DefineLevel', { name: 'Upper Sixth', gradingScale: SAMPLE_GRADING_SCALE })
  ).levelId;
  const leavers = (await send('CreateClass', { levelId: leaving, name: 'Upper Sixth A' })).classId;
  for (const firstName of ['Tsitsi', 'Nyasha'])
    await send('EnrolStudent', {
      firstName,
      lastName: 'Sixth',
      dob: '2008-01-01',
      gender: 'female',
      classId: leavers,
    });
  const plan = { fromYearId: years.at(-2).id, toYearId: years.at(-1).id, levelId: leaving };
  const { planId } = await send('PlanPromotion', plan);
  await send('PlanPromotion', plan);
  await send('ApplyPromotion', { planId });
  for (const firstName of ['Rudo', 'Nyasha'])
    await send('RegisterBursar', {
      firstName,
      lastName: 'Chikwanha',
      email: `${firstName.toLowerCase()}.bursar@lists.test`,
    });
  last = await t.platform.store.headPosition();
});
afterAll(async () => t?.stop());

describe('sorting by id, react-admin’s default', () => {
  it('names every list resource in this suite (a student’s own lists are sorted in student-portal.int.test.ts)', () => {
    expect(listResources.map((r) => r.name).sort()).toEqual(
      [...RESOURCES, ...STUDENTS_OWN, ...FAMILIES_OWN].sort(),
    );
  });

  it.each(RESOURCES)('%s sorts by id, both ways', async (resource) => {
    const as = READERS[resource] === 'admin' ? adminToken : token;
    const up = await list(resource, { sort: ['id', 'ASC'], range: [0, 99] }, as);
    expect(up.status).toBe(200);
    const ids = (up.body as { id: string }[]).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort());
    // Descending, the first page is the ascending order's last page reversed (the log may pass a page).
    const total = Number(up.headers.get('content-range')?.split('/')[1]);
    const lastPage =
      total > 100
        ? await list(resource, { sort: ['id', 'ASC'], range: [total - 100, total - 1] }, as)
        : up;
    const down = await list(resource, { sort: ['id', 'DESC'], range: [0, 99] }, as);
    expect((down.body as { id: string }[]).map((r) => r.id)).toEqual(
      (lastPage.body as { id: string }[]).map((r) => r.id).reverse(),
    );
  });
});

describe('ids that are not uuids', () => {
  it('fetches an event type by its name, alone and as a getMany', async () => {
    const one = await list('event-types/SchoolApproved');
    expect(one.status).toBe(200);
    // One school approved above, one more for the admin's reads.
    expect(one.body).toEqual({ id: 'SchoolApproved', count: 2 });
    const many = await list('event-types', {
      filter: { id: ['SchoolApproved', 'EnquiryRaised'] },
      sort: ['id', 'ASC'],
    });
    expect(many.body).toEqual([
      { id: 'EnquiryRaised', count: 3 },
      { id: 'SchoolApproved', count: 2 },
    ]);
  });

  it('answers an unknown or ill-formed id with 404, never 500', async () => {
    expect((await list('event-types/NoSuchEvent')).status).toBe(404);
    expect((await list(`event-types/${'x'.repeat(201)}`)).status).toBe(404);
    expect((await list('event-types/Bad%00Type')).status).toBe(404);
    expect((await list('enquiries/not-a-uuid')).status).toBe(404);
    expect((await list('people/%00')).status).toBe(404);
  });

  it('refuses an ill-formed id filter with 400', async () => {
    const res = await list('enquiries', { filter: { id: ['not-a-uuid'] } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Invalid filter: id must be one uuid id or a list of them');
    expect((await list('event-types', { filter: { id: [{ nested: true }] } })).status).toBe(400);
    expect((await list('event-types', { filter: { id: '' } })).status).toBe(400);
  });
});

describe('impossible list parameters are a 400 with a reason, never a 500', () => {
  const refused = async (resource: string, query: Record<string, unknown>) => {
    const res = await list(resource, query);
    expect(res.status, JSON.stringify(query)).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    return res.body.detail as string;
  };

  it('refuses a range beyond 2^53, negative or reversed', async () => {
    const rangeMessage =
      'range must be [first, last]: whole numbers from 0 to 9007199254740991, first ≤ last';
    expect(await refused('enquiries', { range: [1e20, 1e20] })).toBe(rangeMessage);
    expect(await refused('enquiries', { range: '[9007199254740992,9007199254740993]' })).toBe(
      rangeMessage,
    );
    expect(await refused('enquiries', { range: [-5, 4] })).toBe(rangeMessage);
    expect(await refused('enquiries', { range: [9, 0] })).toBe(rangeMessage);
    expect(await refused('enquiries', { range: '[0,1e400]' })).toBe(rangeMessage);
    expect((await list('enquiries', { range: [9007199254740990, 9007199254740991] })).status).toBe(
      200,
    );
  });

  it('refuses days that do not exist and text that is not a date', async () => {
    const dateMessage = (side: string) =>
      `Invalid filter: ${side} must be a real date (YYYY-MM-DD) or an ISO instant`;
    expect(await refused('events', { filter: { from: '2026-02-31' } })).toBe(dateMessage('from'));
    expect(await refused('events', { filter: { to: '2026-13-01' } })).toBe(dateMessage('to'));
    expect(await refused('events', { filter: { from: '2026-01-01T25:00:00Z' } })).toBe(
      dateMessage('from'),
    );
    expect(await refused('events', { filter: { to: '0000-01-01' } })).toBe(dateMessage('to'));
    expect(await refused('events', { filter: { from: '1' } })).toBe(dateMessage('from'));
    expect(
      (await list('events', { filter: { from: '2024-02-29', to: '2999-12-31T23:59:59.999Z' } }))
        .status,
    ).toBe(200);
  });

  it('refuses parameters that are not JSON, or hold NUL or an unpaired surrogate', async () => {
    expect(await refused('events', { filter: '{"q":' })).toBe('filter is not valid JSON');
    expect(await refused('people', { sort: 'name' })).toBe('sort is not valid JSON');
    const textMessage =
      'Text must not contain NUL characters or invalid Unicode (an unpaired surrogate).';
    expect(await refused('enquiries', { filter: '{"q":"a\\u0000b"}' })).toBe(
      `filter: ${textMessage}`,
    );
    expect(await refused('events', { filter: '{"q":"\\ud800"}' })).toBe(`filter: ${textMessage}`);
    // A raw NUL (%00 in the address) is refused before the parameters are read.
    expect(await refused('people', { filter: '{"q":"nul\u0000here"}' })).toBe(textMessage);
  });

  it('refuses NUL in the public school search', async () => {
    const res = await t.request('/api/public/schools?q=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: 'q',
        message: 'Text must not contain NUL characters or invalid Unicode (an unpaired surrogate).',
      },
    ]);
  });

  it('refuses a malformed percent-escape in the path', async () => {
    const res = await list('enquiries/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      type: 'https://chikoro.app/problems/bad-request',
      title: 'Bad request',
      status: 400,
    });
  });
});
