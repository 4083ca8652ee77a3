import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@chikoro/contracts';
import type { DemoSignIn } from '@chikoro/launcher/seed/seed';
import { startDemoTestPlatform } from '@chikoro/launcher/testing/demo';
import type { TestPlatform } from '@chikoro/launcher/testing/harness';
import { listQuery } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser } from './browser';
import { seriousAxeFindings, watchPolicyViolations } from './pageChecks';

const run = browserAvailable();
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

/** Each school role's pages, the sidebar's and the ones its dashboard leads to, with the title the top bar gives each: the page's one h1. */
const schoolAreas: [Role, [string, string][]][] = [
  [
    'ADMIN',
    [
      ['/admin', 'Dashboard'],
      ['/admin/student-management', 'Student Management'],
      ['/admin/teacher-management', 'Teacher Management'],
      ['/admin/class-management', 'Class Management'],
      ['/admin/attendance', 'Attendance'],
      ['/admin/parent-management', 'Parent Management'],
      ['/admin/exam-management', 'Exam Management'],
      ['/results-management', 'Results Management'],
      ['/admin/fees', 'Fees'],
      ['/admin/communications_centre', 'Communications Centre'],
      ['/admin/menage-school-info', 'School Settings'],
      ['/admin/school_events_and_announcements', 'School Events and Announcements'],
      ['/admin/profile_section', 'Profile'],
      ['/admin/documents_section', 'Documents'],
      ['/admin/settings_section', 'Settings'],
      ['/admin/statistics', 'Statistics'],
      ['/admin/getting_started', 'Getting Started'],
    ],
  ],
  [
    'TEACHER',
    [
      ['/teacher-portal', 'Teacher portal'],
      ['/teacher-portal/class-management', 'Class Management'],
      ['/teacher-portal/take-register', 'Take register'],
      ['/teacher-portal/student-management', 'Student Management'],
      ['/teacher-portal/exam-management', 'Exam Management'],
      ['/teacher-portal/grading-results', 'Results Management'],
      ['/teacher-portal/uploading-results', 'Uploading results'],
      ['/teacher-portal/documents_section', 'Documents'],
      ['/teacher-portal/profile_section', 'Profile'],
      ['/teacher-portal/settings', 'Settings'],
      ['/teacher-portal/school-communication', 'School Communication'],
    ],
  ],
  [
    'STUDENT',
    [
      ['/student-portal', 'Dashboard'],
      ['/student-portal/subjects', 'Subjects'],
      ['/student-portal/exam-time-table', 'Exam Time Table'],
      ['/student-portal/exam-results', 'Exam Results'],
      ['/student-portal/report-card', 'Report Card'],
      ['/student-portal/documents_section', 'Documents'],
      ['/student-portal/profile_section', 'Profile'],
      ['/student-portal/settings_section', 'Settings'],
      ['/student-portal/school-communication', 'School Communication'],
    ],
  ],
  [
    'PARENT',
    [
      ['/parent', 'Parent Portal'],
      ['/parent/students', 'Students'],
      ['/parent/school-communication', 'School Communication'],
      ['/parent/fees_management', 'Fees Management'],
      ['/parent/documents_section', 'Documents'],
      ['/parent/profile_section', 'Profile'],
      ['/parent/settings_section', 'Settings'],
    ],
  ],
];

/**
 * Every page under test, on a desktop and on a phone: axe finds nothing serious or critical, and
 * the page works under the UI's Content-Security-Policy without a single violation.
 */
