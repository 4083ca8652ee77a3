import { z } from 'zod';
import { currencies, type WireMoney } from './money';
import { feeCategories, type FeeItemDetails } from './commands';
import { feeMessages as m } from './messages';
import type { BillingSponsorship } from './sponsors';
import { discountKinds, type BillingDiscount } from './discounts';

const Money = z.object({ currency: z.enum(currencies), minor: z.string() });

export const RunBillingInput = z.strictObject({
  termId: z.string({ error: m.termNotFound }).uuid({ error: m.termNotFound }),
  /** A dry run answers what would be billed and appends nothing. */
  dryRun: z.boolean({ error: m.dryRun }).default(false),
});
export type RunBillingInput = z.infer<typeof RunBillingInput>;

/** A learner as billing sees them: where they sit today and when they joined the school. */
export interface BillableLearner {
  studentId: string;
  name: string;
  registrationNumber: string;
  classId: string;
  className: string;
  levelId: string;
  /** YYYY-MM-DD, the day (in Harare) the learner was enrolled. */
  enrolledOn: string;
}

/** The approved schedule a run bills from. */
export interface ApprovedSchedule {
  version: number;
  items: (FeeItemDetails & { feeItemId: string })[];
}

/** RunBilling as the decider sees it: the term, its approved schedule and roster, and an id ready for each learner's invoice. */
export interface RunBilling {
  type: 'RunBilling';
  /** The school's sponsorships still running, each line of theirs split between sponsor and family. */
  sponsorships: BillingSponsorship[];
  /** The school's discounts still running, taken off their learners' lines before any sponsor's split. */
  discounts: BillingDiscount[];
  termId: string;
  termName: string;
  /** YYYY-MM-DD: a learner enrolled on or after it is new this term. */
  termStart: string;
  dryRun: boolean;
  schedule: ApprovedSchedule | null;
  roster: BillableLearner[];
  invoiceIds: Record<string, string>;
}

/** The sponsor's part of a line: the family owes the line's amount less it. */
export const SponsorPartSchema = z.object({
  sponsorId: z.string(),
  sponsorName: z.string(),
  sponsorshipId: z.string(),
  amount: Money,
});
export type SponsorPart = z.infer<typeof SponsorPartSchema>;

/** One discount's part of a line. */
export const DiscountPartSchema = z.object({
  discountId: z.string(),
  kind: z.enum(discountKinds),
  amount: Money,
});
/** What discounts took off a line (the parts in the order applied) and what is left for the payers. */
export const LineDiscountSchema = z.object({
  amount: Money,
  leftToPay: Money,
  parts: z.array(DiscountPartSchema),
});
export type LineDiscount = z.infer<typeof LineDiscountSchema>;

/** A line of an invoice: its whole amount and, when a sponsor pays part of it, that part (older invoices have none: the family's alone). */
export const InvoiceLineSchema = z.object({
  feeItemId: z.string(),
  name: z.string(),
  category: z.enum(feeCategories),
  amount: Money,
  dueDate: z.string(),
  /** The discounts' part, when the learner has one (the amount stays the full price). */
  discount: LineDiscountSchema.optional(),
  sponsor: SponsorPartSchema.optional(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/**
 * One learner's invoice for a term, billed from an approved schedule version (one stream per term,
 * `fee-billing-<termId>`). An invoice never changes once issued.
 */
export const InvoiceIssued = z.object({
  type: z.literal('InvoiceIssued'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    termName: z.string(),
    version: z.number().int(),
    invoiceId: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    registrationNumber: z.string(),
    classId: z.string(),
    className: z.string(),
    lines: z.array(InvoiceLineSchema),
    totals: z.array(Money),
    /** What the family owes per currency once the discounts and the sponsors' parts are taken out (absent: the totals). */
    familyTotals: z.array(Money).optional(),
    issuedBy: z.string().nullable(),
    issuedAt: z.string(),
  }),
});
export type InvoiceIssued = z.infer<typeof InvoiceIssued>;
export type BillingEvent = InvoiceIssued;

/** One learner in a run's answer: what they are (or would be) billed. */
export const BilledLearnerSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  classId: z.string(),
  className: z.string(),
  lines: z.array(InvoiceLineSchema),
  totals: z.array(Money),
  familyTotals: z.array(Money),
});
/** One class in a run's answer: its learners billed and their totals per currency. */
export const BilledClassSchema = z.object({
  classId: z.string(),
  className: z.string(),
  learners: z.number(),
  totals: z.array(Money),
});

/** What a run answers, dry or real: the version billed from, each learner billed now, the totals per class, and who was billed before. */
export const billingAnswer = {
  dryRun: z.boolean(),
  version: z.number(),
  learners: z.array(BilledLearnerSchema),
  classes: z.array(BilledClassSchema),
  alreadyBilled: z.number(),
};

/** One row of GET /api/invoices. */
export interface Invoice {
  id: string;
  schoolId: string;
  termId: string;
  termName: string;
  version: number;
  studentId: string;
  studentName: string;
  registrationNumber: string;
  classId: string;
  className: string;
  lines: InvoiceLine[];
  totals: WireMoney[];
  /** The totals less the sponsors' parts: what the family owes. */
  familyTotals: WireMoney[];
  /** What the family still owes per currency: its family totals less standing payments, credit notes and write-offs on its lines. */
  owed: WireMoney[];
  /** The earliest due date of its lines. */
  dueDate: string;
  issuedAt: string;
}
