import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './testing/family';
import { enrolStudent, inviteParent, linkParent } from './testing/families';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { newPhone } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, setUpRecords, type SchoolRecords } from './testing/staff';
import { startTestTwilio, type TestTwilio } from './testing/twilio';
import { receiptOutbox } from './testing/feeSchool';

let t: TestPlatform;
let twilio: TestTwilio;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
let recB: SchoolRecords;
const moyo = { phone: newPhone(), email: 'tsitsi.moyo@family.test' };
const ncube = newPhone();
const kids = {} as Record<'rudo' | 'tapiwa' | 'chipo', string>;

const send = (school: ApprovedSchool, type: string, json: unknown) =>
  t.request(`/api/commands/${type}`, { json, token: school.admin.token });
const usd = (minor: string) => ({ currency: 'USD', minor });

const outboxAbout = (paymentId: string) => receiptOutbox(t, paymentId);
/** The receipts Twilio took for a phone. */
const receiptsTo = (phone: string) =>
  twilio.received.filter(
    (s) => s.fields.To === `+${phone}` && s.status === 201 && s.fields.Body?.startsWith('Chikoro:'),
  );

/** A term's Tuition of USD 450.00, approved and billed. */
async function billed(school: ApprovedSchool, rec: SchoolRecords): Promise<void> {
  const everyone = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };
  await send(school, 'DefineFeeItem', {
    termId: rec.termId,
    name: 'Tuition',
    category: 'TUITION',
    amount: usd('45000'),
    dueDate: '2030-01-20',
    payers: everyone,
  });
  await send(school, 'ApproveFeeSchedule', { termId: rec.termId });
  expect((await send(school, 'RunBilling', { termId: rec.termId })).status).toBe(201);
}

beforeAll(async () => {
  twilio = await startTestTwilio();
  t = await startTestPlatform({ ...twilio.env, JWT_SECRET: TEST_JWT_SECRET });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mufakose High' });
  b = await approvedSchool(t, superToken, { name: 'Glen View High' });
  recA = await setUpRecords(t, a);
  recB = await setUpRecords(t, b);
  const classA = (await send(a, 'CreateClass', { levelId: recA.levels.form1, name: '1 Blue' })).body
    .classId;
  const classB = (await send(b, 'CreateClass', { levelId: recB.levels.form1, name: '1 Gold' })).body
    .classId;
  const mother = await inviteParent(t, a, {
    phoneNumber: moyo.phone.local,
    firstName: 'Tsitsi',
    lastName: 'Moyo',
    email: moyo.email,
  });
  kids.rudo = await enrolStudent(t, a, classA, ['Rudo', 'Moyo'], [mother]);
  kids.tapiwa = await enrolStudent(t, a, classA, ['Tapiwa', 'Moyo']);
  await linkParent(t, a, mother, kids.tapiwa);
  const father = await inviteParent(t, b, {
    phoneNumber: ncube.local,
    firstName: 'Sipho',
    lastName: 'Ncube',
  });
  kids.chipo = await enrolStudent(t, b, classB, ['Chipo', 'Ncube'], [father]);
  await billed(a, recA);
  await billed(b, recB);
  // The phone-only parent's invitation went by SMS first: what follows counts receipts only.
  await twilio.waitForSms(`+${ncube.canonical}`);
});
afterAll(async () => {
  await t?.stop();
  await twilio?.stop();
});

