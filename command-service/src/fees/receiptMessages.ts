import {
  formatMoney,
  fromWire,
  type PaymentRecorded,
  type ReceiptSettings,
} from '@chikoro/contracts';
import type { Mail } from '../notify/mailer';

/** A parent of the family, as the family-notices reactor knows them when the payment is recorded. */
export interface ReceiptParent {
  parentId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The outbox's topic of a payment's receipt messages. */
export const receiptTopic = (paymentId: string) => `receipt:${paymentId}`;

/** Where a receipt's code is checked: the public verification page the printed QR code opens too. */
export const receiptVerifyLink = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/$/, '')}/verify/${code}`;

const channelWords: Record<PaymentRecorded['data']['channel'], string> = {
  CASH: 'cash',
  ECOCASH: 'EcoCash',
  ONEMONEY: 'OneMoney',
  INNBUCKS: 'InnBucks',
  BANK: 'bank transfer',
  SWIPE: 'card',
  CHEQUE: 'cheque',
};

/** "Rudo", "Rudo and Tapiwa", "Rudo, Tapiwa and Chipo". */
export function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Whom the payment was for, by name, in alphabetical order: the learners whose invoice lines it
 * paid, and the learner it was taken for when it paid no line (all of it credit) or left credit.
 */
export function paidFor(
  payment: PaymentRecorded['data'],
  nameOf: (studentId: string) => string | undefined,
): string[] {
  const ids = payment.allocations.map((a) => a.studentId);
  if (ids.length === 0 || BigInt(payment.credit.minor) > 0n) ids.push(payment.payerStudentId);
  const names: string[] = [];
  for (const id of ids) {
    const name = id === payment.payerStudentId ? payment.payerName : (nameOf(id) ?? null);
    if (name && !names.includes(name)) names.push(name);
  }
  return names.sort((x, y) => x.localeCompare(y));
}

/**
 * The receipt to each parent of the family and to the payer's own phone and email given at the
 * desk: an SMS to each phone and an email to each address, each address once (a payer whose phone
 * is a parent's gets one SMS), and only by the channels the school has on. A short SMS with the
 * receipt's number and its verification link; the email says the same and, to a parent, where to
 * download the PDF (the parent portal's Fees page).
 */
export function receiptMessages(
  payment: PaymentRecorded['data'],
  parents: readonly ReceiptParent[],
  schoolName: string,
  children: readonly string[],
  publicUrl: string,
  settings: ReceiptSettings = { sms: true, email: true },
): Mail[] {
  const amount = formatMoney(fromWire(payment.amount));
  const link = receiptVerifyLink(publicUrl, payment.verificationCode);
  const forWhom = children.length > 0 ? ` for ${namesText(children)}` : '';
  const what = `${schoolName} received ${amount}${forWhom}, receipt ${payment.receiptNo}.`;
  const portal = `${publicUrl.replace(/\/$/, '')}/parent/fees_management`;
  const common = {
    topic: receiptTopic(payment.paymentId),
    schoolId: payment.schoolId,
  };
  const payer = { name: null, phone: payment.payerPhone, email: payment.payerEmail };
  const recipients = [...parents.map((p) => ({ ...p, parent: true })), { ...payer, parent: false }];
  const mails: Mail[] = [];
  const sent = new Set<string>();
  for (const to of recipients) {
    if (settings.sms && to.phone && !sent.has(to.phone)) {
      sent.add(to.phone);
      mails.push({
        ...common,
        channel: 'SMS',
        to: to.phone,
        subject: `${schoolName}: receipt ${payment.receiptNo}`,
        body: `Chikoro: ${what} ${link}`,
        recipientName: to.name,
      });
    }
    if (settings.email && to.email && !sent.has(to.email)) {
      sent.add(to.email);
      mails.push({
        ...common,
        to: to.email,
        subject: `${schoolName}: receipt ${payment.receiptNo} for ${amount}`,
        body: [
          to.parent ? `Dear ${to.name ?? 'parent'},` : 'Hello,',
          '',
          `${what} Paid by ${channelWords[payment.channel]} on ${payment.date}.`,
          '',
          `Check the receipt at ${link}`,
          ...(to.parent ? [`Download it as a PDF from Fees in the parent portal: ${portal}`] : []),
          '',
          schoolName,
        ].join('\n'),
        recipientName: to.name,
      });
    }
  }
  return mails;
}
