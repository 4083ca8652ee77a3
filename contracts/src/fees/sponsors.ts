import { z } from 'zod';
import { isoDate } from '../setup/commands';
import { currencies, type Currency, type WireMoney } from './money';
import { feeCategories, feeCategory, type FeeCategory } from './commands';
import { feeMessages as m } from './messages';
import { paymentChannels, type PaymentChannel } from './payments';
import { wireMoney } from './moneySchemas';

/** Who pays for a learner besides the family: BEAM (the government's assistance scheme), an NGO, a church, an employer or another. */
export const sponsorKinds = ['BEAM', 'NGO', 'CHURCH', 'EMPLOYER', 'OTHER'] as const;
export type SponsorKind = (typeof sponsorKinds)[number];

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const id = (message: string) => z.string({ error: message }).uuid({ error: message });
const Money = z.object({ currency: z.enum(currencies), minor: z.string() });

export const RegisterSponsorInput = z.strictObject({
  name: z.preprocess(
    trim,
    z
      .string({ error: m.sponsorName })
      .min(1, { error: m.sponsorName })
      .max(100, { error: m.sponsorName }),
  ),
  kind: z.enum(sponsorKinds, { error: m.sponsorKind }),
});
export type RegisterSponsorInput = z.infer<typeof RegisterSponsorInput>;

/** A sponsor's share of a learner's lines of the categories named: a percentage of each, or the lines in full up to a cap a term. */
export const GrantSponsorshipInput = z
  .strictObject({
    sponsorId: id(m.sponsorNotFound),
    studentId: id(m.studentNotFound),
    categories: z
      .array(feeCategory, { error: m.sponsorCategories })
      .min(1, { error: m.sponsorCategories })
      .max(feeCategories.length, { error: m.sponsorCategories }),
    percent: z
      .number({ error: m.sponsorPercent })
      .int({ error: m.sponsorPercent })
      .min(1, { error: m.sponsorPercent })
      .max(100, { error: m.sponsorPercent })
      .optional(),
    cap: wireMoney()
      .refine((a) => BigInt(a.minor) > 0n, { error: m.sponsorCap })
      .optional(),
    fromTermId: id(m.termNotFound),
    toTermId: id(m.termNotFound).optional(),
  })
  .refine((v) => (v.percent === undefined) !== (v.cap === undefined), {
    error: m.sponsorShare,
    path: ['percent'],
  });
export type GrantSponsorshipInput = z.infer<typeof GrantSponsorshipInput>;

export const EndSponsorshipInput = z.strictObject({
  sponsorshipId: id(m.sponsorshipNotFound),
});
export type EndSponsorshipInput = z.infer<typeof EndSponsorshipInput>;

/** Money received from a sponsor against its claims: the term's claims only when a term is named. */
export const RecordSponsorPaymentInput = z
  .strictObject({
    sponsorId: id(m.sponsorNotFound),
    amount: wireMoney().refine((a) => BigInt(a.minor) > 0n, { error: m.paymentPositive }),
    channel: z.enum(paymentChannels, { error: m.channel }),
    reference: z
      .preprocess(trim, z.string({ error: m.reference }).max(100, { error: m.reference }))
      .optional(),
    date: isoDate(m.paymentDate).optional(),
    termId: id(m.termNotFound).optional(),
  })
  .refine((v) => v.channel === 'CASH' || (v.reference ?? '') !== '', {
    error: m.reference,
    path: ['reference'],
  });
export type RecordSponsorPaymentInput = z.infer<typeof RecordSponsorPaymentInput>;

/** A sponsor's share: a whole percentage of each line, or the lines in full up to a cap each term. */
export type SponsorShare = { percent: number; cap: null } | { percent: null; cap: WireMoney };

/** A term as a sponsorship names it: its id, name and first day (terms follow one another by it). */
export interface SponsorTerm {
  termId: string;
  termName: string;
  startDate: string;
}

/** The sponsors' commands as the decider sees them: the learner's name and the terms are found at the edge. */
export type SponsorCommand =
  | ({ type: 'RegisterSponsor'; sponsorId: string } & RegisterSponsorInput)
  | ({
      type: 'GrantSponsorship';
      sponsorshipId: string;
      sponsorId: string;
      studentId: string;
      studentName: string;
      categories: FeeCategory[];
      from: SponsorTerm;
      to: SponsorTerm | null;
    } & SponsorShare)
  | ({ type: 'EndSponsorship' } & EndSponsorshipInput);

/** A sponsorship as billing applies it: to the learner's lines of its categories, in the terms starting from its first term's start to its last's. */
export interface BillingSponsorship {
  sponsorshipId: string;
  sponsorId: string;
  sponsorName: string;
  studentId: string;
  categories: FeeCategory[];
  percent: number | null;
  cap: WireMoney | null;
  fromStart: string;
  toStart: string | null;
}

/** One line a sponsor owes (its part of an invoice line), as a sponsor payment pays it. */
export interface SponsorClaimLine {
  invoiceId: string;
  feeItemId: string;
  studentId: string;
  termId: string;
  termName: string;
  name: string;
  category: FeeCategory;
  dueDate: string;
  amount: WireMoney;
}

