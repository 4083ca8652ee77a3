import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  currencies,
  feeMessages as m,
  type CashSessionEvent,
  type CloseCashSession,
  type CommandContext,
  type Currency,
  type OpenCashSession,
  type WireMoney,
} from '@chikoro/contracts';
import type { PaymentsState } from './payments';

/** The acting cashier: a session is theirs, by their id from the token. */
function cashierOf(context: CommandContext): string {
  if (!context.actorId) throw new ForbiddenError(m.notYourSession);
  return context.actorId;
}

/** One open session per cashier at a time. */
export function openSession(
  c: OpenCashSession,
  state: PaymentsState,
  schoolId: string,
  context: CommandContext,
): CashSessionEvent[] {
  const cashierId = cashierOf(context);
  if (state.openSessions[cashierId]) throw new ConflictError(m.sessionOpen);
  return [
    {
      type: 'CashSessionOpened',
      data: { schoolId, sessionId: c.sessionId, cashierId, openedAt: context.now },
    },
  ];
}

const wire = (currency: Currency, minor: bigint): WireMoney => ({
  currency,
  minor: minor.toString(),
});

/**
 * Closes the cashier's own open session with what they counted: per currency the session took or
 * was counted in, expected (its families' and sponsors' payments still standing),
 * counted and the variance. Every currency the session took must be counted.
 */
export function closeSession(
  c: CloseCashSession,
  state: PaymentsState,
  schoolId: string,
  context: CommandContext,
): CashSessionEvent[] {
  const cashierId = cashierOf(context);
  const session = state.sessions[c.sessionId];
  if (!session)
    throw new NotFoundError(m.sessionNotFound, [
      { field: 'sessionId', message: m.sessionNotFound },
    ]);
  if (session.cashierId !== cashierId) throw new ForbiddenError(m.notYourSession);
  if (session.status === 'Closed') throw new ConflictError(m.sessionClosed);
  const standing = session.paymentIds
    .map((id) => state.payments[id] ?? state.sponsorPayments[id]!)
    .filter((p) => p.status === 'Recorded')
    .map((p) => p.amount);
  const expected = new Map<Currency, bigint>();
  for (const amount of standing)
    expected.set(amount.currency, (expected.get(amount.currency) ?? 0n) + BigInt(amount.minor));
  const counted = new Map(c.counted.map((x) => [x.currency, BigInt(x.minor)] as const));
  if ([...expected.keys()].some((currency) => !counted.has(currency)))
    throw new ValidationError(m.countEveryCurrency, [
      { field: 'counted', message: m.countEveryCurrency },
    ]);
  const used = currencies.filter((x) => expected.has(x) || counted.has(x));
  return [
    {
      type: 'CashSessionClosed',
      data: {
        schoolId,
        sessionId: c.sessionId,
        cashierId,
        payments: standing.length,
        expected: used.map((x) => wire(x, expected.get(x) ?? 0n)),
        counted: used.map((x) => wire(x, counted.get(x) ?? 0n)),
        variance: used.map((x) => wire(x, (counted.get(x) ?? 0n) - (expected.get(x) ?? 0n))),
        closedAt: context.now,
      },
    },
  ];
}
