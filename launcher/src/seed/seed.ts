import type pg from 'pg';
import type { Clock } from '@chikoro/platform';
import { seedDemoAnnouncements } from './announcements';
import { seedDemoBursar } from './bursars';
import { seedDemoAbsenceAlert, seedDemoAttendance } from './attendance';
import { demoApi, seedDemoClasses, type DemoApi } from './classes';
import { demoDirectory } from './directory';
import { seedDemoDocuments } from './documents';
import { demoEnquiries } from './enquiries';
import { seedDemoFees } from './fees';
import { firstExamClassId, seedDemoExams, seedDemoTeacherExams } from './exams';
import {
  demoParent,
  demoParentNote,
  inviteDemoParent,
  registerDemoParent,
  seedDemoAcknowledgement,
} from './parents';
import { seedDemoResults } from './results';
import { demoSchools } from './schools';
import { setUpDemoSchool } from './setup';
import { seedDemoYearEnd } from './yearEnd';
import { seedDemoTeachers } from './teachers';
import {
  changeDemoStudentStatuses,
  printedDemoStudent,
  seedDemoStudents,
  setDemoStudentPassword,
} from './students';

export const DEMO_PASSWORD = 'Chikoro-demo-2026';
/** Students enrolled at each approved demo school: about 300 in all, enough to page, search and chart. */
const DEMO_STUDENTS_PER_SCHOOL = 150;

export interface DemoSignIn {
  role: string;
  identifier: string;
  password: string;
  note: string;
}

