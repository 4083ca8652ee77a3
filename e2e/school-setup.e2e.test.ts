import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday as day, pinTestDay } from '@chikoro/launcher/testing/dates';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

const run = browserAvailable();

describe.runIf(run)("the school's information page in Chromium", () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;

  beforeAll(async () => {
    t = await startTestPlatform({}, { clock });
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function signedInPage(width: number, height: number): Promise<Page> {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: school.admin.email, password: school.admin.password },
      { width, height },
      '/admin',
    );
    await page.clock.install({ time: clock.now() });
    // The sidebar's School Settings entry on a desktop; the spec's route typed in on a phone.
    if (width >= 900) await page.getByRole('menuitem', { name: 'School Settings' }).click();
    else await page.goto(`${t.url}/admin/menage-school-info`);
    await page.waitForURL('**/admin/menage-school-info');
    await page.getByRole('heading', { name: 'Manage School Information' }).waitFor();
    return page;
  }
  const tile = (page: Page, id: string) => page.getByTestId(`tile-${id}-value`).textContent();
  const notified = (page: Page, text: string) =>
    page.getByText(text).first().waitFor({ timeout: 10_000 });
  const choose = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('on a desktop: adds a year, a term (one outside the year refused), a level with its scale (a gap refused), a subject; renames and removes departments', async () => {
    const page = await signedInPage(1366, 900);
    await expect.poll(() => tile(page, 'term')).toBe('No approved term');

    await page.getByRole('button', { name: 'Add academic year' }).click();
    await page.getByTestId('year-name').fill('This year');
    await page.getByTestId('year-startDate').fill(day(-150));
    await page.getByTestId('year-endDate').fill(day(150));
    await page.getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Academic year submitted successfully!');
    await expect.poll(() => tile(page, 'year')).toBe('This year');

    await page.getByRole('button', { name: 'Add a term' }).click();
    await choose(page, 'Term', 'Term 1');
    await page.getByTestId('term-startDate').fill(day(-20));
    await page.getByTestId('term-endDate').fill(day(200));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('setup-failure').textContent())
      .toBe('Failed to submit term: The term must lie within its academic year');
    await page.getByTestId('term-endDate').fill(day(60));
    await page.getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Term submitted successfully!');
    await expect.poll(() => tile(page, 'term')).toBe('Term 1 This year');

    await page.getByRole('button', { name: 'Create level/grade' }).click();
    await page.getByTestId('level-name').fill('Form 1');
    expect(await page.getByTestId('band-5-grade').inputValue()).toBe('U');
    await page.getByTestId('band-1-minScore').fill('66');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('grading-scale-errors').textContent())
      .toBe('No grade covers scores between 64 and 66 (between C (50–64) and B (66–74))');
    await page.screenshot({ path: 'test-results/school-setup-gap-1366.png', fullPage: true });
    await page.getByTestId('band-1-minScore').fill('65');
    await page.getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Level/grade submitted successfully!');
    await expect
      .poll(() => page.getByTestId('level-Form 1').textContent())
      .toContain('Version 1: A 75–100 · B 65–74 · C 50–64 · D 40–49 · E 30–39 · U 0–29');

    await page.getByRole('button', { name: 'Create department' }).click();
    await page.getByTestId('department-name').pressSequentially('Sciences', { delay: 20 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Department submitted successfully!');
    await page.getByRole('button', { name: 'Add a subject' }).click();
    await page.getByTestId('subject-name').fill('Mathematics');
    await page.getByTestId('subject-code').fill('MATH');
    await choose(page, 'Department (optional)', 'Sciences');
    await page.getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Subject submitted successfully!');
    await expect
      .poll(() => page.getByTestId('subject-Mathematics').textContent())
      .toBe('Mathematics (MATH)Sciences');
    await expect
      .poll(
        async () => [
          await tile(page, 'departments'),
          await tile(page, 'levels'),
          await tile(page, 'subjects'),
        ],
        { timeout: 10_000 },
      )
      .toEqual(['1', '1', '1']);
    expect(
      await page
        .getByTestId('department-Sciences')
        .getByRole('button', { name: 'Remove' })
        .isDisabled(),
    ).toBe(true);

    await page.getByTestId('department-Sciences').getByRole('button', { name: 'Rename' }).click();
    await page.getByTestId('department-name').fill('Natural Sciences');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('subject-Mathematics').textContent())
      .toBe('Mathematics (MATH)Natural Sciences');
    await page.getByRole('button', { name: 'Create department' }).click();
    await page.getByTestId('department-name').fill('Drama');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('department-Drama').getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByTestId('department-Drama').count()).toBe(0);

    // The next year opened with this year's term a year on: one date changed, one refused first.
    const aYearOn = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;
    await page.getByRole('button', { name: 'Add academic year' }).click();
    await page.getByTestId('year-name').pressSequentially('Next year', { delay: 30 });
    await page.getByTestId('year-startDate').fill(day(151));
    await page.getByTestId('year-endDate').fill(day(515));
    expect(await page.getByTestId('year-copyTerms').locator('input').isChecked()).toBe(true);
    expect(await page.getByTestId('year-term-1-startDate').inputValue()).toBe(aYearOn(day(-20)));
    expect(await page.getByTestId('year-term-1-endDate').inputValue()).toBe(aYearOn(day(60)));
    await page.screenshot({ path: 'test-results/school-setup-next-year-1366.png' });
    await page.getByTestId('year-term-1-endDate').fill(day(530));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('setup-failure').textContent())
      .toBe('The term must lie within its academic year');
    await page.getByTestId('year-term-1-endDate').fill(day(420));
    await page.getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Academic year submitted successfully!');
    await page.getByTestId('term-Term 1-Next year').waitFor();
    const terms = await t.request('/api/terms?perPage=100', { token: school.admin.token });
    expect(
      (
        terms.body as {
          name: string;
          academicYearName: string;
          startDate: string;
          endDate: string;
        }[]
      )
        .filter((term) => term.academicYearName === 'Next year')
        .map(({ name, startDate, endDate }) => ({ name, startDate, endDate })),
    ).toEqual([{ name: 'Term 1', startDate: aYearOn(day(-20)), endDate: day(420) }]);

    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/school-setup-1366.png', fullPage: true });
    await page.close();
  });

  it('on a phone (390 px): the same popups fit without sideways scrolling; a scale changed makes version 2', async () => {
    const page = await signedInPage(390, 844);
    await expect.poll(() => tile(page, 'term')).toBe('Term 1 This year');
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByRole('button', { name: 'Create level/grade' }).click();
    await page.getByTestId('level-name').fill('Form 2');
    await page.getByRole('button', { name: 'Remove row 6' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('grading-scale-errors').textContent())
      .toBe('No grade covers scores from 0 to below 30 (lowest row: E (30–39))');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/school-setup-gap-390.png' });
    await page.getByTestId('band-4-minScore').fill('0');
    await page.getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Level/grade submitted successfully!');

    await page
      .getByTestId('level-Form 1')
      .getByRole('button', { name: 'Change grading scale' })
      .click();
    await page.getByTestId('band-1-minScore').fill('60');
    await page.getByTestId('band-2-maxScore').fill('59');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('level-Form 1').textContent())
      .toContain('Version 2: A 75–100 · B 60–74 · C 50–59');
    await page.getByTestId('level-Form 1').getByRole('button', { name: 'Versions' }).click();
    await expect
      .poll(() => page.getByTestId('scale-versions').textContent())
      .toContain('Version 1 A 75–100 · B 65–74 · C 50–64');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add a subject' }).click();
    await page.getByTestId('subject-name').fill('English Language');
    await page.getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Subject submitted successfully!');
    await expect.poll(() => tile(page, 'subjects'), { timeout: 10_000 }).toBe('2');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/school-setup-390.png', fullPage: true });
    await page.close();
  });
});