describe('a payment recorded for a family with a linked parent', () => {
  let paymentId: string;
  let receiptNo: string;
  let position: number;

  beforeAll(async () => {
    const res = await send(a, 'RecordPayment', {
      studentId: kids.rudo,
      amount: usd('50000'),
      channel: 'ECOCASH',
      reference: 'MP261125.1200.A1',
    });
    expect(res.status).toBe(201);
    ({ paymentId, receiptNo, position } = res.body);
  });

  it('sends the parent one SMS through Twilio with the amount, the children, the receipt and its verification link', async () => {
    await reactorPassed(t.platform, 'announcement-delivery', position);
    const [sms] = await eventually(
      'the receipt at Twilio',
      async () => receiptsTo(moyo.phone.canonical).length > 0 && receiptsTo(moyo.phone.canonical),
    );
    expect(sms!.fields.Body).toMatch(
      new RegExp(
        `^Chikoro: Mufakose High received USD 500\\.00 for Rudo Moyo and Tapiwa Moyo, receipt ${receiptNo}\\. http://[\\w.:]+/verify/[A-Z0-9]{10}$`,
      ),
    );
    expect(receiptsTo(moyo.phone.canonical).length).toBe(1);
    const code = /\/verify\/([A-Z0-9]{10})$/.exec(sms!.fields.Body!)![1];
    const checked = await t.request(`/api/public/receipts/${code}`);
    expect(checked.body).toMatchObject({
      schoolName: 'Mufakose High',
      receiptNo,
      amount: usd('50000'),
      status: 'Recorded',
    });
  });

  it('writes exactly one SMS and one email about it to the outbox, the email naming the receipt', async () => {
    const rows = await outboxAbout(paymentId);
    expect(rows.map((r) => [r.channel, r.to_address])).toEqual([
      ['SMS', moyo.phone.canonical],
      ['EMAIL', moyo.email],
    ]);
    expect(rows[1]!.body).toContain(
      `Mufakose High received USD 500.00 for Rudo Moyo and Tapiwa Moyo, receipt ${receiptNo}. Paid by EcoCash on`,
    );
    expect(rows[1]!.body).toMatch(
      /Download it as a PDF from Fees in the parent portal: http:\/\/\S+\/parent\/fees_management/,
    );
  });

  it('sends nothing when the payment is reversed', async () => {
    const reversed = await send(a, 'ReversePayment', { paymentId, reason: 'Keyed twice' });
    expect(reversed.status).toBe(201);
    await reactorPassed(t.platform, 'announcement-delivery', reversed.body.position);
    expect((await outboxAbout(paymentId)).length).toBe(2);
    const { rows } = await t.platform.pool.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address IN ($1, $2) AND body LIKE '%revers%'`,
      [moyo.phone.canonical, moyo.email],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe("another school's payment", () => {
  it("reaches its own family only, never the first school's parents", async () => {
    const before = receiptsTo(moyo.phone.canonical).length;
    const res = await send(b, 'RecordPayment', {
      studentId: kids.chipo,
      amount: usd('1000'),
      channel: 'CASH',
    });
    expect(res.status).toBe(201);
    await reactorPassed(t.platform, 'announcement-delivery', res.body.position);
    expect((await outboxAbout(res.body.paymentId)).map((r) => [r.channel, r.to_address])).toEqual([
      ['SMS', ncube.canonical],
    ]);
    const [sms] = await eventually(
      'the receipt at Twilio',
      async () => receiptsTo(ncube.canonical).length > 0 && receiptsTo(ncube.canonical),
    );
    expect(sms!.fields.Body).toMatch(
      new RegExp(
        `^Chikoro: Glen View High received USD 10\\.00 for Chipo Ncube, receipt ${res.body.receiptNo}\\. `,
      ),
    );
    expect(receiptsTo(moyo.phone.canonical).length).toBe(before);
  });
});

describe('a payment for a family no parent is linked to', () => {
  it('writes nothing to the outbox', async () => {
    const classA = (await send(a, 'CreateClass', { levelId: recA.levels.form2, name: '2 Red' }))
      .body.classId;
    const alone = await enrolStudent(t, a, classA, ['Nyasha', 'Dube']);
    const res = await send(a, 'RecordPayment', {
      studentId: alone,
      amount: usd('2000'),
      channel: 'CASH',
    });
    expect(res.status).toBe(201);
    await reactorPassed(t.platform, 'announcement-delivery', res.body.position);
    expect(await outboxAbout(res.body.paymentId)).toEqual([]);
  });
});
