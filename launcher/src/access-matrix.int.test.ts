import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAnnouncement } from './testing/family';
import { inviteParent, linkParent } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import { dayFromToday } from './testing/dates';
import { tokenOf, weekdayFromToday } from './testing/registers';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';
import { teachingSchool, type TeachingSchool } from './testing/teaching';

/**
 * The access rule, one hand-written table: for each resource (a list, or a command) and each
 * principal, what they are answered about a row or a target chosen for its relation to them. Two
 * schools made alike (A and B, see `teachingSchool`): Grace teaches Form 1 Blue (its class teacher,
 * and its Mathematics) and Form 1 Gold's English; Simba is the class teacher of Form 2 Red only.
 * Two families of school A: Tsitsi, Chipo's parent, whom school B also names (same phone) as the
 * parent of its Chipo; and Kudzai's parent, another family. Nothing in the table is read from the
 * code under test: each answer is the rule of access typed again.
 */
type Who =
  | 'superadmin'
  | 'admin A'
  | 'admin B'
  | 'Grace (A)'
  | 'Simba (A)'
  | 'Grace (B)'
  | 'student Chipo (A)'
  | 'student Rudo (A)'
  | 'parent Tsitsi'
  | 'parent of Kudzai (A)';

interface World {
  a: TeachingSchool;
  b: TeachingSchool;
  cards: { chipoA: string; chipoB: string };
  registers: { blueA: string; goldA: string };
  news: { wholeA: string; parentsB: string };
  fees: {
    tuitionA: string;
    invoiceA: string;
    paymentA: string;
    accountA: string;
    sessionA: string;
    collectionA: string;
    /** `<termId>:<classId>`: the collection rate of the class Chipo was billed in. */
    rateA: string;
  };
  /** School A's BEAM, paying Kudzai's tuition, and its claim for the term. */
  sponsors: { sponsorA: string; sponsorshipA: string; claimA: string };
  /** School A's staff-child discount on Kudzai's tuition, granted after billing. */
  discountA: string;
  /** School A's bursar, active. */
  bursarA: string;
  /** School A's Upper Sixth planned and applied (its one student graduates): the plan, its batch, its row. */
  promotion: {
    planA: string;
    batchA: string;
    rowA: string;
    levelA: string;
    fromYearA: string;
    toYearA: string;
  };
}

let t: TestPlatform;
let w: World;
const tokens = new Map<Who, string>();

const registerDay = weekdayFromToday(-1);
/** Distinct school days before the register above, one for each register a row takes. */
const freeDays = (() => {
  const days: string[] = [];
  for (let o = -2; days.length < 12; o -= 1) {
    const d = weekdayFromToday(o);
    if (d !== registerDay && !days.includes(d)) days.push(d);
  }
  return days;
})();

