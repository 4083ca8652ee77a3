import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode, startTestPlatform, type TestPlatform } from '../testing/harness';
import { approvedSchool, type ApprovedSchool } from '../testing/schools';
import { listQuery, readNow, registerTeacher, setUpRecords } from '../testing/staff';
import { seedDemoAnnouncements } from './announcements';

let t: TestPlatform;
let school: ApprovedSchool;
let teacher: { identifier: string; password: string };

beforeAll(async () => {
  t = await startTestPlatform();
  school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
  await setUpRecords(t, school);
  const { details } = await registerTeacher(t, school.admin.token, {
    firstName: 'Tendai',
    lastName: 'Moyo',
    email: 'tendai.moyo@demo.test',
  });
  await t.request('/api/auth/set-password', {
    json: {
      email: details.email,
      code: await mailedCode(t.platform, details.email),
      password: 'Teacher-pass-1',
    },
  });
  teacher = { identifier: details.email, password: 'Teacher-pass-1' };
});
afterAll(async () => t?.stop());

describe('the demo announcements', () => {
  it('posts to every audience kind but classes, with two events ahead and one past; a reader opens the first two that reached them', async () => {
    const absent = { identifier: '0712999999', password: 'Not-registered-1' };
    await seedDemoAnnouncements(
      t.url,
      [{ identifier: school.admin.email, password: school.admin.password }],
      [teacher, absent],
      '2026-11-25',
    );
    const rows = (
      await readNow(t, `/api/announcements${listQuery({}, ['id', 'ASC'])}`, school.admin.token)
    ).body as {
      title: string;
      audienceLabel: string;
      eventDate: string | null;
      readCount: number;
    }[];
    const byTitle = Object.fromEntries(
      rows.map((r) => [r.title, [r.audienceLabel, r.eventDate !== null, r.readCount]]),
    );
    expect(byTitle).toEqual({
      'Prize-giving day': ['the whole school', true, 1],
      "Form 1 parents' evening": ['Form 1 parents', true, 0],
      'Staff meeting: end-of-term marks': ['teachers', false, 1],
      'School uniform reminder': ['all parents', false, 0],
      'Clean-up campaign': ['the whole school', true, 0],
    });
  });
});
