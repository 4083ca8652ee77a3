import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkParent } from '@chikoro/launcher/testing/families';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import {
  parentWithPassword,
  studentWithPassword,
  teacherWithPassword,
  type Member,
} from '@chikoro/launcher/testing/members';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { setUpRecords } from '@chikoro/launcher/testing/staff';
import { simplePdf } from '@chikoro/launcher/seed/pdf';
import { browserAvailable, launchBrowser } from './browser';
import { seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

const programme = simplePdf('Sports day programme', [
  '08:00 Assembly',
  '09:00 Track events',
  '13:00 Prize-giving',
]);
const minutes = simplePdf('Staff meeting minutes', ['Marks are due on Friday.']);

describe.runIf(run)('profiles, passwords and documents in Chromium', () => {
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

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  describe.each([
    { width: 1366, height: 900, n: 1 },
    { width: 390, height: 844, n: 2 },
  ])('at $width px', ({ width, height, n }) => {
    let school: ApprovedSchool;
    let teacher: Member;
    let student: Member;
    let parent: Member;
    const shot = (page: Page, name: string) =>
      page.screenshot({
        path: `test-results/profile-documents-${name}-${width}.png`,
        fullPage: true,
      });

    beforeAll(async () => {
      school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
      const records = await setUpRecords(t, school);
      const created = await t.request('/api/commands/CreateClass', {
        json: { levelId: records.levels.form1, name: 'Form 1 Blue' },
        token: school.admin.token,
      });
      teacher = await teacherWithPassword(t, school, {
        firstName: 'Tendai',
        lastName: 'Moyo',
        email: `tendai.${n}.${Date.now()}@e2e.test`,
        phone: '0772000111',
      });
      student = await studentWithPassword(t, school, created.body.classId as string, [
        'Anesu',
        'Dube',
      ]);
      parent = await parentWithPassword(t, school, ['Chipo', 'Dube']);
      await linkParent(t, school, parent.id, student.id);
    });

    async function signIn(identifier: string, password: string, area: string): Promise<Page> {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`${t.url}/login`);
      await page.fill('[name=identifier]', identifier);
      await page.fill('[name=password]', password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`**${area}`);
      return page;
    }

    /** The profile page: change one field of their own, save, and find it saved after a reload. */
    async function changeProfile(
      page: Page,
      area: string,
      field: string,
      value: string,
      shown = value,
    ) {
      await page.goto(`${t.url}${area}/profile_section`);
      await page.getByTestId('profile-name').waitFor();
      await page.locator(`[name=${field}]`).fill(value);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your profile has been saved.').waitFor();
      await page.reload();
      await expect
        .poll(() => page.locator(`[name=${field}]`).inputValue(), { timeout: 10_000 })
        .toBe(shown);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
    }

    /** Settings: the current password, the new one twice; then sign out. */
    async function changePassword(page: Page, settings: string, current: string, next: string) {
      await page.goto(`${t.url}${settings}`);
      await page.fill('[name=currentPassword]', current);
      await page.fill('[name=newPassword]', next);
      await page.fill('[name=repeatPassword]', next);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByTestId('password-result').waitFor();
      expect(await page.getByTestId('password-result').textContent()).toBe(
        'Your password has been changed.',
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.goto(`${t.url}/logout`);
      await page.waitForURL('**/login');
      await page.close();
    }

    it('the admin changes their phone and password, then signs in with the new phone and the new password', async () => {
      const page = await signIn(school.admin.email, school.admin.password, '/admin');
      const phone = `071900${n}444`;
      await changeProfile(page, '/admin', 'phone', phone, `0719 00${n} 444`);
      await shot(page, 'admin-profile');
      await changePassword(
        page,
        '/admin/settings_section',
        school.admin.password,
        'Admin-new-pass-1',
      );
      const again = await signIn(phone, 'Admin-new-pass-1', '/admin');
      school.admin.password = 'Admin-new-pass-1';
      await again.close();
    });

    it('the admin uploads a families document and a staff document', async () => {
      const page = await signIn(school.admin.email, school.admin.password, '/admin');
      await page.goto(`${t.url}/admin/documents_section`);
      for (const [title, file, bytes, visibility] of [
        ['Sports day programme', 'programme.pdf', programme, /Families and staff/],
        ['Staff meeting minutes', 'minutes.pdf', minutes, /Staff only/],
      ] as const) {
        await page.getByRole('button', { name: 'Upload a document' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Upload' }).click();
        await dialog.getByText('Enter a title for the document').waitFor();
        await dialog.locator('[name=title]').fill(title);
        await dialog.getByRole('radio', { name: visibility }).check();
        await dialog
          .getByTestId('document-file')
          .setInputFiles({ name: file, mimeType: 'application/pdf', buffer: bytes });
        if (title === 'Sports day programme') await shot(page, 'upload');
        await dialog.getByRole('button', { name: 'Upload' }).click();
        await page.getByText(`Document '${title}' uploaded`).waitFor();
        await page.getByTestId('document-card').filter({ hasText: title }).waitFor();
      }
      expect(await page.getByTestId('document-card').count()).toBe(2);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shot(page, 'admin-documents');
      await page.close();
    });

    it('the teacher changes their phone and password, and signs in again with the new one', async () => {
      const page = await signIn(teacher.identifier, teacher.password, '/teacher-portal');
      await changeProfile(page, '/teacher-portal', 'phone', '0712 345 678');
      await shot(page, 'teacher-profile');
      await changePassword(
        page,
        '/teacher-portal/settings',
        teacher.password,
        'Teacher-new-pass-1',
      );
      (await signIn(teacher.identifier, 'Teacher-new-pass-1', '/teacher-portal')).close();
    });

    it('the student (registration number) adds a phone, may not rename themself, changes the password and signs in again', async () => {
      const page = await signIn(student.identifier, student.password, '/student-portal');
      await changeProfile(page, '/student-portal', 'phone', '0712 000 222');
      const firstName = page.locator('[name=firstName]');
      expect(await firstName.getAttribute('readonly')).not.toBeNull();
      await page
        .getByText('Your name is kept by your school: ask the school office to correct it.')
        .first()
        .waitFor();
      await shot(page, 'student-profile');
      await changePassword(
        page,
        '/student-portal/settings_section',
        student.password,
        'Student-new-pass-1',
      );
      (await signIn(student.identifier, 'Student-new-pass-1', '/student-portal')).close();
    });

    it('the parent (phone) changes their name and password, sees and downloads the families document, never the staff one', async () => {
      const page = await signIn(parent.identifier, parent.password, '/parent');
      await changeProfile(page, '/parent', 'lastName', 'Dube-Moyo');
      await shot(page, 'parent-profile');
      await changePassword(page, '/parent/settings_section', parent.password, 'Parent-new-pass-1');

      const again = await signIn(parent.identifier, 'Parent-new-pass-1', '/parent');
      const bell = again.getByTestId('notifications-button');
      await expect
        .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
        .not.toBe('Notifications: 0 new');
      await bell.click();
      await again
        .getByTestId('notifications-list')
        .getByText('New document: Sports day programme')
        .click();
      await again.waitForURL('**/parent/documents_section');
      const card = again.getByTestId('document-card').filter({ hasText: 'Sports day programme' });
      await card.waitFor();
      expect(await again.getByText('Staff meeting minutes').count()).toBe(0);
      const [download] = await Promise.all([
        again.waitForEvent('download'),
        card.getByRole('button', { name: 'Download Sports day programme' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('programme.pdf');
      expect(readFileSync(await download.path()).equals(programme)).toBe(true);
      expect(await noSidewaysScroll(again)).toBe(true);
      expect(await seriousAxeFindings(again)).toEqual([]);
      await shot(again, 'parent-documents');
      await again.close();
    });
  });
});
