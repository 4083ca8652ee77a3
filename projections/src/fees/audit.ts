import {
  discountKindNames,
  feeCategories,
  formatMoney,
  formatSchoolDay,
  fromWire,
  isCurrency,
  type BillingEvent,
  type ExchangeRateEvent,
  type FeeCategory,
  type FeeScheduleEvent,
  type PaymentDetailsChanged,
  type ReceiptMessagesChanged,
  type PaymentEvent,
  type SponsorEvent,
  type DiscountEvent,
  type DiscountKind,
} from '@chikoro/contracts';
import { obj, str, type AuditSummaries, type Data } from '../audit/summaries';

/** "USD 125.00", or nothing readable when the value is not money. */
export function moneyText(value: unknown): string | null {
  const m = obj(value);
  return isCurrency(m.currency) && typeof m.minor === 'string' && /^-?\d+$/.test(m.minor)
    ? formatMoney(fromWire({ currency: m.currency, minor: m.minor }))
    : null;
}

const category = (v: unknown) =>
  feeCategories.includes(v as FeeCategory)
    ? String(v).charAt(0) + String(v).slice(1).toLowerCase()
    : 'Other';
const item = (data: Data) => `'${str(data.name) ?? ''}'`;
const schedule = (data: Data) => ({
  label: `Fee schedule ${str(data.termName) ?? ''}`.trim(),
  status: 'Draft',
});

/** A credit note or write-off: its amount and reason, and what the invoice owed before → after. */
function adjustmentAudit(data: Data, label: string) {
  const invoice = `Invoice ${str(data.studentName) ?? ''} ${str(data.termName) ?? ''}`.trim();
  return {
    summary: `${label} of ${moneyText(data.amount) ?? ''} on ${invoice.charAt(0).toLowerCase()}${invoice.slice(1)}: ${str(data.reason) ?? ''}`,
    changes: [
      { field: 'owed', before: moneyText(data.owedBefore), after: moneyText(data.owedAfter) },
    ],
    record: { label: invoice, status: 'Issued' },
  };
}

/** The audit log's words for fees: each rate as recorded (and what it corrected), each item with its money, each approval's version. */
export const feeAudit: AuditSummaries<
  | ExchangeRateEvent
  | FeeScheduleEvent
  | BillingEvent
  | PaymentEvent
  | SponsorEvent
  | DiscountEvent
  | PaymentDetailsChanged
  | ReceiptMessagesChanged
