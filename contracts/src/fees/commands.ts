import { z } from 'zod';
import type { Role } from '../shared/roles';
import { isoDate } from '../setup/commands';
import { feeMessages as m } from './messages';
import { decimalRate, wireMoney } from './moneySchemas';

/**
 * Who keeps the school's fees: its admin and its bursars. The commands and the lists both read it.
 */
export const feeKeepers: readonly Role[] = ['ADMIN', 'BURSAR'];

export const feeCategories = ['TUITION', 'LEVY', 'BOARDING', 'EXAM', 'TRANSPORT', 'OTHER'] as const;
export type FeeCategory = (typeof feeCategories)[number];
/** Who pays by where they sleep: everyone, boarders only, or day scholars only. */
export const residences = ['ALL', 'BOARDERS', 'DAY_SCHOLARS'] as const;
export type Residence = (typeof residences)[number];

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const id = (message: string) => z.string({ error: message }).uuid({ error: message });
const ids = (message: string) =>
  z.array(id(message), { error: message }).max(100, { error: message }).default([]);

export const feeItemName = z.preprocess(
  trim,
  z.string({ error: m.name }).min(1, { error: m.name }).max(100, { error: m.nameLength }),
);
export const feeCategory = z.enum(feeCategories, { error: m.category });
/**
 * Who pays a fee item: the levels and classes named (none named: every level), boarders, day
 * scholars or all, and whether only learners new this term pay it.
 */
export const FeePayersInput = z.strictObject(
  {
    levelIds: ids(m.levelNotFound),
    classIds: ids(m.classNotFound),
    residence: z.enum(residences, { error: m.payers }).default('ALL'),
    newLearnersOnly: z.boolean({ error: m.payers }).default(false),
  },
  { error: m.payers },
);
export type FeePayersInput = z.infer<typeof FeePayersInput>;

export const RecordExchangeRateInput = z.strictObject({
  date: isoDate(m.rateDate),
  base: z.literal('USD', { error: m.pair }),
  quote: z.literal('ZWG', { error: m.pair }),
  rate: decimalRate,
  source: z.preprocess(
    trim,
    z.string({ error: m.source }).min(1, { error: m.source }).max(200, { error: m.source }),
  ),
});
export type RecordExchangeRateInput = z.infer<typeof RecordExchangeRateInput>;

export const DefineFeeItemInput = z.strictObject({
  termId: id(m.termNotFound),
  name: feeItemName,
  category: feeCategory,
  amount: wireMoney(),
  dueDate: isoDate(m.dueDate),
  payers: FeePayersInput.default({
    levelIds: [],
    classIds: [],
    residence: 'ALL',
    newLearnersOnly: false,
  }),
});
export type DefineFeeItemInput = z.infer<typeof DefineFeeItemInput>;

/** The changed fields only; payers, when given, are given whole. */
export const ChangeFeeItemInput = z
  .strictObject({
    termId: id(m.termNotFound),
    feeItemId: id(m.itemNotFound),
    name: feeItemName.optional(),
    category: feeCategory.optional(),
    amount: wireMoney().optional(),
    dueDate: isoDate(m.dueDate).optional(),
    payers: FeePayersInput.optional(),
  })
  .refine((v) => [v.name, v.category, v.amount, v.dueDate, v.payers].some((f) => f !== undefined), {
    error: m.unchanged,
  });
export type ChangeFeeItemInput = z.infer<typeof ChangeFeeItemInput>;

export const RemoveFeeItemInput = z.strictObject({
  termId: id(m.termNotFound),
  feeItemId: id(m.itemNotFound),
});
export const ApproveFeeScheduleInput = z.strictObject({ termId: id(m.termNotFound) });

/** Payers as the events keep them: each level's and class's name as it was that day. */
export interface FeePayers {
  levels: { id: string; name: string }[];
  classes: { id: string; name: string }[];
  residence: Residence;
  newLearnersOnly: boolean;
}

/** A fee item's terms of payment, as the decider and the events see them. */
export interface FeeItemDetails {
  name: string;
  category: FeeCategory;
  amount: { currency: 'USD' | 'ZWG'; minor: string };
  dueDate: string;
  payers: FeePayers;
}

/** The term as the school's set-up names it, resolved at the edge. */
export interface FeeTerm {
  termId: string;
  termName: string;
}

export type ExchangeRateCommand = { type: 'RecordExchangeRate' } & RecordExchangeRateInput;

/** The commands as the decider sees them: ids, the term's name and the payers' names are found at the edge. */
export type FeeScheduleCommand =
  | ({ type: 'DefineFeeItem'; feeItemId: string } & FeeTerm & FeeItemDetails)
  | ({ type: 'ChangeFeeItem'; feeItemId: string } & FeeTerm & Partial<FeeItemDetails>)
  | ({ type: 'RemoveFeeItem'; feeItemId: string } & FeeTerm)
  | ({ type: 'ApproveFeeSchedule' } & FeeTerm);