describe.runIf(run)('accessibility and the Content-Security-Policy, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let signIns: DemoSignIn[];

  beforeAll(async () => {
    ({ t, signIns } = await startDemoTestPlatform());
    browser = await launchBrowser();
    // The demo school is large: seeding it on a busy machine takes minutes, which is no failure.
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** Opens a page and waits until it shows `ready`; checks it arrived under the policy. */
  async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
    const response = await page.goto(`${t.url}${path}`);
    // A new document (not a move to an anchor on the same page) arrives under the policy.
    if (response)
      expect(response.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await ready(page);
    await page.waitForLoadState('networkidle');
  }

  async function expectClean(page: Page, path: string, violations: () => string[]) {
    const width = page.viewportSize()?.width;
    await page.screenshot({
      path: `test-results/a11y-${width}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.png`,
    });
    expect(await seriousAxeFindings(page), path).toEqual([]);
    expect(violations(), path).toEqual([]);
  }

  const heading = (name: string | RegExp) => (page: Page) =>
    page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });

  describe.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)('on a %s', (_name, viewport) => {
    it('the landing page, the enquiry form, the login page and the public 404', async () => {
      const page = await browser.newPage({ viewport });
      const violations = watchPolicyViolations(page);
      await visit(page, '/', (p) =>
        p.getByTestId('clients-strip').getByText('Mabvazuva High School').waitFor(),
      );
      await expectClean(page, '/', violations);
      await visit(page, '/#raise_an_enquiry', (p) => p.getByTestId('enquiry-form').waitFor());
      await expectClean(page, '/#raise_an_enquiry', violations);
      await visit(page, '/login', heading('Login'));
      await expectClean(page, '/login', violations);
      await visit(page, '/no-such-page', heading("Oops, this page doesn't exist"));
      await expectClean(page, '/no-such-page', violations);
      await page.close();
    });

    describe('the superadmin area', () => {
      let context: BrowserContext;
      let page: Page;
      let violations: () => string[];
      let requestId: string;

      beforeAll(async () => {
        const token = await t.login(t.superadmin.email, t.superadmin.password);
        requestId = (await t.request('/api/enrolment-requests', { token })).body[0].id;
        context = await browser.newContext({ viewport });
        page = await context.newPage();
        violations = watchPolicyViolations(page);
        await visit(page, '/login', heading('Login'));
        await page.fill('[name=identifier]', t.superadmin.email);
        await page.fill('[name=password]', t.superadmin.password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL('**/superadmin-dashboard');
      });
      afterAll(async () => context?.close());

      it.each([
        ['/superadmin-dashboard', 'Statistics'],
        ['/superadmin-dashboard/school-enrolment-requests', 'School enrolment requests'],
        ['/superadmin-dashboard/enquiries-from-schools', 'Enquiries from schools'],
        ['/superadmin-dashboard/events', 'Audit log'],
        ['/superadmin-dashboard/getting-started', 'Getting Started'],
        ['/superadmin-dashboard/profile', 'Profile'],
        ['/superadmin-dashboard/settings', 'Settings'],
        ['/superadmin-dashboard/no-such-list', 'Page not found'],
      ])('%s has its title as h1, and nothing serious for axe', async (path, title) => {
        await visit(page, path, heading(title));
        await expectClean(page, path, violations);
      });

      it('an enrolment request’s page too', async () => {
        const path = `/superadmin-dashboard/school-enrolment-requests/${requestId}/show`;
        await visit(page, path, heading(/.+/));
        await page.getByText('History of this request').waitFor();
        await expectClean(page, path, violations);
      });
    });

    describe.each([
      ['ADMIN', '/admin/results-management'],
      ['TEACHER', '/teacher-portal/grading-results'],
    ] as const)('the open mark grid of the %s', (role, path) => {
      it('has every cell labelled and nothing serious for axe', async () => {
        // The demo teacher's first paper waiting for marks in a class with students (Form 4 has
        // graduated): open, so every mark cell is an input.
        const teacher = signIns.find((s) => s.role === 'TEACHER')!;
        const token = await t.login(teacher.identifier, teacher.password);
        const exam = (
          (
            await t.request(
              `/api/exams${listQuery({ status: 'Pending' }, ['id', 'ASC'], [0, 99])}`,
              {
                token,
              },
            )
          ).body as { examName: string; classId: string; classSize: number }[]
        ).find((e) => e.classSize > 0);
        const { identifier, password } = signIns.find((s) => s.role === role)!;
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const violations = watchPolicyViolations(page);
        await visit(page, '/login', heading('Login'));
        await page.fill('[name=identifier]', identifier);
        await page.fill('[name=password]', password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL((url) => url.pathname !== '/login');
        await visit(
          page,
          `${path}?filter=${encodeURIComponent(JSON.stringify({ classId: exam!.classId, q: exam!.examName }))}`,
          heading('Results Management'),
        );
        await page
          .getByRole('button', { name: `Grade this exam: ${exam!.examName}` })
          .first()
          .click();
        await expect
          .poll(() => page.locator('[data-testid=mark-grid] .mark-cell input').count())
          .toBeGreaterThan(0);
        // The exam is open: no mark cell is read-only.
        expect(
          await page.locator('[data-testid=mark-grid] .mark-cell.dsg-cell-disabled').count(),
        ).toBe(0);
        await page.waitForLoadState('networkidle');
        await expectClean(page, `${path}-grid`, violations);
        const cells = await page.locator('[data-testid=mark-grid] .mark-cell input').count();
        expect(
          await page
            .getByRole('dialog')
            .getByRole('textbox', { name: /^Mark for / })
            .count(),
        ).toBe(cells);
        await context.close();
      });
    });

    describe.each(schoolAreas)('the %s area of a demo school', (role, pages) => {
      let context: BrowserContext;
      let page: Page;
      let violations: () => string[];

      beforeAll(async () => {
        const { identifier, password } = signIns.find((s) => s.role === role)!;
        context = await browser.newContext({ viewport });
        page = await context.newPage();
        violations = watchPolicyViolations(page);
        await visit(page, '/login', heading('Login'));
        await page.fill('[name=identifier]', identifier);
        await page.fill('[name=password]', password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL((url) => url.pathname !== '/login');
      });
      afterAll(async () => context?.close());

      it.each(pages)(
        '%s has one h1, its title, and nothing serious for axe',
        async (path, title) => {
          await visit(page, path, heading(title));
          expect(await page.locator('h1').allTextContents(), path).toEqual([title]);
          // The title sits whole inside the top bar, however long it is and however narrow the screen.
          const titleFits = await page.locator('h1').evaluate((h1) => {
            const [title, bar] = [
              h1.getBoundingClientRect(),
              h1.closest('header')!.getBoundingClientRect(),
            ];
            return (
              h1.scrollWidth <= h1.clientWidth && title.top >= bar.top && title.bottom <= bar.bottom
            );
          });
          expect(titleFits, `${path}: the title overflows the top bar`).toBe(true);
          await expectClean(page, path, violations);
        },
      );
    });
  });
});
