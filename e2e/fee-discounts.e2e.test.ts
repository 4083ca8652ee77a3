import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolStudent } from '@chikoro/launcher/testing/families';
import {
  mailedCode,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { feeSchool, type FeeSchool } from '@chikoro/launcher/testing/feeSchool';
import { TEST_JWT_SECRET, listQuery, readNow } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

/**
 * One school's term of Tuition USD 250.00 and Levy USD 50.00. At 1366 px the admin grants Rudo,
 * typed into the search, a sibling discount of 10 % of tuition; at 390 px Chipo an ad hoc USD 20.00
 * a term off tuition, refused until a reason is typed, then ends it. Billing then takes USD 25.00
 * off Rudo's tuition and nothing off Chipo's; the school's bursar, at 390 px, then finds Chipo
 * (billed) by typing and grants her a staff child's discount of 50 % of tuition.
 */
describe.runIf(run)('the Discounts tab in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;
  let termId: string;
  let classId: string;
  const learners: Record<string, string> = {};
  let send: FeeSchool['send'];

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    ({ a, termId, classId, send } = await feeSchool(t));
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('at 1366 px: the admin grants a learner found by typing a sibling discount of 10 % of tuition', async () => {
    learners.rudo = await enrolStudent(t, a, classId, ['Rudo', 'Moyo']);
    const page = await signedIn(
      browser,
      t.url,
      { identifier: a.admin.email, password: a.admin.password },
      { width: 1366, height: 900 },
      '/admin',
    );
    await page.goto(`${t.url}/admin/fees`);
    await page.getByRole('tab', { name: 'Discounts' }).click();
    await page.getByRole('button', { name: 'Grant discount' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Learner').pressSequentially('Rudo', { delay: 60 });
    await page.getByRole('option', { name: /Rudo Moyo/ }).click();
    await dialog.getByLabel('Kind').selectOption({ label: 'Sibling' });
    await dialog.getByLabel('Percentage').pressSequentially('10', { delay: 50 });
    await dialog.getByLabel('Approved by').pressSequentially('Mrs Dube', { delay: 40 });
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('table', { name: 'Discounts' }).locator('tr', { hasText: 'Rudo' });
    await expect.poll(() => row.textContent()).toContain('10 % off Tuition');
    expect(await row.textContent()).toContain('Mrs Dube');
    expect(await row.textContent()).toContain('Sibling');

    // The dry run on the Billing tab tells what the discount takes off: 10 % of USD 250.00.
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByLabel('Term').selectOption({ value: termId });
    await page.getByRole('button', { name: 'Dry run' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'from version' });
    await expect
      .poll(() => outcome.textContent())
      .toBe('Dry run from version 1: 1 learner would be billed, 1 with discounts (USD 25.00 off).');
    await page.getByRole('tab', { name: 'Discounts' }).click();

    await page.screenshot({ path: 'test-results/fee-discounts-1366.png', fullPage: true });
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.close();
  }, 150_000);

  it('at 390 px: an ad hoc USD 20.00 a term is refused without a reason, granted with one, then ended', async () => {
    learners.chipo = await enrolStudent(t, a, classId, ['Chipo', 'Ncube']);
    const page = await signedIn(
      browser,
      t.url,
      { identifier: a.admin.email, password: a.admin.password },
      { width: 390, height: 844 },
      '/admin',
    );
    await page.goto(`${t.url}/admin/fees`);
    await page.getByRole('tab', { name: 'Discounts' }).click();
    await page.getByRole('button', { name: 'Grant discount' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Learner').pressSequentially('Chip', { delay: 60 });
    await page.getByRole('option', { name: /Chipo Ncube/ }).click();
    await dialog.getByLabel('Kind').selectOption({ label: 'Ad hoc' });
    await dialog.getByLabel('Discount', { exact: true }).selectOption({
      label: 'A fixed amount each term',
    });
    await dialog.getByLabel('Amount a term').pressSequentially('20.00', { delay: 50 });
    await dialog.getByLabel('Approved by').pressSequentially('Board chair', { delay: 40 });
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Say why an ad hoc discount is given');
    await dialog
      .getByLabel('Reason (required for ad hoc)')
      .pressSequentially('Fire at the family home', { delay: 30 });
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByTestId('discount-card').filter({ hasText: 'Chipo' });
    await expect.poll(() => card.textContent()).toContain('USD 20.00 a term off Tuition');
    expect(await card.textContent()).toContain('Fire at the family home');

    await card.getByRole('button', { name: 'End Chipo Ncube’s discount' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').pressSequentially('Granted in error', { delay: 30 });
    await dialog.getByRole('button', { name: 'End discount' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => card.textContent()).toContain('Ended');

    await page.screenshot({ path: 'test-results/fee-discounts-390.png', fullPage: true });
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.close();
  }, 150_000);

  it('billing takes USD 25.00 off Rudo’s tuition and nothing off Chipo’s (her discount ended)', async () => {
    await send('RunBilling', { termId });
    const invoices = async (studentId: string) =>
      (await readNow(t, `/api/invoices${listQuery({ studentId })}`, a.admin.token)).body as {
        lines: { name: string; discount?: { amount: unknown } }[];
        familyTotals: unknown;
      }[];
    const [rudo] = await invoices(learners.rudo!);
    expect(rudo!.lines.map((l) => [l.name, l.discount?.amount ?? null])).toEqual([
      ['Tuition', { currency: 'USD', minor: '2500' }],
      ['Levy', null],
    ]);
    expect(rudo!.familyTotals).toEqual([{ currency: 'USD', minor: '27500' }]);
    const [chipo] = await invoices(learners.chipo!);
    expect(chipo!.familyTotals).toEqual([{ currency: 'USD', minor: '30000' }]);
  });

  it('at 390 px: the bursar finds a billed learner by typing and grants a staff child’s discount; the payment desk shows a discounted invoice', async () => {
    const email = `tariro.bursar.${Date.now()}@example.com`;
    await send('RegisterBursar', { firstName: 'Tariro', lastName: 'Mhlanga', email });
    const password = 'Bursar-pass-1';
    const set = await t.request('/api/auth/set-password', {
      json: { email, code: await mailedCode(t.platform, email), password },
    });
    expect(set.status).toBe(200);
    const page = await signedIn(
      browser,
      t.url,
      { identifier: email, password },
      { width: 390, height: 844 },
      '/bursar',
    );
    await page.getByRole('tab', { name: 'Discounts' }).click();
    await page.getByRole('button', { name: 'Grant discount' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Learner').pressSequentially('Chipo', { delay: 60 });
    await page.getByRole('option', { name: /Chipo Ncube/ }).click();
    await dialog.getByLabel('Kind').selectOption({ label: 'Staff child' });
    await dialog.getByLabel('Percentage').pressSequentially('50', { delay: 50 });
    await dialog.getByLabel('Approved by').pressSequentially('The head', { delay: 40 });
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page
      .getByTestId('discount-card')
      .filter({ hasText: 'Chipo' })
      .filter({ hasText: 'Staff child' });
    await expect.poll(() => card.textContent()).toContain('50 % off Tuition');

    // Rudo's invoice on the payment desk shows its discount beside what it billed.
    await page.getByRole('tab', { name: 'Payment desk' }).click();
    await page.locator('[name=search]').pressSequentially('Rudo', { delay: 60 });
    await page
      .getByRole('list', { name: 'Learners found' })
      .getByRole('button', { name: /Rudo Moyo/ })
      .click();
    const invoice = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').first();
    await expect
      .poll(() => invoice.textContent())
      .toContain("Billed USD 300.00 less discounts USD 25.00 (the family's part USD 275.00)");
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.close();
  }, 150_000);
});
