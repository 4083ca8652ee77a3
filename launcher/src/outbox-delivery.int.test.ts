import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateCommandSide } from '@chikoro/command-service/migrate';
import { Mailer } from '@chikoro/command-service/notify/mailer';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp';

describe('when two replicas deliver the outbox at the same moment', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    await migrateCommandSide(pool);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await pool.end();
    await db.drop();
  });

  it('each message reaches the SMTP server exactly once', async () => {
    const replicas = [
      new Mailer(pool, smtp.url, 'Chikoro <no-reply@chikoro.test>'),
      new Mailer(pool, smtp.url, 'Chikoro <no-reply@chikoro.test>'),
    ];
    for (let i = 0; i < 10; i += 1)
      await replicas[0]!.enqueue({
        to: `parent${i}@chikoro.test`,
        subject: `Notice ${i}`,
        body: `Hello ${i}`,
      });
    const sent = await Promise.all([...replicas, ...replicas].map((m) => m.deliverPending()));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(10);
    const received = smtp.received.map((m) => m.to[0]).sort();
    expect(received).toEqual(
      Array.from({ length: 10 }, (_, i) => `parent${i}@chikoro.test`).sort(),
    );
    const { rows } = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL',
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
