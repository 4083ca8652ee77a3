import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reactorPassed,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import { dayFromToday, pinTestDay } from '@chikoro/launcher/testing/dates';
import {
  parentOf,
  schoolWithClass,
  tokenOf,
  weekdayFromToday,
  type RegisterSchool,
} from '@chikoro/launcher/testing/registers';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, pageOnDay } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

const run = browserAvailable();
/** Today when it is a school day; otherwise the last school day (the page takes it as ?date=). */
const day = weekdayFromToday(0);
const dayParam = day === dayFromToday(0) ? '' : `?date=${day}`;
const shown = (d: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${d}T00:00:00Z`));
const shownDay = shown(day);
/** The day a family reports for: today when it is a school day; otherwise the Monday to come (the register waits for it). */
const reportDay = weekdayFromToday(0, 1);

describe.runIf(run)('the class register in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: RegisterSchool;
  /** The parent of Tendai and Rudo in Form 1 Blue, told when Rudo is marked absent at today's register. */
  let rudoParent: string;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    a = await schoolWithClass(
      t,
      await t.login(t.superadmin.email, t.superadmin.password),
      'Form 1 Blue',
      [
        ['Tendai', 'Moyo'],
        ['Rudo', 'Chikwanha'],
        ['Chipo', 'Ndlovu'],
      ],
    );
    // A second class, begun ten days ago, whose registers nobody took: the admin's "not taken".
    const gold = randomUUID();
    const at = `${dayFromToday(-10)}T06:00:00.000Z`;
    await t.platform.store.appendToStream(
      `class-${gold}`,
      [
        {
          type: 'ClassCreated',
          data: {
            schoolId: a.school.schoolId,
            classId: gold,
            levelId: a.levelId,
            levelName: 'Form 1',
            name: 'Form 1 Gold',
            createdAt: at,
          },
          metadata: {
            actorId: null,
            actorRole: 'ADMIN',
            schoolId: a.school.schoolId,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: at,
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    rudoParent = await parentOf(t, a.school, a.students[1]!.id, '0772440808');
    const linked = await t.request('/api/commands/LinkParentToStudent', {
      json: { parentId: rudoParent, studentId: a.students[0]!.id },
      token: a.school.admin.token,
    });
    if (linked.status !== 201)
      throw new Error(`LinkParentToStudent refused: ${JSON.stringify(linked.body)}`);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function signedIn(
    identifier: string,
    password: string,
    home: string,
    width: number,
  ): Promise<Page> {
    const page = await pageOnDay(browser, clock, {
      viewport: { width, height: width < 600 ? 844 : 900 },
    });
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', identifier);
    await page.fill('[name=password]', password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${home}`);
    return page;
  }
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/attendance-${name}.png`, fullPage: true });
  const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Register of' });

  /** Who takes the register in these journeys, and where: the class teacher, in the teacher portal. */
  const taker = () => ({
    identifier: a.teacher.email,
    password: a.teacher.password,
    home: '/teacher-portal',
    name: 'Grace Mutasa',
  });
  const takeRegister = async (width: number) => {
    const { identifier, password, home } = taker();
    const page = await signedIn(identifier, password, home, width);
    await page.goto(`${t.url}${home}/take-register${dayParam}`);
    return page;
  };

  it('on a phone (390 px) the class teacher takes the register: big buttons, minutes late, a reason, a clear confirmation', async () => {
    const page = await takeRegister(390);
    await page.getByTestId('register-heading').getByText('not taken yet').waitFor();
    await page.getByTestId('register-student').first().waitFor();
    expect(await page.getByTestId('register-student').count()).toBe(3);
    const absent = page.getByRole('button', { name: 'Absent: Rudo Chikwanha' });
    const box = await absent.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await absent.click();
    await page.getByLabel('Reason: Rudo Chikwanha').fill('sick (mother phoned)');
    await page.getByRole('button', { name: 'Late: Chipo Ndlovu' }).click();
    await page.getByRole('button', { name: 'Save register' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('A late student needs the minutes late (at least 1)');
    await page.getByLabel('Minutes late: Chipo Ndlovu').fill('15');
    await page.getByRole('button', { name: 'Save register' }).click();
    await status(page).waitFor({ timeout: 10_000 });
    expect(await status(page).textContent()).toBe(
      `Register of Form 1 Blue for ${shownDay} saved: 1 present, 1 absent, 1 late`,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot(page, 'take-390');
    await page.close();
  });

  // A register taken on a later day alerts nobody: at the weekend the register above is the last school day's.
  it('on a phone (390 px) the parent of the child marked absent that day finds it on their bell, which opens that child', async () => {
    const token = await tokenOf(t, rudoParent, 'PARENT', a.school.schoolId);
    const title = `Rudo Chikwanha was marked absent on ${shownDay} (Form 1 Blue)`;
    if (day !== dayFromToday(0)) {
      const head = await t.platform.store.headPosition();
      await reactorPassed(t.platform, 'announcement-delivery', head);
      const bell = (await (
        await fetch(`${t.url}/api/notifications`, {
          headers: {
            Authorization: `Bearer ${token}`,
            'X-Consistent-After': String(await t.platform.store.headPosition()),
          },
        })
      ).json()) as { items: { title: string }[] };
      expect(bell.items.map((i) => i.title)).not.toContain(title);
      return;
    }
    // The alert reaches the bell once the family-notices reactor and the bell's read model have passed the register.
    await expect
      .poll(
        async () => {
          const bell = (await (
            await fetch(`${t.url}/api/notifications`, {
              headers: { Authorization: `Bearer ${token}` },
            })
          ).json()) as { items: { title: string }[] };
          return bell.items.map((i) => i.title);
        },
        { timeout: 15_000 },
      )
      .toContain(title);
    const parent = await pageOnDay(browser, clock, { viewport: { width: 390, height: 844 } });
    await parent.goto(`${t.url}/login`);
    await parent.evaluate(
      ([tk, id, schoolId]) => {
        for (const [k, v] of Object.entries({
          token: tk,
          role: 'PARENT',
          userRole: 'PARENT',
          userID: id,
          schoolID: schoolId,
          firstName: 'Tsitsi',
          lastName: 'Moyo',
        }))
          localStorage.setItem(k, v!);
      },
      [token, rudoParent, a.school.schoolId],
    );
    await parent.goto(`${t.url}/parent`);
    await parent.getByRole('button', { name: 'Notifications: 1 new' }).click();
    await parent.getByTestId('notifications-list').getByText(title).waitFor();
    expect(await noSidewaysScroll(parent)).toBe(true);
    await shot(parent, 'absence-bell-390');
    await parent.getByTestId('notifications-list').getByText(title).click();
    await parent.waitForURL(`**/parent/students?child=${a.students[1]!.id}`);
    // Rudo is the family's second child: the alert opens her tab, not the first.
    await expect
      .poll(() => parent.getByRole('tab', { name: 'Rudo Chikwanha' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(
      await parent.getByRole('tab', { name: 'Tendai Moyo' }).getAttribute('aria-selected'),
    ).toBe('false');
    expect(await seriousAxeFindings(parent)).toEqual([]);
    await shot(parent, 'absence-child-390');
    await parent.close();
  });

  it('on a desktop (1366 px) the class teacher opens Take register from the side menu and corrects the register the same day', async () => {
    const { identifier, password, home } = taker();
    const page = await signedIn(identifier, password, home, 1366);
    await page.getByRole('menuitem', { name: 'Take register' }).click();
    await page.waitForURL('**/take-register');
    if (dayParam) await page.goto(`${t.url}${home}/take-register${dayParam}`);
    await page.getByTestId('register-heading').getByText('taken; change any mark').waitFor();
    expect(await page.getByLabel('Minutes late: Chipo Ndlovu').inputValue()).toBe('15');
    await page.getByRole('button', { name: 'Present: Rudo Chikwanha' }).click();
    await page.getByRole('button', { name: 'Save corrections' }).click();
    await status(page).waitFor({ timeout: 10_000 });
    expect(await status(page).textContent()).toBe(
      `Register of Form 1 Blue for ${shownDay} corrected: 2 present, 0 absent, 1 late`,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'take-1366');
    await page.close();
  });

  it('the admin sees the register taken, its history, and the registers not taken', async () => {
    const page = await signedIn(a.school.admin.email, a.school.admin.password, '/admin', 1366);
    await page.getByRole('menuitem', { name: 'Attendance' }).click();
    await page.waitForURL('**/admin/attendance**');
    const row = page
      .getByRole('row')
      .filter({ hasText: shownDay })
      .filter({ hasText: 'Form 1 Blue' });
    await row.getByText('Taken', { exact: true }).waitFor();
    await row.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('2 present, 0 absent, 1 late').waitFor();
    await dialog.getByText(`Absent → Present by ${taker().name}`, { exact: false }).waitFor();
    await shot(page, 'admin-register');

    // The admin corrects one mark (Late needs its minutes), then puts it back.
    const correct = async (mark: string, minutes: string | null, reason: string) => {
      await dialog.getByRole('button', { name: 'Correct Rudo Chikwanha' }).click();
      const popup = page.getByRole('dialog', { name: `Correct Rudo Chikwanha, ${shownDay}` });
      await popup.getByRole('combobox', { name: 'Mark' }).click();
      await page.getByRole('option', { name: mark, exact: true }).click();
      if (minutes !== null) {
        await popup.getByRole('button', { name: 'Save correction' }).click();
        await expect
          .poll(() => popup.getByRole('alert').textContent())
          .toBe('A late student needs the minutes late (at least 1)');
        await popup
          .getByRole('spinbutton', { name: 'Minutes late' })
          .pressSequentially(minutes, { delay: 30 });
      }
      await popup
        .getByRole('textbox', { name: 'Reason for the correction' })
        .pressSequentially(reason, { delay: 30 });
      await popup.getByRole('button', { name: 'Save correction' }).click();
      await popup.waitFor({ state: 'hidden' });
    };
    await correct('Late', '5', 'Came in after assembly');
    await dialog
      .getByText(`Attendance of Rudo Chikwanha on ${shownDay} corrected: Present → Late`)
      .waitFor();
    const rudo = dialog.getByTestId('register-entry').filter({ hasText: 'Rudo Chikwanha' });
    await rudo.getByText('Late (5 min)', { exact: true }).waitFor();
    await correct('Present', null, 'Marked late by mistake');
    await dialog
      .getByText(`Attendance of Rudo Chikwanha on ${shownDay} corrected: Late → Present`)
      .waitFor();
    await rudo.getByText('Present', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByText('Not taken', { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.close();
  });

  it('on a phone the admin’s registers are cards, not taken ones marked', async () => {
    const page = await signedIn(a.school.admin.email, a.school.admin.password, '/admin', 390);
    await page.goto(`${t.url}/admin/attendance`);
    await page.getByTestId('register-card').first().waitFor();
    expect(
      await page.getByTestId('register-card').filter({ hasText: 'Not taken' }).count(),
    ).toBeGreaterThan(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'admin-390');
    await page.close();
  });

  it('on a phone (390 px) a parent reports an absence; the class teacher’s register starts the child Absent with the report; the parent withdraws it', async () => {
    const g = await schoolWithClass(
      t,
      await t.login(t.superadmin.email, t.superadmin.password),
      'Form 2 Green',
      [
        ['Tendai', 'Moyo'],
        ['Rudo', 'Banda'],
      ],
    );
    const parentId = await parentOf(t, g.school, g.students[0]!.id, '0772440909');
    const parent = await pageOnDay(browser, clock, { viewport: { width: 390, height: 844 } });
    await parent.goto(`${t.url}/login`);
    const token = await tokenOf(t, parentId, 'PARENT', g.school.schoolId);
    await parent.evaluate(
      ([tk, id, schoolId]) => {
        for (const [k, v] of Object.entries({
          token: tk,
          role: 'PARENT',
          userRole: 'PARENT',
          userID: id,
          schoolID: schoolId,
          firstName: 'Tsitsi',
          lastName: 'Moyo',
        }))
          localStorage.setItem(k, v!);
      },
      [token, parentId, g.school.schoolId],
    );
    await parent.goto(`${t.url}/parent/students`);
    const absences = parent.getByTestId('child-absences');
    await absences.getByText('No absences reported').waitFor();

    await absences.getByRole('button', { name: 'Report an absence' }).click();
    const dialog = parent.getByRole('dialog', { name: 'Report an absence: Tendai Moyo' });
    expect(await dialog.getByLabel('Day').inputValue()).toBe(reportDay);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Say why your child will be away').waitFor();
    await dialog.getByLabel('Reason').fill('Clinic appointment');
    expect(await dialog.textContent()).toContain('18/200');
    expect(await noSidewaysScroll(parent)).toBe(true);
    await shot(parent, 'absence-dialog-390');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await parent
      .getByText(`Absence of Tendai Moyo on ${shown(reportDay)} reported to the school`)
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const reported = absences.getByTestId('absence-report');
    const today = reportDay === dayFromToday(0);
    await expect
      .poll(() => reported.allTextContents())
      .toEqual([
        `${shown(reportDay)}${today ? ' (today)' : ''}: Clinic appointmentReported by Tsitsi MoyoWithdraw`,
      ]);
    expect(await noSidewaysScroll(parent)).toBe(true);
    expect(await seriousAxeFindings(parent)).toEqual([]);
    await shot(parent, 'absence-reported-390');

    // The school's admin sees it among the reported absences, with what the register made of the day, as a table on a desk and a card on a phone.
    for (const width of [1366, 390]) {
      const admin = await signedIn(g.school.admin.email, g.school.admin.password, '/admin', width);
      await admin.goto(`${t.url}/admin/attendance`);
      await admin.getByRole('link', { name: 'Reported absences' }).click();
      await admin.waitForURL('**/admin/reported-absences');
      const row =
        width > 600
          ? admin.getByRole('row').filter({ hasText: 'Tendai Moyo' })
          : admin.getByTestId('absence-report-card');
      // No register of that day yet: the report says so.
      await row
        .filter({ hasText: 'Clinic appointment' })
        .filter({ hasText: 'Tsitsi Moyo' })
        .filter({ hasText: shown(reportDay) })
        .filter({ hasText: 'Not taken yet' })
        .waitFor();
      expect(await row.count()).toBe(1);
      if (width > 600) {
        // The class filter offers the school's classes; filtered by the child's class, the report is still listed.
        await admin.getByRole('combobox', { name: 'Class' }).click();
        await admin.getByRole('option', { name: 'Form 2 Green' }).click();
        await expect
          .poll(() => admin.getByRole('combobox', { name: 'Class' }).textContent())
          .toBe('Form 2 Green');
        await row.first().waitFor();
        expect(await row.count()).toBe(1);
      }
      expect(await noSidewaysScroll(admin)).toBe(true);
      await shot(admin, `reported-absences-${width}`);
      await admin.close();
    }

    // A register is taken for today or a past day: on a weekend the report waits for Monday's.
    if (today) {
      const page = await signedIn(g.teacher.email, g.teacher.password, '/teacher-portal', 390);
      // The dashboard's "Today's registers" names the child with the family's reason.
      const todays = page.getByTestId('register-today').filter({ hasText: 'Form 2 Green' });
      expect(await todays.getByTestId('reported-today').textContent()).toBe(
        'Reported absent by their family: Tendai Moyo (Clinic appointment)',
      );
      await shot(page, 'absence-dashboard-390');
      // The family's report rang the class teacher's bell; it opens that class's register for that day.
      await page.getByTestId('notifications-button').click();
      const rung = page
        .getByTestId('notifications-list')
        .getByText(
          `Tendai Moyo will be away on ${shown(reportDay)} (Form 2 Green): Clinic appointment`,
        );
      await rung.waitFor();
      await shot(page, 'absence-teacher-bell-390');
      await rung.click();
      await page.waitForURL(
        `**/teacher-portal/take-register?classId=${g.classId}&date=${reportDay}`,
      );
      await page
        .getByTestId('register-heading')
        .getByText('except those reported absent by their family')
        .waitFor();
      expect(await page.getByTestId('reported-summary').textContent()).toBe(
        'Reported absent by their family: Tendai Moyo.',
      );
      const tendai = page.getByTestId('register-student').filter({ hasText: 'Tendai Moyo' });
      expect(await tendai.getByTestId('reported-absence').textContent()).toBe(
        'Reported absent by Tsitsi Moyo: Clinic appointment',
      );
      expect(
        await tendai
          .getByRole('button', { name: 'Absent: Tendai Moyo' })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await tendai.getByLabel('Reason: Tendai Moyo').inputValue()).toBe(
        'Clinic appointment',
      );
      expect(
        await page
          .getByTestId('register-student')
          .filter({ hasText: 'Rudo Banda' })
          .getByRole('button', { name: 'Present: Rudo Banda' })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await page.getByText('1 present, 1 absent, 0 late of 2').count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shot(page, 'absence-take-390');
      // The teacher still decides: the child came after all.
      await tendai.getByRole('button', { name: 'Present: Tendai Moyo' }).click();
      await page.getByText('2 present, 0 absent, 0 late of 2').waitFor();
      expect(await tendai.getByTestId('reported-absence').textContent()).toBe(
        'Reported absent by Tsitsi Moyo: Clinic appointment',
      );
      await page.close();
    }

    await reported
      .getByRole('button', { name: `Withdraw the absence on ${shown(reportDay)}` })
      .click();
    const confirm = parent.getByRole('dialog', { name: 'Withdraw this absence report?' });
    expect(await confirm.textContent()).toContain('The school will expect Tendai Moyo that day.');
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await parent
      .getByText(`Absence report of Tendai Moyo on ${shown(reportDay)} withdrawn`)
      .waitFor();
    await absences.getByText('No absences reported').waitFor();
    expect(await reported.count()).toBe(0);
    await parent.close();
  });
});
