import {
  discountKindNames,
  feeLedgerModel,
  formatMoney,
  fromWire,
  type AdjustmentEvent,
  type InvoiceIssued,
  type InvoiceLine,
  type OpeningBalanceEvent,
  type PaymentAllocation,
  type PaymentRecorded,
  type PaymentReversed,
  type WireMoney,
} from '@chikoro/contracts';
import { defineProjection, type ProjectionContext } from '../runner/projection';

type Db = ProjectionContext['db'];
type Tables = {
  fee_learners: string;
  fee_balances: string;
  fee_statement: string;
  fee_opening_balances: string;
};

/** A line as the statement tells it: its name, what its discounts took off and what a sponsor pays. */
function lineText(l: InvoiceLine): string {
  const notes = [
    ...(l.discount?.parts ?? []).map(
      (p) =>
        `${discountKindNames[p.kind].toLowerCase()} discount ${formatMoney(fromWire(p.amount))}`,
    ),
    ...(l.sponsor
      ? [`${l.sponsor.sponsorName} pays ${formatMoney(fromWire(l.sponsor.amount))}`]
      : []),
  ];
  return notes.length === 0 ? l.name : `${l.name} (${notes.join('; ')})`;
}

/** What a payment paid (or, reversed, no longer pays) per learner and currency, the payer's credit included. */
function perLearner(allocations: readonly PaymentAllocation[], payer: string, credit: WireMoney) {
  const sums = new Map<
    string,
    { studentId: string; currency: string; paid: bigint; credit: bigint }
  >();
  const at = (studentId: string, currency: string) => {
    const key = `${studentId}:${currency}`;
    const entry = sums.get(key) ?? { studentId, currency, paid: 0n, credit: 0n };
    sums.set(key, entry);
    return entry;
  };
  for (const a of allocations) at(a.studentId, a.amount.currency).paid += BigInt(a.amount.minor);
  if (BigInt(credit.minor) > 0n) at(payer, credit.currency).credit += BigInt(credit.minor);
  return [...sums.values()];
}

async function addBalance(
  db: Db,
  t: Tables,
  schoolId: string,
  studentId: string,
  currency: string,
  billed: bigint,
  paid: bigint,
  credit: bigint,
  adjusted = 0n,
) {
  await db.query(
    `INSERT INTO ${t.fee_balances} (student_id, currency, school_id, billed, paid, credit, adjusted) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (student_id, currency) DO UPDATE SET billed = ${t.fee_balances}.billed + $4, paid = ${t.fee_balances}.paid + $5,
       credit = ${t.fee_balances}.credit + $6, adjusted = ${t.fee_balances}.adjusted + $7`,
    [
      studentId,
      currency,
      schoolId,
      billed.toString(),
      paid.toString(),
      credit.toString(),
      adjusted.toString(),
    ],
  );
}

