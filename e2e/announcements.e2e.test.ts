import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolStudent, inviteParent, tokenAs } from '@chikoro/launcher/testing/families';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET, setUpRecords } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

describe.runIf(run)('the communications centre in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let parentId: string;
  let shortCode = '';

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    const records = await setUpRecords(t, school);
    const created = await t.request('/api/commands/CreateClass', {
      json: { levelId: records.levels.form1, name: 'Form 1 Blue' },
      token: school.admin.token,
    });
    parentId = await inviteParent(t, school, {
      phoneNumber: '0772000201',
      firstName: 'Chipo',
      lastName: 'Dube',
    });
    await enrolStudent(t, school, created.body.classId, ['Anesu', 'Dube'], [parentId]);
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
    page.screenshot({ path: `test-results/announcements-${name}.png`, fullPage: true });
  const dialog = (page: Page) => page.getByRole('dialog');

  it("on a desktop: the admin posts a school event to Form 1's parents; the list shows it with what was sent", async () => {
    const page = await signedInPage(1366, 900);
    await page.getByRole('menuitem', { name: 'Communications Centre' }).click();
    await page.waitForURL('**/admin/communications_centre');
    await page.getByRole('button', { name: 'Post an announcement' }).click();
    await dialog(page).getByRole('button', { name: 'Post' }).click();
    await dialog(page).getByText('Enter a title').waitFor();
    await dialog(page).locator('[name=title]').pressSequentially('Sports day', { delay: 20 });
    await dialog(page)
      .locator('[name=body]')
      .fill('Bring a hat, water and running shoes. Gates open at 07:30.');
    await dialog(page).locator('[name=eventDate]').fill('2026-12-12');
    await dialog(page).getByLabel('Send to').click();
    await page.getByRole('option', { name: 'Parents of levels/grades' }).click();
    await dialog(page).getByRole('checkbox', { name: 'Form 1' }).check();
    await shot(page, 'post-1366');
    await dialog(page).getByRole('button', { name: 'Post' }).click();
    await page.getByText("Announcement 'Sports day' posted").first().waitFor({ timeout: 10_000 });
    const card = page.getByTestId('announcement-card').first();
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Read by: 0 of 2');
    expect(await card.textContent()).toContain('Form 1 parents');
    expect(await card.textContent()).toContain('Event 12 Dec 2026');

    await card.getByRole('button', { name: 'Sent messages of Sports day' }).click();
    const sms = await dialog(page).getByTestId('sms-preview').textContent();
    shortCode = /\/a\/([A-Za-z0-9]{8})$/.exec(sms ?? '')?.[1] ?? '';
    expect(sms).toMatch(
      /^Test School \d+: Sports day on 12 Dec 2026\. Read it at http:\/\/[^ ]+\/a\/[A-Za-z0-9]{8}$/,
    );
    await expect
      .poll(() => dialog(page).getByTestId('recipients').locator('li').allTextContents(), {
        timeout: 30_000,
      })
      .toEqual(['Chipo Dube · 0772 000 201SMS · not sent: no SMS provider is configured']);
    expect(await dialog(page).locator('#sent-title').textContent()).toBe(
      'Messages: 0 mails, 1 SMS',
    );
    await shot(page, 'sent-1366');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.close();
  });

  it("the parent opens the SMS's short link: the announcement, read; the bell shows it; the admin, signed in through the same link, sees the receipt", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/a/${shortCode}`);
    await page.waitForURL('**/login');
    const token = await tokenAs(t, parentId, 'PARENT', school.schoolId);
    await page.evaluate(
      ([tk, id, schoolId]) => {
        for (const [k, v] of Object.entries({
          token: tk,
          role: 'PARENT',
          userRole: 'PARENT',
          userID: id,
          schoolID: schoolId,
          firstName: 'Chipo',
          lastName: 'Dube',
        }))
          localStorage.setItem(k, v!);
      },
      [token, parentId, school.schoolId],
    );
    await page.goto(`${t.url}/a/${shortCode}`);
    await page
      .getByTestId('announcement')
      .getByText('Bring a hat, water and running shoes. Gates open at 07:30.')
      .waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sports day');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot(page, 'short-link-390');
    // The parent's bell: the new event, which opening the bell marks seen.
    await page.goto(`${t.url}/parent`);
    const bell = page.getByTestId('notifications-button');
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications: 1 new');
    await bell.click();
    await page
      .getByTestId('notifications-list')
      .getByText('School event: Sports day (12 Dec 2026)')
      .waitFor();
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications: 0 new');
    await page.close();

    // The admin follows the same link signed out: sign-in leads back to it.
    const admin = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await admin.goto(`${t.url}/a/${shortCode}`);
    await admin.waitForURL('**/login');
    await admin.fill('[name=identifier]', school.admin.email);
    await admin.fill('[name=password]', school.admin.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.waitForURL(`**/a/${shortCode}`);
    await admin.getByTestId('announcement').getByText('Sports day').waitFor();
    await admin.goto(`${t.url}/admin/communications_centre`);
    const card = admin.getByTestId('announcement-card').first();
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Read by: 1 of 2');
    await card.getByRole('button', { name: 'Read receipts of Sports day' }).click();
    expect(await dialog(admin).getByTestId('read-receipts').textContent()).toContain(
      'Chipo Dube (parent)',
    );
    await admin.close();
  });

  it('on a phone (390 px): the communications centre and the events page do not scroll sideways', async () => {
    const page = await signedInPage(390, 844);
    await page.goto(`${t.url}/admin/communications_centre`);
    await expect
      .poll(() => page.getByTestId('announcement-card').first().textContent())
      .toContain('Sports day');
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'centre-390');
    await page.getByRole('button', { name: 'Post an announcement' }).click();
    await dialog(page).locator('[name=title]').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`${t.url}/admin/school_events_and_announcements`);
    await expect
      .poll(() => page.getByTestId('school-event').first().textContent())
      .toContain('Sports day');
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'events-390');
    await page.close();
  });
});
