import { z } from 'zod';
import { currencies, type WireMoney } from './money';
import { feeMessages as m } from './messages';
import { wireMoney } from './moneySchemas';

const Money = z.object({ currency: z.enum(currencies), minor: z.string() });

/** A cashier opens their session: the payments they record until they close it belong to it. */
export const OpenCashSessionInput = z.strictObject({});
export type OpenCashSessionInput = z.infer<typeof OpenCashSessionInput>;

/** The cashier closes their session with what they counted, once per currency. */
export const CloseCashSessionInput = z.strictObject({
  sessionId: z.string({ error: m.sessionNotFound }).uuid({ error: m.sessionNotFound }),
  counted: z
    .array(wireMoney(), { error: m.counted })
    .max(currencies.length, { error: m.counted })
    .refine((c) => new Set(c.map((x) => x.currency)).size === c.length, {
      error: m.countedTwice,
    }),
});
export type CloseCashSessionInput = z.infer<typeof CloseCashSessionInput>;

export type OpenCashSession = { type: 'OpenCashSession'; sessionId: string };
export type CloseCashSession = { type: 'CloseCashSession' } & CloseCashSessionInput;
export type CashSessionCommand = OpenCashSession | CloseCashSession;

/** A cashier's session opened (in the school's payments stream, so each payment finds it there). */
export const CashSessionOpened = z.object({
  type: z.literal('CashSessionOpened'),
  data: z.object({
    schoolId: z.string(),
    sessionId: z.string(),
    cashierId: z.string(),
    openedAt: z.string(),
  }),
});
/**
 * A session closed: per currency, what its standing payments add up to (expected), what the
 * cashier counted and the variance (counted − expected). Recorded as found: no payment is changed.
 */
export const CashSessionClosed = z.object({
  type: z.literal('CashSessionClosed'),
  data: z.object({
    schoolId: z.string(),
    sessionId: z.string(),
    cashierId: z.string(),
    /** The session's payments still standing when it closed. */
    payments: z.number().int(),
    expected: z.array(Money),
    counted: z.array(Money),
    variance: z.array(Money),
    closedAt: z.string(),
  }),
});
export type CashSessionOpened = z.infer<typeof CashSessionOpened>;
export type CashSessionClosed = z.infer<typeof CashSessionClosed>;
export type CashSessionEvent = CashSessionOpened | CashSessionClosed;

/** One row of GET /api/cash-sessions. */
export interface CashSession {
  id: string;
  schoolId: string;
  cashierId: string;
  cashierName: string | null;
  status: 'Open' | 'Closed';
  openedAt: string;
  closedAt: string | null;
  /** Payments recorded in it (while open, so far). */
  payments: number;
  /** While open: what its standing payments add up to so far; once closed, as recorded. */
  expected: WireMoney[];
  counted: WireMoney[] | null;
  variance: WireMoney[] | null;
}