async function statementLine(
  db: Db,
  t: Tables,
  line: {
    id: string;
    schoolId: string;
    studentId: string;
    date: string;
    at: string;
    position: number;
    description: string;
    reference: string | null;
    currency: string;
    debit: bigint;
    credit: bigint;
  },
) {
  // Keyed by event and learner: a replayed event writes the same line once.
  await db.query(
    `INSERT INTO ${t.fee_statement} (id, school_id, student_id, date, at, position, description, reference, currency, debit, credit)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
    [
      line.id,
      line.schoolId,
      line.studentId,
      line.date,
      line.at,
      line.position,
      line.description,
      line.reference,
      line.currency,
      line.debit.toString(),
      line.credit.toString(),
    ],
  );
}

/** A credit note or write-off: the learner's balance lowered, and a credit line on their statement. */
async function adjustment(
  { data: d, position }: AdjustmentEvent & { position: number },
  { db, tables }: { db: Db; tables: Tables },
  words: string,
) {
  const id = `${d.adjustmentId}:adjusted`;
  // Keyed by the adjustment: a replayed event finds its line and moves nothing.
  if (
    ((await db.query(`SELECT 1 FROM ${tables.fee_statement} WHERE id = $1`, [id])).rowCount ?? 0) >
    0
  )
    return;
  const amount = BigInt(d.amount.minor);
  await addBalance(db, tables, d.schoolId, d.studentId, d.amount.currency, 0n, 0n, 0n, amount);
  await statementLine(db, tables, {
    id,
    schoolId: d.schoolId,
    studentId: d.studentId,
    date: d.at.slice(0, 10),
    at: d.at,
    position,
    description: `${words}, invoice ${d.termName}: ${d.reason}`,
    reference: null,
    currency: d.amount.currency,
    debit: 0n,
    credit: amount,
  });
}

/**
 * An opening balance from the old books: a debt is billed (the statement's first line, as of its
 * day), a credit is credit on account; its undo takes either back with a line of its own.
 */
async function openingBalance(
  event: OpeningBalanceEvent & { position: number },
  { db, tables }: { db: Db; tables: Tables },
) {
  const d = event.data;
  const undone = event.type === 'OpeningBalanceUndone';
  const id = `${d.openingBalanceId}:${undone ? 'undone' : 'opening'}`;
  if (
    ((await db.query(`SELECT 1 FROM ${tables.fee_statement} WHERE id = $1`, [id])).rowCount ?? 0) >
    0
  )
    return;
  const sign = undone ? -1n : 1n;
  const amount = BigInt(d.amount.minor);
  const owed = amount > 0n ? amount * sign : 0n;
  const credit = amount < 0n ? -amount * sign : 0n;
  if (event.type === 'OpeningBalanceRecorded') {
    const r = event.data;
    await db.query(
      `INSERT INTO ${tables.fee_learners} (student_id, school_id, name, class_name, registration_number) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (student_id) DO NOTHING`,
      [r.studentId, r.schoolId, r.studentName, r.className, r.registrationNumber],
    );
    await db.query(
      `INSERT INTO ${tables.fee_opening_balances} (id, school_id, student_id, batch_id, currency, amount, as_of, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'Recorded') ON CONFLICT (id) DO NOTHING`,
      [
        r.openingBalanceId,
        r.schoolId,
        r.studentId,
        r.batchId,
        r.amount.currency,
        r.amount.minor,
        r.asOf,
      ],
    );
  } else
    await db.query(`UPDATE ${tables.fee_opening_balances} SET status = 'Undone' WHERE id = $1`, [
      d.openingBalanceId,
    ]);
  await addBalance(db, tables, d.schoolId, d.studentId, d.amount.currency, owed, 0n, credit);
  const what = amount > 0n ? 'owed' : 'credit';
  const note =
    event.type === 'OpeningBalanceRecorded' && event.data.note ? `: ${event.data.note}` : '';
  await statementLine(db, tables, {
    id,
    schoolId: d.schoolId,
    studentId: d.studentId,
    date: undone ? event.data.undoneAt.slice(0, 10) : d.asOf,
    at: undone ? event.data.undoneAt : event.data.recordedAt,
    // The opening balance opens the statement, whenever it was imported; its undo stands where it happened.
    position: undone ? event.position : 0,
    description: undone
      ? `Opening balance undone (${what} as of ${d.asOf})`
      : `Opening balance (${what} as of ${d.asOf})${note}`,
    reference: null,
    currency: d.amount.currency,
    debit: owed > 0n ? owed : credit < 0n ? -credit : 0n,
    credit: credit > 0n ? credit : owed < 0n ? -owed : 0n,
  });
}

/**
 * Each learner's fee ledger, written as events arrive and guarded by the statement's keyed lines
 * (a balance moves only when its statement line is new, so a replay moves nothing twice): billed,
 * paid, credit on account and adjusted (credit notes and write-offs) per currency, and the statement
 * (invoices as debits, payments, credit notes and write-offs as credits, a reversal as the debit
 * that undoes its payment).
 */
export const feeLedger = defineProjection<
  InvoiceIssued | PaymentRecorded | PaymentReversed | AdjustmentEvent | OpeningBalanceEvent
>()({
  readModel: feeLedgerModel,
  version: 3,
  tables: {
    fee_learners: (t) => `
      CREATE TABLE ${t} (student_id uuid PRIMARY KEY, school_id uuid NOT NULL, name text NOT NULL, class_name text NOT NULL, registration_number text NOT NULL);
      CREATE INDEX ON ${t} (school_id);`,
    fee_balances: (t) => `
      CREATE TABLE ${t} (
        student_id uuid NOT NULL, currency text NOT NULL, school_id uuid NOT NULL,
        billed bigint NOT NULL, paid bigint NOT NULL, credit bigint NOT NULL, adjusted bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (student_id, currency)
      );
      CREATE INDEX ON ${t} (school_id);`,
    fee_statement: (t) => `
      CREATE TABLE ${t} (
        id text PRIMARY KEY, school_id uuid NOT NULL, student_id uuid NOT NULL, date date NOT NULL, at timestamptz NOT NULL, position bigint NOT NULL,
        description text NOT NULL, reference text, currency text NOT NULL, debit bigint NOT NULL, credit bigint NOT NULL
      );
      CREATE INDEX ON ${t} (student_id, position);`,
    fee_opening_balances: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY, school_id uuid NOT NULL, student_id uuid NOT NULL, batch_id uuid NOT NULL, currency text NOT NULL,
        amount bigint NOT NULL, as_of date NOT NULL, status text NOT NULL
      );
      CREATE INDEX ON ${t} (student_id);`,
  },
  handlers: {
    async InvoiceIssued({ data: d, position }, { db, tables }) {
      const exists = await db.query(`SELECT 1 FROM ${tables.fee_statement} WHERE id = $1`, [
        `${d.invoiceId}:${d.totals[0]?.currency ?? 'USD'}`,
      ]);
      if ((exists.rowCount ?? 0) > 0) return;
      await db.query(
        `INSERT INTO ${tables.fee_learners} (student_id, school_id, name, class_name, registration_number) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (student_id) DO UPDATE SET name = $3, class_name = $4, registration_number = $5`,
        [d.studentId, d.schoolId, d.studentName, d.className, d.registrationNumber],
      );
      // The family is billed its part: discounts are off, a sponsor's part of a line is the sponsor's debt.
      for (const total of d.familyTotals ?? d.totals) {
        await addBalance(
          db,
          tables,
          d.schoolId,
          d.studentId,
          total.currency,
          BigInt(total.minor),
          0n,
          0n,
        );
        await statementLine(db, tables, {
          id: `${d.invoiceId}:${total.currency}`,
          schoolId: d.schoolId,
          studentId: d.studentId,
          date: d.issuedAt.slice(0, 10),
          at: d.issuedAt,
          position,
          description: `Invoice ${d.termName} (version ${d.version}): ${d.lines
            .filter((l) => l.amount.currency === total.currency)
            .map(lineText)
            .join(', ')}`,
          reference: null,
          currency: total.currency,
          debit: BigInt(total.minor),
          credit: 0n,
        });
      }
    },
    async PaymentRecorded({ data: d, position }, { db, tables }) {
      for (const share of perLearner(d.allocations, d.payerStudentId, d.credit)) {
        const id = `${d.paymentId}:${share.studentId}:${share.currency}`;
        if (
          ((await db.query(`SELECT 1 FROM ${tables.fee_statement} WHERE id = $1`, [id])).rowCount ??
            0) > 0
        )
          continue;
        await addBalance(
          db,
          tables,
          d.schoolId,
          share.studentId,
          share.currency,
          0n,
          share.paid,
          share.credit,
        );
        await statementLine(db, tables, {
          id,
          schoolId: d.schoolId,
          studentId: share.studentId,
          date: d.date,
          at: d.recordedAt,
          position,
          description: `Payment, receipt ${d.receiptNo}: ${formatMoney(fromWire(d.amount))} by ${d.channel}${share.credit > 0n ? ' (credit on account included)' : ''}`,
          reference: d.reference,
          currency: share.currency,
          debit: 0n,
          credit: share.paid + share.credit,
        });
      }
    },
    async PaymentReversed({ data: d, position }, { db, tables }) {
      for (const share of perLearner(d.allocations, d.payerStudentId, d.credit)) {
        const id = `${d.paymentId}:${share.studentId}:${share.currency}:reversed`;
        if (
          ((await db.query(`SELECT 1 FROM ${tables.fee_statement} WHERE id = $1`, [id])).rowCount ??
            0) > 0
        )
          continue;
        await addBalance(
          db,
          tables,
          d.schoolId,
          share.studentId,
          share.currency,
          0n,
          -share.paid,
          -share.credit,
        );
        await statementLine(db, tables, {
          id,
          schoolId: d.schoolId,
          studentId: share.studentId,
          date: d.reversedAt.slice(0, 10),
          at: d.reversedAt,
          position,
          description: `Payment reversed, receipt ${d.receiptNo}: ${d.reason}`,
          reference: null,
          currency: share.currency,
          debit: share.paid + share.credit,
          credit: 0n,
        });
      }
    },
    OpeningBalanceRecorded: openingBalance,
    OpeningBalanceUndone: openingBalance,
    CreditNoteIssued: (event, context) => adjustment(event, context, 'Credit note'),
    InvoiceWrittenOff: (event, context) => adjustment(event, context, 'Written off'),
  },
});
