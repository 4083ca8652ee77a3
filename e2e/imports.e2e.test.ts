import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from '@chikoro/launcher/testing/classes';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser } from './browser';
import { seriousAxeFindings, watchPolicyViolations } from './pageChecks';

const run = browserAvailable();
const yy = String(new Date().getUTCFullYear()).slice(2);

const HEADER =
  'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class';
const names = [
  'Rudo',
  'Tendai',
  'Chipo',
  'Farai',
  'Nyasha',
  'Tatenda',
  'Kudzai',
  'Rutendo',
  'Tafadzwa',
  'Simba',
];
/** Student i of the class list; the header is row 1, so student i is on the spreadsheet's row i + 2. */
const student = (i: number, bad: { dob?: string; className?: string } = {}) =>
  [
    names[i % 10],
    `Moyo${Math.floor(i / 10)}`,
    bad.dob ?? `2012-03-${String(10 + (i % 10))}`,
    i % 2 ? 'male' : 'female',
    '',
    '',
    '12 Samora Machel Avenue',
    'Zimbabwe',
    'Harare',
    'Harare',
    'Harare Urban',
    bad.className ?? 'Form 1 Blue',
  ].join(',');
/** Fifty students; the faulty file has an impossible date on row 4 and an unknown class on row 8. */
const fifty = (faulty: boolean) =>
  [
    HEADER,
    ...Array.from({ length: 50 }, (_, i) =>
      student(
        i,
        faulty && i === 2
          ? { dob: '2012-13-40' }
          : faulty && i === 6
            ? { className: 'Form 9 Nowhere' }
            : {},
      ),
    ),
  ].join('\n');

