import {
  ConflictError,
  NotFoundError,
  ValidationError,
  feeMessages as m,
  percentHundredths,
  type CommandContext,
  type DiscountCommand,
  type DiscountEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { feeKeepersOwn } from './keepers';
import { evolveDiscounts, initialDiscountsState, type DiscountsState } from './discounts';

type C<T extends DiscountCommand['type']> = Extract<DiscountCommand, { type: T }>;

const refuse = (field: string, message: string) =>
  new ValidationError(message, [{ field, message }]);

/** The size of a discount: a percentage above 0 and at most 100, or an amount above 0 in a currency the school prices in. */
function checkShare(c: C<'GrantDiscount'>): void {
  if (c.percent !== null) {
    if (percentHundredths(c.percent) === null) throw refuse('percent', m.discountPercent);
    return;
  }
  if (BigInt(c.amount.minor) <= 0n) throw refuse('amount', m.discountAmount);
  if (!c.pricedCurrencies.includes(c.amount.currency)) throw refuse('amount', m.discountCurrency);
}

/**
 * A discount of a learner's lines, with who approved it: an ad hoc one says why. A learner has at
 * most one running discount of each kind; discounts of different kinds each take their part.
 */
function grant(
  c: C<'GrantDiscount'>,
  state: DiscountsState,
  schoolId: string,
  context: CommandContext,
): DiscountEvent[] {
  if (!c.student || c.student.schoolId !== schoolId)
    throw new NotFoundError(m.studentNotFound, [
      { field: 'studentId', message: m.studentNotFound },
    ]);
  checkShare(c);
  const reason = c.reason?.trim() || null;
  if (c.kind === 'AD_HOC' && !reason) throw refuse('reason', m.discountReason);
  if (c.approvedBy.trim() === '') throw refuse('approvedBy', m.discountApprover);
  if (c.to && c.to.startDate < c.from.startDate) throw refuse('toTermId', m.discountTerms);
  const running = Object.values(state.discounts).some(
    (d) => d.status === 'Running' && d.studentId === c.studentId && d.kind === c.kind,
  );
  if (running)
    throw new ConflictError(m.discountRunning, [{ field: 'kind', message: m.discountRunning }]);
  return [
    {
      type: 'DiscountGranted',
      data: {
        schoolId,
        discountId: c.discountId,
        studentId: c.studentId,
        studentName: c.student.studentName,
        kind: c.kind,
        categories: [...new Set(c.categories)],
        percent: c.percent,
        amount: c.amount,
        from: c.from,
        to: c.to,
        reason,
        approvedBy: c.approvedBy.trim(),
        grantedBy: context.actorId,
        grantedAt: context.now,
      },
    },
  ];
}

/** Billing no longer applies it; the invoices already issued keep it. Ended once, with a reason. */
function end(
  c: C<'EndDiscount'>,
  state: DiscountsState,
  schoolId: string,
  context: CommandContext,
): DiscountEvent[] {
  const found = state.discounts[c.discountId];
  if (!found)
    throw new NotFoundError(m.discountNotFound, [
      { field: 'discountId', message: m.discountNotFound },
    ]);
  if (found.status === 'Ended')
    throw new ConflictError(m.discountEnded, [{ field: 'discountId', message: m.discountEnded }]);
  if (c.reason.trim() === '') throw refuse('reason', m.endDiscountReason);
  return [
    {
      type: 'DiscountEnded',
      data: {
        schoolId,
        discountId: c.discountId,
        studentId: found.studentId,
        reason: c.reason.trim(),
        endedBy: context.actorId,
        endedAt: context.now,
      },
    },
  ];
}

/** A school's discounts, kept by its fee keepers: the school is the token's, never the body's. */
export function decideDiscounts(
  command: DiscountCommand,
  state: DiscountsState,
  context: CommandContext,
): DiscountEvent[] {
  const schoolId = feeKeepersOwn(state.schoolId, context, m.discountNotFound);
  switch (command.type) {
    case 'GrantDiscount':
      return grant(command, state, schoolId, context);
    case 'EndDiscount':
      return end(command, state, schoolId, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled discount command ${JSON.stringify(unknown)}`);
    }
  }
}

export const discountsDecider: Decider<DiscountsState, DiscountCommand, DiscountEvent> = {
  initialState: initialDiscountsState,
  decide: decideDiscounts,
  evolve: evolveDiscounts,
};
