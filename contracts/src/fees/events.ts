import { z } from 'zod';
import { currencies } from './money';
import { feeCategories, residences } from './commands';

const at = z.string();
const Money = z.object({ currency: z.enum(currencies), minor: z.string() });
const named = z.array(z.object({ id: z.string(), name: z.string() }));
export const FeePayersSchema = z.object({
  levels: named,
  classes: named,
  residence: z.enum(residences),
  newLearnersOnly: z.boolean(),
});
const item = {
  name: z.string(),
  category: z.enum(feeCategories),
  amount: Money,
  dueDate: z.string(),
  payers: FeePayersSchema,
};
export const FeeItemSchema = z.object({ feeItemId: z.string(), ...item });

/**
 * The official rate of a day, ZiG per 1 US dollar, as the school recorded it (one stream per school,
 * `exchange-rates-<schoolId>`). A second rate for the same day corrects the first and names it.
 */
export const ExchangeRateRecorded = z.object({
  type: z.literal('ExchangeRateRecorded'),
  data: z.object({
    schoolId: z.string(),
    date: z.string(),
    base: z.literal('USD'),
    quote: z.literal('ZWG'),
    rate: z.string(),
    source: z.string(),
    previousRate: z.string().optional(),
    recordedBy: z.string().nullable(),
    recordedAt: at,
  }),
});

/**
 * A term's fee schedule, one stream per term (`fee-schedule-<termId>`). Every item event names the
 * draft version it belongs to: the last approved version plus one.
 */
export const FeeItemDefined = z.object({
  type: z.literal('FeeItemDefined'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    termName: z.string(),
    version: z.number().int(),
    feeItemId: z.string(),
    ...item,
    definedAt: at,
  }),
});
/** The item as it is now, and as it was before. */
export const FeeItemChanged = z.object({
  type: z.literal('FeeItemChanged'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    termName: z.string(),
    version: z.number().int(),
    feeItemId: z.string(),
    ...item,
    before: z.object(item),
    changedAt: at,
  }),
});
export const FeeItemRemoved = z.object({
  type: z.literal('FeeItemRemoved'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    termName: z.string(),
    version: z.number().int(),
    feeItemId: z.string(),
    name: z.string(),
    removedAt: at,
  }),
});
/** Version n of the schedule, every item as approved: invoices name the version they were billed from. */
export const FeeScheduleApproved = z.object({
  type: z.literal('FeeScheduleApproved'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    termName: z.string(),
    version: z.number().int(),
    items: z.array(FeeItemSchema),
    approvedBy: z.string().nullable(),
    approvedAt: at,
  }),
});

export type ExchangeRateRecorded = z.infer<typeof ExchangeRateRecorded>;
export type FeeItemDefined = z.infer<typeof FeeItemDefined>;
export type FeeItemChanged = z.infer<typeof FeeItemChanged>;
export type FeeItemRemoved = z.infer<typeof FeeItemRemoved>;
export type FeeScheduleApproved = z.infer<typeof FeeScheduleApproved>;
export type ExchangeRateEvent = ExchangeRateRecorded;
export type FeeScheduleEvent =
  FeeItemDefined | FeeItemChanged | FeeItemRemoved | FeeScheduleApproved;
