import {
  ConflictError,
  ForbiddenError,
  OPENING_BALANCE,
  ValidationError,
  authMessages,
  currencies,
  feeKeepers,
  openingBalanceMessages as m,
  schoolDate,
  type CommandContext,
  type Currency,
  type OpenLine,
  type OpeningBalanceCommand,
  type OpeningBalanceEvent,
  type OpeningBalanceRow,
  type WireMoney,
} from '@chikoro/contracts';

/** An opening balance as the school's payments stream knows it. */
export interface OpeningBalanceRecord {
  batchId: string;
  studentId: string;
  studentName: string;
  amount: WireMoney;
  asOf: string;
  status: 'Recorded' | 'Undone';
}

export function evolveOpeningBalances(
  balances: Record<string, OpeningBalanceRecord>,
  event: OpeningBalanceEvent,
): Record<string, OpeningBalanceRecord> {
  const d = event.data;
  if (event.type === 'OpeningBalanceRecorded')
    return {
      ...balances,
      [d.openingBalanceId]: {
        batchId: d.batchId,
        studentId: d.studentId,
        studentName: d.studentName,
        amount: d.amount,
        asOf: d.asOf,
        status: 'Recorded',
      },
    };
  const known = balances[d.openingBalanceId];
  return known ? { ...balances, [d.openingBalanceId]: { ...known, status: 'Undone' } } : balances;
}

/** The standing opening balance of a learner in a currency, if any. */
export const standingBalance = (
  balances: Record<string, OpeningBalanceRecord>,
  studentId: string,
  currency: Currency,
): string | undefined =>
  Object.entries(balances).find(
    ([, b]) =>
      b.status === 'Recorded' && b.studentId === studentId && b.amount.currency === currency,
  )?.[0];

/** What a payment has settled of an opening balance (its line key is its id twice). */
const paidOf = (paid: Record<string, string>, id: string) => BigInt(paid[`${id}:${id}`] ?? '0');

/**
 * The family's standing opening debts as lines a payment pays: the oldest thing owed, so they are
 * dated before any invoice line (the allocation pays the earliest due first); never EXAM.
 */
export function openingLines(
  balances: Record<string, OpeningBalanceRecord>,
  studentIds: readonly string[],
): OpenLine[] {
  const family = new Set(studentIds);
  return Object.entries(balances)
    .filter(([, b]) => b.status === 'Recorded' && family.has(b.studentId))
    .filter(([, b]) => BigInt(b.amount.minor) > 0n)
    .sort(([, a], [, b]) => (a.asOf < b.asOf ? -1 : a.asOf > b.asOf ? 1 : 0))
    .map(([id, b]) => ({
      invoiceId: id,
      feeItemId: id,
      studentId: b.studentId,
      studentName: b.studentName,
      termName: OPENING_BALANCE,
      name: OPENING_BALANCE,
      category: 'OTHER',
      dueDate: '0000-01-01',
      amount: b.amount,
    }));
}

/** "125.50", "-40", "1,250.00" refused (no grouping): minor units as a string, exactly; never a float. */
export function parseAmount(text: string): string | undefined {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = BigInt(`${match[2]}${(match[3] ?? '').padEnd(2, '0')}`);
  return (match[1] === '-' ? -minor : minor).toString();
}

const validDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A learner of the school, as the import finds them by registration number. */
export interface ImportLearner {
  studentId: string;
  name: string;
  registrationNumber: string;
  className: string;
}

/** What a row is checked against: the school's learners, others' numbers, its currencies, its balances. */
export interface OpeningBalanceFacts {
  /** The school's active learners by registration number (upper case). */
  learners: ReadonlyMap<string, ImportLearner>;
  /** Registration numbers (upper case) of other schools' learners. */
  elsewhere: ReadonlySet<string>;
  /** The currencies the school's fee items are in. */
  priced: readonly Currency[];
  /** The school's opening balances so far. */
  balances: Record<string, OpeningBalanceRecord>;
  /** The interrupted batch being resumed, if any: its own balances are rows already done. */
  batchId?: string;
  /** YYYY-MM-DD, today in Harare. */
  today: string;
}

export interface RowCells {
  registrationNumber?: string;
  currency?: string;
  amount?: string;
  /** YYYY-MM-DD once read as spreadsheets hold dates (cells.ts); else as typed. */
  asOf?: string;
  note?: string;
}

export type CheckedRow =
  | {
      ok: true;
      row: Omit<OpeningBalanceRow, 'openingBalanceId'>;
      key: string;
      /** The resumed batch recorded this learner's balance in the currency already. */
      done?: true;
    }
  | { ok: false; errors: { column: string; message: string }[] };

/**
 * One row of an opening-balances file against the school's facts: each column's refusal, named by
 * the template's header. `earlier` holds the file's rows before it (learner and currency → row).
 */
