import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentMessages, type EnquiryInput } from '@chikoro/contracts';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();

/** Lets opening dialogs finish their transitions: clicks and screenshots then meet what a person sees. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
const desktop = { width: 1280, height: 900 };

describe.runIf(run)('inviting an enquirer to enrol, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let superToken: string;
  const stamp = Date.now();

  const enquiry = (name: string, email: string): EnquiryInput => ({
    name,
    town: 'Nyanga',
    country: 'Zimbabwe',
    province: 'Manicaland',
    district: 'Nyanga',
    headFirstName: 'Ruvimbo',
    headLastname: 'Mandaza',
    headPhonenumber: '0771999000',
    headEmail: `head.${email}`,
    adminFirstName: 'Kuda',
    adminLastName: 'Mapfumo',
    adminPhonenumber: '0772999000',
    adminEmail: `admin.${email}`,
    numberOfStudents: 410,
    numberOfTeachers: 22,
    schoolContact: '0298123456',
    address: '3 Rhodes Drive',
    schoolEmail: `office.${email}`,
  });
  async function raise(details: EnquiryInput): Promise<string> {
    const res = await t.request('/api/commands/RaiseEnquiry', { json: details });
    expect(res.status).toBe(201);
    return res.body.enquiryId as string;
  }
  /** The link of the latest invitation mailed to an address, read from the outbox. */
  async function invitationLink(address: string): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await t.platform.pool.query<{ body: string }>(
            "SELECT body FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Enrol %' ORDER BY id DESC LIMIT 1",
            [address],
          );
          link = rows[0] && /Enrol your school: (\S+)/.exec(rows[0].body)?.[1];
          return link;
        },
        { timeout: 10_000 },
      )
      .toBeTruthy();
    return link!;
  }

  beforeAll(async () => {
    t = await startTestPlatform({ RATE_LIMIT_ENQUIRIES: 'off' });
    superToken = await t.login(t.superadmin.email, t.superadmin.password);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('the link of an invitation opens the enrolment form filled in, which still checks what is missing on Submit', async () => {
    const name = `Nyanga Heights School ${stamp}`;
    const enquiryId = await raise(enquiry(name, `${stamp}@nyanga.test`));
    expect(
      (
        await t.request('/api/commands/InviteEnquirerToEnrol', {
          json: { enquiryId },
          token: superToken,
        })
      ).status,
    ).toBe(201);
    const link = await invitationLink(`admin.${stamp}@nyanga.test`);

    const page = await browser.newPage({ viewport: desktop });
    await page.goto(link);
    const form = page.locator('form[aria-label="School enrolment"]');
    await expect.poll(() => form.locator('[name=name]').inputValue()).toBe(name);
    expect(await form.locator('[name=adminEmail]').inputValue()).toBe(`admin.${stamp}@nyanga.test`);
    expect(await form.locator('[name=streetName]').inputValue()).toBe('3 Rhodes Drive');
    expect(await form.locator('[name=headFirstname]').inputValue()).toBe('Ruvimbo');
    expect(await form.locator('[name=numberOfStudents]').inputValue()).toBe('410');
    expect(await form.locator('select[name=country]').inputValue()).toBe('Zimbabwe');
    expect(await form.locator('select[name=province]').inputValue()).toBe('Manicaland');
    expect(await form.locator('select[name=district]').inputValue()).toBe('Nyanga');
    expect(await form.locator('[name=responsibleAuthority]').inputValue()).toBe('');
    await page.screenshot({
      path: 'test-results/enrolment-form-from-invitation.png',
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('enrolment-errors').locator('li').allTextContents())
      .toEqual([enrolmentMessages.responsibleAuthority, enrolmentMessages.ownershipType]);
    await form
      .locator('[name=responsibleAuthority]')
      .fill('Ministry of Primary and Secondary Education');
    await form.locator('select[name=ownershipType]').selectOption('PRIVATE');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Complete Registration' }).isVisible())
      .toBe(true);
    await page.close();
  });

  it('the superadmin invites from the School Details, after a confirmation naming the addresses, and sees it on the timeline', async () => {
    const name = `Juliasdale Mission School ${stamp}`;
    await raise(enquiry(name, `${stamp}@juliasdale.test`));

    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', t.superadmin.email);
    await page.fill('[name=password]', t.superadmin.password);
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await page.waitForURL('**/superadmin-dashboard**');
    await page.getByRole('menuitem', { name: 'Enquiries' }).click();
    await page.waitForURL('**/superadmin-dashboard/enquiries-from-schools**');

    await page
      .locator('tr', { hasText: name })
      .getByRole('button', { name: `View details of ${name}` })
      .click();
    const details = page.getByRole('dialog', { name: 'School Details' });
    const timeline = details.getByTestId('record-timeline');
    await expect
      .poll(() => timeline.getByTestId('timeline-entry').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await timeline.textContent()).toContain(`Enquiry raised for ${name} (Nyanga)`);

    await details.getByRole('button', { name: 'Invite to enrol' }).click();
    const confirm = page.getByRole('dialog', { name: `Invite ${name} to enrol` });
    await expect
      .poll(() => confirm.getByTestId('invitation-recipients').locator('li').allTextContents())
      .toEqual([`admin.${stamp}@juliasdale.test`, `head.${stamp}@juliasdale.test`]);
    await settled(page);
    await page.screenshot({ path: 'test-results/enquiry-invite-confirm.png' });
    // A refusal shows the server's own words, and the dialog stays open to try again.
    const refusal = 'This enquiry was changed meanwhile. Please try again.';
    await page.route('**/api/commands/InviteEnquirerToEnrol', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: refusal,
        }),
      }),
    );
    await confirm.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => confirm.getByRole('alert').textContent()).toBe(refusal);
    await page.unroute('**/api/commands/InviteEnquirerToEnrol');
    await confirm.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(
        () =>
          page
            .getByText(
              `Invitation to enrol sent to admin.${stamp}@juliasdale.test and head.${stamp}@juliasdale.test`,
            )
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect.poll(() => confirm.isVisible()).toBe(false);

    const invited = timeline.locator(
      '[data-testid=timeline-entry][data-type=EnquirerInvitedToEnrol]',
    );
    await expect.poll(() => invited.count(), { timeout: 10_000 }).toBe(1);
    expect(await invited.textContent()).toContain(
      `${name} invited to enrol; invitation mailed to admin.${stamp}@juliasdale.test, head.${stamp}@juliasdale.test`,
    );
    expect(await invited.textContent()).toContain('Platform Superadmin (Superadmin)');
    await invitationLink(`head.${stamp}@juliasdale.test`);
    await invited.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: 'test-results/enquiry-details-invited.png' });
    await page.close();
  });
});
