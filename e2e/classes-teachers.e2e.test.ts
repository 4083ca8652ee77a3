import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { setUpRecords } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();
const JPG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

describe.runIf(run)('class and teacher management in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    await setUpRecords(t, school);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const signedInPage = (width: number, height: number) =>
    signedIn(
      browser,
      t.url,
      { identifier: school.admin.email, password: school.admin.password },
      { width, height },
      '/admin',
    );
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/classes-teachers-${name}.png`, fullPage: true });
  const notified = (page: Page, text: string) =>
    page.getByText(text).first().waitFor({ timeout: 10_000 });
  const dialog = (page: Page) => page.getByRole('dialog');

  it('on a desktop: creates a class, registers a teacher, assigns them, makes them class teacher', async () => {
    const page = await signedInPage(1366, 900);
    await page.getByRole('menuitem', { name: 'Class Management' }).click();
    await page.waitForURL('**/admin/class-management');
    await page.getByText('Add a class:').waitFor();

    await page.getByRole('button', { name: 'Create Class' }).click();
    const submit = dialog(page).getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog(page).locator('[name=levelId]').selectOption({ label: 'Form 2' });
    await submit.click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('Please fill in all fields');
    await dialog(page).locator('[name=name]').pressSequentially('Form 2 Blue', { delay: 20 });
    await submit.click();
    await notified(page, 'Class Form 2 Blue created');
    await page.getByRole('cell', { name: 'Form 2 Blue', exact: true }).waitFor();

    await page.getByRole('menuitem', { name: 'Teacher Management' }).click();
    await page.waitForURL('**/admin/teacher-management');
    await page.getByRole('button', { name: 'Add individually' }).click();
    await dialog(page).locator('[name=firstName]').fill('Tendai');
    await dialog(page).locator('[name=lastName]').fill('Moyo');
    await dialog(page).locator('[name=email]').fill('tendai.moyo@e2e.example');
    await dialog(page).locator('[name=phone]').fill('0772123456');
    await dialog(page).locator('[name=ecNumber]').fill('5512345K');
    await dialog(page)
      .locator('[name=photo]')
      .setInputFiles({ name: 'tendai.jpg', mimeType: 'image/jpeg', buffer: JPG_BYTES });
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByTestId('teacher-added').waitFor({ timeout: 10_000 });
    expect(await dialog(page).getByTestId('teacher-added').textContent()).toBe(
      'Teacher added Success',
    );
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('cell', { name: 'tendai.moyo@e2e.example', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Assign Tendai Moyo' }).click();
    await dialog(page).locator('[name=subjectId]').selectOption({ label: 'Mathematics' });
    await dialog(page).locator('[name=classId]').selectOption({ label: 'Form 2 Blue' });
    await dialog(page).locator('[name=termId]').selectOption({ label: 'Term 1 2030' });
    expect(await dialog(page).getByLabel('Academic year').inputValue()).toBe('2030');
    await dialog(page).getByRole('button', { name: 'Assign', exact: true }).click();
    await notified(page, 'Assignment saved');
    await dialog(page).getByText('Mathematics in Form 2 Blue').waitFor();
    // The dialog stays open for the next assignment, on the term just chosen.
    expect(await dialog(page).locator('[name=subjectId]').inputValue()).toBe('');
    expect(await dialog(page).locator('[name=classId]').inputValue()).toBe('');
    expect(await dialog(page).locator('[name=termId] option:checked').textContent()).toBe(
      'Term 1 2030',
    );
    await shot(page, 'assign-1366');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.getByRole('row', { name: /Tendai Moyo/ }).textContent())
      .toContain('Mathematics');

    await page.getByRole('menuitem', { name: 'Class Management' }).click();
    await page.getByRole('button', { name: 'Edit class Form 2 Blue' }).click();
    await dialog(page).locator('[name=teacherId]').selectOption({ label: 'Tendai Moyo' });
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await notified(page, 'Class Form 2 Blue saved');
    await expect
      .poll(() => page.getByRole('row', { name: /Form 2 Blue/ }).textContent())
      .toContain('Tendai Moyo');
    await page.getByRole('button', { name: 'View teachers of Form 2 Blue' }).click();
    await dialog(page).getByText('Mathematics: Tendai Moyo').waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'classes-1366');
    await page.close();
  });

  it('on a phone (390 px): classes and teachers as cards, a class created, no sideways scroll', async () => {
    const page = await signedInPage(390, 844);
    await page.goto(`${t.url}/admin/class-management`);
    await expect
      .poll(() => page.getByTestId('class-card').first().textContent())
      .toContain('Form 2 Blue');
    expect(await page.getByTestId('class-card').first().textContent()).toContain('Tendai Moyo');
    await page.getByRole('button', { name: 'Create Class' }).click();
    await dialog(page).locator('[name=levelId]').selectOption({ label: 'Form 1' });
    await dialog(page).locator('[name=name]').fill('Form 1 Gold');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await notified(page, 'Class Form 1 Gold created');
    await expect.poll(() => page.getByTestId('class-card').count()).toBe(2);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'classes-390');

    await page.goto(`${t.url}/admin/teacher-management`);
    await expect
      .poll(() => page.getByTestId('teacher-card').first().textContent())
      .toContain('tendai.moyo@e2e.example');
    expect(await page.getByTestId('teacher-card').first().textContent()).toContain('Mathematics');
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'teachers-390');
    await page.close();
  });
});