export function checkOpeningBalanceRow(
  cells: RowCells,
  facts: OpeningBalanceFacts,
  earlier: ReadonlyMap<string, number>,
): CheckedRow {
  const errors: { column: string; message: string }[] = [];
  const number = (cells.registrationNumber ?? '').trim();
  const learner = facts.learners.get(number.toUpperCase());
  if (!number) errors.push({ column: 'Registration number', message: m.registrationNumber });
  else if (!learner)
    errors.push({
      column: 'Registration number',
      message: facts.elsewhere.has(number.toUpperCase())
        ? m.otherSchool(number)
        : m.studentNotFound(number),
    });
  const code = (cells.currency ?? '').trim().toUpperCase();
  const currency = (currencies as readonly string[]).includes(code)
    ? (code as Currency)
    : undefined;
  if (!currency) errors.push({ column: 'Currency', message: m.currency });
  else if (!facts.priced.includes(currency))
    errors.push({ column: 'Currency', message: m.notPriced(currency, facts.priced) });
  const minor = parseAmount(cells.amount ?? '');
  if (minor === undefined) errors.push({ column: 'Amount owed', message: m.amount });
  else if (minor === '0') errors.push({ column: 'Amount owed', message: m.zero });
  const asOf = (cells.asOf ?? '').trim();
  if (!validDay(asOf)) errors.push({ column: 'As of', message: m.asOf });
  else if (asOf > facts.today) errors.push({ column: 'As of', message: m.future });
  const note = (cells.note ?? '').trim();
  if (note.length > 200) errors.push({ column: 'Note', message: m.note });
  if (learner && currency) {
    const key = `${learner.studentId}:${currency}`;
    const row = earlier.get(key);
    const standing = standingBalance(facts.balances, learner.studentId, currency);
    const done = standing !== undefined && facts.balances[standing]!.batchId === facts.batchId;
    if (standing && !done)
      errors.push({ column: 'Registration number', message: m.already(currency) });
    else if (row !== undefined)
      errors.push({ column: 'Registration number', message: m.sameInFile(currency, row) });
    if (errors.length === 0 && minor !== undefined)
      return {
        ok: true,
        key,
        row: {
          studentId: learner.studentId,
          studentName: learner.name,
          registrationNumber: learner.registrationNumber,
          className: learner.className,
          amount: { currency, minor },
          asOf,
          note: note || null,
        },
        ...(done && { done }),
      };
  }
  return { ok: false, errors };
}

type State = {
  openingBalances: Record<string, OpeningBalanceRecord>;
  paid: Record<string, string>;
};

/** The learners (by name) whose opening balance of this batch a standing payment has reached. */
export function paidOpeningBalances(state: State, batchId: string): string[] {
  return Object.entries(state.openingBalances)
    .filter(([, b]) => b.batchId === batchId && b.status === 'Recorded')
    .filter(([id]) => paidOf(state.paid, id) > 0n)
    .map(([, b]) => `${b.studentName} (${b.amount.currency})`);
}

/**
 * A row of an import recorded (a fee keeper's, dated no later than today, the learner's first in
 * its currency; nothing new when the same batch recorded it already, as a resumed batch may find),
 * or every standing opening balance of a batch undone, only while no payment stands allocated to
 * any of them: a refusal names those learners.
 */
export function decideOpeningBalance(
  command: OpeningBalanceCommand,
  state: State,
  schoolId: string,
  context: CommandContext,
): OpeningBalanceEvent[] {
  if (!feeKeepers.includes(context.actorRole as never))
    throw new ForbiddenError(authMessages.forbidden);
  if (command.type === 'RecordOpeningBalance') {
    const { type: _t, ...row } = command;
    if (state.openingBalances[row.openingBalanceId])
      throw new ConflictError(m.already(row.amount.currency));
    const standing = standingBalance(state.openingBalances, row.studentId, row.amount.currency);
    if (standing && state.openingBalances[standing]!.batchId === row.batchId) return [];
    if (standing) throw new ConflictError(m.already(row.amount.currency));
    if (row.asOf > schoolDate(context.now))
      throw new ValidationError(m.future, [{ field: 'asOf', message: m.future }]);
    if (row.amount.minor === '0')
      throw new ValidationError(m.zero, [{ field: 'amount', message: m.zero }]);
    return [
      {
        type: 'OpeningBalanceRecorded',
        data: { schoolId, ...row, recordedBy: context.actorId, recordedAt: context.now },
      },
    ];
  }
  const paid = paidOpeningBalances(state, command.batchId);
  if (paid.length > 0) throw new ConflictError(m.paid(paid));
  const undone = Object.entries(state.openingBalances).filter(
    ([, b]) => b.batchId === command.batchId && b.status === 'Recorded',
  );
  return undone.map(([openingBalanceId, b]) => ({
    type: 'OpeningBalanceUndone',
    data: {
      schoolId,
      openingBalanceId,
      batchId: command.batchId,
      studentId: b.studentId,
      studentName: b.studentName,
      amount: b.amount,
      asOf: b.asOf,
      undoneBy: context.actorId,
      undoneAt: context.now,
    },
  }));
}
