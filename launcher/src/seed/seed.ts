import type pg from 'pg';
import { seedDemoAnnouncements } from './announcements';
import { demoApi, seedDemoClasses } from './classes';
import { demoDirectory } from './directory';
import { demoEnquiries } from './enquiries';
import { inviteDemoParent } from './parents';
import { demoSchools } from './schools';
import { setUpDemoSchool } from './setup';
import { seedDemoTeachers } from './teachers';

export const DEMO_PASSWORD = 'Chikoro-demo-2026';

export interface DemoSignIn {
  role: string;
  identifier: string;
  password: string;
  note: string;
}

async function call(baseUrl: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Demo data: ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The set-password code mailed to a new admin, read from the outbox as the admin would read the mail. */
async function codeMailedTo(pool: pg.Pool, email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await pool.query<{ body: string }>('SELECT body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email]);
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
 * classes and teachers with this term's assignments (one teacher signs in);
 * the superadmin lists well-known schools in the public directory; enquiries come in; the first
 * school posts announcements to different audiences, and the demo parent and teacher read some.
 */
export async function seedDemo(baseUrl: string, pool: pg.Pool, superadmin: { email: string; password: string }): Promise<DemoSignIn[]> {
  const login = await call(baseUrl, '/api/auth/login', { identifier: superadmin.email, password: superadmin.password });
  const token = String(login.token);
  const signIns: DemoSignIn[] = [];
  for (const school of demoSchools) {
    const enrolled = await call(baseUrl, '/api/commands/EnrolSchool', school.details);
    const schoolId = String(enrolled.schoolId);
    if (school.outcome.decision === 'approve') {
      await call(baseUrl, '/api/commands/ApproveSchool', { schoolId }, token);
      const email = String(school.details.adminEmail);
      await call(baseUrl, '/api/auth/set-password', { email, code: await codeMailedTo(pool, email), password: DEMO_PASSWORD });
      const admin = await call(baseUrl, '/api/auth/login', { identifier: email, password: DEMO_PASSWORD });
      await setUpDemoSchool(baseUrl, String(admin.token), String(school.details.name));
      signIns.push({ role: 'ADMIN', identifier: email, password: DEMO_PASSWORD, note: String(school.details.name) });
    } else if (school.outcome.decision === 'reject') {
      await call(baseUrl, '/api/commands/RejectSchool', { schoolId, reason: school.outcome.reason }, token);
    }
  }
  const admins = [...signIns];
  for (const [i, admin] of admins.entries()) {
    const adminLogin = await call(baseUrl, '/api/auth/login', { identifier: admin.identifier, password: admin.password });
    const api = demoApi(baseUrl, String(adminLogin.token));
    const teacher = await seedDemoTeachers(api, admin.identifier.split('@')[1]!, await seedDemoClasses(api));
    if (i > 0) continue;
    // One demo teacher sets a password from the mailed code, as a new teacher would.
    await call(baseUrl, '/api/auth/set-password', { email: teacher, code: await codeMailedTo(pool, teacher), password: DEMO_PASSWORD });
    signIns.push({ role: 'TEACHER', identifier: teacher, password: DEMO_PASSWORD, note: admin.note });
  }
  const firstAdmin = signIns[0];
  if (firstAdmin) await inviteDemoParent(baseUrl, { email: firstAdmin.identifier, password: firstAdmin.password });
  for (const listing of demoDirectory) await call(baseUrl, '/api/commands/ListSchoolInDirectory', listing, token);
  for (const enquiry of demoEnquiries) {
    const raised = await call(baseUrl, '/api/commands/RaiseEnquiry', enquiry.details);
    if (enquiry.resolution) await call(baseUrl, '/api/commands/ResolveEnquiry', { enquiryId: raised.enquiryId, comment: enquiry.resolution }, token);
  }
  // Announcements to different audiences, some of them read by the demo parent and teacher.
  await seedDemoAnnouncements(baseUrl, admins, signIns.filter((s) => s.role === 'PARENT' || s.role === 'TEACHER'));
  return signIns;
}
