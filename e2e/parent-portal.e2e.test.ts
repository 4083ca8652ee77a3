import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAMILY_PASSWORD,
  thisYear,
  twoSchoolFamily,
  type TwoSchoolFamily,
} from '@chikoro/launcher/testing/family';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser } from './browser';
import { seriousAxeFindings } from './pageChecks';

const run = browserAvailable();
const shots = process.env.E2E_SCREENSHOTS;

describe.runIf(run)('the parent portal in Chromium: one parent, children at two schools', () => {
  let t: TestPlatform;
  let browser: Browser;
  let f: TwoSchoolFamily;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    f = await twoSchoolFamily(t, await t.login(t.superadmin.email, t.superadmin.password));
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function signIn(
    width: number,
    height: number,
    identifier: string,
    password: string,
    home: string,
  ): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height }, acceptDownloads: true });
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', identifier);
    await page.fill('[name=password]', password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${home}`);
    return page;
  }
  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const shot = async (page: Page, name: string) => {
    if (shots)
      await page.screenshot({ path: `${shots}/parent-portal-${name}.png`, fullPage: true });
  };
  const childCard = (page: Page, name: string) =>
    page.getByTestId('child-card').filter({ has: page.getByRole('heading', { name }) });

  /** Each width reads one school's announcement; that school's admin then finds the receipt. */
  const journeys = [
    { width: 1366, height: 900, read: 'Sports day', school: (): ApprovedSchool => f.b },
    { width: 390, height: 844, read: 'Prize giving', school: (): ApprovedSchool => f.a },
  ] as const;

  for (const { width, height, read, school } of journeys) {
    it(`at ${width} px: the parent sees both children, opens and downloads the latest card, reads ${read}; the admin sees the receipt`, async () => {
      const page = await signIn(width, height, f.parent.phone, FAMILY_PASSWORD, '/parent');
      await page.getByRole('heading', { name: 'Welcome, Chipo Mutasa' }).waitFor();
      const anesu = childCard(page, 'Anesu Moyo');
      const tapiwa = childCard(page, 'Tapiwa Mutasa');
      await expect.poll(() => anesu.textContent()).toContain('Mufakose High School');
      for (const words of [
        'Form 2 Blue (Form 2)',
        'Current subjects (Term 3)',
        'English · Rudo Dube',
        'Mathematics · Tendai Dube',
      ])
        expect(await anesu.textContent()).toContain(words);
      for (const words of [
        'Chikurubi Primary School',
        'Grade 3 Red (Grade 3)',
        'No report card published yet.',
      ])
        expect(await tapiwa.textContent()).toContain(words);
      expect(
        await tapiwa.getByRole('button', { name: 'View Latest Report Card' }).isDisabled(),
      ).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shot(page, `dashboard-${width}`);

      // The latest published card in a popup, and its PDF from the server.
      await anesu.getByRole('button', { name: 'View Latest Report Card' }).click();
      const popup = page.getByRole('dialog');
      await popup.getByRole('heading', { name: "Anesu Moyo's report card" }).waitFor();
      const card = popup.getByTestId('report-card');
      await expect.poll(() => card.textContent()).toContain('Mufakose High School');
      for (const words of [
        'REPORT CARD',
        'Form 2 Blue (Form 2)',
        `Term 3 ${thisYear()}`,
        'Mathematics',
        '1 of 4',
      ])
        expect(await card.textContent()).toContain(words);
      expect(await popup.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shot(page, `report-card-${width}`);
      const [response, download] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/api/report-cards/${f.anesu.cardId}/pdf`)),
        page.waitForEvent('download'),
        popup.getByRole('button', { name: 'Download report card' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'detached' });

      // Students: a tab per child, with the other school's register and the first school's results.
      await page.goto(`${t.url}/parent/students`);
      await page.getByRole('tab', { name: 'Anesu Moyo' }).waitFor();
      const results = page.getByTestId('exam-results');
      await expect.poll(() => results.textContent()).toContain(`Term 3 ${thisYear()}`);
      for (const words of [
        'Average 85 (A)',
        'Class position 1 of 4',
        'Mathematics90A',
        'English80A',
      ])
        expect(await results.textContent()).toContain(words);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `students-${width}`);
      await page.getByRole('tab', { name: 'Tapiwa Mutasa' }).click();
      const attendance = page.getByTestId('child-attendance');
      await expect
        .poll(() => attendance.textContent())
        .toContain('Term 3: 0 of 1 school days present (0 late), 1 absent.');
      // The days missed come from their own list, which may answer after the figures.
      await expect.poll(() => attendance.textContent()).toContain('(Sick (mother phoned))');
      expect(await page.getByRole('tabpanel').textContent()).toContain('Chikurubi Primary School');
      expect(await page.getByText('No results published yet.').count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);

      // School Communication: both schools' announcements; opening one sends the receipt.
      if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'School Communication' }).click();
      await page.waitForURL('**/parent/school-communication');
      const cards = page.getByTestId('communication-card');
      await expect.poll(() => cards.count()).toBe(2);
      const texts = await cards.allTextContents();
      expect(
        texts.some((x) => x.includes('Prize giving') && x.includes('Mufakose High School')),
      ).toBe(true);
      expect(
        texts.some((x) => x.includes('Sports day') && x.includes('Chikurubi Primary School')),
      ).toBe(true);
      const item = cards.filter({ hasText: read });
      expect(await item.textContent()).toContain('New');
      const [receipt] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/commands/MarkAnnouncementRead')),
        item.getByRole('button').click(),
      ]);
      expect(receipt.status()).toBe(201);
      expect(await item.textContent()).not.toContain('New');
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shot(page, `communication-${width}`);
      await page.close();

      const admin = await signIn(
        width,
        height,
        school().admin.email,
        school().admin.password,
        '/admin',
      );
      await admin.goto(`${t.url}/admin/communications_centre`);
      const posted = admin.getByTestId('announcement-card').filter({ hasText: read });
      await posted.getByRole('button', { name: `Read receipts of ${read}` }).click();
      await expect
        .poll(() => admin.getByRole('dialog').getByTestId('read-receipts').textContent())
        .toContain('Chipo Mutasa (parent)');
      await admin.close();
    });
  }

  it('on a phone the parent acknowledges the latest card after a confirmation; the admin sees who in the report cards list', async () => {
    const page = await signIn(390, 844, f.parent.phone, FAMILY_PASSWORD, '/parent');
    await childCard(page, 'Anesu Moyo')
      .getByRole('button', { name: 'View Latest Report Card' })
      .click();
    const popup = page.getByRole('dialog', { name: "Anesu Moyo's report card" });
    const acknowledgement = popup.getByTestId('card-acknowledgement');
    await acknowledgement.getByRole('button', { name: 'Acknowledge report card' }).click();
    const confirm = page.getByRole('dialog', { name: 'Acknowledge report card' });
    expect(await confirm.textContent()).toContain(
      'The school sees that you have read it, as when you sign the booklet.',
    );
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/commands/AcknowledgeReportCard')),
      confirm.getByRole('button', { name: 'Acknowledge', exact: true }).click(),
    ]);
    expect(sent.status()).toBe(201);
    await expect
      .poll(() => acknowledgement.textContent())
      .toContain('You have acknowledged this report card.');
    expect(await acknowledgement.textContent()).toContain('Acknowledged by Chipo Mutasa on');
    expect(
      await acknowledgement.getByRole('button', { name: 'Acknowledge report card' }).count(),
    ).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot(page, 'acknowledged-390');
    await page.close();

    // The admin's Report Cards: a table on a desktop; on a phone a card per version, with a way to open it.
    const views = [
      { width: 1366, height: 900, rows: (p: Page) => p.locator('tbody tr'), who: 'Chipo Mutasa' },
      {
        width: 390,
        height: 844,
        rows: (p: Page) => p.getByTestId('report-card-row'),
        who: 'Acknowledged: Chipo Mutasa',
      },
    ];
    let phone: Page | undefined;
    for (const { width, height, rows, who } of views) {
      const admin = await signIn(width, height, f.a.admin.email, f.a.admin.password, '/admin');
      await admin.goto(
        `${t.url}/admin/report-cards?filter=${encodeURIComponent(JSON.stringify({ acknowledged: 'true' }))}`,
      );
      await expect.poll(() => rows(admin).count(), { timeout: 15_000 }).toBe(1);
      for (const words of ['Anesu Moyo', who])
        expect(await rows(admin).first().textContent()).toContain(words);
      expect(await noSidewaysScroll(admin)).toBe(true);
      expect(await seriousAxeFindings(admin)).toEqual([]);
      await shot(admin, `acknowledged-admin-${width}`);
      if (width < 600) phone = admin;
      else await admin.close();
    }
    const cards = phone!.getByTestId('report-card-row');
    await cards
      .first()
      .getByRole('link', { name: /^Open the report card of Anesu Moyo/ })
      .click();
    await phone!.getByRole('heading', { name: "Anesu Moyo's report card" }).waitFor();
    await expect
      .poll(() => phone!.getByTestId('card-acknowledgement').textContent())
      .toContain('Acknowledged by Chipo Mutasa on');
    await phone!.close();
  });

  it('on a phone Fees Management is the family’s own page, no longer the coming-soon one', async () => {
    const page = await signIn(390, 844, f.parent.phone, FAMILY_PASSWORD, '/parent');
    await page.goto(`${t.url}/parent/fees_management`);
    await page.getByText('No fees have been billed to your children yet.').waitFor();
    expect(await page.getByRole('heading', { name: 'COMING SOON...' }).count()).toBe(0);
    await shot(page, 'fees-390');
    await page.close();
  });
});
