import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandNames } from '@chikoro/contracts';
import { listResources } from '@chikoro/query-service/app';
import { dayFromToday } from './testing/dates';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';
import type { ApprovedSchool } from './testing/schools';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  setUpRecords,
  tokenFor,
  type SchoolRecords,
} from './testing/staff';
import { approvedSchool } from './testing/schools';

/**
 * What the bursar of school A may do, typed by hand: every list the platform has and every command
 * its map names, each with the bursar's answer. A list is either read (school A's rows, the very
 * rows A's admin reads, and none of school B's) or refused (403); a command is the bursar's to send
 * in their own school (and "not found" against school B's records) or refused (403). The fees and
 * what the fees screens read (terms, levels, classes) are theirs; marks, exams, report cards,
 * registers, results, announcements, people and set-up are not.
 */
type ListAnswer = 'sees own school only' | 'sees own school’s opening balances only' | 403;
const LISTS: Record<string, ListAnswer> = {
  'enrolment-requests': 403,
  enquiries: 403,
  events: 403,
  'school-events': 403,
  'event-types': 403,
  people: 403,
  'academic-years': 403,
  terms: 'sees own school only',
  departments: 403,
  levels: 'sees own school only',
  'grading-scales': 403,
  subjects: 403,
  classes: 'sees own school only',
  teachers: 403,
  'teacher-assignments': 403,
  'my-subjects': 403,
  bursars: 403,
  students: 403,
  parents: 403,
  results: 403,
  'report-cards': 403,
  'results-statistics': 403,
  'results-statistics-years': 403,
  exams: 403,
  marks: 403,
  'mark-history': 403,
  'my-exams': 403,
  'import-batches': 'sees own school’s opening balances only',
  attendance: 403,
  'attendance-entries': 403,
  'attendance-summary': 403,
  'attendance-roll': 403,
  'absence-reports': 403,
  announcements: 403,
  'announcement-reads': 403,
  'announcement-recipients': 403,
  documents: 403,
  'fee-items': 'sees own school only',
  'exchange-rates': 'sees own school only',
  invoices: 'sees own school only',
  payments: 'sees own school only',
  'fee-accounts': 'sees own school only',
  'fee-statements': 'sees own school only',
  'my-fees': 403,
  'fee-debtors': 'sees own school only',
  debtors: 'sees own school only',
  'cash-sessions': 'sees own school only',
  collections: 'sees own school only',
  'collection-rates': 'sees own school only',
  'receipt-register': 'sees own school only',
  'fee-learners': 'sees own school only',
  sponsors: 'sees own school only',
  'sponsor-claims': 'sees own school only',
  discounts: 'sees own school only',
  'promotion-plans': 403,
  promotions: 403,
};

