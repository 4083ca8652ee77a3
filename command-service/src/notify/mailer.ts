import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import { SendFailure, type SmsSender } from './sms';

export type Channel = 'EMAIL' | 'SMS';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** EMAIL (default) goes out by SMTP; SMS by the SMS provider, `to` being the phone number. */
  channel?: Channel;
  /** What the message is about, for the screens that show its delivery: `parent-invitation:<id>`, `announcement:<id>`. */
  topic?: string;
  schoolId?: string | null;
  /** Whom it is for, by name, as the screens list them. */
  recipientName?: string | null;
}

export interface RetryPolicy {
  /** The wait after the first failed try; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Tries before a message that keeps failing for passing reasons is marked failed. */
  maxAttempts: number;
}

export const defaultRetry: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
};

/** The wait before try number `attempts + 1`, after `attempts` failed tries. */
export function backoffMs(attempts: number, policy: RetryPolicy = defaultRetry): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

export interface DeliveryOptions {
  /** The SMS provider's adapter; without one, SMS stay in the outbox (the screens say so). */
  sms?: SmsSender;
  /** Where the provider posts each message's status: PUBLIC_URL/api/sms/<provider>/status. */
  publicUrl?: string;
  /** SMS handed to the provider per second, at most, by this process. */
  smsPerSecond?: number;
  retry?: RetryPolicy;
}

type Queryable = Pick<pg.Pool, 'query'>;

interface DueRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

const BATCH = 20;
/** A claimed row is left alone this long (plus the batch's pacing) before another pass may take it. */
const CLAIM_MS = 60_000;

/** SMTP 5xx: the server refuses the message for good (no such mailbox); anything else passes. */
function mailFailure(error: unknown): SendFailure {
  const code = (error as { responseCode?: number }).responseCode;
  return new SendFailure(String(error), typeof code === 'number' && code >= 500 && code < 600);
}

/**
 * Mail and SMS are written to the outbox table first (in the caller's transaction when given one),
 * then delivered by SMTP when SMTP_URL is set and by the SMS provider when one is configured.
 * Without them the outbox is the mailbox: `npm run outbox`.
 *
 * Delivery is at least once. A pass claims due rows (FOR UPDATE SKIP LOCKED, so replicas take
 * different rows) by moving their next attempt past the claim's end, then sends them one by one
 * and records each answer in its own statement: sent with the provider's id together, so a row
 * with an id is never sent again. A crash between the provider's answer and that statement leaves
 * the row claimed and unsent, and it is sent again once the claim runs out: Twilio's Messages API
 * takes no idempotency key, and a family told twice is better than a family never told. A passing
 * failure waits (exponential back-off per row); a permanent one marks the row failed with the
 * reason. Either way the row leaves the head of the queue, so it never holds up later messages.
 */
export class Mailer {
  private readonly transport?: Transporter;
  private readonly retry: RetryPolicy;
  private readonly smsGapMs: number;
  private nextSmsAt = 0;
  private delivering = false;

  constructor(
    private readonly pool: pg.Pool,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly options: DeliveryOptions = {},
  ) {
    if (smtpUrl) this.transport = nodemailer.createTransport(smtpUrl);
    this.retry = options.retry ?? defaultRetry;
    this.smsGapMs = 1000 / (options.smsPerSecond ?? 1);
  }

  async enqueue(mail: Mail, db: Queryable = this.pool): Promise<void> {
    await db.query(
      'INSERT INTO mail_outbox (to_address, subject, body, channel, topic, school_id, recipient_name) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        mail.to,
        mail.subject,
        mail.body,
        mail.channel ?? 'EMAIL',
        mail.topic ?? null,
        mail.schoolId ?? null,
        mail.recipientName ?? null,
      ],
    );
  }

  /** Sends what is due on every channel that has a way out; answers how many went. One pass at a time per process. */
  async deliverPending(): Promise<number> {
    if (this.delivering) return 0;
    this.delivering = true;
    try {
      let sent = 0;
      if (this.transport) sent += await this.deliverChannel('EMAIL', (row) => this.sendMail(row));
      if (this.options.sms) sent += await this.deliverChannel('SMS', (row) => this.sendSms(row));
      return sent;
    } finally {
      this.delivering = false;
    }
  }

  hasTransport(): boolean {
    return this.transport !== undefined;
  }

  /** Whether messages of a channel leave the outbox at all. */
  canSend(channel: Channel): boolean {
    return channel === 'SMS' ? this.options.sms !== undefined : this.transport !== undefined;
  }

  private async deliverChannel(
    channel: Channel,
    send: (row: DueRow) => Promise<string | null>,
  ): Promise<number> {
    const claimMs = CLAIM_MS + (channel === 'SMS' ? BATCH * this.smsGapMs : 0);
    const { rows } = await this.pool.query<DueRow>(
      `UPDATE mail_outbox o SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
       FROM (SELECT id FROM mail_outbox
             WHERE channel = $1 AND sent_at IS NULL AND failed_at IS NULL AND provider_id IS NULL AND next_attempt_at <= now()
             ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED) due
       WHERE o.id = due.id
       RETURNING o.id, o.to_address, o.subject, o.body, o.attempts`,
      [channel, BATCH, claimMs],
    );
    let sent = 0;
    for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
      try {
        const providerId = await send(row);
        await this.pool.query(
          'UPDATE mail_outbox SET sent_at = now(), provider_id = $2, last_error = NULL WHERE id = $1',
          [row.id, providerId],
        );
        sent += 1;
      } catch (error) {
        await this.recordFailure(
          row,
          error instanceof SendFailure ? error : new SendFailure(String(error), false),
        );
      }
    }
    return sent;
  }

  private async recordFailure(row: DueRow, failure: SendFailure): Promise<void> {
    if (failure.permanent || row.attempts >= this.retry.maxAttempts) {
      const reason = failure.permanent
        ? failure.reason
        : `gave up after ${row.attempts} tries: ${failure.reason}`;
      await this.pool.query(
        'UPDATE mail_outbox SET failed_at = now(), last_error = $2 WHERE id = $1',
        [row.id, reason],
      );
      return;
    }
    await this.pool.query(
      'UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000) WHERE id = $1',
      [row.id, failure.reason, backoffMs(row.attempts, this.retry)],
    );
  }

  private async sendMail(row: DueRow): Promise<null> {
    try {
      await this.transport!.sendMail({
        from: this.from,
        to: row.to_address,
        subject: row.subject,
        text: row.body,
      });
      return null;
    } catch (error) {
      throw mailFailure(error);
    }
  }

  private async sendSms(row: DueRow): Promise<string> {
    const sms = this.options.sms!;
    const wait = this.nextSmsAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.nextSmsAt = Date.now() + this.smsGapMs;
    const statusCallback = `${(this.options.publicUrl ?? '').replace(/\/$/, '')}/api/sms/${sms.name}/status`;
    return (await sms.send({ to: row.to_address, body: row.body, statusCallback })).providerId;
  }
}