> = {
  ExchangeRateRecorded(data) {
    const corrected = str(data.previousRate);
    return {
      summary: `Exchange rate for ${formatSchoolDay(String(data.date))}: ${str(data.rate) ?? ''} ZWG per 1 USD (${str(data.source) ?? ''})${corrected ? `, correcting ${corrected}` : ''}`,
      changes: [{ field: 'rate', before: corrected, after: str(data.rate) }],
      record: { label: 'Exchange rates', status: null },
    };
  },
  FeeItemDefined(data) {
    return {
      summary: `Fee item ${item(data)} (${category(data.category)}) defined for ${str(data.termName) ?? 'the term'}: ${moneyText(data.amount) ?? ''} due ${formatSchoolDay(String(data.dueDate))}, draft version ${String(data.version)}`,
      changes: [{ field: 'amount', before: null, after: moneyText(data.amount) }],
      record: schedule(data),
    };
  },
  FeeItemChanged(data) {
    const before = obj(data.before);
    const changes = [
      ['name', str(before.name), str(data.name)],
      ['category', category(before.category), category(data.category)],
      ['amount', moneyText(before.amount), moneyText(data.amount)],
      ['dueDate', str(before.dueDate), str(data.dueDate)],
      ['payers', JSON.stringify(before.payers ?? null), JSON.stringify(data.payers ?? null)],
    ]
      .filter(([, b, a]) => b !== a)
      .map(([field, b, a]) => ({ field: field as string, before: b ?? null, after: a ?? null }));
    const words = changes.map((c) =>
      c.field === 'payers'
        ? 'who pays changed'
        : `${c.field === 'dueDate' ? 'due date' : c.field} ${c.before ?? ''} → ${c.after ?? ''}`,
    );
    return {
      summary: `Fee item ${item(before)} changed in draft version ${String(data.version)}: ${words.join('; ')}`,
      changes,
      record: schedule(data),
    };
  },
  FeeItemRemoved(data) {
    return {
      summary: `Fee item ${item(data)} removed from draft version ${String(data.version)}`,
      changes: [],
      record: schedule(data),
    };
  },
  FeeScheduleApproved(data, record) {
    const items = Array.isArray(data.items) ? (data.items as Data[]) : [];
    const totals = new Map<string, bigint>();
    for (const i of items) {
      const m = obj(i.amount);
      if (isCurrency(m.currency) && typeof m.minor === 'string')
        totals.set(m.currency, (totals.get(m.currency) ?? 0n) + BigInt(m.minor));
    }
    const total = [...totals]
      .map(([currency, minor]) => formatMoney({ currency: currency as 'USD', minor }))
      .join(' + ');
    return {
      summary: `Fee schedule for ${str(data.termName) ?? 'the term'} approved as version ${String(data.version)}: ${items.length} item${items.length === 1 ? '' : 's'}, ${total || 'nothing'} in all`,
      changes: [{ field: 'status', before: record.status ?? 'Draft', after: 'Approved' }],
      record: { label: schedule(data).label, status: 'Approved' },
    };
  },
  InvoiceIssued(data) {
    const totals = Array.isArray(data.totals)
      ? data.totals
          .map(moneyText)
          .filter((t) => t !== null)
          .join(' + ')
      : '';
    return {
      summary: `Invoice for ${str(data.studentName) ?? 'a learner'} (${str(data.className) ?? ''}) issued for ${str(data.termName) ?? 'the term'} from version ${String(data.version)}: ${totals || 'nothing'}`,
      changes: [{ field: 'total', before: null, after: totals || null }],
      record: {
        label: `Invoice ${str(data.studentName) ?? ''} ${str(data.termName) ?? ''}`.trim(),
        status: 'Issued',
      },
    };
  },
  PaymentRecorded(data) {
    const credit = moneyText(data.credit);
    const rate = str(data.rate);
    return {
      summary: `Payment ${str(data.receiptNo) ?? ''} of ${moneyText(data.amount) ?? ''} by ${str(data.channel) ?? ''} for ${str(data.payerName) ?? 'a learner'}'s family${rate ? ` at ${rate} ZWG per 1 USD` : ''}${credit && !/ 0\.00$/.test(credit) ? `, ${credit} credit on account` : ''}`,
      changes: [{ field: 'status', before: null, after: 'Recorded' }],
      record: { label: `Receipt ${str(data.receiptNo) ?? ''}`, status: 'Recorded' },
    };
  },
  SponsorRegistered(data) {
    return {
      summary: `Sponsor ${str(data.name) ?? ''} (${str(data.kind) ?? ''}) registered`,
      changes: [{ field: 'name', before: null, after: str(data.name) }],
      record: { label: `Sponsor ${str(data.name) ?? ''}`.trim(), status: null },
    };
  },
  SponsorshipGranted(data) {
    const categories = Array.isArray(data.categories) ? data.categories.map(category) : [];
    const share = moneyText(data.cap);
    const from = str(obj(data.from).termName) ?? '';
    const to = str(obj(data.to).termName);
    return {
      summary: `${str(data.sponsorName) ?? 'A sponsor'} sponsors ${str(data.studentName) ?? 'a learner'}: ${categories.join(', ')}, ${share ? `up to ${share} a term` : `${String(data.percent)} %`}, ${to ? `${from} to ${to}` : `from ${from}`}`,
      changes: [{ field: 'status', before: null, after: 'Active' }],
      record: {
        label: `Sponsorship ${str(data.studentName) ?? ''}`.trim(),
        status: 'Active',
      },
    };
  },
  SponsorshipEnded() {
    return {
      summary: 'Sponsorship ended: billing no longer applies it',
      changes: [{ field: 'status', before: 'Active', after: 'Ended' }],
      record: { label: 'Sponsorship', status: 'Ended' },
    };
  },
  DiscountGranted(data) {
    const categories = Array.isArray(data.categories) ? data.categories.map(category) : [];
    const size = moneyText(data.amount) ?? `${str(data.percent) ?? ''} %`;
    const from = str(obj(data.from).termName) ?? '';
    const to = str(obj(data.to).termName);
    const kind = discountKindNames[data.kind as DiscountKind] ?? 'A';
    const reason = str(data.reason);
    return {
      summary: `${kind} discount for ${str(data.studentName) ?? 'a learner'}: ${size} off ${categories.join(', ')}${moneyText(data.amount) ? ' a term' : ''}, ${to ? `${from} to ${to}` : `from ${from}`}, approved by ${str(data.approvedBy) ?? ''}${reason ? ` (${reason})` : ''}`,
      changes: [{ field: 'status', before: null, after: 'Running' }],
      record: { label: `Discount ${str(data.studentName) ?? ''}`.trim(), status: 'Running' },
    };
  },
  DiscountEnded(data) {
    return {
      summary: `Discount ended: billing no longer applies it (${str(data.reason) ?? ''})`,
      changes: [{ field: 'status', before: 'Running', after: 'Ended' }],
      record: { label: 'Discount', status: 'Ended' },
    };
  },
  SponsorPaymentRecorded(data) {
    const credit = moneyText(data.credit);
    return {
      summary: `Payment ${str(data.receiptNo) ?? ''} of ${moneyText(data.amount) ?? ''} by ${str(data.channel) ?? ''} from the sponsor ${str(data.sponsorName) ?? ''}${credit && !/ 0\.00$/.test(credit) ? `, ${credit} not claimed` : ''}`,
      changes: [{ field: 'status', before: null, after: 'Recorded' }],
      record: { label: `Receipt ${str(data.receiptNo) ?? ''}`, status: 'Recorded' },
    };
  },
  CreditNoteIssued(data) {
    return adjustmentAudit(data, 'Credit note');
  },
  InvoiceWrittenOff(data) {
    return adjustmentAudit(data, 'Write-off');
  },
  CashSessionOpened() {
    return {
      summary: 'Cash session opened',
      changes: [{ field: 'status', before: null, after: 'Open' }],
      record: { label: 'Cash session', status: 'Open' },
    };
  },
  CashSessionClosed(data) {
    const list = (v: unknown) =>
      Array.isArray(v)
        ? v
            .map(moneyText)
            .filter((x) => x !== null)
            .join(' + ')
        : '';
    return {
      summary: `Cash session closed: expected ${list(data.expected) || 'nothing'}, counted ${list(data.counted) || 'nothing'}, variance ${list(data.variance) || 'none'}`,
      changes: [{ field: 'status', before: 'Open', after: 'Closed' }],
      record: { label: 'Cash session', status: 'Closed' },
    };
  },
  PaymentReversed(data) {
    return {
      summary: `Payment ${str(data.receiptNo) ?? ''} of ${moneyText(data.amount) ?? ''} reversed: ${str(data.reason) ?? ''}`,
      changes: [{ field: 'status', before: 'Recorded', after: 'Reversed' }],
      record: { label: `Receipt ${str(data.receiptNo) ?? ''}`, status: 'Reversed' },
    };
  },
  SponsorPaymentReversed(data) {
    return {
      summary: `Sponsor payment ${str(data.receiptNo) ?? ''} of ${moneyText(data.amount) ?? ''} reversed: ${str(data.reason) ?? ''}`,
      changes: [{ field: 'status', before: 'Recorded', after: 'Reversed' }],
      record: { label: `Receipt ${str(data.receiptNo) ?? ''}`, status: 'Reversed' },
    };
  },
  OpeningBalanceRecorded(data) {
    return {
      summary: `Opening balance of ${moneyText(data.amount) ?? ''} as of ${formatSchoolDay(String(data.asOf))} for ${str(data.studentName) ?? 'a learner'} (${str(data.registrationNumber) ?? ''}), imported${str(data.note) ? `: ${str(data.note)}` : ''}`,
      changes: [{ field: 'amount', before: null, after: moneyText(data.amount) }],
      record: {
        label: `Opening balance ${str(data.studentName) ?? ''}`.trim(),
        status: 'Recorded',
      },
    };
  },
  OpeningBalanceUndone(data) {
    return {
      summary: `Opening balance of ${moneyText(data.amount) ?? ''} for ${str(data.studentName) ?? 'a learner'} undone with its import`,
      changes: [{ field: 'status', before: 'Recorded', after: 'Undone' }],
      record: { label: `Opening balance ${str(data.studentName) ?? ''}`.trim(), status: 'Undone' },
    };
  },
  PaymentDetailsChanged(data) {
    const wallets = Array.isArray(data.mobileMoney) ? data.mobileMoney.length : 0;
    const bank = str(data.bankName);
    return {
      summary: `Payment details changed: ${bank ? `bank ${bank}` : 'no bank account'}, ${wallets} mobile-money ${wallets === 1 ? 'wallet' : 'wallets'}`,
      changes: [],
      record: { label: 'Payment details', status: 'Set' },
    };
  },
  ReceiptMessagesChanged(data) {
    const onOff = (v: unknown) => (v === true ? 'on' : 'off');
    return {
      summary: `Receipt messages changed: SMS ${onOff(data.sms)}, email ${onOff(data.email)}`,
      changes: [
        { field: 'sms', before: null, after: onOff(data.sms) },
        { field: 'email', before: null, after: onOff(data.email) },
      ],
      record: { label: 'Receipt messages', status: 'Set' },
    };
  },
};