/** 'fees': sent in school A (each answered below), "not found" against school B's record. */
type CommandAnswer = 403 | 'fees' | 'own profile' | 'public';
const COMMANDS: Record<string, CommandAnswer> = {
  EnrolSchool: 'public',
  ApproveSchool: 403,
  RejectSchool: 403,
  CorrectSchoolDetails: 403,
  ListSchoolInDirectory: 403,
  RaiseEnquiry: 'public',
  ResolveEnquiry: 403,
  ReopenEnquiry: 403,
  InviteEnquirerToEnrol: 403,
  InviteParent: 403,
  RegisterParent: 'public',
  LinkParentToStudent: 403,
  UnlinkParentFromStudent: 403,
  ChangeParentStatus: 403,
  RemoveParent: 403,
  UpdateMyProfile: 'own profile',
  ChangeMyPhoto: 'own profile',
  MarkNotificationsSeen: 'own profile',
  OpenAcademicYear: 403,
  AddTerm: 403,
  AddDepartment: 403,
  RenameDepartment: 403,
  RemoveDepartment: 403,
  DefineLevel: 403,
  ChangeGradingScale: 403,
  AddSubject: 403,
  CreateClass: 403,
  AssignClassTeacher: 403,
  ChangeClassDetails: 403,
  DeleteClass: 403,
  RegisterTeacher: 403,
  AssignTeacher: 403,
  UnassignTeacher: 403,
  ChangeTeacherStatus: 403,
  RemoveTeacher: 403,
  RegisterBursar: 403,
  ChangeBursarStatus: 403,
  EnrolStudent: 403,
  ChangeStudentStatus: 403,
  MoveStudentToClass: 403,
  WithdrawStudent: 403,
  IssueStudentSignInCode: 403,
  RecordSubjectComments: 403,
  RecordHeadComment: 403,
  PublishResults: 403,
  AcknowledgeReportCard: 403,
  ChangeResultsLinkSetting: 403,
  ChangeReportCardSettings: 403,
  RecordConductAndEffort: 403,
  CreateExam: 403,
  ChangeExamDetails: 403,
  CancelExam: 403,
  RecordMarks: 403,
  CorrectMark: 403,
  LockMarks: 403,
  ReopenMarks: 403,
  UndoImport: 'fees',
  RecordAttendance: 403,
  CorrectAttendance: 403,
  ReportAbsence: 403,
  WithdrawAbsenceReport: 403,
  PostAnnouncement: 403,
  EditAnnouncement: 403,
  WithdrawAnnouncement: 403,
  MarkAnnouncementRead: 403,
  UploadDocument: 403,
  ChangeDocumentVisibility: 403,
  RemoveDocument: 403,
  RecordExchangeRate: 'fees',
  DefineFeeItem: 'fees',
  ChangeFeeItem: 'fees',
  RemoveFeeItem: 'fees',
  ApproveFeeSchedule: 'fees',
  RecordPayment: 'fees',
  ReversePayment: 'fees',
  RunBilling: 'fees',
  ChangePaymentDetails: 403,
  ChangeReceiptMessages: 'fees',
  RegisterSponsor: 'fees',
  GrantSponsorship: 'fees',
  EndSponsorship: 'fees',
  RecordSponsorPayment: 'fees',
  GrantDiscount: 'fees',
  EndDiscount: 'fees',
  IssueCreditNote: 'fees',
  WriteOff: 'fees',
  OpenCashSession: 'fees',
  CloseCashSession: 'fees',
  CloseTerm: 403,
  ReopenTerm: 403,
  SetNextTermOpening: 403,
  PlanPromotion: 403,
  ChangePromotionPlan: 403,
  ApplyPromotion: 403,
  UndoPromotion: 403,
};

interface FeeSchool {
  school: ApprovedSchool;
  records: SchoolRecords;
  classId: string;
  studentId: string;
  registrationNumber: string;
}

let t: TestPlatform;
let a: FeeSchool;
let b: FeeSchool & {
  feeItemId: string;
  paymentId: string;
  invoiceId: string;
  sessionId: string;
  discountId: string;
  batchId: string;
};
let bursar: string;

async function send(token: string, type: string, json: unknown) {
  return t.request(`/api/commands/${type}`, { json, token });
}
async function sent(token: string, type: string, json: unknown): Promise<Record<string, string>> {
  const res = await send(token, type, json);
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, string>;
}

const rate = (date: string) => ({
  date,
  base: 'USD',
  quote: 'ZWG',
  rate: '26.7834',
  source: 'RBZ interbank rate',
});
const tuition = (termId: string) => ({
  termId,
  name: 'Tuition',
  category: 'TUITION',
  amount: { currency: 'USD', minor: '45000' },
  dueDate: '2030-02-02',
});

/** One learner's opening balance of USD 20.00 as of 31 December 2025, by the import (dry run or run). */
function importOpeningBalance(token: string, registrationNumber: string, dryRun = false) {
  const body = new FormData();
  body.append('kind', 'openingBalances');
  body.append(
    'file',
    new Blob([
      `Registration number,Currency,Amount owed,As of,Note\n${registrationNumber},USD,20.00,2025-12-31,\n`,
    ]),
    'old-books.csv',
  );
  return t.request(dryRun ? '/api/imports/dry-run' : '/api/imports', { body, token });
}