async function send(token: string, type: string, json: unknown): Promise<Record<string, unknown>> {
  const res = await t.request(`/api/commands/${type}`, { json, token });
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  const a = await teachingSchool(t, superToken, 'Mabvazuva High School');
  const b = await teachingSchool(t, superToken, 'Lobengula High School');
  for (const s of [a, b]) {
    await send(s.grace.token, 'RecordMarks', {
      examId: s.exams.blueMaths,
      marks: s.students.blue.map((p, i) => ({ studentId: p.id, mark: 30 + i })),
    });
    await send(s.grace.token, 'RecordAttendance', {
      classId: s.classes.blue,
      date: registerDay,
      entries: s.students.blue.map((p) => ({ studentId: p.id, status: 'PRESENT' })),
    });
    await send(s.school.admin.token, 'RecordAttendance', {
      classId: s.classes.gold,
      date: registerDay,
      entries: s.students.gold.map((p) => ({ studentId: p.id, status: 'PRESENT' })),
    });
    await send(s.school.admin.token, 'PublishResults', {
      classId: s.classes.blue,
      termId: s.termId,
    });
  }
  const phone = '0772551101';
  const tsitsi = await inviteParent(t, a.school, {
    phoneNumber: phone,
    firstName: 'Tsitsi',
    lastName: 'Ndlovu',
  });
  await linkParent(t, a.school, tsitsi, a.students.blue[0]!.id);
  await linkParent(
    t,
    b.school,
    await inviteParent(t, b.school, {
      phoneNumber: phone,
      firstName: 'Tsitsi',
      lastName: 'Ndlovu',
    }),
    b.students.blue[0]!.id,
  );
  const kudzaisParent = await inviteParent(t, a.school, {
    phoneNumber: '0772551202',
    firstName: 'Tendai',
    lastName: 'Sibanda',
  });
  await linkParent(t, a.school, kudzaisParent, a.students.red[0]!.id);
  const news = {
    wholeA: await postAnnouncement(t, a.school, {
      title: 'Prize giving',
      body: 'Prize giving is on Friday at 10:00 in the main hall.',
      audience: { kind: 'WHOLE_SCHOOL' },
    }),
    parentsB: await postAnnouncement(t, b.school, {
      title: 'Sports day',
      body: 'Bring a hat and water.',
      audience: { kind: 'PARENTS' },
    }),
  };
  const payers = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
  const tuitionA = String(
    (
      await send(a.school.admin.token, 'DefineFeeItem', {
        termId: a.termId,
        name: 'Tuition',
        category: 'TUITION',
        amount: { currency: 'USD', minor: '45000' },
        dueDate: registerDay,
        payers,
      })
    ).feeItemId,
  );
  // BEAM pays Kudzai's tuition at school A, so the term's billing makes it a claim.
  const sponsorA = String(
    (await send(a.school.admin.token, 'RegisterSponsor', { name: 'BEAM', kind: 'BEAM' })).sponsorId,
  );
  const sponsorshipA = String(
    (
      await send(a.school.admin.token, 'GrantSponsorship', {
        sponsorId: sponsorA,
        studentId: a.students.red[0]!.id,
        categories: ['TUITION'],
        percent: 100,
        fromTermId: a.termId,
      })
    ).sponsorshipId,
  );
  const sponsors = { sponsorA, sponsorshipA, claimA: `${sponsorA}:${a.termId}:USD` };
  // School A bills the term and takes a payment for Chipo, Tsitsi's child there (a family of one learner: the account is hers).
  await send(a.school.admin.token, 'ApproveFeeSchedule', { termId: a.termId });
  await send(a.school.admin.token, 'RunBilling', { termId: a.termId });
  const chipoA = a.students.blue[0]!.id;
  const paymentA = String(
    (
      await send(a.school.admin.token, 'RecordPayment', {
        studentId: chipoA,
        amount: { currency: 'USD', minor: '10000' },
        channel: 'CASH',
      })
    ).paymentId,
  );
  const chipoInvoiceA = (
    (await readNow(t, `/api/invoices${listQuery({ studentId: chipoA })}`, a.school.admin.token))
      .body as { id: string; classId: string }[]
  )[0]!;
  const invoiceA = chipoInvoiceA.id;
  // The collection rate of the class Chipo was billed in, this term.
  const rateA = `${a.termId}:${chipoInvoiceA.classId}`;
  // Admin A's cash session, left open: the matrix closes it, then opens another.
  const sessionA = String((await send(a.school.admin.token, 'OpenCashSession', {})).sessionId);
  const discountA = String(
    (
      await send(a.school.admin.token, 'GrantDiscount', {
        studentId: a.students.red[0]!.id,
        kind: 'STAFF_CHILD',
        categories: ['TUITION'],
        percent: '25',
        fromTermId: a.termId,
        approvedBy: 'The head',
      })
    ).discountId,
  );
  // The day's USD cash taken by admin A: one row of the collections.
  const collectionA = (
    (await readNow(t, `/api/collections${listQuery({ channel: 'CASH' })}`, a.school.admin.token))
      .body as { id: string }[]
  )[0]!.id;
  const bursarA = String(
    (
      await send(a.school.admin.token, 'RegisterBursar', {
        firstName: 'Tariro',
        lastName: 'Mhlanga',
        email: `tariro.matrix.${Date.now()}@example.com`,
      })
    ).bursarId,
  );
  const fees = { tuitionA, invoiceA, paymentA, accountA: chipoA, sessionA, collectionA, rateA };
  const cardOf = async (s: TeachingSchool) => {
    const cards = (
      await readNow(
        t,
        `/api/report-cards${listQuery({ studentId: s.students.blue[0]!.id })}`,
        s.school.admin.token,
      )
    ).body as { id: string }[];
    if (cards.length !== 1) throw new Error(`expected Chipo's one card, found ${cards.length}`);
    return cards[0]!.id;
  };
  const promotionOf = async (s: TeachingSchool) => {
    const admin = s.school.admin.token;
    const years = (
      await readNow(t, `/api/academic-years${listQuery({}, ['startDate', 'ASC'])}`, admin)
    ).body as { id: string }[];
    const toYearA = String(
      (
        await send(admin, 'OpenAcademicYear', {
          name: 'Next year',
          startDate: dayFromToday(61),
          endDate: dayFromToday(300),
        })
      ).academicYearId,
    );
    const levelA = String(
      (
        await send(admin, 'DefineLevel', {
          name: 'Upper Sixth',
          gradingScale: SAMPLE_GRADING_SCALE,
        })
      ).levelId,
    );
    const classId = String(
      (await send(admin, 'CreateClass', { levelId: levelA, name: 'Upper Sixth A' })).classId,
    );
    const studentId = String(
      (
        await send(admin, 'EnrolStudent', {
          firstName: 'Tapiwa',
          lastName: 'Gore',
          dob: '2008-03-01',
          gender: 'male',
          classId,
        })
      ).studentId,
    );
    const fromYearA = years[0]!.id;
    const planA = String(
      (
        await send(admin, 'PlanPromotion', {
          fromYearId: fromYearA,
          toYearId: toYearA,
          levelId: levelA,
        })
      ).planId,
    );
    const batchA = String((await send(admin, 'ApplyPromotion', { planId: planA })).batchId);
    return { planA, batchA, rowA: `${batchA}:${studentId}`, levelA, fromYearA, toYearA };
  };
  w = {
    a,
    b,
    promotion: await promotionOf(a),
    cards: { chipoA: await cardOf(a), chipoB: await cardOf(b) },
    registers: {
      blueA: `${a.classes.blue}_${registerDay}`,
      goldA: `${a.classes.gold}_${registerDay}`,
    },
    news,
    fees,
    sponsors,
    discountA,
    bursarA,
  };
  const entries: [Who, string][] = [
    ['superadmin', superToken],
    ['admin A', a.school.admin.token],
    ['admin B', b.school.admin.token],
    ['Grace (A)', a.grace.token],
    ['Simba (A)', a.simba.token],
    ['Grace (B)', b.grace.token],
    ['student Chipo (A)', await tokenOf(t, a.students.blue[0]!.id, 'STUDENT', a.school.schoolId)],
    ['student Rudo (A)', await tokenOf(t, a.students.blue[1]!.id, 'STUDENT', a.school.schoolId)],
    ['parent Tsitsi', await tokenOf(t, tsitsi, 'PARENT', a.school.schoolId)],
    ['parent of Kudzai (A)', await tokenOf(t, kudzaisParent, 'PARENT', a.school.schoolId)],
  ];
  for (const [who, token] of entries) tokens.set(who, token);
}, 300_000);
afterAll(async () => t?.stop());

/** What a list answers about one row: it is listed, it is not, or the list is not for this role. */
type Seen = 'sees' | 'hidden' | 403;
interface ReadRow {
  resource: string;
  row: (w: World) => string;
  who: Who;
  relation: string;
  expected: Seen;
}

const chipoA = (w: World) => w.a.students.blue[0]!.id;
/** School A's Mathematics: this year's published results of Form 1 Blue (a subject's row of the year comparison). */
const mathsA = (w: World) => w.a.subjects.maths;
const kudzaiA = (w: World) => w.a.students.red[0]!.id;
const markOfChipoA = (w: World) => `${w.a.exams.blueMaths}:${chipoA(w)}`;

