import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeSchool } from '@chikoro/launcher/testing/feeSchool';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import {
  importForm,
  importUntilKilled,
  platformProcessOn,
} from '@chikoro/launcher/testing/interruptedImports';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser, signedIn } from './browser';

const run = browserAvailable();
const ROWS = 200;

/**
 * The admin's opening-balances import of 200 learners stopped mid-way (its platform process
 * killed): in the Debtors tab's import dialog the admin resumes it with the same file, the check
 * says the rows it wrote are unchanged and refuses none, and the import ends with 200 created.
 */
describe.runIf(run)('an interrupted opening-balances import resumed in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;
  let dir: string;
  let csv: string;
  let batchId: string;
  let written: number;

  beforeAll(async () => {
    t = await startTestPlatform();
    ({ a } = await feeSchool(t));
    const students = [
      'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class',
      ...Array.from(
        { length: ROWS },
        (_, i) =>
          `Tendai,Mhlanga${i},2012-03-03,male,,,9 Samora Machel Avenue,Zimbabwe,Harare,Harare,Harare Urban,Form 1 Blue`,
      ),
    ].join('\n');
    const enrolled = await t.request('/api/imports', {
      body: importForm('students', 'students.csv', students),
      token: a.admin.token,
    });
    expect(enrolled.status).toBe(201);
    const numbers = (
      await t.platform.store.readAll({ after: 0, limit: 100_000, types: ['StudentEnrolled'] })
    )
      .filter((e) => e.metadata.batchId === enrolled.body.batchId)
      .map((e) => (e.data as { registrationNumber: string }).registrationNumber);
    const file = [
      'Registration number,Currency,Amount owed,As of,Note',
      ...numbers.map((n) => `${n},USD,80.00,2025-06-30,Old ledger`),
    ].join('\n');
    const p = await platformProcessOn(t);
    try {
      await importUntilKilled(
        p,
        a.admin.token,
        importForm('openingBalances', 'old-books.csv', file),
        (done) => done >= 10,
      );
    } finally {
      await p.kill();
    }
    const started = (
      await t.platform.store.readAll({ after: 0, limit: 100_000, types: ['ImportStarted'] })
    ).filter((e) => e.metadata.schoolId === a.schoolId);
    batchId = (started.at(-1)!.data as { batchId: string }).batchId;
    written = (
      await t.platform.store.readAll({
        after: 0,
        limit: 100_000,
        types: ['OpeningBalanceRecorded'],
      })
    ).filter((e) => e.metadata.batchId === batchId).length;
    browser = await launchBrowser();
    dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-opening-resume-e2e-'));
    csv = path.join(dir, 'old-books.csv');
    writeFileSync(csv, file);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Import opening balances' });

  it('the check of the resume finds the rows written unchanged, none refused, and the import ends with 200 created', async () => {
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(ROWS);
    const page = await signedIn(
      browser,
      t.url,
      { identifier: a.admin.email, password: a.admin.password },
      { width: 1366, height: 900 },
      '/admin',
    );
    await page.goto(`${t.url}/admin/fees`);
    await page.getByRole('tab', { name: 'Debtors' }).click();
    await page.getByRole('button', { name: 'Import opening balances' }).click();
    const earlier = dialog(page).getByTestId('earlier-import').first();
    await expect.poll(() => earlier.innerText(), { timeout: 20_000 }).toContain('Interrupted');
    const chooser = page.waitForEvent('filechooser');
    await earlier.getByRole('button', { name: /^Resume this import/ }).click();
    await (await chooser).setFiles(csv);
    await expect
      .poll(() => dialog(page).getByTestId('check-summary').textContent(), { timeout: 20_000 })
      .toBe(`200 rows: ${200 - written} new, ${written} unchanged`);
    await dialog(page).getByRole('button', { name: 'Import 200 rows' }).click();
    const outcome = dialog(page).getByTestId('import-outcome');
    await outcome.waitFor({ timeout: 60_000 });
    expect((await outcome.getByTestId('outcome-created').innerText()).replace(/\s+/g, ' ')).toBe(
      'Created 200',
    );
    expect(await outcome.getByTestId('outcome-batch').innerText()).toBe(batchId);
    await page.screenshot({
      path: 'test-results/fee-opening-balances-resume-1366.png',
      fullPage: true,
    });
    const recorded = (
      await t.platform.store.readAll({
        after: 0,
        limit: 100_000,
        types: ['OpeningBalanceRecorded'],
      })
    ).filter((e) => e.metadata.batchId === batchId);
    expect(recorded).toHaveLength(200);
    await page.close();
  }, 180_000);
});