async function feeSchool(superToken: string): Promise<FeeSchool> {
  const school = await approvedSchool(t, superToken);
  const records = await setUpRecords(t, school);
  const admin = school.admin.token;
  const { classId } = await sent(admin, 'CreateClass', {
    levelId: records.levels.form1,
    name: 'Form 1 Blue',
  });
  const { studentId, registrationNumber } = await sent(admin, 'EnrolStudent', {
    firstName: 'Chipo',
    lastName: 'Ndlovu',
    dob: '2013-05-01',
    gender: 'female',
    classId: classId!,
  });
  return {
    school,
    records,
    classId: classId!,
    studentId: studentId!,
    registrationNumber: registrationNumber!,
  };
}

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await feeSchool(superToken);
  const schoolB = await feeSchool(superToken);
  // School B keeps fees of its own: a rate, an approved schedule billed, a payment.
  const adminB = schoolB.school.admin.token;
  await sent(adminB, 'RecordExchangeRate', rate(dayFromToday(0)));
  const { feeItemId } = await sent(adminB, 'DefineFeeItem', tuition(schoolB.records.termId));
  // BEAM pays half of B's learner's tuition: school B has a sponsor and, once billed, its claim.
  const beamB = await sent(adminB, 'RegisterSponsor', { name: 'BEAM', kind: 'BEAM' });
  await sent(adminB, 'GrantSponsorship', {
    sponsorId: beamB.sponsorId,
    studentId: schoolB.studentId,
    categories: ['TUITION'],
    percent: 50,
    fromTermId: schoolB.records.termId,
  });
  await sent(adminB, 'ApproveFeeSchedule', { termId: schoolB.records.termId });
  await sent(adminB, 'RunBilling', { termId: schoolB.records.termId });
  // B's learner has a sibling discount, granted once billed.
  const { discountId } = await sent(adminB, 'GrantDiscount', {
    studentId: schoolB.studentId,
    kind: 'SIBLING',
    categories: ['TUITION'],
    percent: '10',
    fromTermId: schoolB.records.termId,
    approvedBy: 'The head',
  });
  // B's admin takes the payment in a cash session, left open.
  const { sessionId } = await sent(adminB, 'OpenCashSession', {});
  const { paymentId } = await sent(adminB, 'RecordPayment', {
    studentId: schoolB.studentId,
    amount: { currency: 'USD', minor: '10000' },
    channel: 'CASH',
  });
  // And opening balances from its old books, by an import.
  const imported = await importOpeningBalance(adminB, schoolB.registrationNumber);
  expect(imported.status).toBe(201);
  const [invoiceB] = (
    await readNow(t, `/api/invoices${listQuery({ studentId: schoolB.studentId })}`, adminB)
  ).body as { id: string }[];
  b = {
    ...schoolB,
    feeItemId: feeItemId!,
    paymentId: paymentId!,
    invoiceId: invoiceB!.id,
    sessionId: sessionId!,
    discountId: discountId!,
    batchId: imported.body.batchId as string,
  };
  const email = `tariro.bursar.${Date.now()}@example.com`;
  await sent(a.school.admin.token, 'RegisterBursar', {
    firstName: 'Tariro',
    lastName: 'Mhlanga',
    email,
  });
  const password = 'Bursar-pass-1';
  const set = await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password },
  });
  expect(set.body).toEqual({ role: 'BURSAR' });
  bursar = (await t.request('/api/auth/login', { json: { identifier: email, password } })).body
    .token;
}, 300_000);
afterAll(async () => t?.stop());

describe('the table', () => {
  it('names every list resource and every command of the platform', () => {
    expect(Object.keys(LISTS).sort()).toEqual(listResources.map((r) => r.name).sort());
    expect(Object.keys(COMMANDS).sort()).toEqual([...commandNames].sort());
  });
});