const reads: ReadRow[] = [
  {
    resource: 'students',
    row: chipoA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  { resource: 'students', row: chipoA, who: 'admin A', relation: 'own school', expected: 'sees' },
  {
    resource: 'students',
    row: chipoA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'students',
    row: chipoA,
    who: 'Grace (A)',
    relation: 'a class they teach',
    expected: 'sees',
  },
  {
    resource: 'students',
    row: kudzaiA,
    who: 'Grace (A)',
    relation: 'not assigned',
    expected: 'hidden',
  },
  {
    resource: 'students',
    row: kudzaiA,
    who: 'Simba (A)',
    relation: 'class teacher',
    expected: 'sees',
  },
  {
    resource: 'students',
    row: chipoA,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 'hidden',
  },
  {
    resource: 'students',
    row: chipoA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 'hidden',
  },
  { resource: 'students', row: chipoA, who: 'student Chipo (A)', relation: 'self', expected: 403 },
  { resource: 'students', row: chipoA, who: 'parent Tsitsi', relation: 'own child', expected: 403 },

  {
    resource: 'classes',
    row: (w) => w.a.classes.blue,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'classes',
    row: (w) => w.a.classes.blue,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'classes',
    row: (w) => w.a.classes.blue,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 'sees',
  },
  {
    resource: 'classes',
    row: (w) => w.a.classes.gold,
    who: 'Grace (A)',
    relation: 'a subject assigned',
    expected: 'sees',
  },
  {
    resource: 'classes',
    row: (w) => w.a.classes.red,
    who: 'Grace (A)',
    relation: 'not assigned',
    expected: 'hidden',
  },
  {
    resource: 'classes',
    row: (w) => w.a.classes.blue,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 'hidden',
  },
  {
    resource: 'classes',
    row: (w) => w.a.classes.blue,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'classes',
    row: (w) => w.a.classes.blue,
    who: 'student Chipo (A)',
    relation: 'own class',
    expected: 403,
  },
  {
    resource: 'classes',
    row: (w) => w.a.classes.blue,
    who: 'parent Tsitsi',
    relation: "child's class",
    expected: 403,
  },

  {
    resource: 'exams',
    row: (w) => w.a.exams.blueMaths,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'exams',
    row: (w) => w.a.exams.blueMaths,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'exams',
    row: (w) => w.a.exams.blueMaths,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'exams',
    row: (w) => w.a.exams.blueMaths,
    who: 'Grace (A)',
    relation: 'their exam',
    expected: 'sees',
  },
  {
    resource: 'exams',
    row: (w) => w.a.exams.blueMaths,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 'hidden',
  },
  {
    resource: 'exams',
    row: (w) => w.a.exams.blueMaths,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'exams',
    row: (w) => w.a.exams.blueMaths,
    who: 'student Chipo (A)',
    relation: 'own class',
    expected: 403,
  },
  {
    resource: 'exams',
    row: (w) => w.a.exams.blueMaths,
    who: 'parent Tsitsi',
    relation: "child's class",
    expected: 403,
  },

  {
    resource: 'marks',
    row: markOfChipoA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'marks',
    row: markOfChipoA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'marks',
    row: markOfChipoA,
    who: 'Grace (A)',
    relation: 'their exam',
    expected: 'sees',
  },
  {
    resource: 'marks',
    row: markOfChipoA,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 'hidden',
  },
  {
    resource: 'marks',
    row: markOfChipoA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'marks',
    row: markOfChipoA,
    who: 'student Chipo (A)',
    relation: 'self',
    expected: 403,
  },
  {
    resource: 'marks',
    row: markOfChipoA,
    who: 'parent Tsitsi',
    relation: 'own child',
    expected: 403,
  },

  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'Grace (A)',
    relation: 'a class they teach',
    expected: 'sees',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 'hidden',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'student Chipo (A)',
    relation: 'self',
    expected: 'sees',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'student Rudo (A)',
    relation: 'another student',
    expected: 'hidden',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'parent Tsitsi',
    relation: 'own child',
    expected: 'sees',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoB,
    who: 'parent Tsitsi',
    relation: 'own child at another school',
    expected: 'sees',
  },
  {
    resource: 'report-cards',
    row: (w) => w.cards.chipoA,
    who: 'parent of Kudzai (A)',
    relation: 'other family',
    expected: 'hidden',
  },

  {
    resource: 'attendance',
    row: (w) => w.registers.blueA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'attendance',
    row: (w) => w.registers.blueA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'attendance',
    row: (w) => w.registers.blueA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'attendance',
    row: (w) => w.registers.blueA,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 'sees',
  },
  {
    resource: 'attendance',
    row: (w) => w.registers.goldA,
    who: 'Grace (A)',
    relation: 'a subject assigned, not class teacher',
    expected: 'hidden',
  },
  {
    resource: 'attendance',
    row: (w) => w.registers.blueA,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 'hidden',
  },
  {
    resource: 'attendance',
    row: (w) => w.registers.blueA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'attendance',
    row: (w) => w.registers.blueA,
    who: 'student Chipo (A)',
    relation: 'own class',
    expected: 403,
  },
  {
    resource: 'attendance',
    row: (w) => w.registers.blueA,
    who: 'parent Tsitsi',
    relation: "child's class",
    expected: 403,
  },

  {
    resource: 'fee-items',
    row: (w) => w.fees.tuitionA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'fee-items',
    row: (w) => w.fees.tuitionA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'fee-items',
    row: (w) => w.fees.tuitionA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'fee-items',
    row: (w) => w.fees.tuitionA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'fee-items',
    row: (w) => w.fees.tuitionA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'fee-items',
    row: (w) => w.fees.tuitionA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },

  {
    resource: 'invoices',
    row: (w) => w.fees.invoiceA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'invoices',
    row: (w) => w.fees.invoiceA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'invoices',
    row: (w) => w.fees.invoiceA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'invoices',
    row: (w) => w.fees.invoiceA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'invoices',
    row: (w) => w.fees.invoiceA,
    who: 'student Chipo (A)',
    relation: 'own invoice',
    expected: 403,
  },
  {
    resource: 'invoices',
    row: (w) => w.fees.invoiceA,
    who: 'parent Tsitsi',
    relation: "child's invoice",
    expected: 403,
  },

  {
    resource: 'fee-accounts',
    row: (w) => w.fees.accountA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'fee-accounts',
    row: (w) => w.fees.accountA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'fee-accounts',
    row: (w) => w.fees.accountA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'fee-accounts',
    row: (w) => w.fees.accountA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'fee-accounts',
    row: (w) => w.fees.accountA,
    who: 'student Chipo (A)',
    relation: 'own account',
    expected: 403,
  },
  {
    resource: 'fee-accounts',
    row: (w) => w.fees.accountA,
    who: 'parent Tsitsi',
    relation: "child's account",
    expected: 403,
  },

  {
    resource: 'cash-sessions',
    row: (w) => w.fees.sessionA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'cash-sessions',
    row: (w) => w.fees.sessionA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'cash-sessions',
    row: (w) => w.fees.sessionA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'cash-sessions',
    row: (w) => w.fees.sessionA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'cash-sessions',
    row: (w) => w.fees.sessionA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'cash-sessions',
    row: (w) => w.fees.sessionA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    resource: 'collections',
    row: (w) => w.fees.collectionA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'collections',
    row: (w) => w.fees.collectionA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'collections',
    row: (w) => w.fees.collectionA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'collections',
    row: (w) => w.fees.collectionA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'collections',
    row: (w) => w.fees.collectionA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'collections',
    row: (w) => w.fees.collectionA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    resource: 'collection-rates',
    row: (w) => w.fees.rateA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'collection-rates',
    row: (w) => w.fees.rateA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'collection-rates',
    row: (w) => w.fees.rateA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'collection-rates',
    row: (w) => w.fees.rateA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'collection-rates',
    row: (w) => w.fees.rateA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'collection-rates',
    row: (w) => w.fees.rateA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    resource: 'receipt-register',
    row: (w) => w.fees.paymentA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'receipt-register',
    row: (w) => w.fees.paymentA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'receipt-register',
    row: (w) => w.fees.paymentA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'receipt-register',
    row: (w) => w.fees.paymentA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'receipt-register',
    row: (w) => w.fees.paymentA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'receipt-register',
    row: (w) => w.fees.paymentA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    resource: 'fee-learners',
    row: (w) => w.fees.accountA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'fee-learners',
    row: (w) => w.fees.accountA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'fee-learners',
    row: (w) => w.fees.accountA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'fee-learners',
    row: (w) => w.fees.accountA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'fee-learners',
    row: (w) => w.fees.accountA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'fee-learners',
    row: (w) => w.fees.accountA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    resource: 'debtors',
    row: (w) => w.fees.accountA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'debtors',
    row: (w) => w.fees.accountA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'debtors',
    row: (w) => w.fees.accountA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    resource: 'debtors',
    row: (w) => w.fees.accountA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'debtors',
    row: (w) => w.fees.accountA,
    who: 'student Chipo (A)',
    relation: 'own account',
    expected: 403,
  },
  {
    resource: 'debtors',
    row: (w) => w.fees.accountA,
    who: 'parent Tsitsi',
    relation: "child's account",
    expected: 403,
  },

  {
    resource: 'fee-debtors',
    row: (w) => w.fees.accountA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    resource: 'fee-debtors',
    row: (w) => w.fees.accountA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'fee-debtors',
    row: (w) => w.fees.accountA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'fee-debtors',
    row: (w) => w.fees.accountA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'fee-debtors',
    row: (w) => w.fees.accountA,
    who: 'student Chipo (A)',
    relation: 'own family',
    expected: 403,
  },
  {
    resource: 'fee-debtors',
    row: (w) => w.fees.accountA,
    who: 'parent Tsitsi',
    relation: "child's family",
    expected: 403,
  },

  {
    resource: 'payments',
    row: (w) => w.fees.paymentA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'payments',
    row: (w) => w.fees.paymentA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'payments',
    row: (w) => w.fees.paymentA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'payments',
    row: (w) => w.fees.paymentA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'payments',
    row: (w) => w.fees.paymentA,
    who: 'student Chipo (A)',
    relation: 'own payment',
    expected: 'sees',
  },
  {
    resource: 'payments',
    row: (w) => w.fees.paymentA,
    who: 'student Rudo (A)',
    relation: 'classmate’s payment',
    expected: 'hidden',
  },
  {
    resource: 'payments',
    row: (w) => w.fees.paymentA,
    who: 'parent Tsitsi',
    relation: 'own child',
    expected: 'sees',
  },
  {
    resource: 'payments',
    row: (w) => w.fees.paymentA,
    who: 'parent of Kudzai (A)',
    relation: 'other family',
    expected: 'hidden',
  },

  {
    resource: 'my-fees',
    row: (w) => w.fees.accountA,
    who: 'student Chipo (A)',
    relation: 'own fees',
    expected: 'sees',
  },
  {
    resource: 'my-fees',
    row: (w) => w.fees.accountA,
    who: 'student Rudo (A)',
    relation: 'classmate’s fees',
    expected: 'hidden',
  },
  {
    resource: 'my-fees',
    row: (w) => w.fees.accountA,
    who: 'parent Tsitsi',
    relation: 'own child',
    expected: 'sees',
  },
  {
    resource: 'my-fees',
    row: (w) => w.fees.accountA,
    who: 'parent of Kudzai (A)',
    relation: 'other family',
    expected: 'hidden',
  },
  {
    resource: 'my-fees',
    row: (w) => w.fees.accountA,
    who: 'admin A',
    relation: 'own school',
    expected: 403,
  },

  {
    resource: 'sponsors',
    row: (w) => w.sponsors.sponsorA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    resource: 'sponsors',
    row: (w) => w.sponsors.sponsorA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'sponsors',
    row: (w) => w.sponsors.sponsorA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'sponsors',
    row: (w) => w.sponsors.sponsorA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'sponsors',
    row: (w) => w.sponsors.sponsorA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'sponsors',
    row: (w) => w.sponsors.sponsorA,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    resource: 'sponsor-claims',
    row: (w) => w.sponsors.claimA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    resource: 'sponsor-claims',
    row: (w) => w.sponsors.claimA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'sponsor-claims',
    row: (w) => w.sponsors.claimA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'sponsor-claims',
    row: (w) => w.sponsors.claimA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'sponsor-claims',
    row: (w) => w.sponsors.claimA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'sponsor-claims',
    row: (w) => w.sponsors.claimA,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    resource: 'discounts',
    row: (w) => w.discountA,
    who: 'superadmin',
    relation: 'any school',
    expected: 'sees',
  },
  {
    resource: 'discounts',
    row: (w) => w.discountA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'discounts',
    row: (w) => w.discountA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'discounts',
    row: (w) => w.discountA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'discounts',
    row: (w) => w.discountA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'discounts',
    row: (w) => w.discountA,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    resource: 'announcements',
    row: (w) => w.news.wholeA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    resource: 'announcements',
    row: (w) => w.news.wholeA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'announcements',
    row: (w) => w.news.wholeA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'announcements',
    row: (w) => w.news.wholeA,
    who: 'Grace (A)',
    relation: 'own school, to everyone',
    expected: 'sees',
  },
  {
    resource: 'announcements',
    row: (w) => w.news.wholeA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'announcements',
    row: (w) => w.news.wholeA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 'sees',
  },
  {
    resource: 'announcements',
    row: (w) => w.news.parentsB,
    who: 'parent Tsitsi',
    relation: "child's other school",
    expected: 'sees',
  },
  {
    resource: 'announcements',
    row: (w) => w.news.parentsB,
    who: 'parent of Kudzai (A)',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'announcements',
    row: (w) => w.news.parentsB,
    who: 'admin A',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'results-statistics-years',
    row: mathsA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'results-statistics-years',
    row: mathsA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'results-statistics-years',
    row: mathsA,
    who: 'Grace (A)',
    relation: 'teaches it',
    expected: 403,
  },
  {
    resource: 'results-statistics-years',
    row: mathsA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 403,
  },
  {
    resource: 'results-statistics-years',
    row: mathsA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    resource: 'results-statistics-years',
    row: mathsA,
    who: 'student Chipo (A)',
    relation: 'own results',
    expected: 403,
  },
  {
    resource: 'results-statistics-years',
    row: mathsA,
    who: 'parent Tsitsi',
    relation: "child's results",
    expected: 403,
  },
  {
    resource: 'promotion-plans',
    row: (w) => w.promotion.planA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'promotion-plans',
    row: (w) => w.promotion.planA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'promotion-plans',
    row: (w) => w.promotion.planA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    resource: 'promotion-plans',
    row: (w) => w.promotion.planA,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    resource: 'promotion-plans',
    row: (w) => w.promotion.planA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'promotion-plans',
    row: (w) => w.promotion.planA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    resource: 'promotions',
    row: (w) => w.promotion.rowA,
    who: 'admin A',
    relation: 'own school',
    expected: 'sees',
  },
  {
    resource: 'promotions',
    row: (w) => w.promotion.rowA,
    who: 'admin B',
    relation: 'other school',
    expected: 'hidden',
  },
  {
    resource: 'promotions',
    row: (w) => w.promotion.rowA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    resource: 'promotions',
    row: (w) => w.promotion.rowA,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    resource: 'promotions',
    row: (w) => w.promotion.rowA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    resource: 'promotions',
    row: (w) => w.promotion.rowA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
];

describe.each(reads)('GET /api/$resource: $who, $relation', ({ resource, row, who, expected }) => {
  it(`${expected === 403 ? 'is refused (403)' : expected === 'sees' ? 'lists the row and reads it by id' : 'neither lists the row nor reads it by id (404)'}`, async () => {
    const id = row(w);
    const token = tokens.get(who)!;
    const listed = await readNow(t, `/api/${resource}${listQuery({ id: [id] })}`, token);
    if (expected === 403) {
      expect(listed.status).toBe(403);
      return;
    }
    expect(listed.status).toBe(200);
    expect((listed.body as { id: string }[]).map((r) => r.id)).toEqual(
      expected === 'sees' ? [id] : [],
    );
    expect((await readNow(t, `/api/${resource}/${encodeURIComponent(id)}`, token)).status).toBe(
      expected === 'sees' ? 200 : 404,
    );
  });
});

/**
 * How a school takes fees: ChangePaymentDetails is its admin's alone (the school is the token's, so
 * admin B sets B's); GET /api/payment-details answers the reader's own school's details to its
 * admin, parents and students, and refuses everyone else.
 */
describe('payment details', () => {
  const bankOf = (school: string) => ({
    bankName: `Bank of ${school}`,
    accountName: `School ${school}`,
    accountNumber: school === 'A' ? '1001' : '2002',
    mobileMoney: [{ channel: 'ECOCASH', merchantCode: '12345', name: `School ${school}` }],
  });
  const changes: { who: Who; relation: string; expected: 201 | 403 }[] = [
    { who: 'admin A', relation: 'own school', expected: 201 },
    { who: 'admin B', relation: "its own school's details", expected: 201 },
    { who: 'superadmin', relation: 'any school', expected: 403 },
    { who: 'Grace (A)', relation: 'own school', expected: 403 },
    { who: 'student Chipo (A)', relation: 'own school', expected: 403 },
    { who: 'parent Tsitsi', relation: "child's school", expected: 403 },
  ];
  it.each(changes)('ChangePaymentDetails: $who, $relation answers $expected', async (row) => {
    const head = await t.platform.store.headPosition();
    const res = await t.request('/api/commands/ChangePaymentDetails', {
      json: bankOf(row.who === 'admin B' ? 'B' : 'A'),
      token: tokens.get(row.who)!,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(row.expected);
    if (row.expected !== 201) expect(await t.platform.store.headPosition()).toBe(head);
  });

  const reads: { who: Who; relation: string; expected: 'A' | 'B' | 403 }[] = [
    { who: 'admin A', relation: 'own school', expected: 'A' },
    { who: 'admin B', relation: 'other school', expected: 'B' },
    { who: 'student Chipo (A)', relation: 'own school', expected: 'A' },
    { who: 'parent Tsitsi', relation: "child's school", expected: 'A' },
    { who: 'parent of Kudzai (A)', relation: "child's school", expected: 'A' },
    { who: 'Grace (A)', relation: 'own school', expected: 403 },
    { who: 'Grace (B)', relation: 'other school', expected: 403 },
    { who: 'superadmin', relation: 'any school', expected: 403 },
  ];
  it.each(reads)('GET /api/payment-details: $who, $relation answers $expected', async (row) => {
    const res = await t.request('/api/payment-details', { token: tokens.get(row.who)! });
    if (row.expected === 403) {
      expect(res.status).toBe(403);
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body.details).toEqual({
      ...bankOf(row.expected),
      branch: null,
      notes: null,
    });
  });
});

/**
 * Whether a school's receipts go by SMS and email: ChangeReceiptMessages is its fee keepers' (the
 * admin here, the bursar in bursar-access), for the token's school, so admin B turns B's off and
 * A's stay as A's admin set them; GET /api/receipt-messages answers the reader's own school's
 * setting to its admin and refuses everyone else.
 */
describe('receipt messages', () => {
  const changes: { who: Who; relation: string; expected: 201 | 403 }[] = [
    { who: 'admin A', relation: 'own school', expected: 201 },
    { who: 'admin B', relation: "its own school's setting", expected: 201 },
    { who: 'superadmin', relation: 'any school', expected: 403 },
    { who: 'Grace (A)', relation: 'own school', expected: 403 },
    { who: 'Grace (B)', relation: 'other school', expected: 403 },
    { who: 'student Chipo (A)', relation: 'own school', expected: 403 },
    { who: 'parent Tsitsi', relation: "child's school", expected: 403 },
    { who: 'parent of Kudzai (A)', relation: "child's school", expected: 403 },
  ];
  it.each(changes)('ChangeReceiptMessages: $who, $relation answers $expected', async (row) => {
    const head = await t.platform.store.headPosition();
    const res = await t.request('/api/commands/ChangeReceiptMessages', {
      json: row.who === 'admin B' ? { sms: false, email: false } : { sms: false, email: true },
      token: tokens.get(row.who)!,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(row.expected);
    if (row.expected !== 201) expect(await t.platform.store.headPosition()).toBe(head);
  });

  const reads: { who: Who; relation: string; expected: 'A' | 'B' | 403 }[] = [
    { who: 'admin A', relation: 'own school', expected: 'A' },
    { who: 'admin B', relation: 'other school', expected: 'B' },
    { who: 'superadmin', relation: 'any school', expected: 403 },
    { who: 'Grace (A)', relation: 'own school', expected: 403 },
    { who: 'Grace (B)', relation: 'other school', expected: 403 },
    { who: 'student Chipo (A)', relation: 'own school', expected: 403 },
    { who: 'parent Tsitsi', relation: "child's school", expected: 403 },
    { who: 'parent of Kudzai (A)', relation: "child's school", expected: 403 },
  ];
  it.each(reads)('GET /api/receipt-messages: $who, $relation answers $expected', async (row) => {
    const res = await t.request('/api/receipt-messages', { token: tokens.get(row.who)! });
    if (row.expected === 403) {
      expect(res.status).toBe(403);
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      row.expected === 'A' ? { sms: false, email: true } : { sms: false, email: false },
    );
  });
});

/**
 * What a command answers: done (201), not theirs to do (403), or a target their school does not
 * have: 404, or 400 where the target is a field of a new record (EnrolStudent's classId).
 */
interface CommandRow {
  command: string;
  body: (w: World, day: string) => unknown;
  who: Who;
  relation: string;
  expected: 201 | 400 | 403 | 404;
}

/** Form 1 Gold's English (Grace's exam; its results not yet published, unlike Form 1 Blue's). */
const marksOfFaraiA = (w: World) => ({
  examId: w.a.exams.goldEnglish,
  marks: [{ studentId: w.a.students.gold[0]!.id, mark: 42 }],
});
const otherMarksOfFaraiA = (w: World) => ({
  examId: w.a.exams.goldEnglish,
  marks: [{ studentId: w.a.students.gold[0]!.id, mark: 41 }],
});
const registerOf =
  (classId: (w: World) => string, students: (w: World) => { id: string }[]) =>
  (w: World, day: string) => ({
    classId: classId(w),
    date: day,
    entries: students(w).map((p) => ({ studentId: p.id, status: 'PRESENT' })),
  });
const blueRegisterA = registerOf(
  (w) => w.a.classes.blue,
  (w) => w.a.students.blue,
);
const goldRegisterA = registerOf(
  (w) => w.a.classes.gold,
  (w) => w.a.students.gold,
);
const blueResultsA = (w: World) => ({ classId: w.a.classes.blue, termId: w.a.termId });
const termA = (w: World) => ({ termId: w.a.termId });
const resultsLinksOn = () => ({ sendOnPublication: true });
const cardsWithConduct = () => ({ conductAndEffort: true, scoreFormat: 'WHOLE' });
const cardsInOneDecimal = () => ({ conductAndEffort: true, scoreFormat: 'ONE_DECIMAL' });
/** Chipo's conduct and effort in Form 1 Blue's Mathematics (Grace's) this term, at school A. */
const conductOfChipoA = (w: World) => ({
  termId: w.a.termId,
  classId: w.a.classes.blue,
  subjectId: w.a.subjects.maths,
  studentId: w.a.students.blue[0]!.id,
  conduct: 'B',
  effort: 'A',
});
const otherConductOfChipoA = (w: World) => ({ ...conductOfChipoA(w), conduct: 'A' });
const nextTermA = (w: World) => ({ termId: w.a.termId, opensOn: '2099-01-10' });
const newStudentInBlueA = (w: World) => ({
  firstName: 'Tino',
  lastName: 'Gumbo',
  dob: '2012-01-01',
  gender: 'male',
  classId: w.a.classes.blue,
});

/** Chipo of Form 1 Blue (Grace is its class teacher) and Farai of Form 1 Gold (Grace teaches its English). */
const blueCodeA = (w: World) => ({ studentId: w.a.students.blue[0]!.id });
const goldCodeA = (w: World) => ({ studentId: w.a.students.gold[0]!.id });

/** Sponsors at school A: a new one, Rudo's levy (Kudzai's tuition is BEAM's), Kudzai's sponsorship, and a payment from BEAM. */
const newSponsor = () => ({ name: 'Econet Wireless', kind: 'EMPLOYER' });
const rudosLevyA = (w: World) => ({
  sponsorId: w.sponsors.sponsorA,
  studentId: w.a.students.blue[1]!.id,
  categories: ['LEVY'],
  percent: 50,
  fromTermId: w.a.termId,
});
const kudzaisSponsorshipA = (w: World) => ({ sponsorshipId: w.sponsors.sponsorshipA });
const beamPaysA = (w: World) => ({
  sponsorId: w.sponsors.sponsorA,
  amount: { currency: 'USD', minor: '1000' },
  channel: 'BANK',
  reference: 'BEAM-1',
});

/** Discounts at school A: 10 % off Rudo's tuition as a sibling, and the end of Kudzai's staff-child discount. */
const rudosSiblingDiscountA = (w: World) => ({
  studentId: w.a.students.blue[1]!.id,
  kind: 'SIBLING',
  categories: ['TUITION'],
  percent: '10',
  fromTermId: w.a.termId,
  approvedBy: 'The head',
});
const kudzaisDiscountA = (w: World) => ({ discountId: w.discountA, reason: 'Access check' });

/** USD 1.00 of Chipo's invoice at school A (USD 450.00 billed, USD 100.00 paid): each admin's 201 takes one. */
const adjustmentA = (w: World) => ({
  invoiceId: w.fees.invoiceA,
  amount: { currency: 'USD', minor: '100' },
  reason: 'Access check',
});

/** Admin A's open session, closed with USD 1.00 counted. */
const closeSessionA = (w: World) => ({
  sessionId: w.fees.sessionA,
  counted: [{ currency: 'USD', minor: '100' }],
});

const bursarInactiveA = (w: World) => ({ bursarId: w.bursarA, status: 'Inactive' });
const commands: CommandRow[] = [
  // The bursar's status is the admin's of the bursar's school: refused to everyone else, then done.
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'Simba (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 403,
  },
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'parent of Kudzai (A)',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'ChangeBursarStatus',
    body: bursarInactiveA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'RecordMarks',
    body: marksOfFaraiA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'RecordMarks',
    body: otherMarksOfFaraiA,
    who: 'Grace (A)',
    relation: 'their exam, assigned',
    expected: 201,
  },
  {
    command: 'RecordMarks',
    body: marksOfFaraiA,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 403,
  },
  {
    command: 'RecordMarks',
    body: marksOfFaraiA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'RecordMarks',
    body: marksOfFaraiA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'RecordMarks',
    body: marksOfFaraiA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'RecordMarks',
    body: marksOfFaraiA,
    who: 'student Chipo (A)',
    relation: 'self',
    expected: 403,
  },
  {
    command: 'RecordMarks',
    body: marksOfFaraiA,
    who: 'parent Tsitsi',
    relation: 'own child',
    expected: 403,
  },

  {
    command: 'RecordAttendance',
    body: blueRegisterA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'RecordAttendance',
    body: blueRegisterA,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 201,
  },
  {
    command: 'RecordAttendance',
    body: goldRegisterA,
    who: 'Grace (A)',
    relation: 'a subject assigned, not class teacher',
    expected: 403,
  },
  {
    command: 'RecordAttendance',
    body: blueRegisterA,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 403,
  },
  {
    command: 'RecordAttendance',
    body: blueRegisterA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'RecordAttendance',
    body: blueRegisterA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'RecordAttendance',
    body: blueRegisterA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'RecordAttendance',
    body: blueRegisterA,
    who: 'student Chipo (A)',
    relation: 'own class',
    expected: 403,
  },
  {
    command: 'RecordAttendance',
    body: blueRegisterA,
    who: 'parent Tsitsi',
    relation: "child's class",
    expected: 403,
  },

  {
    command: 'PublishResults',
    body: (w) => ({ classId: w.a.classes.gold, termId: w.a.termId }),
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'PublishResults',
    body: blueResultsA,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'PublishResults',
    body: blueResultsA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'PublishResults',
    body: blueResultsA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'PublishResults',
    body: blueResultsA,
    who: 'student Chipo (A)',
    relation: 'self',
    expected: 403,
  },
  {
    command: 'PublishResults',
    body: blueResultsA,
    who: 'parent Tsitsi',
    relation: 'own child',
    expected: 403,
  },

  {
    command: 'SetNextTermOpening',
    body: nextTermA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'SetNextTermOpening',
    body: nextTermA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'SetNextTermOpening',
    body: nextTermA,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'SetNextTermOpening',
    body: nextTermA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'SetNextTermOpening',
    body: nextTermA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'SetNextTermOpening',
    body: nextTermA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'ChangeResultsLinkSetting',
    body: resultsLinksOn,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'ChangeResultsLinkSetting',
    body: resultsLinksOn,
    who: 'admin B',
    relation: "its own school's setting (the school is the token's)",
    expected: 201,
  },
  {
    command: 'ChangeResultsLinkSetting',
    body: resultsLinksOn,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'ChangeResultsLinkSetting',
    body: resultsLinksOn,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'ChangeResultsLinkSetting',
    body: resultsLinksOn,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'ChangeResultsLinkSetting',
    body: resultsLinksOn,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'ChangeReportCardSettings',
    body: cardsWithConduct,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'ChangeReportCardSettings',
    body: cardsInOneDecimal,
    who: 'admin B',
    relation: "its own school's setting (the school is the token's)",
    expected: 201,
  },
  {
    command: 'ChangeReportCardSettings',
    body: cardsWithConduct,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'ChangeReportCardSettings',
    body: cardsWithConduct,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'ChangeReportCardSettings',
    body: cardsWithConduct,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'ChangeReportCardSettings',
    body: cardsWithConduct,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'RecordConductAndEffort',
    body: conductOfChipoA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'RecordConductAndEffort',
    body: otherConductOfChipoA,
    who: 'Grace (A)',
    relation: 'their subject and class, assigned',
    expected: 201,
  },
  {
    command: 'RecordConductAndEffort',
    body: conductOfChipoA,
    who: 'Simba (A)',
    relation: 'not assigned',
    expected: 403,
  },
  {
    command: 'RecordConductAndEffort',
    body: conductOfChipoA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'RecordConductAndEffort',
    body: conductOfChipoA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'RecordConductAndEffort',
    body: conductOfChipoA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'RecordConductAndEffort',
    body: conductOfChipoA,
    who: 'student Chipo (A)',
    relation: 'self',
    expected: 403,
  },
  {
    command: 'RecordConductAndEffort',
    body: conductOfChipoA,
    who: 'parent Tsitsi',
    relation: 'own child',
    expected: 403,
  },
  // Promotion is refused here to all but the admin: the admin's own plan, apply and undo are promotion.int.test.ts's.
  {
    command: 'PlanPromotion',
    body: (w) => ({
      fromYearId: w.promotion.fromYearA,
      toYearId: w.promotion.toYearA,
      levelId: w.promotion.levelA,
    }),
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'PlanPromotion',
    body: (w) => ({
      fromYearId: w.promotion.fromYearA,
      toYearId: w.promotion.toYearA,
      levelId: w.promotion.levelA,
    }),
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'PlanPromotion',
    body: (w) => ({
      fromYearId: w.promotion.fromYearA,
      toYearId: w.promotion.toYearA,
      levelId: w.promotion.levelA,
    }),
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'PlanPromotion',
    body: (w) => ({
      fromYearId: w.promotion.fromYearA,
      toYearId: w.promotion.toYearA,
      levelId: w.promotion.levelA,
    }),
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'PlanPromotion',
    body: (w) => ({
      fromYearId: w.promotion.fromYearA,
      toYearId: w.promotion.toYearA,
      levelId: w.promotion.levelA,
    }),
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'ChangePromotionPlan',
    body: (w) => ({
      planId: w.promotion.planA,
      studentId: w.a.students.blue[0]!.id,
      outcome: 'leave',
    }),
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'ChangePromotionPlan',
    body: (w) => ({
      planId: w.promotion.planA,
      studentId: w.a.students.blue[0]!.id,
      outcome: 'leave',
    }),
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'ChangePromotionPlan',
    body: (w) => ({
      planId: w.promotion.planA,
      studentId: w.a.students.blue[0]!.id,
      outcome: 'leave',
    }),
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'ChangePromotionPlan',
    body: (w) => ({
      planId: w.promotion.planA,
      studentId: w.a.students.blue[0]!.id,
      outcome: 'leave',
    }),
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'ChangePromotionPlan',
    body: (w) => ({
      planId: w.promotion.planA,
      studentId: w.a.students.blue[0]!.id,
      outcome: 'leave',
    }),
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'ApplyPromotion',
    body: (w) => ({ planId: w.promotion.planA }),
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'ApplyPromotion',
    body: (w) => ({ planId: w.promotion.planA }),
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'ApplyPromotion',
    body: (w) => ({ planId: w.promotion.planA }),
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'ApplyPromotion',
    body: (w) => ({ planId: w.promotion.planA }),
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'ApplyPromotion',
    body: (w) => ({ planId: w.promotion.planA }),
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'UndoPromotion',
    body: (w) => ({ batchId: w.promotion.batchA }),
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'UndoPromotion',
    body: (w) => ({ batchId: w.promotion.batchA }),
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'UndoPromotion',
    body: (w) => ({ batchId: w.promotion.batchA }),
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'UndoPromotion',
    body: (w) => ({ batchId: w.promotion.batchA }),
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'UndoPromotion',
    body: (w) => ({ batchId: w.promotion.batchA }),
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  // Closing is refused here to all but the admin: the admin's own close (and what it locks) is term-close.int.test.ts's.
  { command: 'CloseTerm', body: termA, who: 'admin B', relation: 'other school', expected: 404 },
  { command: 'CloseTerm', body: termA, who: 'Grace (A)', relation: 'class teacher', expected: 403 },
  { command: 'CloseTerm', body: termA, who: 'superadmin', relation: 'any school', expected: 403 },
  {
    command: 'CloseTerm',
    body: termA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'CloseTerm',
    body: termA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },

  {
    command: 'EnrolStudent',
    body: newStudentInBlueA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'EnrolStudent',
    body: newStudentInBlueA,
    who: 'admin B',
    relation: 'other school',
    expected: 400,
  },
  {
    command: 'EnrolStudent',
    body: newStudentInBlueA,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 403,
  },
  {
    command: 'EnrolStudent',
    body: newStudentInBlueA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'EnrolStudent',
    body: newStudentInBlueA,
    who: 'student Chipo (A)',
    relation: 'own class',
    expected: 403,
  },
  {
    command: 'EnrolStudent',
    body: newStudentInBlueA,
    who: 'parent Tsitsi',
    relation: "child's class",
    expected: 403,
  },

  {
    command: 'IssueStudentSignInCode',
    body: blueCodeA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'IssueStudentSignInCode',
    body: blueCodeA,
    who: 'Grace (A)',
    relation: 'class teacher',
    expected: 201,
  },
  {
    command: 'IssueStudentSignInCode',
    body: goldCodeA,
    who: 'Grace (A)',
    relation: 'a subject assigned, not class teacher',
    expected: 403,
  },
  {
    command: 'IssueStudentSignInCode',
    body: blueCodeA,
    who: 'Simba (A)',
    relation: "another class's class teacher",
    expected: 403,
  },
  {
    command: 'IssueStudentSignInCode',
    body: blueCodeA,
    who: 'Grace (B)',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'IssueStudentSignInCode',
    body: blueCodeA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'IssueStudentSignInCode',
    body: blueCodeA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'IssueStudentSignInCode',
    body: blueCodeA,
    who: 'student Chipo (A)',
    relation: 'self',
    expected: 403,
  },
  {
    command: 'IssueStudentSignInCode',
    body: blueCodeA,
    who: 'parent Tsitsi',
    relation: 'own child',
    expected: 403,
  },

  {
    command: 'RegisterSponsor',
    body: newSponsor,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'RegisterSponsor',
    body: newSponsor,
    who: 'admin B',
    relation: 'own school (B)',
    expected: 201,
  },
  {
    command: 'RegisterSponsor',
    body: newSponsor,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'RegisterSponsor',
    body: newSponsor,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'RegisterSponsor',
    body: newSponsor,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'RegisterSponsor',
    body: newSponsor,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    command: 'GrantSponsorship',
    body: rudosLevyA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'GrantSponsorship',
    body: rudosLevyA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'GrantSponsorship',
    body: rudosLevyA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'GrantSponsorship',
    body: rudosLevyA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'GrantSponsorship',
    body: rudosLevyA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'GrantSponsorship',
    body: rudosLevyA,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    command: 'EndSponsorship',
    body: kudzaisSponsorshipA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'EndSponsorship',
    body: kudzaisSponsorshipA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'EndSponsorship',
    body: kudzaisSponsorshipA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'EndSponsorship',
    body: kudzaisSponsorshipA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'EndSponsorship',
    body: kudzaisSponsorshipA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'EndSponsorship',
    body: kudzaisSponsorshipA,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    command: 'GrantDiscount',
    body: rudosSiblingDiscountA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'GrantDiscount',
    body: rudosSiblingDiscountA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'GrantDiscount',
    body: rudosSiblingDiscountA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'GrantDiscount',
    body: rudosSiblingDiscountA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'GrantDiscount',
    body: rudosSiblingDiscountA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'GrantDiscount',
    body: rudosSiblingDiscountA,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    command: 'EndDiscount',
    body: kudzaisDiscountA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'EndDiscount',
    body: kudzaisDiscountA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'EndDiscount',
    body: kudzaisDiscountA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'EndDiscount',
    body: kudzaisDiscountA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'EndDiscount',
    body: kudzaisDiscountA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'EndDiscount',
    body: kudzaisDiscountA,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    command: 'RecordSponsorPayment',
    body: beamPaysA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'RecordSponsorPayment',
    body: beamPaysA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'RecordSponsorPayment',
    body: beamPaysA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'RecordSponsorPayment',
    body: beamPaysA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'RecordSponsorPayment',
    body: beamPaysA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'RecordSponsorPayment',
    body: beamPaysA,
    who: 'parent Tsitsi',
    relation: 'child’s school',
    expected: 403,
  },

  {
    command: 'IssueCreditNote',
    body: adjustmentA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'IssueCreditNote',
    body: adjustmentA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'IssueCreditNote',
    body: adjustmentA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'IssueCreditNote',
    body: adjustmentA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'IssueCreditNote',
    body: adjustmentA,
    who: 'student Chipo (A)',
    relation: 'own invoice',
    expected: 403,
  },
  {
    command: 'IssueCreditNote',
    body: adjustmentA,
    who: 'parent Tsitsi',
    relation: "child's invoice",
    expected: 403,
  },
  {
    command: 'WriteOff',
    body: adjustmentA,
    who: 'admin A',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'WriteOff',
    body: adjustmentA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'WriteOff',
    body: adjustmentA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'WriteOff',
    body: adjustmentA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'WriteOff',
    body: adjustmentA,
    who: 'student Chipo (A)',
    relation: 'own invoice',
    expected: 403,
  },
  {
    command: 'WriteOff',
    body: adjustmentA,
    who: 'parent Tsitsi',
    relation: "child's invoice",
    expected: 403,
  },
  {
    command: 'CloseCashSession',
    body: closeSessionA,
    who: 'admin B',
    relation: 'other school',
    expected: 404,
  },
  {
    command: 'CloseCashSession',
    body: closeSessionA,
    who: 'superadmin',
    relation: 'any school',
    expected: 403,
  },
  {
    command: 'CloseCashSession',
    body: closeSessionA,
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'CloseCashSession',
    body: closeSessionA,
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'CloseCashSession',
    body: closeSessionA,
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'CloseCashSession',
    body: closeSessionA,
    who: 'admin A',
    relation: 'own session',
    expected: 201,
  },
  {
    command: 'OpenCashSession',
    body: () => ({}),
    who: 'superadmin',
    relation: 'no school',
    expected: 403,
  },
  {
    command: 'OpenCashSession',
    body: () => ({}),
    who: 'Grace (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'OpenCashSession',
    body: () => ({}),
    who: 'student Chipo (A)',
    relation: 'own school',
    expected: 403,
  },
  {
    command: 'OpenCashSession',
    body: () => ({}),
    who: 'parent Tsitsi',
    relation: "child's school",
    expected: 403,
  },
  {
    command: 'OpenCashSession',
    body: () => ({}),
    who: 'admin B',
    relation: 'own school',
    expected: 201,
  },
  {
    command: 'OpenCashSession',
    body: () => ({}),
    who: 'admin A',
    relation: 'own school, session closed',
    expected: 201,
  },
];

describe.each(commands.map((row, i) => ({ ...row, day: freeDays[i % freeDays.length]! })))(
  '$command: $who, $relation',
  ({ command, body, who, expected, day }) => {
    it(`answers ${expected}${expected === 201 ? '' : ' and records nothing'}`, async () => {
      const head = await t.platform.store.headPosition();
      const res = await t.request(`/api/commands/${command}`, {
        json: body(w, day),
        token: tokens.get(who)!,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(expected);
      if (expected !== 201) expect(await t.platform.store.headPosition()).toBe(head);
    });
  },
);

/** After the commands above: school A's cards show conduct and effort in whole numbers, school B's in one decimal. */
describe('GET /api/report-card-settings', () => {
  const reads: { who: Who; relation: string; expected: 'A' | 'B' | 403 }[] = [
    { who: 'admin A', relation: 'own school', expected: 'A' },
    { who: 'Grace (A)', relation: 'own school', expected: 'A' },
    { who: 'Simba (A)', relation: 'own school', expected: 'A' },
    { who: 'admin B', relation: 'own school', expected: 'B' },
    { who: 'Grace (B)', relation: 'own school', expected: 'B' },
    { who: 'student Chipo (A)', relation: 'own school', expected: 403 },
    { who: 'parent Tsitsi', relation: "child's school", expected: 403 },
    { who: 'superadmin', relation: 'any school', expected: 403 },
  ];
  it.each(reads)('$who, $relation answers $expected', async (row) => {
    const res = await t.request('/api/report-card-settings', { token: tokens.get(row.who)! });
    if (row.expected === 403) {
      expect(res.status).toBe(403);
      return;
    }
    expect([res.status, res.body]).toEqual([
      200,
      {
        conductAndEffort: true,
        scoreFormat: row.expected === 'A' ? 'WHOLE' : 'ONE_DECIMAL',
      },
    ]);
  });
});
