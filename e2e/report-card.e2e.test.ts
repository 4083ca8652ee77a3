import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { sampleSnapshot } from '@chikoro/contracts/reportcards/sampleCard';
import {
  TEST_JWT_SECRET,
  issueCard,
  type IssuedVersion,
} from '@chikoro/launcher/testing/reportCards';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();
const shots = process.env.E2E_SCREENSHOTS;

describe.runIf(run)('a published report card in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let first: IssuedVersion;
  let amended: IssuedVersion;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    const card = {
      school: { id: school.schoolId, name: 'Mufakose High School', logoFileId: null },
      student: {
        id: randomUUID(),
        firstName: 'Tendai',
        lastName: 'Moyo',
        registrationNumber: 'MHS-0042',
      },
      class: { id: randomUUID(), name: 'Form 2 Blue' },
      term: { id: randomUUID(), name: 'Term 1' },
    };
    first = await issueCard(t, { ...card, publishedAt: '2025-04-10T09:30:00.000Z' });
    amended = await issueCard(t, {
      ...card,
      version: 2,
      amended: true,
      publishedAt: '2025-05-02T08:00:00.000Z',
      subjects: sampleSnapshot().subjects.map((s) =>
        s.subjectName === 'Combined Science' ? { ...s, finalMark: 49, grade: 'D' } : s,
      ),
      changes: [
        {
          kind: 'mark',
          subjectId: 'sci',
          subjectName: 'Combined Science',
          examId: 'sci-p2',
          paperNo: 2,
          paperName: 'Paper 2',
          previous: 40,
          mark: 52,
          reason: 'Marking error',
          reasonShared: true,
        },
        {
          kind: 'mark',
          subjectId: 'sci',
          subjectName: 'Combined Science',
          examId: 'sci-p1',
          paperNo: 1,
          paperName: 'Paper 1',
          previous: 20,
          mark: 24,
          reason: 'Mr Dube mis-added the script',
        },
      ],
    });
    const listed = await t.request('/api/report-cards', {
      token: school.admin.token,
      headers: { 'X-Consistent-After': String(amended.position) },
    });
    expect(listed.body).toHaveLength(2);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** The rotation of each subject name under the averages chart's bars, in degrees (0: upright). */
  const tickAngles = (page: Page) =>
    page
      .getByTestId('chart-averages')
      .locator('text.recharts-cartesian-axis-tick-value[orientation=bottom]')
      .evaluateAll((ticks) =>
        ticks.map((tick) =>
          Number(/rotate\((-?[\d.]+)/.exec(tick.getAttribute('transform') ?? '')?.[1] ?? 0),
        ),
      );

  async function signedIn(width: number, height: number): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height }, acceptDownloads: true });
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', school.admin.email);
    await page.fill('[name=password]', school.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    return page;
  }

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`at ${width} px: the admin opens the amended card, reads the earlier version, downloads the PDF; a visitor verifies both codes`, async () => {
      const page = await signedIn(width, height);
      await page.goto(`${t.url}/admin/report-cards/${amended.reportCardId}/show`);
      await page.getByRole('heading', { name: "Tendai Moyo's report card" }).waitFor();
      const card = page.getByTestId('report-card');
      await expect.poll(() => card.textContent()).toContain('REPORT CARD');
      const text = (await card.textContent()) ?? '';
      for (const words of [
        'Mufakose High School',
        'Form 2 Blue (Form 2)',
        'Term 1 2025',
        'SUBJECT',
        'SCORE',
        'GRADE',
        "TEACHER'S COMMENT",
        '3 of 38',
        '65.55 (B)',
        "HEAD/PRINCIPAL'S COMMENT",
        '2 May 2025',
        'Combined Science, Paper 2: from 40 to 52 (Marking error)',
        'Combined Science, Paper 1: from 20 to 24',
      ])
        expect(text).toContain(words);
      expect(text).not.toContain('Mr Dube');
      expect(await page.getByTestId('amended-badge').textContent()).toBe('AMENDED');
      await expect
        .poll(() => page.getByTestId('version-status').textContent(), { timeout: 10_000 })
        .toBe('This is the latest version of this report card.');
      expect(await noSidewaysScroll(page)).toBe(true);
      if (shots)
        await page.screenshot({ path: `${shots}/report-card-${width}.png`, fullPage: true });

      const [response, download] = await Promise.all([
        page.waitForResponse((r) =>
          r.url().endsWith(`/api/report-cards/${amended.reportCardId}/pdf`),
        ),
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download report card' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(download.suggestedFilename()).toBe('report-card-tendai-moyo-term-1-2025-v2.pdf');
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(Number(response.headers()['content-length']));
      expect(bytes.length).toBeGreaterThan(10_000);

      await page.getByText('Earlier versions (2 versions)').click();
      await page.getByRole('button', { name: /^Version 1/ }).click();
      await expect
        .poll(() => page.getByTestId('version-status').textContent(), { timeout: 10_000 })
        .toBe('A later version of this report card replaces this one.');
      expect(await page.getByTestId('amended-badge').count()).toBe(0);
      await page.close();

      const visitor = await browser.newPage({ viewport: { width, height } });
      await visitor.goto(`${t.url}/verify/${first.verificationCode}`);
      await visitor.getByTestId('verification').waitFor();
      const shown = (await visitor.getByTestId('verification').textContent()) ?? '';
      for (const words of ['Mufakose High School', 'Tendai Moyo', 'Term 1 2025', first.fingerprint])
        expect(shown).toContain(words);
      // The paper can be read line by line: version 1 as printed, and what the latest version now says.
      const rows = (testId: string) =>
        visitor
          .getByTestId(testId)
          .locator('tbody tr')
          .evaluateAll((trs) =>
            trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
          );
      expect(await rows('verification-lines')).toEqual([
        ['English Language', '68.4', 'B'],
        ['Mathematics', '81', 'A'],
        ['Combined Science', '47.25', 'D'],
      ]);
      expect(
        await visitor.getByTestId('verification-latest-lines').getByRole('heading').textContent(),
      ).toBe('The latest version (2) now says');
      expect(await rows('verification-latest-lines')).toEqual([
        ['English Language', '68.4', 'B'],
        ['Mathematics', '81', 'A'],
        ['Combined Science', '49', 'D'],
      ]);
      for (const secret of [
        'Excellent work',
        'Reads widely',
        'Marking error',
        'Mr Dube',
        'MHS-0042',
      ])
        expect(shown).not.toContain(secret);
      expect(await visitor.getByTestId('verification-latest').textContent()).toBe(
        'This version has been replaced by a later, amended version. Ask the school for the latest card.',
      );
      expect(await noSidewaysScroll(visitor)).toBe(true);
      if (shots) await visitor.screenshot({ path: `${shots}/verify-${width}.png`, fullPage: true });
      await visitor.goto(`${t.url}/verify/${amended.verificationCode}`);
      await expect
        .poll(() => visitor.getByTestId('verification-latest').textContent())
        .toBe('This is the latest version of this report card.');
      expect(await visitor.getByTestId('verification-amended').textContent()).toBe(
        'This card was amended after publication: this version replaces an earlier one.',
      );
      expect(await visitor.getByTestId('verification-latest-lines').count()).toBe(0);
      expect(await noSidewaysScroll(visitor)).toBe(true);
      if (shots)
        await visitor.screenshot({ path: `${shots}/verify-amended-${width}.png`, fullPage: true });
      await visitor.goto(`${t.url}/verify/not-a-real-code-000`);
      await visitor
        .getByText('No report card has this verification code. Check the code printed on the card.')
        .waitFor();
      await visitor.close();
    });
  }

  it('at 1366 px: the list of report cards reaches Chromium compressed, asked for without a Range header', async () => {
    const page = await signedIn(1366, 900);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/report-cards' && r.request().method() === 'GET',
      ),
      page.goto(`${t.url}/admin/report-cards`),
    ]);
    const asked = await response.request().allHeaders();
    expect(asked.range).toBeUndefined();
    expect(asked['accept-encoding']).toMatch(/gzip/);
    const answered = await response.allHeaders();
    expect(answered['content-encoding']).toMatch(/^(gzip|br)$/);
    expect(answered['content-range']).toBe('report-cards 0-1/2');
    await page.getByRole('cell', { name: 'Tendai Moyo' }).first().waitFor();
    await page.close();
  });

  it('at 1366 px: the statistics page charts the published cards', async () => {
    const page = await signedIn(1366, 900);
    await page.getByRole('menuitem', { name: 'Statistics' }).click();
    await page.waitForURL('**/admin/statistics');
    await page.getByText('3 subject results from published report cards.').waitFor();
    // The latest version only: English 68.4 (B), Mathematics 81 (A), Combined Science 49 (D), each drawn as a bar.
    await expect
      .poll(() => page.getByTestId('chart-averages').locator('.recharts-bar-rectangle').count())
      .toBe(3);
    expect(await page.getByTestId('chart-grades').textContent()).toContain('Grade D');
    // Three subjects' names fit upright under the bars at this width.
    expect(await tickAngles(page)).toEqual([0, 0, 0]);
    if (shots) await page.screenshot({ path: `${shots}/statistics-1366.png`, fullPage: true });
    await page.close();
  });

  it('at 390 px: the statistics charts tilt the subjects’ names, which would otherwise run into each other', async () => {
    const page = await signedIn(390, 844);
    await page.goto(`${t.url}/admin/statistics`);
    await expect
      .poll(() => page.getByTestId('chart-averages').locator('.recharts-bar-rectangle').count(), {
        timeout: 15_000,
      })
      .toBe(3);
    expect(await tickAngles(page)).toEqual([-30, -30, -30]);
    if (shots) await page.screenshot({ path: `${shots}/statistics-390.png`, fullPage: true });
    await page.close();
  });

  it('at 1366 px: the superadmin’s dashboard charts results across schools', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', t.superadmin.email);
    await page.fill('[name=password]', t.superadmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/superadmin-dashboard');
    await page.getByRole('heading', { name: 'Results across schools' }).waitFor();
    await page.getByText('3 subject results from published report cards, every school.').waitFor();
    await expect
      .poll(() =>
        page.getByTestId('results-statistics-platform').locator('.recharts-bar-rectangle').count(),
      )
      .toBeGreaterThanOrEqual(3);
    await page.close();
  });
});