describe('the bursar of school A keeps its fees', () => {
  const paid: { paymentId?: string } = {};
  const sponsored: { sponsorId?: string; sponsorshipId?: string } = {};

  it('records the day’s rate, registers a sponsor and grants a sponsorship, defines, changes and removes fee items, approves and bills the term', async () => {
    const termId = a.records.termId;
    expect((await send(bursar, 'RecordExchangeRate', rate(dayFromToday(0)))).status).toBe(201);
    const sponsor = await send(bursar, 'RegisterSponsor', { name: 'BEAM', kind: 'BEAM' });
    expect(sponsor.status).toBe(201);
    const granted = await send(bursar, 'GrantSponsorship', {
      sponsorId: sponsor.body.sponsorId,
      studentId: a.studentId,
      categories: ['TUITION'],
      percent: 50,
      fromTermId: termId,
    });
    expect(granted.status).toBe(201);
    sponsored.sponsorId = sponsor.body.sponsorId as string;
    sponsored.sponsorshipId = granted.body.sponsorshipId as string;
    const { feeItemId } = await sent(bursar, 'DefineFeeItem', tuition(termId));
    const levy = await sent(bursar, 'DefineFeeItem', {
      ...tuition(termId),
      name: 'Sports levy',
      category: 'LEVY',
    });
    const answers = [
      await send(bursar, 'ChangeFeeItem', {
        termId,
        feeItemId,
        amount: { currency: 'USD', minor: '46000' },
      }),
      await send(bursar, 'RemoveFeeItem', { termId, feeItemId: levy.feeItemId }),
      await send(bursar, 'ApproveFeeSchedule', { termId }),
      await send(bursar, 'RunBilling', { termId }),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
  });

  it('imports a learner’s opening balance from the old books (dry run, run) and undoes the import', async () => {
    const dry = await importOpeningBalance(bursar, a.registrationNumber, true);
    expect([dry.status, dry.body.create, dry.body.errors]).toEqual([200, 1, 0]);
    const imported = await importOpeningBalance(bursar, a.registrationNumber);
    expect([imported.status, imported.body.created]).toEqual([201, 1]);
    const undone = await send(bursar, 'UndoImport', { batchId: imported.body.batchId });
    expect([undone.status, undone.body.undone]).toEqual([201, 1]);
  });

  it('takes a payment, prints its receipt and reverses it with a reason', async () => {
    const payment = await send(bursar, 'RecordPayment', {
      studentId: a.studentId,
      amount: { currency: 'USD', minor: '20000' },
      channel: 'CASH',
    });
    expect(payment.status).toBe(201);
    paid.paymentId = payment.body.paymentId as string;
    const receipt = await t.request(`/api/payments/${paid.paymentId}/receipt.pdf`, {
      token: bursar,
      headers: { 'X-Consistent-After': String(payment.body.position) },
    });
    expect([receipt.status, receipt.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const reversed = await send(bursar, 'ReversePayment', {
      paymentId: paid.paymentId,
      reason: 'Entered against the wrong learner',
    });
    expect(reversed.status).toBe(201);
  });

  it('takes a sponsor’s payment against its claim, then ends the sponsorship', async () => {
    const payment = await send(bursar, 'RecordSponsorPayment', {
      sponsorId: sponsored.sponsorId,
      amount: { currency: 'USD', minor: '10000' },
      channel: 'BANK',
      reference: 'BEAM-2026-T3',
    });
    expect(payment.status).toBe(201);
    const ended = await send(bursar, 'EndSponsorship', { sponsorshipId: sponsored.sponsorshipId });
    expect(ended.status).toBe(201);
  });

  it('grants a learner a sibling discount with its approver, then ends it with a reason', async () => {
    const granted = await send(bursar, 'GrantDiscount', {
      studentId: a.studentId,
      kind: 'SIBLING',
      categories: ['TUITION'],
      percent: '10',
      fromTermId: a.records.termId,
      approvedBy: 'The head',
    });
    expect(granted.status).toBe(201);
    const ended = await send(bursar, 'EndDiscount', {
      discountId: granted.body.discountId,
      reason: 'Her brother left the school',
    });
    expect(ended.status).toBe(201);
  });

  it('opens a cash session, takes a payment in it, issues a credit note and a write-off on the learner’s invoice and closes the session with what they counted', async () => {
    const opened = await send(bursar, 'OpenCashSession', {});
    expect(opened.status).toBe(201);
    const payment = await send(bursar, 'RecordPayment', {
      studentId: a.studentId,
      amount: { currency: 'USD', minor: '5000' },
      channel: 'CASH',
    });
    expect(payment.status).toBe(201);
    const [invoice] = (
      await readNow(t, `/api/invoices${listQuery({ studentId: a.studentId })}`, bursar)
    ).body as { id: string }[];
    const answers = [
      await send(bursar, 'IssueCreditNote', {
        invoiceId: invoice!.id,
        amount: { currency: 'USD', minor: '1000' },
        reason: 'Sibling discount',
      }),
      await send(bursar, 'WriteOff', {
        invoiceId: invoice!.id,
        amount: { currency: 'USD', minor: '500' },
        reason: 'Family moved away',
      }),
      await send(bursar, 'CloseCashSession', {
        sessionId: opened.body.sessionId,
        counted: [{ currency: 'USD', minor: '5000' }],
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
  });

  it('turns the receipt SMS off and reads the setting, which school B’s bursar does not share', async () => {
    const changed = await send(bursar, 'ChangeReceiptMessages', { sms: false, email: true });
    expect(changed.status).toBe(201);
    const read = await t.request('/api/receipt-messages', { token: bursar });
    expect([read.status, read.body]).toEqual([200, { sms: false, email: true }]);
    const other = await t.request('/api/receipt-messages', { token: b.school.admin.token });
    expect([other.status, other.body]).toEqual([200, { sms: true, email: true }]);
  });

  it('may not back-date a payment: only the admin may', async () => {
    const res = await send(bursar, 'RecordPayment', {
      studentId: a.studentId,
      amount: { currency: 'USD', minor: '100' },
      channel: 'CASH',
      date: dayFromToday(-1),
    });
    expect([res.status, res.body.detail]).toEqual([
      403,
      'Only the school’s admin may back-date a payment',
    ]);
  });

  it('changes their own profile and marks their notifications seen', async () => {
    expect((await send(bursar, 'UpdateMyProfile', { lastName: 'Mhlanga-Moyo' })).status).toBe(201);
    expect((await send(bursar, 'MarkNotificationsSeen', { upTo: 0 })).status).toBe(200);
    // A photo is theirs to change too: without a file the command is refused for the file, not the role.
    const photo = await t.request('/api/commands/ChangeMyPhoto', {
      body: new FormData(),
      token: bursar,
    });
    expect(photo.status).toBe(400);
  });
});

describe('school B’s fee records, to the bursar of school A', () => {
  it('are not found: every fee command against them is 404, and nothing is appended', async () => {
    const termId = b.records.termId;
    const head = await t.platform.store.headPosition();
    const answers: [string, unknown][] = [
      ['DefineFeeItem', tuition(termId)],
      ['ChangeFeeItem', { termId, feeItemId: b.feeItemId, name: 'Fees' }],
      ['RemoveFeeItem', { termId, feeItemId: b.feeItemId }],
      ['ApproveFeeSchedule', { termId }],
      ['RunBilling', { termId }],
      [
        'RecordPayment',
        { studentId: b.studentId, amount: { currency: 'USD', minor: '100' }, channel: 'CASH' },
      ],
      ['ReversePayment', { paymentId: b.paymentId, reason: 'Not ours' }],
      [
        'IssueCreditNote',
        { invoiceId: b.invoiceId, amount: { currency: 'USD', minor: '100' }, reason: 'Not ours' },
      ],
      [
        'WriteOff',
        { invoiceId: b.invoiceId, amount: { currency: 'USD', minor: '100' }, reason: 'Not ours' },
      ],
      [
        'CloseCashSession',
        { sessionId: b.sessionId, counted: [{ currency: 'USD', minor: '10000' }] },
      ],
      [
        'GrantDiscount',
        {
          studentId: b.studentId,
          kind: 'STAFF_CHILD',
          categories: ['TUITION'],
          percent: '50',
          fromTermId: a.records.termId,
          approvedBy: 'The head',
        },
      ],
      ['EndDiscount', { discountId: b.discountId, reason: 'Not ours' }],
      ['UndoImport', { batchId: b.batchId }],
    ];
    const statuses: Record<string, number> = {};
    for (const [type, body] of answers) statuses[type] = (await send(bursar, type, body)).status;
    expect(statuses).toEqual({
      DefineFeeItem: 404,
      ChangeFeeItem: 404,
      RemoveFeeItem: 404,
      ApproveFeeSchedule: 404,
      RunBilling: 404,
      RecordPayment: 404,
      ReversePayment: 404,
      IssueCreditNote: 404,
      WriteOff: 404,
      CloseCashSession: 404,
      GrantDiscount: 404,
      EndDiscount: 404,
      UndoImport: 404,
    });
    expect(await t.platform.store.headPosition()).toBe(head);
    const receipt = await t.request(`/api/payments/${b.paymentId}/receipt.pdf`, { token: bursar });
    expect(receipt.status).toBe(404);
  });
});

describe('every other command', () => {
  it('is refused to the bursar with 403, and nothing is appended', async () => {
    const head = await t.platform.store.headPosition();
    const refused = Object.entries(COMMANDS).filter(([, answer]) => answer === 403);
    const statuses = Object.fromEntries(
      await Promise.all(
        refused.map(async ([type]) => [type, (await send(bursar, type, {})).status] as const),
      ),
    );
    expect(statuses).toEqual(Object.fromEntries(refused.map(([type]) => [type, 403])));
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('every list', () => {
  const ids = async (resource: string, token: string) => {
    const res = await readNow(t, `/api/${resource}${listQuery({}, ['id', 'ASC'], [0, 99])}`, token);
    expect(res.status, `${resource}`).toBe(200);
    return (res.body as { id: string }[]).map((r) => r.id);
  };

  it.each(Object.entries(LISTS).filter(([, answer]) => answer === 403))(
    '%s is refused to the bursar (403)',
    async (resource) => {
      expect((await t.request(`/api/${resource}`, { token: bursar })).status).toBe(403);
    },
  );

  it('import-batches shows the bursar school A’s opening-balance imports, none of its other imports nor school B’s', async () => {
    const students = new FormData();
    students.append('kind', 'students');
    students.append(
      'file',
      new Blob([
        'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class\n' +
          'Tendai,Ncube,2013-02-01,male,,,1 Main Road,Zimbabwe,Harare,Harare,Harare Urban,Form 1 Blue\n',
      ]),
      'students.csv',
    );
    const res = await t.request('/api/imports', { body: students, token: a.school.admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const kinds = async (token: string) =>
      (
        (await readNow(t, `/api/import-batches${listQuery({}, ['id', 'ASC'], [0, 99])}`, token))
          .body as { kind: string }[]
      )
        .map((r) => r.kind)
        .sort();
    expect(await kinds(a.school.admin.token)).toEqual(['openingBalances', 'students']);
    expect(await kinds(bursar)).toEqual(['openingBalances']);
    expect(await kinds(b.school.admin.token)).toEqual(['openingBalances']);
    const mine = (
      await readNow(t, `/api/import-batches${listQuery({}, ['id', 'ASC'], [0, 99])}`, bursar)
    ).body as { id: string }[];
    expect(mine.map((r) => r.id)).not.toContain(b.batchId);
  });

  it.each(Object.entries(LISTS).filter(([, answer]) => answer === 'sees own school only'))(
    '%s shows the bursar school A’s rows, as its admin reads them, and none of school B’s',
    async (resource) => {
      const mine = await ids(resource, bursar);
      const adminA = await ids(resource, a.school.admin.token);
      const adminB = await ids(resource, b.school.admin.token);
      expect(adminA.length, `${resource}: school A has rows`).toBeGreaterThan(0);
      expect(adminB.length, `${resource}: school B has rows`).toBeGreaterThan(0);
      expect(mine).toEqual(adminA);
      expect(mine.filter((id) => adminB.includes(id))).toEqual([]);
    },
  );
});

describe('teachers', () => {
  it('have no fees: every fee list and fee command is 403', async () => {
    const teacher = await tokenFor(t, 'TEACHER', a.school.schoolId);
    const lists = ['fee-items', 'exchange-rates', 'invoices', 'payments', 'fee-accounts'];
    for (const resource of [
      ...lists,
      'fee-statements',
      'fee-debtors',
      'debtors',
      'cash-sessions',
      'collections',
      'collection-rates',
      'receipt-register',
      'fee-learners',
    ])
      expect((await t.request(`/api/${resource}`, { token: teacher })).status, resource).toBe(403);
    for (const [type, answer] of Object.entries(COMMANDS))
      if (answer === 'fees') expect((await send(teacher, type, {})).status, type).toBe(403);
  });
});
