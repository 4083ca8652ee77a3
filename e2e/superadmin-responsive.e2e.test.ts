import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentDetails } from '@chikoro/launcher/testing/fixtures';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

/** How wide the page really is: anything past the viewport has to be panned to. */
const pageWidth = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** The right edge of an element, in CSS pixels from the viewport's left. */
async function rightEdge(page: Page, testIdOrSelector: string): Promise<number> {
  const box = await page.locator(testIdOrSelector).first().boundingBox();
  if (!box) throw new Error(`${testIdOrSelector} is not on the page`);
  return box.x + box.width;
}

describe.runIf(run)('the superadmin area fits a phone and a laptop, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  const stamp = Date.now().toString(36);
  const names = {
    phone: `Chimanimani Girls High School ${stamp}`,
    laptop: `Nyamhunga Secondary School ${stamp}`,
    long: `Saint Augustine's Mission Secondary and High School of Penhalonga ${stamp}`,
  };
  const enquiryName = `Mutasa Rural Day School ${stamp}`;

  /** The pages of the area, each with what shows once its data is in. */
  const pages = (schoolId: string) => [
    { path: '/superadmin-dashboard', ready: 'Latest enrolment requests' },
    { path: '/superadmin-dashboard/school-enrolment-requests', ready: names.long },
    {
      path: `/superadmin-dashboard/school-enrolment-requests/${schoolId}/show`,
      ready: 'Ministry of Primary and Secondary Education',
    },
    { path: '/superadmin-dashboard/enquiries-from-schools', ready: enquiryName },
    { path: '/superadmin-dashboard/events', ready: names.long },
    { path: '/superadmin-dashboard/getting-started', ready: 'Getting Started' },
    { path: '/superadmin-dashboard/profile', ready: 'Your sign-in email' },
    { path: '/superadmin-dashboard/settings', ready: 'Change password' },
  ];
  let longId = '';

  async function signedIn(
    viewport: { width: number; height: number },
    mobile: boolean,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', t.superadmin.email);
    await page.fill('[name=password]', t.superadmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/superadmin-dashboard');
    return { context, page };
  }

  beforeAll(async () => {
    t = await startTestPlatform({
      RATE_LIMIT_ENROLMENTS: 'off',
      RATE_LIMIT_PUBLIC_BURST: 'off',
      RATE_LIMIT_ENQUIRIES: 'off',
    });
    for (const [key, name] of Object.entries(names)) {
      const res = await t.request('/api/commands/EnrolSchool', {
        json: enrolmentDetails({ name }),
      });
      expect(res.status).toBe(201);
      if (key === 'long') longId = res.body.schoolId as string;
    }
    const enquiry = await t.request('/api/commands/RaiseEnquiry', {
      json: {
        name: enquiryName,
        town: 'Penhalonga',
        country: 'Zimbabwe',
        province: 'Manicaland',
        district: 'Mutasa',
        headFirstName: 'Ruvimbo',
        headLastname: 'Mandaza',
        headPhonenumber: '0771999000',
        headEmail: `head.${stamp}@mutasa.test`,
        adminFirstName: 'Kuda',
        adminLastName: 'Mapfumo',
        adminPhonenumber: '0772999000',
        adminEmail: `admin.${stamp}@mutasa.test`,
        numberOfStudents: 410,
        numberOfTeachers: 22,
        schoolContact: '0298123456',
        address: '3 Rhodes Drive',
        schoolEmail: `office.${stamp}@mutasa.test`,
      },
    });
    expect(enquiry.status).toBe(201);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  for (const [label, viewport, mobile] of [
    ['a phone (390 px)', phone, true],
    ['a laptop (1,366 px)', laptop, false],
  ] as const) {
    it(`no superadmin page is wider than ${label}`, async () => {
      const { context, page } = await signedIn(viewport, mobile);
      const widths: Record<string, number> = {};
      for (const { path, ready } of pages(longId)) {
        await page.goto(`${t.url}${path}`);
        await page.getByText(ready).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        widths[path] = await pageWidth(page);
        const name =
          path
            .split('/')
            .slice(2)
            .join('-')
            .replace(/-[0-9a-f-]{36}-/, '-') || 'dashboard';
        await page.screenshot({
          path: `test-results/superadmin-${viewport.width}-${name}.png`,
          fullPage: true,
        });
      }
      expect(Object.entries(widths).filter(([, width]) => width > viewport.width)).toEqual([]);
      await context.close();
    });
  }

  it('on a phone the bell, settings and the user menu are on screen, and the menu opens from the top bar', async () => {
    const { context, page } = await signedIn(phone, true);
    await page.getByTestId('latest-requests').waitFor();
    for (const control of [
      '[data-testid=notifications-button]',
      '[aria-label=Settings]',
      '[data-testid=user-menu-button]',
    ]) {
      expect(await rightEdge(page, control)).toBeLessThanOrEqual(phone.width);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Enquiries' }).click();
    await page.waitForURL('**/superadmin-dashboard/enquiries-from-schools**');
    await page.getByText(enquiryName).first().waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('on a phone a pending request is approved with a tap, no panning', async () => {
    const { context, page } = await signedIn(phone, true);
    await page.goto(`${t.url}/superadmin-dashboard/school-enrolment-requests`);
    const item = page.getByTestId('enrolment-request-card').filter({ hasText: names.phone });
    const approve = item.getByRole('button', { name: 'Approve' });
    await approve.waitFor({ timeout: 15_000 });
    const box = (await approve.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    await approve.tap();
    await expect
      .poll(() => page.getByTestId('approve-admin-officer').textContent())
      .toContain('Peter Nyathi');
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await expect.poll(() => item.textContent(), { timeout: 10_000 }).toContain('APPROVED');
    expect(await item.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/superadmin-390-approved.png', fullPage: true });
    await context.close();
  });

  it('on a laptop the enrolment requests show Approve and Reject in the row and the pager, without panning', async () => {
    const { context, page } = await signedIn(laptop, false);
    await page.goto(`${t.url}/superadmin-dashboard/school-enrolment-requests`);
    const row = page.locator('tr', { hasText: names.laptop });
    await row.waitFor({ timeout: 15_000 });
    for (const action of ['Approve', 'Reject'])
      expect(
        await rightEdge(page, `tr:has-text("${names.laptop}") >> role=button[name="${action}"]`),
      ).toBeLessThanOrEqual(laptop.width);
    expect(
      await rightEdge(page, '.MuiTablePagination-root .MuiTablePagination-displayedRows'),
    ).toBeLessThanOrEqual(laptop.width);
    await context.close();
  });
});
