import type pg from 'pg';
import type { PaymentRecorded, ReceiptMessagesChanged, ReceiptSettings } from '@chikoro/contracts';
import type { Mail } from '../notify/mailer';
import { paidFor, receiptMessages, type ReceiptParent } from './receiptMessages';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** The payments whose receipts were written to the outbox: a replay of the log sends none again. */
export async function migrateReceipts(db: Queryable): Promise<void> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS fee_receipts_sent (payment_id uuid PRIMARY KEY, school_id uuid NOT NULL)',
  );
  await db.query(
    'CREATE TABLE IF NOT EXISTS fee_receipt_settings (school_id uuid PRIMARY KEY, sms boolean NOT NULL, email boolean NOT NULL)',
  );
}

/** The family-notices reactor's copy of each school's receipt switch, kept in log order with its checkpoint. */
export async function applyReceiptSettings(
  changed: ReceiptMessagesChanged['data'],
  db: Queryable,
): Promise<void> {
  await db.query(
    `INSERT INTO fee_receipt_settings (school_id, sms, email) VALUES ($1, $2, $3)
     ON CONFLICT (school_id) DO UPDATE SET sms = EXCLUDED.sms, email = EXCLUDED.email`,
    [changed.schoolId, changed.sms, changed.email],
  );
}

/** The school's switch as the log stood at the payment: both on until one was turned off. */
async function receiptSettingsOf(db: Queryable, schoolId: string): Promise<ReceiptSettings> {
  const { rows } = await db.query<ReceiptSettings>(
    'SELECT sms, email FROM fee_receipt_settings WHERE school_id = $1',
    [schoolId],
  );
  return rows[0] ?? { sms: true, email: true };
}

export interface ReceiptOptions {
  db: Queryable;
  send(mail: Mail): Promise<void>;
  schoolNameOf(schoolId: string): Promise<string>;
  publicUrl: string;
}

/**
 * Applied by the family-notices reactor, in its transaction and log order, to each PaymentRecorded:
 * the family's active parents (linked to any learner of the account when the payment was recorded,
 * from the reactor's own copy of the log) and the payer's own phone and email given at the desk are
 * sent the receipt, by the channels the school had on at that point of the log. The messages commit with the
 * reactor's checkpoint, so each payment's go out once, and a crash before the commit loses none;
 * the payment is noted as sent, so a replay of the log sends nothing again. A reversal sends nothing.
 */
export async function sendReceipt(
  payment: PaymentRecorded['data'],
  options: ReceiptOptions,
): Promise<void> {
  const { rows: parents } = await options.db.query<ReceiptParent>(
    `SELECT DISTINCT p.parent_id AS "parentId", p.name, p.email, p.phone
       FROM announcement_parent_links l JOIN announcement_parents p ON p.parent_id = l.parent_id
      WHERE l.student_id = ANY($1::uuid[]) AND p.active AND p.school_id = $2
      ORDER BY p.parent_id`,
    [payment.studentIds, payment.schoolId],
  );
  if (parents.length === 0 && !payment.payerPhone && !payment.payerEmail) return;
  const settings = await receiptSettingsOf(options.db, payment.schoolId);
  if (!settings.sms && !settings.email) return;
  const noted = await options.db.query(
    'INSERT INTO fee_receipts_sent (payment_id, school_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [payment.paymentId, payment.schoolId],
  );
  if (noted.rowCount !== 1) return;
  const { rows: learners } = await options.db.query<{ student_id: string; name: string }>(
    'SELECT student_id, name FROM announcement_students WHERE student_id = ANY($1::uuid[])',
    [payment.allocations.map((a) => a.studentId)],
  );
  const names = new Map(learners.map((l) => [l.student_id, l.name]));
  const mails = receiptMessages(
    payment,
    parents,
    await options.schoolNameOf(payment.schoolId),
    paidFor(payment, (id) => names.get(id)),
    options.publicUrl,
    settings,
  );
  for (const mail of mails) await options.send(mail);
}