export interface RecordSponsorPayment {
  type: 'RecordSponsorPayment';
  paymentId: string;
  verificationCode: string;
  sponsorId: string;
  sponsorName: string;
  lines: SponsorClaimLine[];
  amount: WireMoney;
  channel: PaymentChannel;
  reference: string | null;
  date: string;
  termId: string | null;
}

const sponsorShare = { percent: z.number().int().nullable(), cap: Money.nullable() };
const term = { termId: z.string(), termName: z.string(), startDate: z.string() };

/** A sponsor at the school (one stream per school, `fee-sponsors-<schoolId>`, its sponsors and sponsorships together). */
export const SponsorRegistered = z.object({
  type: z.literal('SponsorRegistered'),
  data: z.object({
    schoolId: z.string(),
    sponsorId: z.string(),
    name: z.string(),
    kind: z.enum(sponsorKinds),
    registeredBy: z.string().nullable(),
    registeredAt: z.string(),
  }),
});
export const SponsorshipGranted = z.object({
  type: z.literal('SponsorshipGranted'),
  data: z.object({
    schoolId: z.string(),
    sponsorshipId: z.string(),
    sponsorId: z.string(),
    sponsorName: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    categories: z.array(z.enum(feeCategories)),
    ...sponsorShare,
    from: z.object(term),
    to: z.object(term).nullable(),
    grantedBy: z.string().nullable(),
    grantedAt: z.string(),
  }),
});
/** No invoice billed after it takes the sponsorship; the invoices already issued keep their split. */
export const SponsorshipEnded = z.object({
  type: z.literal('SponsorshipEnded'),
  data: z.object({
    schoolId: z.string(),
    sponsorshipId: z.string(),
    sponsorId: z.string(),
    studentId: z.string(),
    endedBy: z.string().nullable(),
    endedAt: z.string(),
  }),
});

export const SponsorAllocationSchema = z.object({
  invoiceId: z.string(),
  feeItemId: z.string(),
  studentId: z.string(),
  termId: z.string(),
  termName: z.string(),
  name: z.string(),
  category: z.enum(feeCategories),
  amount: Money,
});
export type SponsorAllocation = z.infer<typeof SponsorAllocationSchema>;

/** A sponsor's payment, on the school's payments stream so its receipt number follows the families' without a gap. */
export const SponsorPaymentRecorded = z.object({
  type: z.literal('SponsorPaymentRecorded'),
  data: z.object({
    schoolId: z.string(),
    paymentId: z.string(),
    receiptNo: z.string(),
    verificationCode: z.string(),
    sponsorId: z.string(),
    sponsorName: z.string(),
    amount: Money,
    channel: z.enum(paymentChannels),
    reference: z.string().nullable(),
    date: z.string(),
    termId: z.string().nullable(),
    allocations: z.array(SponsorAllocationSchema),
    /** What no claim took: the sponsor's credit. */
    credit: Money,
    recordedBy: z.string().nullable(),
    recordedAt: z.string(),
    /** The cashier's cash session open when it was recorded, if any: money taken at the desk. */
    sessionId: z.string().optional(),
  }),
});

/**
 * A sponsor's payment undone (ReversePayment with a reason): its allocations (repeated here) no
 * longer pay the sponsor's claims; its receipt number stays in the register.
 */
export const SponsorPaymentReversed = z.object({
  type: z.literal('SponsorPaymentReversed'),
  data: z.object({
    schoolId: z.string(),
    paymentId: z.string(),
    receiptNo: z.string(),
    sponsorId: z.string(),
    amount: Money,
    reason: z.string(),
    allocations: z.array(SponsorAllocationSchema),
    credit: Money,
    reversedBy: z.string().nullable(),
    reversedAt: z.string(),
  }),
});

export type SponsorRegistered = z.infer<typeof SponsorRegistered>;
export type SponsorshipGranted = z.infer<typeof SponsorshipGranted>;
export type SponsorshipEnded = z.infer<typeof SponsorshipEnded>;
export type SponsorPaymentRecorded = z.infer<typeof SponsorPaymentRecorded>;
export type SponsorPaymentReversed = z.infer<typeof SponsorPaymentReversed>;
export type SponsorEvent = SponsorRegistered | SponsorshipGranted | SponsorshipEnded;

/** One sponsorship as GET /api/sponsors lists it under its sponsor. */
export interface SponsorshipRow {
  id: string;
  studentId: string;
  studentName: string;
  categories: FeeCategory[];
  percent: number | null;
  cap: WireMoney | null;
  fromTermName: string;
  toTermName: string | null;
  status: 'Active' | 'Ended';
}

/** One row of GET /api/sponsors: a sponsor, its sponsorships and what it owes per currency. */
export interface Sponsor {
  id: string;
  schoolId: string;
  name: string;
  kind: SponsorKind;
  sponsorships: SponsorshipRow[];
  owed: { currency: Currency; minor: string }[];
  registeredAt: string;
}

/** One row of GET /api/sponsor-claims: what a sponsor was claimed for a term in a currency, what it paid and what it owes. */
export interface SponsorClaim {
  /** `<sponsorId>:<termId>:<currency>` */
  id: string;
  schoolId: string;
  sponsorId: string;
  sponsorName: string;
  termId: string;
  termName: string;
  currency: Currency;
  learners: number;
  claimed: string;
  paid: string;
  owed: string;
}
