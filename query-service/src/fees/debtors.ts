import { SQL_TODAY } from '@chikoro/platform';
import {
  classesModel,
  currencies,
  feeKeepers,
  feeLedgerModel,
  invoicesModel,
  membershipModel,
  parentsModel,
  paymentsModel,
  tableOf,
  type Currency,
  type FeeDebtor,
} from '@chikoro/contracts';
import { MEMBERSHIP } from '../scope';
import {
  equalsId,
  ownSchool,
  textSearch,
  type FilterBuilder,
  type ListResource,
} from '../listing/resource';
import { accountOf } from './families';
import { settledLines, settledReads } from './settled';

const t = {
  learners: tableOf(feeLedgerModel, 'fee_learners'),
  balances: tableOf(feeLedgerModel, 'fee_balances'),
  opening: tableOf(feeLedgerModel, 'fee_opening_balances'),
  invoices: tableOf(invoicesModel, 'invoices'),
  payments: tableOf(paymentsModel, 'payments'),
  memberships: tableOf(membershipModel, 'class_memberships'),
  classes: tableOf(classesModel, 'classes'),
};

/**
 * Each family's unpaid invoice lines per currency, its opening debts from the old books first: a
 * line's family part (its discounts taken off; a sponsor's part is the sponsor's debt) less what
 * standing payments, credit notes and write-offs allocated to it, then the
 * family's credit on account taken from the oldest lines first, so that what is left
 * of the lines adds up to the balance the ledger shows. Aged by each line's due date against today.
 */
const aged = `
  WITH members AS (
    SELECT a.account_id, l.student_id, l.school_id, l.name, l.class_name, l.registration_number
    FROM ${accountOf} a JOIN ${t.learners} l ON l.student_id = a.student_id
  ), allocated AS (
    SELECT s.invoice_id, s.fee_item_id, s.currency, sum(s.minor) AS paid
    FROM ${settledLines} s GROUP BY 1, 2, 3
  ), unpaid AS (
    SELECT m.account_id, line->'amount'->>'currency' AS currency, (line->>'dueDate')::date AS due_date, i.id AS invoice_id, line->>'feeItemId' AS fee_item_id,
      1 AS rank,
      greatest((line->'amount'->>'minor')::bigint - coalesce((line->'discount'->'amount'->>'minor')::bigint, 0) - coalesce((line->'sponsor'->'amount'->>'minor')::bigint, 0) - coalesce(al.paid, 0), 0) AS owed
    FROM members m JOIN ${t.invoices} i ON i.student_id = m.student_id
    CROSS JOIN jsonb_array_elements(i.lines) line
    LEFT JOIN allocated al ON al.invoice_id = i.id::text AND al.fee_item_id = line->>'feeItemId' AND al.currency = line->'amount'->>'currency'
    UNION ALL
    -- An opening debt from the old books, aged by its as-of day; payments reach it first (its line key is its id twice).
    SELECT m.account_id, o.currency, o.as_of, o.id, o.id::text, 0, greatest(o.amount - coalesce(al.paid, 0), 0)
    FROM members m JOIN ${t.opening} o ON o.student_id = m.student_id AND o.status = 'Recorded' AND o.amount > 0
    LEFT JOIN allocated al ON al.invoice_id = o.id::text AND al.fee_item_id = o.id::text AND al.currency = o.currency
  ), credit AS (
    SELECT m.account_id, b.currency, sum(b.credit) AS credit, sum(b.billed - b.paid - b.credit - b.adjusted) AS balance
    FROM members m JOIN ${t.balances} b ON b.student_id = m.student_id GROUP BY 1, 2
  ), remaining AS (
    SELECT u.account_id, u.currency, u.due_date,
      greatest(0, least(u.owed, sum(u.owed) OVER (PARTITION BY u.account_id, u.currency ORDER BY u.rank, u.due_date, u.invoice_id, u.fee_item_id) - coalesce(c.credit, 0))) AS left_owed
    FROM unpaid u LEFT JOIN credit c ON c.account_id = u.account_id AND c.currency = u.currency
  ), buckets AS (
    SELECT r.account_id, r.currency,
      sum(left_owed) FILTER (WHERE ${SQL_TODAY} - due_date < 30) AS current,
      sum(left_owed) FILTER (WHERE ${SQL_TODAY} - due_date BETWEEN 30 AND 59) AS days30,
      sum(left_owed) FILTER (WHERE ${SQL_TODAY} - due_date BETWEEN 60 AND 89) AS days60,
      sum(left_owed) FILTER (WHERE ${SQL_TODAY} - due_date >= 90) AS days90,
      min(due_date) FILTER (WHERE left_owed > 0) AS oldest_due
    FROM remaining r GROUP BY 1, 2
  ), owing AS (
    SELECT c.account_id, c.currency, c.balance, coalesce(b.current, 0) AS current, coalesce(b.days30, 0) AS days30,
      coalesce(b.days60, 0) AS days60, coalesce(b.days90, 0) AS days90, b.oldest_due
    FROM credit c LEFT JOIN buckets b ON b.account_id = c.account_id AND b.currency = c.currency
    WHERE c.balance > 0
  )
  SELECT m.account_id AS id, min(m.school_id::text)::uuid AS school_id,
    string_agg(m.name || ' ' || m.registration_number, ' ') AS names,
    array_agg(m.student_id) AS student_ids,
    jsonb_agg(jsonb_build_object('id', m.student_id, 'name', m.name, 'className', m.class_name, 'registrationNumber', m.registration_number) ORDER BY m.name) AS students,
    (SELECT jsonb_agg(jsonb_build_object('currency', o.currency, 'balance', o.balance::text, 'current', o.current::text,
       'days30', o.days30::text, 'days60', o.days60::text, 'days90', o.days90::text) ORDER BY o.currency)
     FROM owing o WHERE o.account_id = m.account_id) AS balances,
    ${currencies.map((c) => `coalesce((SELECT o.balance FROM owing o WHERE o.account_id = m.account_id AND o.currency = '${c}'), 0) AS owing_${c.toLowerCase()}`).join(',\n    ')},
    (SELECT min(o.oldest_due) FROM owing o WHERE o.account_id = m.account_id) AS oldest_due,
    (SELECT max(p.date) FROM ${t.payments} p WHERE p.status = 'Recorded' AND p.payer_student_id IN (SELECT m2.student_id FROM members m2 WHERE m2.account_id = m.account_id)) AS last_payment_date
  FROM members m
  WHERE EXISTS (SELECT 1 FROM owing o WHERE o.account_id = m.account_id)
  GROUP BY m.account_id`;

