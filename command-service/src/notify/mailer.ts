import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** EMAIL (default) goes out by SMTP; SMS stays in the outbox, `to` being the phone number (no SMS gateway yet). */
  channel?: 'EMAIL' | 'SMS';
}

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * Mail is written to the outbox table first (in the caller's transaction when given one), then
 * delivered by SMTP when SMTP_URL is set. Without SMTP the outbox is the mailbox: `npm run outbox`.
 */
export class Mailer {
  private readonly transport?: Transporter;

  constructor(private readonly pool: pg.Pool, smtpUrl: string | undefined, private readonly from: string) {
    if (smtpUrl) this.transport = nodemailer.createTransport(smtpUrl);
  }

  async enqueue(mail: Mail, db: Queryable = this.pool): Promise<void> {
    await db.query('INSERT INTO mail_outbox (to_address, subject, body, channel) VALUES ($1, $2, $3, $4)', [mail.to, mail.subject, mail.body, mail.channel ?? 'EMAIL']);
  }

  /**
   * Sends what is waiting; a failed send stays in the outbox with its error, to be tried again.
   * The rows are claimed (FOR UPDATE SKIP LOCKED) in the transaction that marks them sent, so
   * replicas delivering at the same time each send different mail, and each mail goes out once.
   */
  async deliverPending(): Promise<number> {
    if (!this.transport) return 0;
    const client = await this.pool.connect();
    let sent = 0;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string; to_address: string; subject: string; body: string }>(
        `SELECT id, to_address, subject, body FROM mail_outbox WHERE sent_at IS NULL AND channel = 'EMAIL'
         ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED`,
      );
      for (const row of rows) {
        try {
          await this.transport.sendMail({ from: this.from, to: row.to_address, subject: row.subject, text: row.body });
          await client.query('UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [row.id]);
          sent += 1;
        } catch (error) {
          await client.query('UPDATE mail_outbox SET last_error = $2 WHERE id = $1', [row.id, String(error)]);
        }
      }
      await client.query('COMMIT');
      return sent;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  hasTransport(): boolean {
    return this.transport !== undefined;
  }
}
