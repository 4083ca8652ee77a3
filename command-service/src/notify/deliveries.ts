import type pg from 'pg';
import type { MessageDelivery } from '@chikoro/contracts';
import type { Channel } from './mailer';

type Queryable = Pick<pg.Pool, 'query'>;

interface OutboxRow {
  id: string;
  channel: Channel;
  to_address: string;
  recipient_name: string | null;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  provider_status: string | null;
  provider_error: string | null;
  delivered_at: Date | null;
}

const noWayOut: Record<Channel, string> = {
  SMS: 'no SMS provider is configured',
  EMAIL: 'no mail server is configured',
};

/** One outbox row as the screens tell it (see MessageState). */
export function deliveryOf(
  row: OutboxRow,
  canSend: (channel: Channel) => boolean,
): MessageDelivery {
  const base = {
    id: String(row.id),
    channel: row.channel,
    to: row.to_address,
    recipientName: row.recipient_name,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
  if (row.failed_at) return { ...base, state: 'failed', reason: row.last_error };
  if (row.provider_status && ['failed', 'undelivered', 'canceled'].includes(row.provider_status))
    return { ...base, state: 'failed', reason: row.provider_error ?? row.provider_status };
  if (row.provider_status === 'delivered' || row.provider_status === 'read')
    return { ...base, state: 'delivered', reason: null };
  if (row.sent_at) return { ...base, state: 'sent', reason: null };
  if (!canSend(row.channel)) return { ...base, state: 'not-sent', reason: noWayOut[row.channel] };
  return { ...base, state: 'queued', reason: row.last_error };
}

const columns =
  'id, channel, to_address, recipient_name, created_at, sent_at, failed_at, last_error, provider_status, provider_error, delivered_at';

/** A school's messages about one thing, oldest first; another school's are never among them. */
export async function messagesAbout(
  db: Queryable,
  schoolId: string,
  topic: string,
  canSend: (channel: Channel) => boolean,
): Promise<MessageDelivery[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT ${columns} FROM mail_outbox WHERE school_id = $1 AND topic = $2 ORDER BY id`,
    [schoolId, topic],
  );
  return rows.map((row) => deliveryOf(row, canSend));
}

/**
 * Providers report a message's status more than once and not always in order ("sent" may come
 * after "delivered"): a status is kept only if it comes later in this order than the one held.
 */
const statusOrder = [
  'accepted',
  'scheduled',
  'queued',
  'sending',
  'sent',
  'undelivered',
  'failed',
  'canceled',
  'delivered',
  'read',
];

/** What a provider reported of a message it took; answers false when no message has that id. */
export async function recordProviderStatus(
  db: Queryable,
  providerId: string,
  status: string,
  error: string | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE mail_outbox SET provider_status = $2, provider_error = $3, delivered_at = CASE WHEN $2 IN ('delivered', 'read') THEN COALESCE(delivered_at, now()) ELSE delivered_at END
     WHERE provider_id = $1 AND array_position($4::text[], $2) IS NOT NULL
       AND COALESCE(array_position($4::text[], provider_status), 0) <= array_position($4::text[], $2)`,
    [providerId, status, error, statusOrder],
  );
  if ((rowCount ?? 0) > 0) return true;
  const known = await db.query('SELECT 1 FROM mail_outbox WHERE provider_id = $1', [providerId]);
  return (known.rowCount ?? 0) > 0;
}
