import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from '@chikoro/launcher/testing/classes';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser, signedIn } from './browser';

const run = browserAvailable();
const yy = String(new Date().getUTCFullYear()).slice(2);

describe.runIf(run)('a command whose answer is lost, sent again by a second click', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Chitungwiza High School',
    });
    await levelWithClass(t, school, 'Form 1', 'Form 1 Jacaranda');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** The commands the page sends, each with the Idempotency-Key it carried. */
  function commandsOf(page: Page): { type: string; key: string | undefined }[] {
    const sent: { type: string; key: string | undefined }[] = [];
    page.on('request', (request: Request) => {
      const type = /\/api\/commands\/(\w+)$/.exec(request.url())?.[1];
      if (type && request.method() === 'POST')
        sent.push({ type, key: request.headers()['idempotency-key'] });
    });
    return sent;
  }

  it('"Add student" clicked again after the answer was lost enrols the student once, and answers the first enrolment', async () => {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: school.admin.email, password: school.admin.password },
      { width: 1366, height: 900 },
      '/admin',
    );
    const sent = commandsOf(page);
    let dropped = 0;
    // The first enrolment reaches the server and is done there; its answer never reaches the page.
    await page.route('**/api/commands/EnrolStudent', async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`${t.url}/admin/student-management`);
    await page.getByRole('button', { name: 'Add Individually' }).click();
    await page.locator('#student-firstName').pressSequentially('Chiedza', { delay: 150 });
    await page.locator('#student-lastName').pressSequentially('Mutasa', { delay: 150 });
    await page.fill('#student-dob', '2013-08-21');
    await page.selectOption('#student-gender', 'female');
    await page.selectOption('#student-classId', { label: 'Form 1 Jacaranda (Form 1)' });
    await page.getByRole('button', { name: 'Add student' }).click();
    await page.getByRole('dialog').getByRole('alert').waitFor();
    expect(dropped).toBe(1);

    await page.getByRole('button', { name: 'Add student' }).click();
    await expect
      .poll(() => page.getByTestId('enrolled').textContent(), { timeout: 10_000 })
      .toBe(`Student added Success: Chiedza Mutasa, registration number CHI-${yy}-0001`);

    const enrolments = sent.filter((c) => c.type === 'EnrolStudent');
    expect(enrolments).toHaveLength(2);
    expect(enrolments[0]!.key).toMatch(/^cmd-[0-9a-f]{32}$/);
    expect(enrolments[1]!.key).toBe(enrolments[0]!.key);
    const enrolled = (await t.platform.store.readAll({ after: 0, limit: 1000 })).filter(
      (e) => e.type === 'StudentEnrolled',
    );
    expect(
      enrolled.map((e) => (e.data as { registrationNumber: string }).registrationNumber),
    ).toEqual([`CHI-${yy}-0001`]);
    await page.close();
  });

  it('every command carries a key of its own: another change is a new key', async () => {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: school.admin.email, password: school.admin.password },
      { width: 1366, height: 900 },
      '/admin',
    );
    const sent = commandsOf(page);
    await page.goto(`${t.url}/admin/student-management`);
    for (const [first, last] of [
      ['Tatenda', 'Ncube'],
      ['Rufaro', 'Dube'],
    ] as const) {
      await page.getByRole('button', { name: 'Add Individually' }).click();
      await page.locator('#student-firstName').pressSequentially(first, { delay: 150 });
      await page.locator('#student-lastName').pressSequentially(last, { delay: 150 });
      await page.fill('#student-dob', '2013-01-15');
      await page.selectOption('#student-gender', 'male');
      await page.selectOption('#student-classId', { label: 'Form 1 Jacaranda (Form 1)' });
      await page.getByRole('button', { name: 'Add student' }).click();
      await expect
        .poll(() => page.getByTestId('enrolled').textContent(), { timeout: 10_000 })
        .toContain(`${first} ${last}`);
      await page.getByRole('button', { name: 'Close' }).click();
    }
    const keys = sent.filter((c) => c.type === 'EnrolStudent').map((c) => c.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^cmd-[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    await page.close();
  });
});
