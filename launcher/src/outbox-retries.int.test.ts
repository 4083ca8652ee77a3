import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateCommandSide } from '@chikoro/command-service/migrate';
import { Mailer } from '@chikoro/command-service/notify/mailer';
import { TwilioSms } from '@chikoro/command-service/notify/twilio';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp';
import {
  TWILIO_FROM,
  TWILIO_SID,
  TWILIO_TOKEN,
  startTestTwilio,
  type TestTwilio,
} from './testing/twilio';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let twilio: TestTwilio;
let smtp: TestSmtpServer;
let mailer: Mailer;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 5 });
  await migrateCommandSide(pool);
  twilio = await startTestTwilio();
  smtp = await startTestSmtpServer((address) => address.endsWith('@nowhere.test'));
  mailer = new Mailer(pool, smtp.url, 'Chikoro <no-reply@chikoro.test>', {
    sms: new TwilioSms({
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
      from: TWILIO_FROM,
      apiUrl: twilio.url,
    }),
    publicUrl: 'https://school.example',
    smsPerSecond: 50,
  });
});
afterAll(async () => {
  await twilio?.stop();
  await smtp?.stop();
  await pool?.end();
  await db?.drop();
});
beforeEach(async () => {
  await pool.query('DELETE FROM mail_outbox');
  twilio.received.length = 0;
  smtp.received.length = 0;
});

const sms = (to: string, body = `Hello ${to}`) =>
  mailer.enqueue({ channel: 'SMS', to, subject: 'Notice', body });
const row = async (to: string) =>
  (
    await pool.query(
      `SELECT sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, provider_id, last_error, attempts,
          extract(epoch FROM next_attempt_at - now()) AS wait_s FROM mail_outbox WHERE to_address = $1`,
      [to],
    )
  ).rows[0];

describe('an SMS through Twilio', () => {
  it('is posted to the Messages API with Basic auth and the form fields, and keeps the sid', async () => {
    await sms('263771000001', 'Sports day on Friday');
    expect(await mailer.deliverPending()).toBe(1);
    expect(twilio.received).toHaveLength(1);
    const [request] = twilio.received;
    expect(request).toMatchObject({
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      user: 'AC0123456789abcdef0123456789abcdef',
      password: 'test-auth-token-0123456789',
      status: 201,
    });
    expect(request!.fields).toEqual({
      To: '+263771000001',
      From: '+15005550006',
      Body: 'Sports day on Friday',
      StatusCallback: 'https://school.example/api/sms/twilio/status',
    });
    expect(await row('263771000001')).toMatchObject({
      sent: true,
      failed: false,
      provider_id: request!.sid,
      last_error: null,
    });
  });

  it('is never sent again once it has a sid', async () => {
    await sms('263771000002');
    await mailer.deliverPending();
    await pool.query("UPDATE mail_outbox SET next_attempt_at = now() - interval '1 hour'");
    expect(await mailer.deliverPending()).toBe(0);
    expect(twilio.received).toHaveLength(1);
  });

  it("is marked failed with Twilio's reason when the number is invalid (21211), and not tried again", async () => {
    await sms('263700000003');
    expect(await mailer.deliverPending()).toBe(0);
    expect(await row('263700000003')).toMatchObject({
      sent: false,
      failed: true,
      provider_id: null,
      last_error: "Twilio error 21211: The 'To' number +263700000003 is not a valid phone number.",
    });
    await pool.query("UPDATE mail_outbox SET next_attempt_at = now() - interval '1 hour'");
    await mailer.deliverPending();
    expect(twilio.received).toHaveLength(1);
  });

  it('waits 30 seconds after a 500, not sooner, then goes', async () => {
    twilio.failNext(1);
    await sms('263771000004');
    expect(await mailer.deliverPending()).toBe(0);
    const waiting = await row('263771000004');
    expect(waiting).toMatchObject({
      sent: false,
      failed: false,
      attempts: 1,
      last_error: 'Twilio error 20500: Internal Server Error',
    });
    expect(Number(waiting.wait_s)).toBeGreaterThan(25);
    expect(Number(waiting.wait_s)).toBeLessThanOrEqual(30);
    expect(await mailer.deliverPending()).toBe(0);
    expect(twilio.received).toHaveLength(1);
    // The 30 seconds pass.
    await pool.query('UPDATE mail_outbox SET next_attempt_at = now()');
    expect(await mailer.deliverPending()).toBe(1);
    expect(twilio.received.map((r) => r.status)).toEqual([500, 201]);
    expect(await row('263771000004')).toMatchObject({ sent: true, attempts: 2, last_error: null });
  });

  it('waits twice as long after a second failure', async () => {
    twilio.failNext(2);
    await sms('263771000005');
    await mailer.deliverPending();
    await pool.query('UPDATE mail_outbox SET next_attempt_at = now()');
    await mailer.deliverPending();
    const waiting = await row('263771000005');
    expect(waiting.attempts).toBe(2);
    expect(Number(waiting.wait_s)).toBeGreaterThan(55);
    expect(Number(waiting.wait_s)).toBeLessThanOrEqual(60);
  });
});

describe('messages that fail for good', () => {
  it('do not hold up the SMS behind them', async () => {
    for (let i = 10; i < 35; i += 1) await sms(`2637000000${i}`);
    await sms('263771000099', 'The one that must arrive');
    await mailer.deliverPending();
    await mailer.deliverPending();
    expect(twilio.received.filter((r) => r.status === 201).map((r) => r.fields.To)).toEqual([
      '+263771000099',
    ]);
    expect(
      (
        await pool.query(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE failed_at IS NOT NULL AND last_error LIKE 'Twilio error 21211:%'",
        )
      ).rows[0].n,
    ).toBe(25);
  });

  it('do not hold up the mail behind them', async () => {
    for (let i = 0; i < 25; i += 1)
      await mailer.enqueue({ to: `gone${i}@nowhere.test`, subject: `Notice ${i}`, body: 'Hello' });
    await mailer.enqueue({
      to: 'mai.tendai@families.test',
      subject: 'Report cards',
      body: 'Ready',
    });
    await mailer.deliverPending();
    await mailer.deliverPending();
    expect(smtp.received.map((m) => m.to[0])).toEqual(['mai.tendai@families.test']);
    const failed = await pool.query<{ last_error: string }>(
      'SELECT last_error FROM mail_outbox WHERE failed_at IS NOT NULL ORDER BY id',
    );
    expect(failed.rows).toHaveLength(25);
    expect(failed.rows[0]!.last_error).toContain('mailbox unavailable');
  });
});
