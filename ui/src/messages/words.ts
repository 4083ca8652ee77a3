import type { MessageDelivery } from '@chikoro/contracts';

/** 263772999111 → 0772 999 111, as families write their numbers; anything else as it is. */
export function localPhone(value: string): string {
  const digits = /^263(\d{3})(\d{3})(\d{3})$/.exec(value);
  return digits ? `0${digits[1]} ${digits[2]} ${digits[3]}` : value;
}

/** Where a message went: the phone as families write it, or the email address. */
export const addressOf = (m: Pick<MessageDelivery, 'channel' | 'to'>) =>
  m.channel === 'SMS' ? localPhone(m.to) : m.to;

/** "delivered", "failed: Twilio error 21211: …", "not sent: no SMS provider is configured". */
export function stateWords(m: Pick<MessageDelivery, 'state' | 'reason'>): string {
  switch (m.state) {
    case 'queued':
      return m.reason ? `queued (will try again; last try: ${m.reason})` : 'queued';
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'failed':
      return `failed: ${m.reason ?? 'no reason given'}`;
    case 'not-sent':
      return `not sent: ${m.reason ?? ''}`;
  }
}

/** Whether a message may still change (its screen keeps asking). */
export const stillMoving = (m: Pick<MessageDelivery, 'state'>) =>
  m.state === 'queued' || m.state === 'sent';

export const stateColour = (
  m: Pick<MessageDelivery, 'state'>,
): 'success' | 'error' | 'warning' | 'info' =>
  m.state === 'delivered'
    ? 'success'
    : m.state === 'failed'
      ? 'error'
      : m.state === 'not-sent'
        ? 'warning'
        : 'info';
