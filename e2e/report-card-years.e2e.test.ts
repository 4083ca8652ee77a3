import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { pinTestDay } from '@chikoro/launcher/testing/dates';
import { cardsOverTwoYears, type CardYearsWorld } from '@chikoro/launcher/testing/cardYears';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, pageOnDay } from './browser';

/**
 * 25 November 2026 at Mufakose High: Form 2 Blue's Term 3 cards of 2025 and of 2026 (see
 * `cardsOverTwoYears`; Anesu Moyo's Mathematics 70 in 2025, 80 in 2026 and English 66 in 2026 only).
 */
const clock = pinTestDay('2026-11-25');

describe.runIf(browserAvailable())('report cards by year', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;
  let w: CardYearsWorld;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    a = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Mufakose High School',
    });
    w = await cardsOverTwoYears(t, a);
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function signIn(width: number, identifier: string, password: string, home: string) {
    const page = await pageOnDay(browser, clock, { viewport: { width, height: 900 } });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(identifier, { delay: 20 });
    await page.locator('[name=password]').pressSequentially(password, { delay: 20 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${home}`);
    return page;
  }
  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  for (const width of [1366, 390]) {
    it(`at ${width} px: the parent sees the child's class and school year, picks 2025 and reads last year's card`, async () => {
      const page = await signIn(width, w.parent.identifier, w.parent.password, '/parent');
      const anesu = page
        .getByTestId('child-card')
        .filter({ has: page.getByRole('heading', { name: 'Anesu Moyo' }) });
      await expect.poll(() => anesu.textContent()).toContain('Mufakose High School');
      for (const words of ['Class: Form 2 Blue (Form 2)', 'School year: 2026'])
        expect(await anesu.textContent()).toContain(words);

      await anesu.getByRole('button', { name: 'View Latest Report Card' }).click();
      const popup = page.getByRole('dialog');
      await popup.getByRole('heading', { name: "Anesu Moyo's report card" }).waitFor();
      const card = popup.getByTestId('report-card');
      await expect.poll(() => card.textContent()).toContain('Term 3 2026');
      expect(await card.textContent()).toContain('English');

      await popup.getByRole('combobox', { name: 'Year' }).click();
      await page.getByRole('option', { name: '2025', exact: true }).click();
      await popup.getByRole('button', { name: 'Filter report' }).click();
      await expect.poll(() => card.textContent()).toContain('Term 3 2025');
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('Mathematics');
      expect(text).not.toContain('English');
      expect(text).not.toContain('Term 3 2026');
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    });
  }

  it('at 1366 px: the admin’s Report Cards open on 2026; choosing 2025 lists last year’s, All years both', async () => {
    const page = await signIn(1366, a.admin.email, a.admin.password, '/admin');
    await page.goto(`${t.url}/admin/report-cards`);
    const terms = () =>
      page
        .getByRole('row')
        .filter({ hasText: 'Moyo' })
        .allInnerTexts()
        .then((rows) => rows.map((r) => /Term 3 \d{4}/.exec(r)?.[0]));
    await expect
      .poll(terms, { timeout: 15_000 })
      .toEqual(['Term 3 2026', 'Term 3 2026', 'Term 3 2026']);
    expect(await page.getByRole('combobox', { name: 'Year' }).textContent()).toBe('2026');
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2025', exact: true }).click();
    await expect
      .poll(terms, { timeout: 15_000 })
      .toEqual(['Term 3 2025', 'Term 3 2025', 'Term 3 2025']);
    await page.getByRole('combobox', { name: 'Year' }).click();
    // The empty choice reads 'All years' and is named 'Clear value' for a screen reader.
    const allYears = page.getByRole('option', { name: 'Clear value' });
    expect(await allYears.textContent()).toBe('All years');
    await allYears.click();
    await expect
      .poll(async () => (await terms()).sort(), { timeout: 15_000 })
      .toEqual([
        'Term 3 2025',
        'Term 3 2025',
        'Term 3 2025',
        'Term 3 2026',
        'Term 3 2026',
        'Term 3 2026',
      ]);
    await page.close();
  });

  it('at 390 px: the class teacher’s Report Cards open on 2026; choosing 2025 lists last year’s', async () => {
    const page = await signIn(390, w.classTeacher.email, 'Teacher-pass-1', '/teacher-portal');
    await page.goto(`${t.url}/teacher-portal/report-cards`);
    const terms = () =>
      page
        .getByTestId('report-card-row')
        .allInnerTexts()
        .then((rows) => rows.map((r) => /Term 3 \d{4}/.exec(r)?.[0]));
    await expect
      .poll(terms, { timeout: 15_000 })
      .toEqual(['Term 3 2026', 'Term 3 2026', 'Term 3 2026']);
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2025', exact: true }).click();
    await expect
      .poll(terms, { timeout: 15_000 })
      .toEqual(['Term 3 2025', 'Term 3 2025', 'Term 3 2025']);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.close();
  });

  it('at 390 px: once Anesu has graduated, her parent reads her as graduated and still opens last year’s card', async () => {
    const graduated = await t.request('/api/commands/ChangeStudentStatus', {
      json: { studentId: w.student.id, status: 'Graduated' },
      token: a.admin.token,
    });
    expect(graduated.status).toBe(201);
    await expect
      .poll(async () =>
        (await t.request('/api/ready')).body.projections.every((p: { lag: number }) => p.lag === 0),
      )
      .toBe(true);
    const page = await signIn(390, w.parent.identifier, w.parent.password, '/parent');
    const anesu = page
      .getByTestId('child-card')
      .filter({ has: page.getByRole('heading', { name: 'Anesu Moyo' }) });
    await expect.poll(() => anesu.textContent(), { timeout: 15_000 }).toContain('· Graduated');
    for (const words of [
      'Class: Graduated from Form 2 Blue (Form 2)',
      'School year: Graduated',
      'Graduated: no current subjects.',
    ])
      expect(await anesu.textContent()).toContain(words);

    await anesu.getByRole('button', { name: 'View Latest Report Card' }).click();
    const popup = page.getByRole('dialog');
    const card = popup.getByTestId('report-card');
    await expect.poll(() => card.textContent()).toContain('Term 3 2026');
    await popup.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2025', exact: true }).click();
    await popup.getByRole('button', { name: 'Filter report' }).click();
    await expect.poll(() => card.textContent()).toContain('Term 3 2025');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.close();
  });
});
