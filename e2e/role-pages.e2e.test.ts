import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import {
  schoolCalendar,
  send,
  studentOf,
  type EnrolledStudent,
} from '@chikoro/launcher/testing/studentWorld';
import {
  TEACHER_PASSWORD,
  signedInTeacher,
  type SignedInTeacher,
} from '@chikoro/launcher/testing/teaching';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();
const shots = process.env.E2E_SCREENSHOTS;

describe.runIf(run)(
  'spec 001 §2.1’s profile and settings addresses of teachers and students, in Chromium',
  () => {
    let t: TestPlatform;
    let browser: Browser;
    let school: ApprovedSchool;
    let teacher: SignedInTeacher;
    let student: EnrolledStudent;

    beforeAll(async () => {
      t = await startTestPlatform();
      school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
        name: 'Mabvazuva High School',
      });
      const { levelId } = await schoolCalendar(t, school, [['Mathematics']]);
      const classId = String(
        (await send(t, school, 'CreateClass', { levelId, name: 'Form 2 Blue' })).classId,
      );
      teacher = await signedInTeacher(t, school, 'Grace', 'Mutasa');
      student = await studentOf(t, school, classId, ['Rudo', 'Banda'], 'real');
      browser = await launchBrowser();
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    async function signIn(
      identifier: string,
      password: string,
      home: string,
      width = 1366,
    ): Promise<Page> {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await page.goto(`${t.url}/login`);
      await page.locator('[name=identifier]').pressSequentially(identifier, { delay: 20 });
      await page.locator('[name=password]').pressSequentially(password, { delay: 20 });
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`**${home}`);
      return page;
    }

    /** The address opens the area's own page: the profile's details form, or the password form. */
    async function opens(page: Page, address: string, landsAt: string, form: string) {
      await page.goto(`${t.url}${address}`);
      await page.waitForURL(`${t.url}${landsAt}`);
      await page.getByRole('form', { name: form }).waitFor();
      expect(await page.getByText("Oops, this page doesn't exist").count()).toBe(0);
    }

    it('a teacher’s /teacher/profile_section and /teacher/settings_section open their profile and settings', async () => {
      const page = await signIn(teacher.email, TEACHER_PASSWORD, '/teacher-portal');
      await opens(
        page,
        '/teacher/profile_section',
        '/teacher-portal/profile_section',
        'Your details',
      );
      expect(
        await page
          .getByRole('form', { name: 'Your details' })
          .getByLabel('First name')
          .inputValue(),
      ).toBe('Grace');
      await opens(
        page,
        '/teacher/settings_section',
        '/teacher-portal/settings_section',
        'Change password',
      );
      await page.close();
    });

    it('a student’s /student/profile_section and /student/settings_section open their profile and settings', async () => {
      const page = await signIn(student.registrationNumber, 'Student-pass-1', '/student-portal');
      await opens(
        page,
        '/student/profile_section',
        '/student-portal/profile_section',
        'Your details',
      );
      await opens(
        page,
        '/student/settings_section',
        '/student-portal/settings_section',
        'Change password',
      );
      await page.close();
    });

    for (const width of [1366, 390]) {
      it(`at ${width} px: the teacher’s Uploading Results page says what it is for`, async () => {
        const page = await signIn(teacher.email, TEACHER_PASSWORD, '/teacher-portal', width);
        await page.goto(`${t.url}/teacher-portal/uploading-results`);
        expect(await page.getByTestId('page-purpose').textContent()).toBe(
          'Write the comment each student’s report card gives for your subject: choose a class, subject and term to see ' +
            'every student’s final mark and grade beside a comment box. Marks are entered under Grading Results.',
        );
        if (shots)
          await page.screenshot({
            path: `${shots}/uploading-results-${width}.png`,
            fullPage: true,
          });
        await page.close();
      });
    }
  },
);

describe.runIf(run)('a school admin’s lists and menu on a phone (390 px), in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let page: Page;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Mabvazuva High School',
    });
    const { levelId } = await schoolCalendar(t, school, [['Mathematics']]);
    const classId = String(
      (await send(t, school, 'CreateClass', { levelId, name: 'Form 2 Blue' })).classId,
    );
    await studentOf(t, school, classId, ['Rudo', 'Banda']);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(school.admin.email, { delay: 20 });
    await page.locator('[name=password]').pressSequentially(school.admin.password, { delay: 20 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('each of a student’s actions is a 44 px target, and Delete stands apart from the others', async () => {
    await page.goto(`${t.url}/admin/student-management`);
    const actions = page.getByTestId('row-actions').first();
    await actions.getByRole('button', { name: 'Delete: Rudo Banda' }).waitFor();
    const boxes = await actions.locator('button, a').evaluateAll((targets) =>
      targets.map((el) => {
        const r = el.getBoundingClientRect();
        return {
          label: el.getAttribute('aria-label') ?? el.textContent,
          left: r.left,
          right: r.right,
          top: r.top,
          width: r.width,
          height: r.height,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    for (const box of boxes) {
      expect(box.width, box.label ?? '').toBeGreaterThanOrEqual(44);
      expect(box.height, box.label ?? '').toBeGreaterThanOrEqual(44);
    }
    const destructive = boxes.find((b) => b.label === 'Delete: Rudo Banda')!;
    expect(
      await page
        .getByTestId('row-action-destructive')
        .first()
        .getByRole('button')
        .getAttribute('aria-label'),
    ).toBe('Delete: Rudo Banda');
    // Apart: at least 16 px from the nearest other action on its line (or on a line of its own).
    const sameLine = boxes.filter(
      (b) => b !== destructive && Math.abs(b.top - destructive.top) < 4,
    );
    for (const other of sameLine)
      expect(destructive.left - other.right, other.label ?? '').toBeGreaterThanOrEqual(16);
    if (shots) await page.screenshot({ path: `${shots}/students-390.png`, fullPage: true });
  });

  it('the menu’s labels are shown whole, none cut off', async () => {
    await page.goto(`${t.url}/admin`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const items = page.getByRole('menuitem');
    await items.filter({ hasText: 'School Events and Announcements' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-menu-390.png` });
    const cut = await items.evaluateAll((els) =>
      els
        .filter((el) =>
          [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
        )
        .map(
          (el) =>
            `${el.textContent} ${[el, ...el.querySelectorAll('*')]
              .filter((e) => e.scrollWidth > e.clientWidth + 1)
              .map(
                (e) =>
                  `${e.tagName}.${e.className} ${e.scrollWidth}>${e.clientWidth} ${getComputedStyle(e).whiteSpace}`,
              )
              .join(' | ')}`,
        ),
    );
    expect(cut).toEqual([]);
  });
});
