import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentDetails, enrolmentForm, PNG_BYTES } from '@chikoro/launcher/testing/fixtures';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();

describe.runIf(run)('the superadmin area in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36);
  const names = {
    approve: `Approve Me College ${stamp}`,
    reject: `Reject Me Academy ${stamp}`,
    correct: `Correct Me School ${stamp}`,
    later: `Late Comer High ${stamp}`,
  };

  async function enrol(name: string, withLogo = false) {
    const details = enrolmentDetails({ name });
    const res = withLogo
      ? await t.request('/api/commands/EnrolSchool', {
          body: enrolmentForm(details, [
            { field: 'logo', name: 'crest.png', bytes: PNG_BYTES, type: 'image/png' },
          ]),
        })
      : await t.request('/api/commands/EnrolSchool', { json: details });
    expect(res.status).toBe(201);
    return res.body.schoolId as string;
  }

  const shot = (name: string) =>
    page.screenshot({ path: `test-results/superadmin-${name}.png`, fullPage: true });
  const stat = (id: string) => page.getByTestId(`stat-${id}`).textContent();

  beforeAll(async () => {
    t = await startTestPlatform({ RATE_LIMIT_ENROLMENTS: 'off', RATE_LIMIT_PUBLIC_BURST: 'off' });
    for (const [key, name] of Object.entries(names))
      if (key !== 'later') await enrol(name, key === 'correct');
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 950 }, acceptDownloads: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('sends a visitor without a stored sign-in to /login from every superadmin route', async () => {
    for (const path of [
      '/superadmin-dashboard',
      '/superadmin-dashboard/events',
      '/superadmin-dashboard/settings',
      '/superadmin/profile_section',
    ]) {
      await page.goto(`${t.url}${path}`);
      await page.waitForURL('**/login', { timeout: 10_000 });
      // Straight to a usable sign-in form, not after react-admin's own sign-out dance.
      await page.locator('[name=identifier]').waitFor({ timeout: 3_000 });
    }
  });

  it('sends a stored but invalid sign-in to /login too, and forgets it', async () => {
    await page.evaluate(() => {
      localStorage.setItem('token', 'not.a.token');
      localStorage.setItem('role', 'SUPERADMIN');
    });
    await page.goto(`${t.url}/superadmin-dashboard/school-enrolment-requests`);
    await page.waitForURL('**/login', { timeout: 10_000 });
    await page.locator('[name=identifier]').waitFor({ timeout: 3_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('signs in to the dashboard: real figures, the menu, notifications, avatar with the first name', async () => {
    await page.fill('[name=identifier]', t.superadmin.email);
    await page.fill('[name=password]', t.superadmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/superadmin-dashboard');
    await expect.poll(() => stat('PENDING'), { timeout: 10_000 }).toBe('3');
    expect(await stat('users')).toBe('1');
    expect(await stat('schools')).toBe('0');
    for (const entry of [
      'Statistics',
      'School Enrollment',
      'Enquiries',
      'Audit log',
      'Getting Started',
    ]) {
      await expect.poll(() => page.getByRole('menuitem', { name: entry }).count()).toBe(1);
    }
    expect(await page.getByTestId('user-menu-button').textContent()).toContain('Platform');
    const bell = page.getByTestId('notifications-button');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 3 new');
    await shot('dashboard');

    await bell.click();
    const list = page.getByTestId('notifications-list');
    await expect
      .poll(() => list.textContent())
      .toContain(`New enrolment request: ${names.correct}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 0 new');
  });

  it('finds functionality by name in the search box and goes there', async () => {
    await page.getByTestId('function-search').fill('audit');
    await page.getByRole('option', { name: 'Audit log', exact: true }).click();
    await page.waitForURL('**/superadmin-dashboard/events');
    await page.goto(`${t.url}/superadmin-dashboard`);
    await page.getByTestId('function-search').fill('password');
    await page.getByRole('option', { name: 'Change my password', exact: true }).click();
    await page.waitForURL('**/superadmin-dashboard/settings');
  });

  it('searches and filters the enrolment table', async () => {
    await page.goto(`${t.url}/superadmin-dashboard/school-enrolment-requests`);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    await page.getByPlaceholder('Search by school name').fill('reject me');
    await expect
      .poll(() => rows.allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(names.reject)]);
    await page.getByPlaceholder('Search by school name').fill('');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
  });

  it('approves a pending request, naming the admin officer who gets the account', async () => {
    const row = page.locator('tr', { hasText: names.approve });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => page.getByTestId('approve-admin-officer').textContent())
      .toContain('Peter Nyathi');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('APPROVED');
  });

  it('rejects one with a reason, which is required', async () => {
    const row = page.locator('tr', { hasText: names.reject });
    await row.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.getByRole('dialog').textContent())
      .toContain('Give a reason for rejecting the school');
    await page
      .getByRole('dialog')
      .locator('[name=reason]')
      .fill('The registration certificate is missing');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('REJECTED');
    expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    await page.goto(
      `${t.url}/superadmin-dashboard/school-enrolment-requests?filter=${encodeURIComponent('{"status":"REJECTED"}')}`,
    );
    await expect
      .poll(() => page.locator('tbody tr').allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(names.reject)]);
    await shot('requests-rejected');
  });

  it('shows every field with the logo, corrects a detail, and the timeline shows before → after', async () => {
    // The list keeps its last filter (REJECTED, above): show all again.
    await page.goto(
      `${t.url}/superadmin-dashboard/school-enrolment-requests?filter=${encodeURIComponent('{}')}`,
    );
    await page.locator('tr', { hasText: names.correct }).getByText('Details').click();
    await page.waitForURL('**/show');
    const details = page.getByTestId('enrolment-details');
    await expect
      .poll(() => details.textContent(), { timeout: 10_000 })
      .toContain('Ministry of Primary and Secondary Education');
    expect(await details.textContent()).toContain('Peter');
    await expect
      .poll(() => page.getByTestId('file-logo').locator('img').count(), { timeout: 10_000 })
      .toBe(1);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog').locator('[name=town]').fill('Rusape');
    await page.getByRole('dialog').locator('[name=name]').fill('');
    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expect
      .poll(() => page.getByRole('dialog').textContent())
      .toContain('Enter name of school');
    await page.screenshot({ path: 'test-results/superadmin-correct-dialog.png' });
    await page.getByRole('dialog').locator('[name=name]').fill(`${names.correct} Trust`);
    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);

    const corrected = page.locator(
      '[data-testid=timeline-entry][data-type=SchoolDetailsCorrected]',
    );
    await expect
      .poll(() => corrected.textContent(), { timeout: 10_000 })
      .toContain('City/town: Mutare → Rusape');
    expect(await corrected.textContent()).toContain(
      `Name of school: ${names.correct} → ${names.correct} Trust`,
    );
    expect(await corrected.textContent()).toContain('Platform Superadmin (Superadmin)');
    expect(await details.textContent()).toContain('Rusape');
    await shot('request-corrected');
  });

  it('the dashboard cards change after a new enrolment', async () => {
    await page.goto(`${t.url}/superadmin-dashboard`);
    await expect.poll(() => stat('PENDING'), { timeout: 10_000 }).toBe('1');
    expect(await stat('APPROVED')).toBe('1');
    expect(await stat('REJECTED')).toBe('1');
    expect(await stat('users')).toBe('2');
    await enrol(names.later);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh the figures' }).click();
          return stat('PENDING');
        },
        { timeout: 15_000 },
      )
      .toBe('2');
    expect(await stat('enrolments')).toBe('4');
    await expect
      .poll(() => page.getByTestId('latest-requests').textContent(), { timeout: 10_000 })
      .toBeTruthy();
    await page.reload();
    await expect
      .poll(() => page.getByTestId('latest-requests').textContent(), { timeout: 10_000 })
      .toContain(names.later);
    await expect
      .poll(() => page.getByTestId('notifications-button').getAttribute('aria-label'), {
        timeout: 10_000,
      })
      .toBe('Notifications: 1 new');
    await shot('dashboard-after');
  });

  it('opens the audit log and filters it by event type', async () => {
    await page.goto(`${t.url}/superadmin-dashboard/events`);
    const rows = page.locator('tbody tr.RaDataTable-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(5);
    await page.getByRole('combobox', { name: 'Event type' }).click();
    await page.getByRole('option', { name: /^School rejected/ }).click();
    await expect
      .poll(() => rows.allTextContents(), { timeout: 10_000 })
      .toEqual([
        expect.stringContaining(
          `Rejected ${names.reject}: The registration certificate is missing`,
        ),
      ]);
    expect(await rows.first().textContent()).toContain('Platform Superadmin');
    await shot('audit-log');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^chikoro-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('SchoolRejected');
    expect(csv[1]).toContain(names.reject);
  });

  it('changes the password in Settings and the name in Profile; the alias and Logout work', async () => {
    await page.goto(`${t.url}/superadmin/settings_section`);
    await page.waitForURL('**/superadmin-dashboard/settings');
    await page.fill('[name=currentPassword]', t.superadmin.password);
    await page.fill('[name=newPassword]', 'short');
    await page.fill('[name=repeatPassword]', 'other');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.locator('form').textContent())
      .toContain('Use at least 8 characters for your password');
    expect(await page.locator('form').textContent()).toContain('The passwords do not match');

    await page.goto(`${t.url}/superadmin/profile_section`);
    await page.waitForURL('**/superadmin-dashboard/profile');
    await expect
      .poll(() => page.locator('[name=firstName]').inputValue(), { timeout: 10_000 })
      .toBe('Platform');
    await page.fill('[name=firstName]', 'Tariro');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByTestId('user-menu-button').textContent(), { timeout: 10_000 })
      .toContain('Tariro');

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${t.url}/superadmin-dashboard`);
    await page.waitForURL('**/login', { timeout: 10_000 });
  });
});
