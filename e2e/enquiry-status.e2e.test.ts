import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();

describe.runIf(run)('resolving and reopening an enquiry, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36);
  const name = `Honde Valley Secondary School ${stamp}`;

  beforeAll(async () => {
    t = await startTestPlatform({ RATE_LIMIT_ENQUIRIES: 'off' });
    const res = await t.request('/api/commands/RaiseEnquiry', {
      json: {
        name,
        town: 'Hauna',
        country: 'Zimbabwe',
        province: 'Manicaland',
        district: 'Mutasa',
        headFirstName: 'Ruvimbo',
        headLastname: 'Mandaza',
        headPhonenumber: '0771999000',
        headEmail: `head.${stamp}@honde.test`,
        adminFirstName: 'Kuda',
        adminLastName: 'Mapfumo',
        adminPhonenumber: '0772999000',
        adminEmail: `admin.${stamp}@honde.test`,
        numberOfStudents: 610,
        numberOfTeachers: 31,
        schoolContact: '0298123456',
        address: '1 Tea Estate Road',
        schoolEmail: `office.${stamp}@honde.test`,
      },
    });
    expect(res.status).toBe(201);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', t.superadmin.email);
    await page.fill('[name=password]', t.superadmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/superadmin-dashboard');
    await page.goto(`${t.url}/superadmin-dashboard/enquiries-from-schools`);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const row = () => page.locator('tr', { hasText: name });
  const dialog = () => page.getByRole('dialog', { name: `Resolve the enquiry from ${name}` });

  it('asks for the comment in the server’s own words before sending anything', async () => {
    let sent = 0;
    await page.route('**/api/commands/ResolveEnquiry', (route) => {
      sent += 1;
      return route.continue();
    });
    await row()
      .getByRole('button', { name: `Edit status of ${name}` })
      .click();
    await dialog().locator('[name=comment]').fill('   ');
    await dialog().getByRole('button', { name: 'Mark as Resolved' }).click();
    await expect
      .poll(() => dialog().locator('.MuiFormHelperText-root').textContent())
      .toBe('Write a comment saying how the enquiry was resolved');
    expect(sent).toBe(0);
    await page.unroute('**/api/commands/ResolveEnquiry');
  });

  it('shows a refusal’s field error on its field and the server’s detail above the buttons', async () => {
    const detail = 'The comment could not be saved.';
    await page.route('**/api/commands/ResolveEnquiry', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Bad request',
          status: 400,
          detail,
          errors: [{ field: 'comment', message: 'Keep the comment under 2000 characters' }],
        }),
      }),
    );
    await dialog().locator('[name=comment]').fill('Called the head; they will enrol next term.');
    await dialog().getByRole('button', { name: 'Mark as Resolved' }).click();
    await expect.poll(() => dialog().getByRole('alert').textContent()).toBe(detail);
    expect(await dialog().locator('.MuiFormHelperText-root').textContent()).toBe(
      'Keep the comment under 2000 characters',
    );
    await page.unroute('**/api/commands/ResolveEnquiry');
  });

  it('resolves it with the comment, and the row says so at once', async () => {
    await dialog().getByRole('button', { name: 'Mark as Resolved' }).click();
    await expect
      .poll(() => page.getByText(`The enquiry from ${name} is resolved`).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => row().textContent(), { timeout: 10_000 }).toContain('Resolved');
  });

  it('reopens it without a comment, which is optional there', async () => {
    await row()
      .getByRole('button', { name: `Edit status of ${name}` })
      .click();
    const reopen = page.getByRole('dialog', { name: `Reopen the enquiry from ${name}` });
    expect(await reopen.textContent()).toContain(
      'Resolved with the comment: “Called the head; they will enrol next term.”',
    );
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect
      .poll(() => page.getByText(`The enquiry from ${name} is pending again`).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => row().textContent(), { timeout: 10_000 }).toContain('Pending');
  });
});
