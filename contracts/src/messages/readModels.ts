/**
 * What became of one message, as the screens tell it: waiting in the outbox, taken by the mail
 * server or the SMS provider, reported delivered to the phone, failed (with the provider's
 * reason), or not sent because no provider for its channel is configured.
 */
export type MessageState = 'queued' | 'sent' | 'delivered' | 'failed' | 'not-sent';

/** One message of /api/messages?topic=… and of a parent's invitation (admins of the school only). */
export interface MessageDelivery {
  id: string;
  channel: 'EMAIL' | 'SMS';
  /** The email address or the phone number. */
  to: string;
  recipientName: string | null;
  state: MessageState;
  /** Why it failed, why it waits (the last error before a retry), or why it was not sent. */
  reason: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
}

/** GET /api/parent-invitations/<parentId>: the invitation's messages and, while it can be used, its link. */
export interface ParentInvitationDelivery {
  messages: MessageDelivery[];
  /** The registration link of the newest unused, unexpired invitation; null once used or expired. */
  link: string | null;
  /** The registration code the link carries (its `invite`). */
  code: string | null;
}

/** "1 mail", "2 mails", "1 SMS", "3 SMS". */
export function countWords(count: number, one: string, many: string = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
