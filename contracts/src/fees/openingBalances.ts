import { z } from 'zod';
import { currencies } from './money';

const Money = z.object({ currency: z.enum(currencies), minor: z.string() });

/**
 * What a learner owed (or was owed) in one currency in the school's old books, as of a day, brought
 * in by an import (the batch's id in its metadata and here). A positive amount is owed by the
 * family and is the oldest thing it owes; a negative one is credit on the family's account. In the
 * school's payments stream, beside what pays it.
 */
export const OpeningBalanceRecorded = z.object({
  type: z.literal('OpeningBalanceRecorded'),
  data: z.object({
    schoolId: z.string(),
    openingBalanceId: z.string(),
    batchId: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    registrationNumber: z.string(),
    className: z.string(),
    amount: Money,
    /** YYYY-MM-DD: the day of the old books it was read from (what it is aged by). */
    asOf: z.string(),
    note: z.string().nullable(),
    recordedBy: z.string().nullable(),
    recordedAt: z.string(),
  }),
});
/** An opening balance taken back (its import undone) before anything paid it: it no longer counts. */
export const OpeningBalanceUndone = z.object({
  type: z.literal('OpeningBalanceUndone'),
  data: z.object({
    schoolId: z.string(),
    openingBalanceId: z.string(),
    batchId: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    amount: Money,
    asOf: z.string(),
    undoneBy: z.string().nullable(),
    undoneAt: z.string(),
  }),
});
export type OpeningBalanceRecorded = z.infer<typeof OpeningBalanceRecorded>;
export type OpeningBalanceUndone = z.infer<typeof OpeningBalanceUndone>;
export type OpeningBalanceEvent = OpeningBalanceRecorded | OpeningBalanceUndone;

/** One row of an opening-balances file, checked: what the import records. */
export interface OpeningBalanceRow {
  openingBalanceId: string;
  studentId: string;
  studentName: string;
  registrationNumber: string;
  className: string;
  amount: { currency: (typeof currencies)[number]; minor: string };
  asOf: string;
  note: string | null;
}

/** RecordOpeningBalance (one row of an import) and UndoOpeningBalances (the batch's, at its undo). */
export type OpeningBalanceCommand =
  | ({ type: 'RecordOpeningBalance'; batchId: string } & OpeningBalanceRow)
  | { type: 'UndoOpeningBalances'; batchId: string };

/** What an opening balance is called on statements, allocations and receipts. */
export const OPENING_BALANCE = 'Opening balance';

/** Why a row of an opening-balances file, or the undo of its import, is refused. */
export const openingBalanceMessages = {
  studentNotFound: (number: string) =>
    `No learner with registration number ${number} in this school`,
  registrationNumber: 'Enter the learner’s registration number',
  otherSchool: (number: string) =>
    `${number} is a learner of another school: only this school’s learners can have its opening balances`,
  currency: 'Give the currency as USD or ZWG',
  notPriced: (currency: string, priced: readonly string[]) =>
    priced.length === 0
      ? `The school prices nothing in ${currency} yet: define its fee schedule first`
      : `The school prices nothing in ${currency}: its fees are in ${priced.join(' and ')}`,
  amount:
    'Enter the amount owed as a number with at most 2 decimals, e.g. 125.50 (a credit the school owes the family as -40.00)',
  zero: 'An opening balance of 0.00 records nothing: leave the learner out',
  asOf: 'Enter the as-of date as a day, e.g. 2025-12-31 or 31/12/2025',
  future: 'The as-of date cannot be in the future',
  note: 'Keep the note to 200 characters',
  already: (currency: string) =>
    `This learner already has an opening balance in ${currency}: undo its import to bring another`,
  sameInFile: (currency: string, row: number) =>
    `Row ${row} already gives this learner an opening balance in ${currency}`,
  paid: (names: readonly string[]) =>
    `This import cannot be undone: payments have been allocated to the opening balance of ${names.join(', ')}. Reverse those payments first`,
} as const;
