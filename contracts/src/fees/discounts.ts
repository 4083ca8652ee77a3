import { z } from 'zod';
import { currencies, type Currency, type WireMoney } from './money';
import { feeCategories, feeCategory, type FeeCategory } from './commands';
import { feeMessages as m } from './messages';
import { wireMoney } from './moneySchemas';
import type { SponsorTerm } from './sponsors';

/** Why a learner pays less: a sibling at the school, a staff member's child, or a one-off decision with its reason. */
export const discountKinds = ['SIBLING', 'STAFF_CHILD', 'AD_HOC'] as const;
export type DiscountKind = (typeof discountKinds)[number];
/** Each kind as statements and lists name it. */
export const discountKindNames: Record<DiscountKind, string> = {
  SIBLING: 'Sibling',
  STAFF_CHILD: 'Staff child',
  AD_HOC: 'Ad hoc',
};

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const id = (message: string) => z.string({ error: message }).uuid({ error: message });
const Money = z.object({ currency: z.enum(currencies), minor: z.string() });

/** A percentage as typed, "10" or "12.5": at most 3 whole digits and 2 decimals. */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A percentage in hundredths of a percent ("12.5" is 1250n), or null when it is not one above 0 and at most 100. */
export function percentHundredths(percent: string): bigint | null {
  if (!PERCENT.test(percent)) return null;
  const [whole, fraction = ''] = percent.split('.');
  const hundredths = BigInt(`${whole}${fraction.padEnd(2, '0')}`);
  return hundredths > 0n && hundredths <= 10000n ? hundredths : null;
}

/** A percentage in its plain form ("010.50" is "10.5"); one that is not a percentage stays as given. */
export function plainPercent(percent: string): string {
  const hundredths = percentHundredths(percent);
  if (hundredths === null) return percent;
  const fraction = String(hundredths % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${hundredths / 100n}${fraction ? `.${fraction}` : ''}`;
}

/** A discount of a learner's lines of the categories named: a percentage of each, or a fixed amount off them each term. */
export const GrantDiscountInput = z
  .strictObject({
    studentId: id(m.studentNotFound),
    kind: z.enum(discountKinds, { error: m.discountKind }),
    categories: z
      .array(feeCategory, { error: m.discountCategories })
      .min(1, { error: m.discountCategories })
      .max(feeCategories.length, { error: m.discountCategories }),
    percent: z
      .preprocess(trim, z.string({ error: m.discountPercent }))
      .refine((p) => percentHundredths(p) !== null, { error: m.discountPercent })
      .optional(),
    amount: wireMoney()
      .refine((a) => BigInt(a.minor) > 0n, { error: m.discountAmount })
      .optional(),
    fromTermId: id(m.termNotFound),
    toTermId: id(m.termNotFound).optional(),
    reason: z
      .preprocess(trim, z.string({ error: m.discountReason }).max(500, { error: m.discountReason }))
      .optional(),
    approvedBy: z.preprocess(
      trim,
      z
        .string({ error: m.discountApprover })
        .min(1, { error: m.discountApprover })
        .max(100, { error: m.discountApprover }),
    ),
  })
  .refine((v) => (v.percent === undefined) !== (v.amount === undefined), {
    error: m.discountShare,
    path: ['percent'],
  })
  .refine((v) => v.kind !== 'AD_HOC' || (v.reason ?? '') !== '', {
    error: m.discountReason,
    path: ['reason'],
  });
export type GrantDiscountInput = z.infer<typeof GrantDiscountInput>;

export const EndDiscountInput = z.strictObject({
  discountId: id(m.discountNotFound),
  reason: z.preprocess(
    trim,
    z
      .string({ error: m.endDiscountReason })
      .min(1, { error: m.endDiscountReason })
      .max(500, { error: m.endDiscountReason }),
  ),
});
export type EndDiscountInput = z.infer<typeof EndDiscountInput>;

/** A discount's size: a percentage (decimal string) of each line, or a fixed amount off the lines each term. */
export type DiscountShare =
  { percent: string; amount: null } | { percent: null; amount: WireMoney };

/** The discounts' commands as the decider sees them: the learner, the terms and the currencies the school prices in are found at the edge. */
export type DiscountCommand =
  | ({
      type: 'GrantDiscount';
      discountId: string;
      studentId: string;
      /** The learner as the edge found them (null: no such learner anywhere). */
      student: { schoolId: string; studentName: string } | null;
      kind: DiscountKind;
      categories: FeeCategory[];
      from: SponsorTerm;
      to: SponsorTerm | null;
      reason: string | null;
      approvedBy: string;
      /** The currencies the school's fee schedules price items in. */
      pricedCurrencies: Currency[];
    } & DiscountShare)
  | ({ type: 'EndDiscount' } & EndDiscountInput);

/** A discount as billing applies it: to the learner's lines of its categories, in the terms from its first term's start to its last's. */
export interface BillingDiscount {
  discountId: string;
  studentId: string;
  kind: DiscountKind;
  categories: FeeCategory[];
  percent: string | null;
  amount: WireMoney | null;
  fromStart: string;
  toStart: string | null;
}

const term = { termId: z.string(), termName: z.string(), startDate: z.string() };

/** A discount granted to a learner (one stream per school, `fee-discounts-<schoolId>`). */
export const DiscountGranted = z.object({
  type: z.literal('DiscountGranted'),
  data: z.object({
    schoolId: z.string(),
    discountId: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    kind: z.enum(discountKinds),
    categories: z.array(z.enum(feeCategories)),
    percent: z.string().nullable(),
    amount: Money.nullable(),
    from: z.object(term),
    to: z.object(term).nullable(),
    reason: z.string().nullable(),
    approvedBy: z.string(),
    grantedBy: z.string().nullable(),
    grantedAt: z.string(),
  }),
});
/** No invoice billed after it takes the discount; the invoices already issued keep theirs. */
export const DiscountEnded = z.object({
  type: z.literal('DiscountEnded'),
  data: z.object({
    schoolId: z.string(),
    discountId: z.string(),
    studentId: z.string(),
    reason: z.string(),
    endedBy: z.string().nullable(),
    endedAt: z.string(),
  }),
});
export type DiscountGranted = z.infer<typeof DiscountGranted>;
export type DiscountEnded = z.infer<typeof DiscountEnded>;
export type DiscountEvent = DiscountGranted | DiscountEnded;

/** One row of GET /api/discounts. */
export interface Discount {
  id: string;
  schoolId: string;
  studentId: string;
  studentName: string;
  kind: DiscountKind;
  categories: FeeCategory[];
  percent: string | null;
  amount: WireMoney | null;
  fromTermName: string;
  toTermName: string | null;
  reason: string | null;
  approvedBy: string;
  status: 'Running' | 'Ended';
  endReason: string | null;
  grantedAt: string;
}