async function call(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Demo data: ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The set-password code mailed to a new admin, read from the outbox as the admin would read the mail. */
async function codeMailedTo(pool: pg.Pool, email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await pool.query<{ body: string }>(
      'SELECT body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    const code = rows[0] && /one-time code is (\d{6})/.exec(rows[0].body)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Demo data: no set-password mail reached ${email}`);
}

/**
 * Creates the demo through the real HTTP commands, so its history is the same as a user's:
 * schools enrol, the superadmin approves some and rejects one, the new admins set passwords and
 * set their schools up (year, terms, departments, levels, subjects); each approved school gets
 * classes and teachers with this term's assignments (one teacher signs in), about a hundred
 * students in its classes with their parents (one student and one parent set passwords; the demo
 * parent has a child at each of the two approved schools), and
 * exams of two papers for some classes' subjects with their marks; the first school's one
 * complete class gets comments, published results and a corrected mark; the demo teacher's
 * subjects without an exam get a first paper waiting for marks; registers for the last school days
 * of the term before today (today's are left to take, but for the second school's register of the
 * demo parent's child, taken with that child absent so the parent has an absence alert to see);
 * the superadmin lists well-known schools in the public directory; enquiries come in; the first
 * school posts announcements to different audiences, and the demo parent and teacher read some;
 * it shares documents with its staff and with families. Its dates are the platform's clock's: `clock`
 * is the one the platform runs on.
 */
export async function seedDemo(
  baseUrl: string,
  pool: pg.Pool,
  superadmin: { email: string; password: string },
  clock: Clock,
): Promise<DemoSignIn[]> {
  const today = clock.today();
  const login = await call(baseUrl, '/api/auth/login', {
    identifier: superadmin.email,
    password: superadmin.password,
  });
  const token = String(login.token);
  const signIns: DemoSignIn[] = [];
  for (const school of demoSchools) {
    const enrolled = await call(baseUrl, '/api/commands/EnrolSchool', school.details);
    const schoolId = String(enrolled.schoolId);
    if (school.outcome.decision === 'approve') {
      await call(baseUrl, '/api/commands/ApproveSchool', { schoolId }, token);
      const email = String(school.details.adminEmail);
      await call(baseUrl, '/api/auth/set-password', {
        email,
        code: await codeMailedTo(pool, email),
        password: DEMO_PASSWORD,
      });
      const admin = await call(baseUrl, '/api/auth/login', {
        identifier: email,
        password: DEMO_PASSWORD,
      });
      await setUpDemoSchool(baseUrl, String(admin.token), String(school.details.name), today);
      signIns.push({
        role: 'ADMIN',
        identifier: email,
        password: DEMO_PASSWORD,
        note: String(school.details.name),
      });
    } else if (school.outcome.decision === 'reject') {
      await call(
        baseUrl,
        '/api/commands/RejectSchool',
        { schoolId, reason: school.outcome.reason },
        token,
      );
    }
  }
  const approved = demoSchools.filter((school) => school.outcome.decision === 'approve');
  const staff: DemoSignIn[] = [];
  // The first school's admin and the class whose results it publishes, for the acknowledgement made once parents register.
  let published: { api: DemoApi; classId: string } | undefined;
  // The second school's admin, who takes today's register of the demo parent's child there.
  let second: DemoApi | undefined;
  for (const [i, school] of approved.entries()) {
    const email = String(school.details.adminEmail);
    const token = String(
      (await call(baseUrl, '/api/auth/login', { identifier: email, password: DEMO_PASSWORD }))
        .token,
    );
    // One client for everything the school's admin does: each read waits until everything it sent before is projected.
    const api = demoApi(baseUrl, token);
    const teacher = await seedDemoTeachers(api, email.split('@')[1]!, await seedDemoClasses(api));
    const { town, province, district } = school.details;
    // The demo parent's child at the first school goes into the class whose results are published.
    const familyClassId = i === 0 ? await firstExamClassId(api) : undefined;
    // The second school names the demo parent before enrolling their child there: one parent, two schools.
    if (i === 1)
      await api.send('InviteParent', {
        phoneNumber: demoParent.phoneNumber,
        firstName: demoParent.firstName,
        lastName: demoParent.lastName,
      });
    const place = { town: String(town), province: String(province), district: String(district) };
    const students = await seedDemoStudents(
      api,
      i,
      place,
      Number(today.slice(0, 4)),
      DEMO_STUDENTS_PER_SCHOOL,
      familyClassId,
    );
    await seedDemoExams(api);
    // A few students leave or stop once the term's papers are marked, so the marked classes' results are complete.
    await changeDemoStudentStatuses(api, students);
    await seedDemoAttendance(api, today);
    // Each school's bursar, added by its admin, sets a password from the mailed code as a new bursar would.
    const bursar = await seedDemoBursar(api, email.split('@')[1]!);
    await call(baseUrl, '/api/auth/set-password', {
      email: bursar,
      code: await codeMailedTo(pool, bursar),
      password: DEMO_PASSWORD,
    });
    const bursarApi = demoApi(
      baseUrl,
      String(
        (await call(baseUrl, '/api/auth/login', { identifier: bursar, password: DEMO_PASSWORD }))
          .token,
      ),
    );
    // Both schools bill and take payments (the bursar a share of them), so a parent of children at
    // both sees balances at each; the first also imports opening balances from its old books.
    await seedDemoFees(api, today, i === 0, bursarApi);
    staff.push({
      role: 'BURSAR',
      identifier: bursar,
      password: DEMO_PASSWORD,
      note: String(school.details.name),
    });
    if (i === 1) second = api;
    if (i > 0) continue;
    // The first school sends each active parent a results link when a card is issued.
    await api.send('ChangeResultsLinkSetting', { sendOnPublication: true });
    // One class of the first school: comments, published results and a corrected mark (an amended card).
    const publishedClassId = await seedDemoResults(api, familyClassId);
    if (publishedClassId) published = { api, classId: publishedClassId };
    // The demo teacher's subjects without an exam get a first paper waiting for their marks.
    await seedDemoTeacherExams(api, teacher, today);
    // Next year opened, Form 4 graduated by a real batch, Form 1's promotion planned (not applied).
    await seedDemoYearEnd(api, today);
    // One demo teacher sets a password from the mailed code, as a new teacher would; one student from a printed code.
    await call(baseUrl, '/api/auth/set-password', {
      email: teacher,
      code: await codeMailedTo(pool, teacher),
      password: DEMO_PASSWORD,
    });
    staff.push({
      role: 'TEACHER',
      identifier: teacher,
      password: DEMO_PASSWORD,
      note: String(school.details.name),
    });
    // The printed student is in the published class, so their portal shows subjects, exams and a report card.
    const student = printedDemoStudent(students, publishedClassId);
    if (student) {
      const identifier = await setDemoStudentPassword(
        baseUrl,
        api,
        student.studentId,
        DEMO_PASSWORD,
      );
      staff.push({
        role: 'STUDENT',
        identifier,
        password: DEMO_PASSWORD,
        note: String(school.details.name),
      });
    }
  }
  signIns.push(...staff);
  const firstAdmin = signIns[0];
  if (firstAdmin) {
    await inviteDemoParent(baseUrl, {
      email: firstAdmin.identifier,
      password: firstAdmin.password,
    });
    await registerDemoParent(baseUrl, pool, DEMO_PASSWORD);
    if (published)
      await seedDemoAcknowledgement(
        baseUrl,
        pool,
        published.api,
        published.classId,
        DEMO_PASSWORD,
        today,
      );
    // The demo parent's child at the second school is absent at today's register: an alert to see.
    if (second) await seedDemoAbsenceAlert(second, demoParent.phoneNumber, today);
    signIns.push({
      role: 'PARENT',
      identifier: demoParent.phoneNumber,
      password: DEMO_PASSWORD,
      note: demoParentNote(signIns.filter((s) => s.role === 'ADMIN').map((s) => s.note)),
    });
  }
  for (const listing of demoDirectory)
    await call(baseUrl, '/api/commands/ListSchoolInDirectory', listing, token);
  for (const enquiry of demoEnquiries) {
    const raised = await call(baseUrl, '/api/commands/RaiseEnquiry', enquiry.details);
    if (enquiry.resolution)
      await call(
        baseUrl,
        '/api/commands/ResolveEnquiry',
        { enquiryId: raised.enquiryId, comment: enquiry.resolution },
        token,
      );
  }
  // Announcements to different audiences, some of them read by the demo parent and teacher.
  await seedDemoAnnouncements(
    baseUrl,
    signIns.filter((s) => s.role === 'ADMIN'),
    signIns.filter((s) => s.role === 'PARENT' || s.role === 'TEACHER'),
    today,
  );
  // The first school's documents: two for families, two for staff only.
  if (firstAdmin) await seedDemoDocuments(baseUrl, firstAdmin);
  return signIns;
}
