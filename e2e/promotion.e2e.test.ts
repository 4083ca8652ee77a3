import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { dayFromToday, pinTestDay } from '@chikoro/launcher/testing/dates';
import { schoolWithClass, type RegisterSchool } from '@chikoro/launcher/testing/registers';
import { TEST_JWT_SECRET, listQuery, readNow } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, pageOnDay } from './browser';

const clock = pinTestDay('2026-11-25');
const run = browserAvailable();
const HUMAN = { delay: 80 };

/** Form 1 Blue (Tendai Moyo, Rudo Chari), a Form 2 with its Form 2 Blue, and next year opened. */
describe.runIf(run)('promoting a level in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: RegisterSchool;
  let blue2: string;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    a = await schoolWithClass(
      t,
      await t.login(t.superadmin.email, t.superadmin.password),
      'Form 1 Blue',
      [
        ['Tendai', 'Moyo'],
        ['Rudo', 'Chari'],
      ],
    );
    const send = async (type: string, json: unknown) => {
      const res = await t.request(`/api/commands/${type}`, { json, token: a.school.admin.token });
      if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
      return res.body as Record<string, string>;
    };
    await send('OpenAcademicYear', {
      name: 'Next year',
      startDate: dayFromToday(61),
      endDate: dayFromToday(300),
    });
    const { levelId } = await send('DefineLevel', {
      name: 'Form 2',
      gradingScale: SAMPLE_GRADING_SCALE,
    });
    blue2 = (await send('CreateClass', { levelId, name: 'Form 2 Blue' })).classId!;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const pick = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type(option, HUMAN);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: label }).innerText()).toBe(option);
  };
  const totals = (page: Page) => page.getByRole('list', { name: 'Totals per class' }).innerText();
  const status = (page: Page) =>
    page.locator('.MuiChip-root').filter({ hasText: /^(Planned|Applied)$/ });
  const classOf = async (studentId: string) =>
    (
      (await readNow(t, `/api/students${listQuery({ id: studentId })}`, a.school.admin.token))
        .body as { classId: string }[]
    )[0]!.classId;

  it('the admin plans Form 1, makes Rudo repeat with a reason, applies, undoes and applies again', async () => {
    const page = await pageOnDay(browser, clock, { viewport: { width: 1366, height: 900 } });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(a.school.admin.email, { delay: 20 });
    await page.locator('[name=password]').pressSequentially(a.school.admin.password, { delay: 20 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('menuitem', { name: 'Promotion' }).click();
    await page.waitForURL('**/admin/promotion');
    // With no plan yet, the page opens on this year into the next.
    const chosen = (label: string) => page.getByRole('combobox', { name: label }).innerText();
    await expect.poll(() => chosen('From year')).toBe('This year');
    expect(await chosen('To year')).toBe('Next year');
    await pick(page, 'From year', 'This year');
    await pick(page, 'To year', 'Next year');
    await pick(page, 'Level', 'Form 1');
    await page.getByRole('button', { name: 'Plan' }).click();
    await expect.poll(() => totals(page), { timeout: 15_000 }).toBe('To Form 2 Blue: 2');

    // Choosing Repeat asks the reason first: the line changes once it is saved.
    await page.getByRole('combobox', { name: 'Outcome for Rudo Chari' }).click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type('Repeat', HUMAN);
    await page.keyboard.press('Enter');
    const why = page.getByRole('dialog', { name: 'Why does Rudo Chari repeat the year?' });
    await why.getByLabel('Reason').pressSequentially('Missed Term 2 through illness', HUMAN);
    await why.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => totals(page), { timeout: 10_000 })
      .toBe('Repeat in Form 1 Blue: 1\nTo Form 2 Blue: 1');
    expect(await page.getByRole('table').innerText()).toContain('Missed Term 2 through illness');

    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toBe('Applied');
    expect(await classOf(a.students[0]!.id)).toBe(blue2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toBe('Planned');
    expect(await classOf(a.students[0]!.id)).toBe(a.classId);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toBe('Applied');
    expect(await classOf(a.students[0]!.id)).toBe(blue2);
    expect(await classOf(a.students[1]!.id)).toBe(a.classId);
    await page.screenshot({ path: 'test-results/promotion-applied-1366.png', fullPage: true });
    // Opened again, the page shows the newest plan: its level, applied.
    await page.reload();
    await expect.poll(() => chosen('Level'), { timeout: 10_000 }).toBe('Form 1');
    await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toBe('Applied');
  });
});
