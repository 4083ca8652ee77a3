import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from '@chikoro/launcher/testing/classes';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { startPlatformProcess } from '@chikoro/launcher/testing/process';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();
const ROWS = 300;
const HEADER =
  'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class';
const file = [
  HEADER,
  ...Array.from({ length: ROWS }, (_, i) =>
    [
      'Chiedza',
      `Marufu${i}`,
      `2011-05-${String(1 + (i % 28)).padStart(2, '0')}`,
      i % 2 ? 'male' : 'female',
      '',
      '',
      '5 Lomagundi Road',
      'Zimbabwe',
      'Harare',
      'Harare',
      'Harare Urban',
      'Form 3 Jacaranda',
    ].join(','),
  ),
].join('\n');

describe.runIf(run)('an interrupted import in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let dir: string;
  let csv: string;
  let batchId: string;
  let written: number;

  /** The school's import is sent to a platform process of its own, killed (SIGKILL) once rows are being written. */
  async function interruptedImport() {
    const p = await startPlatformProcess(t.platform.databaseUrl, {
      DATA_DIR: t.dataDir,
      SUPERADMIN_EMAIL: t.superadmin.email,
      SUPERADMIN_PASSWORD: t.superadmin.password,
      EVENTSTORE_URL: '',
    });
    try {
      const body = new FormData();
      body.append('kind', 'students');
      body.append('file', new Blob([file]), 'students.csv');
      const res = await fetch(`${p.url}/api/imports`, {
        method: 'POST',
        body,
        headers: { Authorization: `Bearer ${school.admin.token}`, Accept: 'application/x-ndjson' },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (let text = ''; ;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          if (/"done":([1-9]\d)/.test(text)) p.child.kill('SIGKILL');
        }
      } catch {
        // The connection ends with the process.
      }
      expect(await p.exited).toBe('SIGKILL');
    } finally {
      await p.kill();
    }
  }

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Glen View High School',
    });
    await levelWithClass(t, school, 'Form 3', 'Form 3 Jacaranda');
    await interruptedImport();
    const started = (
      await t.platform.store.readAll({ after: 0, limit: 10_000, types: ['ImportStarted'] })
    ).filter((e) => e.metadata.schoolId === school.schoolId);
    batchId = (started.at(-1)!.data as { batchId: string }).batchId;
    written = (
      await t.platform.store.readAll({ after: 0, limit: 10_000, types: ['StudentEnrolled'] })
    ).filter((e) => e.metadata.batchId === batchId).length;
    browser = await launchBrowser();
    dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-interrupted-e2e-'));
    csv = path.join(dir, 'students.csv');
    writeFileSync(csv, file);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function signedInPage(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(school.admin.email, { delay: 5 });
    await page.locator('[name=password]').pressSequentially(school.admin.password, { delay: 5 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    await page.goto(`${t.url}/admin/student-management`);
    return page;
  }
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Import students' });

  it('lists the batch as interrupted with what it wrote, says the connection ended when it does, and resumes it to the end', async () => {
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(ROWS);
    const page = await signedInPage();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog(page).waitFor();
    const earlier = dialog(page).getByTestId('earlier-import').first();
    await expect.poll(() => earlier.innerText(), { timeout: 20_000 }).toContain('Interrupted');
    expect(await earlier.innerText()).toContain(
      `Stopped before it finished: ${written} of ${ROWS} rows written. Undo them, or resume with the same file.`,
    );
    expect(await earlier.getByRole('button', { name: /^Undo this import/ }).count()).toBe(1);
    await page.screenshot({ path: 'test-results/imports-interrupted-1366.png', fullPage: true });

    const choose = async () => {
      const chooser = page.waitForEvent('filechooser');
      await dialog(page)
        .getByTestId('earlier-import')
        .first()
        .getByRole('button', { name: /^Resume this import/ })
        .click();
      await (await chooser).setFiles(csv);
      await expect
        .poll(() => dialog(page).getByTestId('check-summary').textContent(), { timeout: 20_000 })
        .toBe(`${ROWS} rows: ${ROWS - written} new, ${written} unchanged`);
      expect(await dialog(page).getByTestId('resuming').innerText()).toContain(
        'Resuming the interrupted import of students.csv',
      );
    };

    // The connection drops as the import is sent: the dialog says it may have finished, not "try again".
    await choose();
    await page.route('**/api/imports', (route) => route.abort('connectionreset'));
    await dialog(page)
      .getByRole('button', { name: `Import ${ROWS} rows` })
      .click();
    const alert = dialog(page).getByRole('alert').filter({ hasText: 'The connection ended' });
    await alert.waitFor();
    expect(await dialog(page).getByText('Failed To Add Students! Try Again.').count()).toBe(0);
    expect(await alert.innerText()).toBe(
      'The connection ended before the import said it was done. It may have finished: look at the list and at the earlier imports before trying again.',
    );
    await page.unroute('**/api/imports');

    await choose();
    await dialog(page)
      .getByRole('button', { name: `Import ${ROWS} rows` })
      .click();
    const outcome = dialog(page).getByTestId('import-outcome');
    await outcome.waitFor({ timeout: 60_000 });
    expect(
      (await outcome.getByTestId('outcome-created').innerText()).replace(/\s+/g, ' ').trim(),
    ).toBe(`Created ${ROWS}`);
    expect(
      (await outcome.getByTestId('outcome-unchanged').innerText()).replace(/\s+/g, ' ').trim(),
    ).toBe('Unchanged 0');
    expect(await outcome.getByTestId('outcome-batch').innerText()).toBe(batchId);
    const enrolled = (
      await t.platform.store.readAll({ after: 0, limit: 10_000, types: ['StudentEnrolled'] })
    ).filter((e) => e.metadata.batchId === batchId);
    expect(new Set(enrolled.map((e) => (e.data as { lastName: string }).lastName)).size).toBe(ROWS);
    expect(enrolled.length).toBe(ROWS);
    await page.close();
  }, 180_000);
});