const owingColumn = (value: unknown): string => {
  if (typeof value !== 'string' || !(currencies as readonly string[]).includes(value))
    throw new RangeError(`currency is one of ${currencies.join(', ')}`);
  return `owing_${value.toLowerCase()}`;
};

/** Families owing in this currency. */
const inCurrency: FilterBuilder = (value) => `${owingColumn(value)} > 0`;

/** Families owing at least this much ({ currency, minor }) in its currency. */
const atLeast: FilterBuilder = (value, params) => {
  const { currency, minor } = (value ?? {}) as { currency?: unknown; minor?: unknown };
  if (typeof minor !== 'string' || !/^\d{1,15}$/.test(minor))
    throw new RangeError('minBalance is { currency, minor } with minor a whole number of cents');
  return `${owingColumn(currency)} >= ${params.add(minor)}::bigint`;
};

/** Families with a learner in one of these classes now (or in a class of these levels). */
const learnersIn =
  (classes: (ids: string) => string): FilterBuilder =>
  (value, params) => {
    const ids = (Array.isArray(value) ? value : [value]).map(String);
    if (
      !ids.every((v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v))
    )
      throw new RangeError('classId and levelId are ids');
    if (ids.length === 0) return undefined;
    return `student_ids && ARRAY(SELECT student_id FROM ${t.memberships} WHERE to_date IS NULL AND class_id IN ${classes(`${params.add(ids)}::uuid[]`)})`;
  };

interface DebtorRow {
  id: string;
  school_id: string;
  students: FeeDebtor['students'];
  balances: FeeDebtor['balances'];
  last_payment_date: string | null;
  oldest_due: string | null;
}

/**
 * The school's debtors (GET /api/fee-debtors): each family account owing in at least one currency,
 * its balance per currency (never added across currencies) aged current, 30, 60 and 90+ days by
 * the due dates of the lines still unpaid, and the day of its last standing payment. The school's
 * admin only; searched by a learner's name or registration number.
 */
export const feeDebtorsResource: ListResource<DebtorRow> = {
  name: 'fee-debtors',
  roles: feeKeepers,
  projection: feeLedgerModel.name,
  alsoReads: [
    invoicesModel.name,
    ...settledReads,
    parentsModel.name,
    MEMBERSHIP,
    classesModel.name,
  ],
  from: `(${aged}) debtors`,
  select: `id, school_id, students, balances, to_char(last_payment_date, 'YYYY-MM-DD') AS last_payment_date, to_char(oldest_due, 'YYYY-MM-DD') AS oldest_due`,
  idColumn: 'id',
  sortable: {
    id: 'id',
    names: 'lower(names)',
    owingUsd: 'owing_usd',
    owingZwg: 'owing_zwg',
    oldestDue: 'oldest_due',
    lastPaymentDate: 'last_payment_date',
  },
  defaultSort: ['names', 'ASC'],
  filters: {
    q: textSearch('names'),
    classId: learnersIn((ids) => `(SELECT unnest(${ids}))`),
    levelId: learnersIn((ids) => `(SELECT id FROM ${t.classes} WHERE level_id = ANY(${ids}))`),
    currency: inCurrency,
    minBalance: atLeast,
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): FeeDebtor => ({
    id: r.id,
    schoolId: r.school_id,
    students: r.students,
    balances: r.balances.map((b) => ({ ...b, currency: b.currency as Currency })),
    lastPaymentDate: r.last_payment_date,
    oldestDue: r.oldest_due,
  }),
};
