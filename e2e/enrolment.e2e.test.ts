import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentResultMessages, fileMessages, placeMessages } from '@chikoro/contracts';
import { PNG_BYTES } from '@chikoro/launcher/testing/fixtures';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();
const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

describe.runIf(run)('the enrolment form in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestPlatform();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const helperOf = (page: Page, field: string) =>
    page.locator(`#enrolment-${field}-helper-text`).textContent();

  describe.each(viewports)('on a $name screen', ({ name, viewport }) => {
    it('applies the place rules: country first, a district inside its province, a province before a district', async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${t.url}/enrol-your-school`);
      await page.fill('[name=province]', 'Harare');
      await expect.poll(() => helperOf(page, 'province')).toBe(placeMessages.countryFirst);

      await page.selectOption('select[name=country]', 'Zimbabwe');
      await page.selectOption('select[name=district]', 'Hwange Urban');
      await expect.poll(() => helperOf(page, 'district')).toBe(placeMessages.provinceFirst);
      expect(await page.inputValue('select[name=district]')).toBe('');

      await page.selectOption('select[name=province]', 'Harare');
      await page.selectOption('select[name=district]', 'Gweru Urban');
      await expect
        .poll(() => helperOf(page, 'district'))
        .toBe(placeMessages.districtNotInProvince('Gweru Urban', 'Harare'));
      expect(await page.inputValue('select[name=district]')).toBe('');

      await page.selectOption('select[name=district]', 'Harare Urban');
      await expect.poll(() => page.locator('#enrolment-district-helper-text').count()).toBe(0);
      await page.close();
    });

    it('refuses a wrong-type and an oversized logo, and the message goes after 5 seconds', async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${t.url}/enrol-your-school`);
      await page.setInputFiles('input[name=logo]', {
        name: 'logo.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await expect
        .poll(() => page.locator('[data-testid=logo-message]').textContent())
        .toBe(fileMessages.logoType);
      await expect
        .poll(() => page.locator('[data-testid=logo-message]').count(), { timeout: 8000 })
        .toBe(0);
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      await page.setInputFiles('input[name=logo]', {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: big,
      });
      await expect
        .poll(() => page.locator('[data-testid=logo-message]').textContent())
        .toBe(fileMessages.size);
      await page.close();
    });

    it('enrols a school through the preview', async () => {
      const page = await browser.newPage({ viewport });
      const school = `Phone Test Academy ${name} ${Date.now()}`;
      await page.goto(`${t.url}/enrol-your-school?name=${encodeURIComponent(school)}`);
      const text: Record<string, string> = {
        streetName: '9 Jason Moyo Street',
        town: 'Harare',
        schoolContact: '0242111222',
        schoolEmail: 'office@phone.test',
        headFirstname: 'Ruvimbo',
        headLastname: 'Mhlanga',
        headPhonenumber: '0771999888',
        headEmail: 'head@phone.test',
        adminFirstname: 'Tapiwa',
        adminLastname: 'Sibanda',
        adminPhonenumber: `0782${String(Date.now()).slice(-6)}`,
        adminEmail: `admin-${name}@phone.test`,
        responsibleAuthority: 'Harare City Council',
      };
      for (const [field, value] of Object.entries(text)) await page.fill(`[name=${field}]`, value);
      await page.selectOption('select[name=country]', 'Zimbabwe');
      await page.selectOption('select[name=province]', 'Harare');
      await page.selectOption('select[name=district]', 'Harare Urban');
      await page.selectOption('select[name=ownershipType]', 'COUNCIL');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => page.locator('[data-testid=enrolment-preview]').textContent())
        .toContain(school);
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect
        .poll(() => page.locator('[data-testid=enrolment-result]').textContent())
        .toContain(enrolmentResultMessages.submitted);
      await page.screenshot({ path: `test-results/enrolment-${name}.png` });
      const token = await t.login(t.superadmin.email, t.superadmin.password);
      const listed = await t.request(
        `/api/enrolment-requests?filter=${encodeURIComponent(JSON.stringify({ q: school }))}`,
        { token },
      );
      expect(listed.body).toEqual([
        expect.objectContaining({ name: school, status: 'PENDING', ownershipType: 'COUNCIL' }),
      ]);
      await page.close();
    });
  });
});
