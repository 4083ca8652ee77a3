import {
  cashSessionsModel,
  feeKeepers,
  peopleModel,
  tableOf,
  type CashSession,
  type WireMoney,
} from '@chikoro/contracts';
import { equalsId, ownSchool, type ListResource } from '../listing/resource';

const t = {
  sessions: tableOf(cashSessionsModel, 'cash_sessions'),
  payments: tableOf(cashSessionsModel, 'cash_session_payments'),
  people: tableOf(peopleModel, 'people'),
};

interface SessionRow {
  id: string;
  school_id: string;
  cashier_id: string;
  first_name: string | null;
  last_name: string | null;
  status: CashSession['status'];
  opened_at: Date;
  closed_at: Date | null;
  payments: number;
  expected: WireMoney[];
  counted: WireMoney[] | null;
  variance: WireMoney[] | null;
}

/** An open session's figures so far: its standing payments, counted and summed per currency. */
const sessions = `(
  SELECT s.id, s.school_id, s.cashier_id, s.status, s.opened_at, s.closed_at, s.counted, s.variance,
    coalesce(s.payments, (SELECT count(*) FROM ${t.payments} sp WHERE sp.session_id = s.id AND NOT sp.reversed))::int AS payments,
    coalesce(s.expected, (SELECT coalesce(jsonb_agg(jsonb_build_object('currency', x.currency, 'minor', x.total::text) ORDER BY x.currency), '[]'::jsonb)
      FROM (SELECT currency, sum(amount_minor) AS total FROM ${t.payments} sp WHERE sp.session_id = s.id AND NOT sp.reversed GROUP BY currency) x)) AS expected,
    p.first_name, p.last_name
  FROM ${t.sessions} s
  LEFT JOIN ${t.people} p ON p.id = CASE WHEN s.cashier_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN s.cashier_id::uuid END)`;

/**
 * The school's cash sessions (GET /api/cash-sessions), newest first: the cashier, opened and closed
 * at, and per currency expected, counted and the variance (an open one: expected so far). The
 * school's fee keepers read their school's, the superadmin every school's.
 */
export const cashSessionsResource: ListResource<SessionRow> = {
  name: 'cash-sessions',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: cashSessionsModel.name,
  alsoReads: [peopleModel.name],
  from: `${sessions} sessions`,
  select:
    'id, school_id, cashier_id, first_name, last_name, status, opened_at, closed_at, payments, expected, counted, variance',
  idColumn: 'id',
  sortable: { id: 'id', openedAt: 'opened_at', closedAt: 'closed_at' },
  defaultSort: ['openedAt', 'DESC'],
  filters: {
    status: (value, params) => {
      if (value !== 'Open' && value !== 'Closed') throw new RangeError('status is Open or Closed');
      return `status = ${params.add(value)}`;
    },
    cashierId: (value, params) => {
      if (typeof value !== 'string' || value.length > 100)
        throw new RangeError('cashierId is an id');
      return `cashier_id = ${params.add(value)}`;
    },
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): CashSession => ({
    id: r.id,
    schoolId: r.school_id,
    cashierId: r.cashier_id,
    cashierName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
    status: r.status,
    openedAt: r.opened_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
    payments: r.payments,
    expected: r.expected,
    counted: r.counted,
    variance: r.variance,
  }),
};
