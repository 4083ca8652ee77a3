import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoSignIn } from '@chikoro/launcher/seed/seed';
import { startDemoTestPlatform } from '@chikoro/launcher/testing/demo';
import type { TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';
import { seriousAxeFindings } from './pageChecks';

const run = browserAvailable();
const shots = process.env.E2E_SCREENSHOTS;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** What the school's admin reads about the demo's printed student: the answers the portal must show, from other lists than the portal's. */
interface Expected {
  name: string;
  className: string;
  classTeacher: string;
  term: string;
  subjects: string[];
  exams: number;
  schoolName: string;
}

describe.runIf(run)('the student portal in Chromium, signed in by registration number', () => {
  let t: TestPlatform;
  let browser: Browser;
  let student: DemoSignIn;
  let expected: Expected;

  beforeAll(async () => {
    const demo = await startDemoTestPlatform();
    t = demo.t;
    const signIns = demo.signIns;
    student = signIns.find((s) => s.role === 'STUDENT')!;
    const admin = signIns.find((s) => s.role === 'ADMIN' && s.note === student.note)!;
    const token = await t.login(admin.identifier, admin.password);
    const list = async (resource: string, filter: object = {}) =>
      (
        await t.request(
          `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
          { token },
        )
      ).body as Record<string, unknown>[];
    const [me] = await list('students', { q: student.identifier });
    const classId = String(me!.classId);
    const [klass] = await list('classes', { id: [classId] });
    const [term] = await list('terms', { current: true });
    const assignments = await list('teacher-assignments', { classId, termId: term!.id });
    const exams = await list('exams', { classId, termId: term!.id });
    expected = {
      name: `${String(me!.firstName)} ${String(me!.lastName)}`,
      className: String(me!.className),
      classTeacher: String(klass!.classTeacherName),
      term: `${String(term!.name)} ${String(term!.academicYearName)}`,
      subjects: [...new Set(assignments.map((a) => String(a.subjectName)))].sort(),
      exams: exams.filter((e) => e.status !== 'Cancelled').length,
      schoolName: student.note,
    };
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`at ${width} px: dashboard, subjects, exam time table with its details, results, and the report card with its PDF`, async () => {
      const context = await browser.newContext({
        viewport: { width, height },
        acceptDownloads: true,
      });
      const page = await context.newPage();
      await page.goto(`${t.url}/login`);
      await page.fill('[name=identifier]', student.identifier);
      await page.fill('[name=password]', student.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/student-portal');

      await expect
        .poll(() => page.getByTestId('fact-class').textContent(), { timeout: 15_000 })
        .toBe(expected.className);
      await expect
        .poll(() => page.getByTestId('fact-subjects').textContent())
        .toBe(String(expected.subjects.length));
      expect(await page.getByTestId('fact-class-teacher').textContent()).toBe(
        expected.classTeacher,
      );
      await expect.poll(() => page.getByTestId('fact-term').textContent()).toBe(expected.term);
      await expect
        .poll(() => page.getByTestId('school-name').textContent())
        .toBe(expected.schoolName);
      expect(await page.getByText(`Welcome, ${expected.name}`).isVisible()).toBe(true);
      // The newest three announcements that reached the student, as their own list gives them.
      const token = await t.login(student.identifier, student.password);
      const announcements = (
        await t.request(
          `/api/announcements?sort=${encodeURIComponent('["postedAt","DESC"]')}&range=${encodeURIComponent('[0,2]')}`,
          { token },
        )
      ).body as { title: string }[];
      expect(announcements.length).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page
            .getByTestId('school-communication')
            .getByTestId('communication-card')
            .allTextContents(),
        )
        .toEqual(announcements.map((a) => expect.stringContaining(a.title)));
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      if (shots)
        await page.screenshot({ path: `${shots}/student-dashboard-${width}.png`, fullPage: true });

      // The spec's spelling of the portal leads to the clean path.
      await page.goto(`${t.url}/sudent-portal/subjects`);
      await page.waitForURL('**/student-portal/subjects');
      await expect
        .poll(() => page.getByTestId('my-subject').count(), { timeout: 10_000 })
        .toBe(expected.subjects.length);
      const subjects = await page.getByTestId('my-subject').getByRole('heading').allTextContents();
      expect(subjects.map((s) => s.replace(/ \(.*\)$/, ''))).toEqual(expected.subjects);
      expect(await page.getByTestId('my-subject').first().textContent()).toMatch(/Teachers?: \w+/);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.goto(`${t.url}/student-portal/exam-time-table`);
      const rows = width < 900 ? page.getByTestId('my-exam-card') : page.locator('tbody tr');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(expected.exams);
      const first = (await rows.first().textContent()) ?? '';
      expect(first).toMatch(/Paper 1/);
      expect(first).toMatch(/Attempted|Not Attempted|Exempt/);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      if (shots)
        await page.screenshot({ path: `${shots}/student-timetable-${width}.png`, fullPage: true });
      await rows
        .first()
        .getByRole('button', { name: /^View / })
        .click();
      const details = page.getByTestId('exam-details');
      await details.waitFor();
      const detailText = (await details.textContent()) ?? '';
      for (const words of ['Date', 'Status', 'Total mark']) expect(detailText).toContain(words);
      expect(detailText).toMatch(/Total mark: (100|80)/);
      if (shots) await page.screenshot({ path: `${shots}/student-exam-details-${width}.png` });
      await page.getByRole('button', { name: 'Close' }).click();
      await details.waitFor({ state: 'detached' });

      await page.goto(`${t.url}/student-portal/exam-results`);
      await expect
        .poll(() => page.getByTestId('term-results').count(), { timeout: 10_000 })
        .toBe(1);
      expect(
        await page.getByTestId('term-results').getByRole('heading', { level: 2 }).textContent(),
      ).toBe(expected.term);
      expect(await page.getByTestId('result-row').count()).toBe(expected.subjects.length);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.goto(`${t.url}/student-portal/report-card`);
      await page.getByRole('heading', { name: `${expected.name}'s report card` }).waitFor();
      const card = page.getByTestId('report-card');
      await expect.poll(() => card.textContent()).toContain('REPORT CARD');
      const cardText = (await card.textContent()) ?? '';
      for (const words of [
        expected.schoolName,
        expected.name,
        expected.className,
        expected.term,
        ...expected.subjects,
      ])
        expect(cardText).toContain(words);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      if (shots)
        await page.screenshot({
          path: `${shots}/student-report-card-${width}.png`,
          fullPage: true,
        });
      const [response, download] = await Promise.all([
        page.waitForResponse((r) => /\/api\/report-cards\/[^/]+\/pdf$/.test(r.url())),
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download report card' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await context.close();
    });
  }
});
