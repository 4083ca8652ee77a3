import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './testing/family';
import { enrolStudent, inviteParent } from './testing/families';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, setUpRecords } from './testing/staff';
import { startTestTwilio, type TestTwilio } from './testing/twilio';
import { receiptOutbox } from './testing/feeSchool';

/**
 * A payment's receipt to the payer's own phone and email given at the desk (an uncle paying cash
 * for a learner whose mother the school holds), each address once, and the school's switch of the
 * receipt's SMS and email, over HTTP with real PostgreSQL, the outbox and a stand-in Twilio.
 */
let t: TestPlatform;
let twilio: TestTwilio;
let a: ApprovedSchool;
let b: ApprovedSchool;
const mother = { phone: newPhone(), email: 'rutendo.sibanda@family.test' };
const uncle = { phone: newPhone(), email: 'tendai.sibanda@family.test' };
const kids = {} as Record<'farai' | 'thabo', string>;

const send = (school: ApprovedSchool, type: string, json: unknown) =>
  t.request(`/api/commands/${type}`, { json, token: school.admin.token });
const usd = (minor: string) => ({ currency: 'USD', minor });

const outboxAbout = (paymentId: string) => receiptOutbox(t, paymentId);
const addresses = async (paymentId: string) =>
  (await outboxAbout(paymentId)).map((r) => [r.channel, r.to_address]);

/** A payment taken at the desk by school A's admin, once the family-notices reactor has passed it. */
async function paid(school: ApprovedSchool, studentId: string, extra: object = {}) {
  const res = await send(school, 'RecordPayment', {
    studentId,
    amount: usd('3000'),
    channel: 'CASH',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await reactorPassed(t.platform, 'announcement-delivery', res.body.position);
  return res.body as { paymentId: string; receiptNo: string; position: number };
}

beforeAll(async () => {
  twilio = await startTestTwilio();
  t = await startTestPlatform({ ...twilio.env, JWT_SECRET: TEST_JWT_SECRET });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mufakose High' });
  b = await approvedSchool(t, superToken, { name: 'Glen View High' });
  const recA = await setUpRecords(t, a);
  const recB = await setUpRecords(t, b);
  const classA = (await send(a, 'CreateClass', { levelId: recA.levels.form1, name: '1 Blue' })).body
    .classId;
  const classB = (await send(b, 'CreateClass', { levelId: recB.levels.form1, name: '1 Gold' })).body
    .classId;
  const parent = await inviteParent(t, a, {
    phoneNumber: mother.phone.local,
    firstName: 'Rutendo',
    lastName: 'Sibanda',
    email: mother.email,
  });
  kids.farai = await enrolStudent(t, a, classA, ['Farai', 'Sibanda'], [parent]);
  kids.thabo = await enrolStudent(t, b, classB, ['Thabo', 'Dube']);
});
afterAll(async () => {
  await t?.stop();
  await twilio?.stop();
});

describe('a payment with the payer’s own phone and email', () => {
  it('sends the receipt to the mother and to the uncle who paid, an SMS and an email each', async () => {
    const { paymentId, receiptNo } = await paid(a, kids.farai, {
      payerPhone: uncle.phone.local,
      payerEmail: ' Tendai.Sibanda@Family.TEST ',
    });
    expect(await addresses(paymentId)).toEqual([
      ['SMS', mother.phone.canonical],
      ['EMAIL', mother.email],
      ['SMS', uncle.phone.canonical],
      ['EMAIL', uncle.email],
    ]);
    const [sms] = await eventually('the receipt at Twilio', async () => {
      const got = twilio.received.filter(
        (s) => s.fields.To === `+${uncle.phone.canonical}` && s.status === 201,
      );
      return got.length > 0 && got;
    });
    expect(sms!.fields.Body).toMatch(
      new RegExp(
        `^Chikoro: Mufakose High received USD 30\\.00 for Farai Sibanda, receipt ${receiptNo}\\. http://[\\w.:]+/verify/[A-Z0-9]{10}$`,
      ),
    );
  });

  it('sends a mother who gives her own phone at the desk one SMS, not two', async () => {
    const { paymentId } = await paid(a, kids.farai, { payerPhone: mother.phone.local });
    expect(await addresses(paymentId)).toEqual([
      ['SMS', mother.phone.canonical],
      ['EMAIL', mother.email],
    ]);
  });

  it('reaches the payer of a family whose parents the school does not hold', async () => {
    const { paymentId } = await paid(b, kids.thabo, { payerPhone: uncle.phone.local });
    expect(await addresses(paymentId)).toEqual([['SMS', uncle.phone.canonical]]);
  });

  it('refuses a phone that is not a Zimbabwean mobile and an email that is not one, taking nothing', async () => {
    const head = await t.platform.store.headPosition();
    const res = await send(a, 'RecordPayment', {
      studentId: kids.farai,
      amount: usd('3000'),
      channel: 'CASH',
      payerPhone: '024 2123 456',
      payerEmail: 'tendai at family',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'payerPhone', message: 'Enter a valid Zimbabwean mobile number' },
      { field: 'payerEmail', message: 'Enter a valid email address' },
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('when the school turns its receipt SMS off', () => {
  beforeAll(async () => {
    const off = await send(a, 'ChangeReceiptMessages', { sms: false, email: true });
    expect(off.status).toBe(201);
  });

  it('reads the setting back', async () => {
    const res = await t.request('/api/receipt-messages', { token: a.admin.token });
    expect(res.body).toEqual({ sms: false, email: true });
  });

  it('takes the payment and sends the emails only, no SMS to anyone', async () => {
    const { paymentId } = await paid(a, kids.farai, {
      payerPhone: uncle.phone.local,
      payerEmail: uncle.email,
    });
    expect(await addresses(paymentId)).toEqual([
      ['EMAIL', mother.email],
      ['EMAIL', uncle.email],
    ]);
  });

  it('sends nothing once the email is off too, and the payment is still taken', async () => {
    expect((await send(a, 'ChangeReceiptMessages', { sms: false, email: false })).status).toBe(201);
    const { paymentId, receiptNo, position } = await paid(a, kids.farai, {
      payerPhone: uncle.phone.local,
    });
    expect(await addresses(paymentId)).toEqual([]);
    const listed = await t.request(`/api/payments/${paymentId}`, {
      token: a.admin.token,
      headers: { 'X-Consistent-After': String(position) },
    });
    expect([listed.status, listed.body.receiptNo]).toEqual([200, receiptNo]);
  });

  it('leaves another school’s receipts going by SMS', async () => {
    const { paymentId } = await paid(b, kids.thabo, { payerPhone: uncle.phone.local });
    expect(await addresses(paymentId)).toEqual([['SMS', uncle.phone.canonical]]);
  });

  it('sends the SMS again once it is turned back on', async () => {
    expect((await send(a, 'ChangeReceiptMessages', { sms: true, email: false })).status).toBe(201);
    const { paymentId } = await paid(a, kids.farai, { payerPhone: uncle.phone.local });
    expect(await addresses(paymentId)).toEqual([
      ['SMS', mother.phone.canonical],
      ['SMS', uncle.phone.canonical],
    ]);
  });
});
