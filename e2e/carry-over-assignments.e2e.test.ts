import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday as day } from '@chikoro/launcher/testing/dates';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { listQuery, readNow } from '@chikoro/launcher/testing/staff';
import { teachingSchool, type TeachingSchool } from '@chikoro/launcher/testing/teaching';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

/**
 * Teacher Management's "Carry over assignments": this term's assignments (Grace's Form 1 Blue
 * Mathematics and Form 1 Gold English, Simba's Form 2 Red History, Simba since made inactive)
 * offered for next year's Term 1; one unticked, the inactive teacher's not offered.
 */
describe.runIf(run)('carrying teaching assignments over to the next term, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let s: TeachingSchool;
  let nextTermId: string;

  const send = async (type: string, json: unknown) => {
    const res = await t.request(`/api/commands/${type}`, { json, token: s.school.admin.token });
    if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
    return res.body as Record<string, unknown>;
  };
  const assignmentsOf = async (termId: string) =>
    (
      await readNow(
        t,
        `/api/teacher-assignments${listQuery({ termId }, ['subjectName', 'ASC'])}`,
        s.school.admin.token,
      )
    ).body.map(
      (a: Record<string, string>) => `${a.teacherName}: ${a.subjectName} in ${a.className}`,
    );

  beforeAll(async () => {
    t = await startTestPlatform();
    s = await teachingSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    await send('AssignTeacher', {
      teacherId: s.simba.teacherId,
      subjectId: s.subjects.history,
      classId: s.classes.red,
      termId: s.termId,
    });
    await send('ChangeTeacherStatus', { teacherId: s.simba.teacherId, status: 'Inactive' });
    const opened = await send('OpenAcademicYear', {
      name: 'Next year',
      startDate: day(61),
      endDate: day(400),
      terms: [{ name: 'Term 1', startDate: day(75), endDate: day(160) }],
    });
    nextTermId = String((opened.termIds as string[])[0]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const openDialog = async (width: number, height: number): Promise<Page> => {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: s.school.admin.email, password: s.school.admin.password },
      { width, height },
      '/admin',
    );
    await page.goto(`${t.url}/admin/teacher-management`);
    await page.getByRole('button', { name: 'Carry over assignments' }).click();
    await page.getByRole('dialog').getByText('Grace Mutasa: Mathematics in Form 1 Blue').waitFor();
    return page;
  };
  const offered = (page: Page, label: string) => page.getByRole('checkbox', { name: label });

  it('on a desktop: carries the ticked one over, leaves the unticked and the inactive teacher’s', async () => {
    const page = await openDialog(1366, 900);
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('carry-from').inputValue()).toBe(s.termId);
    expect(await dialog.getByTestId('carry-to').inputValue()).toBe(nextTermId);
    const simba = offered(page, 'Simba Zhou: History in Form 2 Red (teacher not active)');
    expect([await simba.isChecked(), await simba.isDisabled()]).toEqual([false, true]);
    await offered(page, 'Grace Mutasa: English Language in Form 1 Gold').uncheck();
    await page.screenshot({ path: 'test-results/carry-over-1366.png' });
    await dialog.getByRole('button', { name: 'Carry over 1' }).click();
    await page.getByText('1 assignment carried over to Term 1 Next year').waitFor();
    await expect
      .poll(() => assignmentsOf(nextTermId))
      .toEqual(['Grace Mutasa: Mathematics in Form 1 Blue']);
    expect(await assignmentsOf(s.termId)).toEqual([
      'Grace Mutasa: English Language in Form 1 Gold',
      'Simba Zhou: History in Form 2 Red',
      'Grace Mutasa: Mathematics in Form 1 Blue',
    ]);
    await page.close();
  });

  it('on a phone (390 px): what is already there is offered no more; the dialog fits; a double tap carries once', async () => {
    const page = await openDialog(390, 844);
    const blue = offered(page, 'Grace Mutasa: Mathematics in Form 1 Blue (already assigned there)');
    await blue.waitFor();
    expect(await blue.isDisabled()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Carry over 1' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/carry-over-390.png' });
    // A double tap carries the one left over once: no second assignment, no refusal shown.
    await page.getByRole('dialog').getByRole('button', { name: 'Carry over 1' }).dblclick();
    await page.getByText('1 assignment carried over to Term 1 Next year').waitFor();
    await expect
      .poll(() => assignmentsOf(nextTermId))
      .toEqual([
        'Grace Mutasa: English Language in Form 1 Gold',
        'Grace Mutasa: Mathematics in Form 1 Blue',
      ]);
    // A refusal would keep the dialog open with its reasons listed: it closed.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });
});
