import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentMessages, enrolmentResultMessages } from '@chikoro/contracts';
import { PNG_BYTES } from '@chikoro/launcher/testing/fixtures';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();

describe.runIf(run)(
  'the first slice in Chromium: a school enrols, the superadmin approves it',
  () => {
    let t: TestPlatform;
    let browser: Browser;
    const schoolName = `Hillside Browser College ${Date.now()}`;

    beforeAll(async () => {
      t = await startTestPlatform();
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    async function fillEnrolment(page: Page) {
      const text: Record<string, string> = {
        name: schoolName,
        streetName: '5 Hillside Road',
        town: 'Bulawayo',
        schoolContact: '0292123456',
        schoolEmail: 'office@hillside.test',
        headFirstname: 'Themba',
        headLastname: 'Ncube',
        headPhonenumber: '0771112233',
        headEmail: 'head@hillside.test',
        adminFirstname: 'Lindiwe',
        adminLastname: 'Khumalo',
        adminPhonenumber: '0783334455',
        adminEmail: 'admin@hillside.test',
        responsibleAuthority: 'Ministry of Primary and Secondary Education',
        numberOfStudents: '520',
      };
      for (const [name, value] of Object.entries(text)) await page.fill(`[name=${name}]`, value);
      await page.selectOption('select[name=country]', 'Zimbabwe');
      await page.selectOption('select[name=province]', 'Bulawayo');
      await page.selectOption('select[name=district]', 'Bulawayo');
      await page.selectOption('select[name=ownershipType]', 'PRIVATE');
      await page.setInputFiles('input[name=logo]', {
        name: 'crest.png',
        mimeType: 'image/png',
        buffer: PNG_BYTES,
      });
    }

    it('lists every missing field in the spec order on an empty Submit', async () => {
      const page = await browser.newPage();
      await page.goto(`${t.url}/enrol-your-school`);
      await page.getByRole('button', { name: 'Submit' }).click();
      const items = await page.locator('[data-testid=enrolment-errors] li').allTextContents();
      expect(items).toEqual(Object.values(enrolmentMessages));
      await page.close();
    });

    it('enrols through the preview, and the superadmin approves it in the list', async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${t.url}/enrol_your_school`);
      await fillEnrolment(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => page.locator('[data-testid=enrolment-preview]').textContent())
        .toContain(schoolName);
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect
        .poll(() => page.locator('[data-testid=enrolment-result]').textContent())
        .toContain(enrolmentResultMessages.submitted);

      await page.goto(`${t.url}/login`);
      await page.fill('[name=identifier]', t.superadmin.email);
      await page.fill('[name=password]', t.superadmin.password);
      await page.getByRole('button', { name: /sign in|login/i }).click();
      await page.waitForURL('**/superadmin-dashboard**');

      await page.goto(`${t.url}/superadmin-dashboard/school-enrolment-requests`);
      const row = page.locator('tr', { hasText: schoolName });
      await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('PENDING');
      await row.getByRole('button', { name: 'Approve' }).click();
      await expect
        .poll(() => page.locator('[data-testid=approve-admin-officer]').textContent())
        .toContain('Lindiwe Khumalo');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('APPROVED');
      await page.screenshot({ path: 'test-results/slice-approved.png' });

      await page.goto(`${t.url}/`);
      await page.getByLabel('School name').fill('hillside browser');
      await expect
        .poll(() => page.getByTestId('school-search-results').getByText(schoolName).count(), {
          timeout: 10_000,
        })
        .toBe(1);
      await page.close();
    });
  },
);
