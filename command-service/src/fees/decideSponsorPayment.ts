import {
  allocatePayment,
  fromWire,
  money,
  toWire,
  type CommandContext,
  type PaymentEvent,
  type RecordSponsorPayment,
  type SponsorAllocation,
} from '@chikoro/contracts';
import { lineKey, type PaymentsState } from './payments';

/**
 * A sponsor's payment: the next receipt number of its year (the families' numbering), spread over
 * what the sponsor still owes of its lines in the payment's currency (the term's only when one is
 * named), the oldest due first; what no line takes is the sponsor's credit. Taken while the
 * cashier has a cash session open, it belongs to that session as a family's payment does.
 */
export function recordSponsorPayment(
  c: RecordSponsorPayment,
  state: PaymentsState,
  schoolId: string,
  context: CommandContext,
  receiptNo: (year: string, n: number) => string,
): PaymentEvent[] {
  const lines = c.lines.filter(
    (l) => l.amount.currency === c.amount.currency && (c.termId === null || l.termId === c.termId),
  );
  const owing = lines.map((l) => ({
    id: lineKey(l),
    dueDate: l.dueDate,
    outstanding: money(
      l.amount.currency,
      BigInt(l.amount.minor) - BigInt(state.sponsorPaid[lineKey(l)] ?? '0'),
    ),
  }));
  const spread = allocatePayment(
    fromWire(c.amount),
    owing.filter((o) => o.outstanding.minor > 0n),
  );
  const allocations: SponsorAllocation[] = spread.allocations.map((a) => {
    const l = lines.find((x) => lineKey(x) === a.id)!;
    const { invoiceId, feeItemId, studentId, termId, termName, name, category } = l;
    return {
      invoiceId,
      feeItemId,
      studentId,
      termId,
      termName,
      name,
      category,
      amount: toWire(a.amount),
    };
  });
  const year = c.date.slice(0, 4);
  const sessionId = context.actorId ? state.openSessions[context.actorId] : undefined;
  const { paymentId, verificationCode, sponsorId, sponsorName, amount, channel, reference, date } =
    c;
  return [
    {
      type: 'SponsorPaymentRecorded',
      data: {
        schoolId,
        paymentId,
        receiptNo: receiptNo(year, (state.numbered[year] ?? 0) + 1),
        verificationCode,
        sponsorId,
        sponsorName,
        amount,
        channel,
        reference,
        date,
        termId: c.termId,
        allocations,
        credit: toWire(spread.credit),
        recordedBy: context.actorId,
        recordedAt: context.now,
        ...(sessionId ? { sessionId } : {}),
      },
    },
  ];
}
