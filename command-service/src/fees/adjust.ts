import {
  ConflictError,
  NotFoundError,
  ValidationError,
  allocatePayment,
  feeMessages as m,
  fromWire,
  money,
  toWire,
  type AdjustInvoice,
  type AdjustmentEvent,
  type CommandContext,
  type PaymentAllocation,
} from '@chikoro/contracts';
import { lineKey, type PaymentsState } from './payments';
import { familyPart } from './sponsorSplit';

/**
 * A credit note or a write-off on one invoice, in its currency, within what the family still owes
 * in it (its lines' family parts less what payments, credit notes and write-offs settled: a
 * sponsor's part is the sponsor's debt, not theirs to credit or write off), spread over its lines
 * oldest due first. Nothing is edited: the amount is a new event beside the payments.
 */
export function adjust(
  c: AdjustInvoice,
  state: PaymentsState,
  schoolId: string,
  context: CommandContext,
): AdjustmentEvent[] {
  const invoice = c.invoice;
  if (!invoice)
    throw new NotFoundError(m.invoiceNotFound, [
      { field: 'invoiceId', message: m.invoiceNotFound },
    ]);
  const reasonMessage = c.type === 'IssueCreditNote' ? m.creditNoteReason : m.writeOffReason;
  if (c.reason.trim() === '')
    throw new ValidationError(reasonMessage, [{ field: 'reason', message: reasonMessage }]);
  const amount = fromWire(c.amount);
  if (amount.minor <= 0n)
    throw new ValidationError(m.adjustmentPositive, [
      { field: 'amount', message: m.adjustmentPositive },
    ]);
  const lines = invoice.lines.filter((l) => l.amount.currency === amount.currency);
  if (lines.length === 0)
    throw new ValidationError(m.adjustmentCurrency, [
      { field: 'amount', message: m.adjustmentCurrency },
    ]);
  const owing = lines.map((l) => ({
    line: l,
    outstanding: money(
      amount.currency,
      fromWire(familyPart(l)).minor -
        BigInt(
          state.paid[lineKey({ invoiceId: invoice.invoiceId, feeItemId: l.feeItemId })] ?? '0',
        ),
    ),
  }));
  const owed = owing.reduce((sum, o) => sum + o.outstanding.minor, 0n);
  if (amount.minor > owed)
    throw new ConflictError(m.moreThanOwed, [{ field: 'amount', message: m.moreThanOwed }]);
  const spread = allocatePayment(
    amount,
    owing
      .filter((o) => o.outstanding.minor > 0n)
      .map((o) => ({ id: o.line.feeItemId, dueDate: o.line.dueDate, outstanding: o.outstanding })),
  );
  const allocations: PaymentAllocation[] = spread.allocations.map((a) => {
    const line = lines.find((l) => l.feeItemId === a.id)!;
    return {
      invoiceId: invoice.invoiceId,
      feeItemId: line.feeItemId,
      studentId: invoice.studentId,
      name: line.name,
      category: line.category,
      amount: toWire(a.amount),
    };
  });
  const data = {
    schoolId,
    adjustmentId: c.adjustmentId,
    invoiceId: invoice.invoiceId,
    studentId: invoice.studentId,
    studentName: invoice.studentName,
    termName: invoice.termName,
    amount: c.amount,
    reason: c.reason.trim(),
    allocations,
    owedBefore: toWire(money(amount.currency, owed)),
    owedAfter: toWire(money(amount.currency, owed - amount.minor)),
    by: context.actorId,
    at: context.now,
  };
  return [
    c.type === 'IssueCreditNote'
      ? { type: 'CreditNoteIssued', data }
      : { type: 'InvoiceWrittenOff', data },
  ];
}