describe.runIf(run)('bulk import of students in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let dir: string;
  let faultyFile: string;
  let fixedFile: string;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Mabvazuva High School',
    });
    await levelWithClass(t, school, 'Form 1', 'Form 1 Blue');
    browser = await launchBrowser();
    dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-import-e2e-'));
    // The same file name before and after the correction, as an admin would save it.
    faultyFile = path.join(dir, 'first-try', 'students.csv');
    fixedFile = path.join(dir, 'corrected', 'students.csv');
    for (const [file, text] of [
      [faultyFile, fifty(true)],
      [fixedFile, fifty(false)],
    ] as const) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  let policyViolations: () => string[] = () => [];
  async function signedInPage(width: number, where: string): Promise<Page> {
    const page = await browser.newPage({
      viewport: { width, height: width < 600 ? 844 : 900 },
      acceptDownloads: true,
    });
    policyViolations = watchPolicyViolations(page);
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', school.admin.email);
    await page.fill('[name=password]', school.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    await page.goto(`${t.url}/admin/${where}`);
    return page;
  }
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/imports-${name}.png`, fullPage: true });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Import students' });
  const openImport = async (page: Page) => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog(page).waitFor();
  };
  const closeImport = async (page: Page) => {
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
  };
  /** Neither the page nor the dialog scrolls sideways. */
  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => {
      const paper = document.querySelector('[role=dialog]');
      const content = paper?.querySelector('.MuiDialogContent-root');
      return (
        document.documentElement.scrollWidth <= window.innerWidth &&
        (!paper || paper.scrollWidth <= paper.clientWidth) &&
        (!content || content.scrollWidth <= content.clientWidth)
      );
    });
  const errorTable = (page: Page) =>
    dialog(page)
      .getByTestId('import-errors')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) =>
          Array.from(r.querySelectorAll('td'), (td) =>
            (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          ),
        ),
      );
  const figures = async (page: Page) => {
    const outcome = dialog(page).getByTestId('import-outcome');
    await outcome.waitFor({ timeout: 30_000 });
    const read = async (label: string) =>
      (await outcome.getByTestId(`outcome-${label}`).innerText()).replace(/\s+/g, ' ').trim();
    return {
      created: await read('created'),
      updated: await read('updated'),
      unchanged: await read('unchanged'),
      batch: await outcome.getByTestId('outcome-batch').innerText(),
    };
  };
  /** Every value the progress bar shows, recorded in the page as it changes. */
  const recordProgress = (page: Page) =>
    page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      const observer = new MutationObserver(() => {
        const bar = document.querySelector('[data-testid=import-progress]');
        const value = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
        if (bar && seen.at(-1) !== value) seen.push(value);
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
  const progressSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  const studentTotal = async (page: Page) =>
    (await page.locator('.MuiTablePagination-displayedRows').innerText()).trim();

  it('on a desktop: template, a dry run naming the bad rows, the import, the same file again, the undo, and the audit log', async () => {
    const page = await signedInPage(1366, 'student-management');
    await openImport(page);

    const csvDownload = page.waitForEvent('download');
    await dialog(page).getByRole('button', { name: 'Template (CSV)' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe('students-template.csv');
    expect(readFileSync(await csv.path(), 'utf8').split('\n')[0]).toBe(
      `${HEADER},Parent First Name,Parent Last Name,Parent Email`,
    );
    const xlsxDownload = page.waitForEvent('download');
    await dialog(page).getByRole('button', { name: 'Template (Excel)' }).click();
    expect((await xlsxDownload).suggestedFilename()).toBe('students-template.xlsx');

    const head = await t.platform.store.headPosition();
    await page.getByTestId('import-file').setInputFiles(faultyFile);
    await expect
      .poll(() => dialog(page).getByTestId('check-summary').textContent(), { timeout: 20_000 })
      .toBe('50 rows: 48 new, 2 with errors');
    expect(await errorTable(page)).toEqual([
      ['4 Chipo Moyo0', 'Date of birth', 'Enter the date of birth (YYYY-MM-DD), not in the future'],
      ['8 Kudzai Moyo0', 'Class', 'No class of this name in this school'],
    ]);
    expect(
      await dialog(page)
        .getByRole('button', { name: /^Import \d+ rows?$/ })
        .count(),
    ).toBe(0);
    expect(await t.platform.store.headPosition()).toBe(head);
    expect(await seriousAxeFindings(page, '[role=dialog]')).toEqual([]);
    await shot(page, 'dry-run-errors-1366');

    await page.getByTestId('import-file').setInputFiles(fixedFile);
    await expect
      .poll(() => dialog(page).getByTestId('check-summary').textContent(), { timeout: 20_000 })
      .toBe('50 rows: 50 new');
    expect(await t.platform.store.headPosition()).toBe(head);
    await recordProgress(page);
    await dialog(page).getByRole('button', { name: 'Import 50 rows' }).click();
    const first = await figures(page);
    expect(first).toMatchObject({
      created: 'Created 50',
      updated: 'Updated 0',
      unchanged: 'Unchanged 0',
    });
    expect(first.batch).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await dialog(page).getByText('Students added Success').count()).toBe(1);
    const seen = await progressSeen(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((v) => v >= 0 && v <= 100)).toBe(true);
    expect((await t.platform.store.readStream(`import-${first.batch}`)).map((e) => e.type)).toEqual(
      ['ImportStarted', 'ImportCompleted'],
    );
    await shot(page, 'imported-1366');
    await closeImport(page);
    await expect.poll(() => studentTotal(page), { timeout: 10_000 }).toBe('1-10 of 50');
    await expect
      .poll(
        () => page.getByRole('row', { name: new RegExp(`Chipo Moyo0 MAB-${yy}-0003`) }).count(),
        { timeout: 10_000 },
      )
      .toBe(1);

    // The same file again: every row is already there.
    await openImport(page);
    await page.getByTestId('import-file').setInputFiles(fixedFile);
    await expect
      .poll(() => dialog(page).getByTestId('check-summary').textContent(), { timeout: 20_000 })
      .toBe('50 rows: 50 unchanged');
    await dialog(page).getByRole('button', { name: 'Import 50 rows' }).click();
    expect(await figures(page)).toMatchObject({
      created: 'Created 0',
      updated: 'Updated 0',
      unchanged: 'Unchanged 50',
    });
    expect(await dialog(page).getByRole('button', { name: 'Undo this import' }).count()).toBe(0);
    await closeImport(page);
    expect(await studentTotal(page)).toBe('1-10 of 50');

    // The first import, undone from the list of earlier imports.
    await openImport(page);
    const earlier = dialog(page).getByTestId('earlier-import');
    await expect.poll(() => earlier.count(), { timeout: 10_000 }).toBe(2);
    expect(
      (await earlier.allInnerTexts()).map((text) => text.split('\n').filter(Boolean).slice(1, 3)),
    ).toEqual([
      ['Completed', '50 unchanged'],
      ['Completed', '50 created'],
    ]);
    expect(
      await earlier
        .nth(0)
        .getByRole('button', { name: /^Undo this import/ })
        .count(),
    ).toBe(0);
    await shot(page, 'earlier-imports-1366');
    await earlier
      .nth(1)
      .getByRole('button', { name: /^Undo this import: students\.csv/ })
      .click();
    await dialog(page).getByText('Withdraw the 50 students this import enrolled?').waitFor();
    await dialog(page).getByRole('button', { name: 'Yes, undo' }).click();
    await expect
      .poll(() => dialog(page).getByTestId('import-undone').textContent(), { timeout: 30_000 })
      .toBe('The import was undone: 50 students withdrawn.');
    await expect.poll(() => earlier.nth(1).innerText()).toContain('50 created; 50 undone');
    await closeImport(page);
    await expect
      .poll(() => page.getByRole('row', { name: /Moyo0/ }).count(), { timeout: 10_000 })
      .toBe(0);
    await shot(page, 'undone-list-1366');

    // The school's audit log tells each step.
    await page.goto(`${t.url}/admin/school-events`);
    await page.getByPlaceholder('Search the summaries').fill('Import of students');
    await expect
      .poll(
        async () =>
          (await page.getByRole('row').allInnerTexts()).filter((r) =>
            r.includes('Import of students'),
          ).length,
        { timeout: 10_000 },
      )
      .toBe(5);
    const summaries = (await page.getByRole('row').allInnerTexts()).flatMap(
      (r) => r.match(/Import of students from students\.csv [^\n]*/g) ?? [],
    );
    expect(summaries.sort()).toEqual([
      'Import of students from students.csv completed: 50 created',
      'Import of students from students.csv completed: 50 unchanged',
      'Import of students from students.csv started: 50 rows',
      'Import of students from students.csv started: 50 rows',
      'Import of students from students.csv undone: 50 students withdrawn',
    ]);
    await shot(page, 'audit-log-1366');
    expect(policyViolations()).toEqual([]);
    await page.close();
  });

  it('on a phone (390 px): the dialog steps without sideways scrolling, and an undo refused once a record changed', async () => {
    const page = await signedInPage(390, 'student-management');
    await openImport(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'dialog-390');

    await page.getByTestId('import-file').setInputFiles(faultyFile);
    await expect
      .poll(() => dialog(page).getByTestId('check-summary').textContent(), { timeout: 20_000 })
      .toBe('50 rows: 48 new, 2 with errors');
    expect((await errorTable(page)).map(([row, column]) => [row, column])).toEqual([
      ['4 Chipo Moyo0', 'Date of birth'],
      ['8 Kudzai Moyo0', 'Class'],
    ]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'dry-run-errors-390');

    // The first import's students were withdrawn: the corrected file makes fifty new ones.
    await page.getByTestId('import-file').setInputFiles(fixedFile);
    await expect
      .poll(() => dialog(page).getByTestId('check-summary').textContent(), { timeout: 20_000 })
      .toBe('50 rows: 50 new');
    await dialog(page).getByRole('button', { name: 'Import 50 rows' }).click();
    expect(await figures(page)).toMatchObject({ created: 'Created 50', unchanged: 'Unchanged 0' });
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, '[role=dialog]')).toEqual([]);
    await shot(page, 'imported-390');

    // Someone changes one of the new students before the undo.
    const listed = await t.request(
      `/api/students?filter=${encodeURIComponent(JSON.stringify({ q: 'Rudo Moyo0' }))}`,
      {
        token: school.admin.token,
        headers: { 'X-Consistent-After': String(await t.platform.store.headPosition()) },
      },
    );
    const rudo = (listed.body as { id: string; registrationNumber: string }[])[0]!;
    expect(rudo.registrationNumber).toBe(`MAB-${yy}-0051`);
    const changed = await t.request('/api/commands/ChangeStudentStatus', {
      json: { studentId: rudo.id, status: 'Inactive' },
      token: school.admin.token,
    });
    expect(changed.status).toBe(201);
    const head = await t.platform.store.headPosition();
    await dialog(page).getByRole('button', { name: 'Undo this import' }).click();
    await dialog(page).getByRole('button', { name: 'Yes, undo' }).click();
    await expect
      .poll(() => dialog(page).getByTestId('undo-refusal').textContent(), { timeout: 20_000 })
      .toBe(
        `This import cannot be undone: changed since it was imported: Rudo Moyo0 (MAB-${yy}-0051)`,
      );
    expect(await t.platform.store.headPosition()).toBe(head);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, '[role=dialog]')).toEqual([]);
    await shot(page, 'undo-refused-390');
    await closeImport(page);
    await expect.poll(() => page.getByTestId('student-card').count(), { timeout: 10_000 }).toBe(10);
    await page.close();
  });
});
