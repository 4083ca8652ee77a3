import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWeekday } from '@chikoro/contracts';
import { dayFromToday, pinTestDay } from '@chikoro/launcher/testing/dates';
import { postAnnouncement } from '@chikoro/launcher/testing/family';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { weekdayFromToday } from '@chikoro/launcher/testing/registers';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { teachingSchool, type TeachingSchool } from '@chikoro/launcher/testing/teaching';
import { browserAvailable, launchBrowser, pageOnDay } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

const run = browserAvailable();
const today = dayFromToday(0);
const schoolDay = isWeekday(today);
/** The day the register is taken: today when it is a school day, else the last one (the page takes it as ?date=). */
const day = weekdayFromToday(0);
const shownDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${day}T00:00:00Z`));
const NEW_PASSWORD = 'Teacher-pass-2-new';

describe.runIf(run)('the teacher portal in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  /** One school per screen width, so each journey starts from the same state. */
  const schools = new Map<number, TeachingSchool>();

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    const superToken = await t.login(t.superadmin.email, t.superadmin.password);
    schools.set(1366, await teachingSchool(t, superToken, 'Mabvazuva High School'));
    schools.set(390, await teachingSchool(t, superToken, 'Lobengula High School'));
    for (const { school } of schools.values()) {
      await postAnnouncement(t, school, {
        title: 'Staff briefing',
        body: 'Staff briefing on Monday at 07:15 in the library.',
        audience: { kind: 'TEACHERS' },
      });
      await postAnnouncement(t, school, {
        title: 'Parents’ evening',
        body: 'Parents meet the teachers on Thursday.',
        audience: { kind: 'PARENTS' },
      });
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', email);
    await page.fill('[name=password]', password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/teacher-portal');
  }
  const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);
  const shot = (page: Page, name: string, width: number) =>
    page.screenshot({ path: `test-results/teacher-portal-${name}-${width}.png`, fullPage: true });
  /** A side-menu entry: on a phone the menu opens from the top bar first. */
  async function menu(page: Page, label: string) {
    const item = page.getByRole('menuitem', { name: label });
    if ((page.viewportSize()?.width ?? 1366) < 600) {
      // A phone's menu is a drawer that closes after each choice: opened once the last one has gone.
      await expect.poll(() => item.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    await item.click();
  }
  async function checked(page: Page, name: string, width: number) {
    // The top bar's spinner shows while a list reloads; the page is checked once it has settled.
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    expect(await noSidewaysScroll(page), `${name} at ${width} px scrolls sideways`).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot(page, name, width);
  }

  describe.each([1366, 390])('at %i px', (width) => {
    let page: Page;
    let s: TeachingSchool;
    beforeAll(async () => {
      s = schools.get(width)!;
      page = await pageOnDay(browser, clock, {
        viewport: { width, height: width < 600 ? 844 : 900 },
      });
    });
    afterAll(async () => page?.close());

    it('the class teacher signs in: the dashboard shows her classes and subjects, the exams waiting for her marks and today’s register', async () => {
      await signIn(page, s.grace.email, s.grace.password);
      await page.getByRole('heading', { name: 'Welcome, Grace Mutasa' }).waitFor();
      await expect.poll(() => stat(page, 'classes').textContent()).toBe('2');
      expect(await stat(page, 'subjects').textContent()).toBe('2');
      await expect.poll(() => stat(page, 'exams-waiting').textContent()).toBe('2');
      await expect
        .poll(() => stat(page, 'registers-to-take').textContent())
        .toBe(schoolDay ? '1' : '0');
      const classes = page.getByTestId('my-class');
      expect(await classes.allTextContents()).toEqual([
        expect.stringMatching(/^Form 1 Blue.*3 students.*Class teacher.*Mathematics/),
        expect.stringMatching(/^Form 1 Gold.*2 students.*English Language/),
      ]);
      // Both papers were sat the same day: either may come first.
      expect((await page.getByTestId('exam-waiting').allTextContents()).sort()).toEqual([
        'English Language Paper 1Form 1 Gold · 0 of 2 markedEnter marks',
        'Mathematics Paper 1Form 1 Blue · 0 of 3 markedEnter marks',
      ]);
      const register = page.getByTestId('register-today');
      expect(await register.textContent()).toContain(
        schoolDay ? 'Not taken' : 'is not a school day',
      );
      // The school's announcements to its teachers, not the ones to parents.
      const communication = page.getByTestId('school-communication');
      await expect
        .poll(() => communication.getByTestId('communication-card').allTextContents())
        .toEqual([expect.stringMatching(/^Staff briefing New/)]);
      await checked(page, 'dashboard', width);
    });

    it('opens the staff briefing from the dashboard: read, it loses its New; the whole list is one link away', async () => {
      const card = page.getByTestId('school-communication').getByTestId('communication-card');
      await card.click();
      await card.getByText('Staff briefing on Monday at 07:15 in the library.').waitFor();
      await expect.poll(() => card.getByText('New').count()).toBe(0);
      await page.getByRole('link', { name: 'All announcements' }).click();
      await page.waitForURL('**/teacher-portal/school-communication');
      await expect
        .poll(() => page.getByTestId('communication-card').allTextContents())
        .toEqual([expect.stringMatching(/^Staff briefing/)]);
      expect(await page.getByTestId('communication-card').getByText('New').count()).toBe(0);
      await checked(page, 'school-communication', width);
      await page.goto(`${t.url}/teacher-portal`);
    });

    it('takes today’s register from the dashboard’s link', async () => {
      if (schoolDay) {
        await page.getByRole('link', { name: 'Take register of Form 1 Blue' }).click();
        await page.waitForURL(`**/teacher-portal/take-register?classId=${s.classes.blue}`);
      } else {
        await page.goto(
          `${t.url}/teacher-portal/take-register?classId=${s.classes.blue}&date=${day}`,
        );
      }
      await page.getByTestId('register-heading').getByText('not taken yet').waitFor();
      await page.getByRole('button', { name: 'Absent: Rudo Chikwanha' }).click();
      await page.getByRole('button', { name: 'Save register' }).click();
      const saved = page.getByRole('status').filter({ hasText: 'Register of' });
      await saved.waitFor({ timeout: 10_000 });
      expect(await saved.textContent()).toBe(
        `Register of Form 1 Blue for ${shownDay} saved: 2 present, 1 absent, 0 late`,
      );
      await menu(page, 'Dashboard');
      await expect.poll(() => stat(page, 'registers-to-take').textContent()).toBe('0');
      if (schoolDay)
        expect(await page.getByTestId('register-today').textContent()).toContain('Taken');
    });

    it('grades an exam from the dashboard: the grading grid opens on the exam, marks are saved, one exam less waits', async () => {
      await page
        .getByRole('link', { name: 'Enter marks for Mathematics Paper 1, Form 1 Blue' })
        .click();
      await page.waitForURL('**/teacher-portal/grading-results?grade=*');
      const grading = page.getByRole('dialog', { name: 'Grading results for Mathematics Paper 1' });
      await grading.waitFor();
      await expect
        .poll(() => grading.locator('[data-testid=mark-grid] .mark-cell').count())
        .toBe(3);
      for (const mark of ['45', '38', '41']) {
        await page.keyboard.type(mark);
        await page.keyboard.press('Enter');
      }
      await expect
        .poll(() => page.getByTestId('save-state').textContent(), { timeout: 10_000 })
        .toBe('All marks saved');
      await shot(page, 'grading', width);
      await grading.getByRole('button', { name: 'Close' }).click();
      expect(new URL(page.url()).searchParams.get('grade')).toBeNull();
      await menu(page, 'Dashboard');
      await expect.poll(() => stat(page, 'exams-waiting').textContent()).toBe('1');
      expect(await page.getByTestId('exam-waiting').allTextContents()).toEqual([
        expect.stringContaining('English Language Paper 1'),
      ]);
    });

    it('opens a class’s student list and a student’s profile: details, parent contacts, this term’s attendance and her marks', async () => {
      await menu(page, 'Class Management');
      await page.waitForURL('**/teacher-portal/class-management');
      const openClass = page.getByRole('link', { name: 'View students of Form 1 Blue' });
      await openClass.waitFor();
      expect(await page.getByRole('link', { name: /^View students of/ }).count()).toBe(2);
      expect(await page.getByText('Form 2 Red').count()).toBe(0);
      await checked(page, 'classes', width);
      await openClass.click();
      await page.getByRole('heading', { name: 'Students of Form 1 Blue' }).waitFor();
      await page.getByRole('button', { name: 'Profile of Tapiwa Moyo' }).waitFor();
      expect(await page.getByRole('button', { name: /^Profile of / }).count()).toBe(3);
      await checked(page, 'class', width);

      await page.getByRole('button', { name: 'Profile of Chipo Ndlovu' }).click();
      const profile = page.getByRole('dialog', { name: 'Chipo Ndlovu' });
      await profile.getByTestId('profile-marks').waitFor();
      const chipo = s.students.blue[0]!;
      const text = await profile.textContent();
      expect(text).toContain(`Registration number: ${chipo.registrationNumber}`);
      expect(text).toContain('Class: Form 1 Blue (Form 1)');
      expect(text).toContain('Gender: Female');
      expect(text).toContain('Date of birth: 15 Jun 2012');
      expect(text).toMatch(/Parent phone: 2637\d{8}/);
      expect(text).toMatch(/Parent email: ndlovu\.\d+@example\.com/);
      expect(await profile.getByTestId('profile-attendance').textContent()).toBe(
        '1 school day: 1 present (0 late), 0 absent',
      );
      expect(await profile.getByTestId('profile-marks').innerText()).toMatch(
        /^Mathematics Paper 1\s+45 \/ 50$/,
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shot(page, 'profile', width);
      await profile.getByRole('button', { name: 'Close' }).click();
    });

    it('student management: only her classes’ students, searched by name or registration number, each with a profile', async () => {
      await menu(page, 'Student Management');
      await page.waitForURL('**/teacher-portal/student-management**');
      const profiles = page.getByRole('button', { name: /^Profile of / });
      await expect.poll(() => profiles.count()).toBe(5);
      await checked(page, 'students', width);
      const search = page.getByPlaceholder('Search by name or registration number');
      // Kudzai Sibanda is in Form 2 Red, which she does not teach.
      await search.fill('Kudzai');
      await expect.poll(() => profiles.count()).toBe(0);
      await search.fill(s.students.gold[0]!.registrationNumber);
      await expect.poll(() => profiles.count()).toBe(1);
      await page.getByRole('button', { name: 'Profile of Farai Dube' }).click();
      const profile = page.getByRole('dialog', { name: 'Farai Dube' });
      await profile.getByTestId('profile-marks').waitFor();
      expect(await profile.getByTestId('profile-marks').innerText()).toMatch(
        /^English Language Paper 1\s+No mark yet$/,
      );
      expect(await profile.textContent()).toContain(
        'No register with this student on it has been taken this term.',
      );
      await profile.getByRole('button', { name: 'Close' }).click();
    });

    it('changes her password in Settings and signs in with the new one', async () => {
      await menu(page, 'Settings');
      await page.waitForURL('**/teacher-portal/settings');
      await page.fill('[name=currentPassword]', s.grace.password);
      await page.fill('[name=newPassword]', NEW_PASSWORD);
      await page.fill('[name=repeatPassword]', NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect
        .poll(() => page.getByTestId('password-result').textContent())
        .toBe('Your password has been changed.');
      await checked(page, 'settings', width);
      await page.goto(`${t.url}/logout`);
      await page.waitForURL('**/login');
      await page.fill('[name=identifier]', s.grace.email);
      await page.fill('[name=password]', s.grace.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').first().waitFor();
      expect(page.url()).toContain('/login');
      await signIn(page, s.grace.email, NEW_PASSWORD);
      await page.getByRole('heading', { name: 'Welcome, Grace Mutasa' }).waitFor();
    });
  });
});
