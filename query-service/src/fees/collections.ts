import {
  currencies,
  feeKeepers,
  paymentChannels,
  paymentsModel,
  peopleModel,
  tableOf,
  type Collection,
} from '@chikoro/contracts';
import {
  equalsId,
  equalsOneOf,
  ownSchool,
  type FilterBuilder,
  type ListResource,
} from '../listing/resource';

const payments = tableOf(paymentsModel, 'payments');
const people = tableOf(peopleModel, 'people');

interface CollectionRow {
  id: string;
  school_id: string;
  date: string;
  channel: Collection['channel'];
  currency: Collection['currency'];
  cashier_id: string | null;
  first_name: string | null;
  last_name: string | null;
  count: number;
  total_minor: string;
}

const day =
  (op: '>=' | '<='): FilterBuilder =>
  (value, params) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw new RangeError('a date is YYYY-MM-DD');
    return `date ${op} ${params.add(value)}::date`;
  };

/** Standing payments summed per school, day, channel, currency and cashier (a reversed payment collected nothing). */
const grouped = `(
  SELECT c.*, p.first_name, p.last_name FROM (
    SELECT school_id::text || ':' || to_char(date, 'YYYY-MM-DD') || ':' || channel || ':' || currency || ':' || coalesce(recorded_by, '') AS id,
      school_id, date, channel, currency, recorded_by AS cashier_id, count(*)::int AS count, sum(amount_minor) AS total
    FROM ${payments} WHERE status = 'Recorded'
    GROUP BY school_id, date, channel, currency, recorded_by) c
  LEFT JOIN ${people} p ON p.id = CASE WHEN c.cashier_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN c.cashier_id::uuid END) collections`;

/**
 * What the school collected (GET /api/collections): per day, channel, currency and cashier, the
 * count of standing payments and their total, never added across currencies. Filtered by
 * dateFrom/dateTo (both included), channel and currency. The school's fee keepers read their
 * school's, the superadmin every school's.
 */
export const collectionsResource: ListResource<CollectionRow> = {
  name: 'collections',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: paymentsModel.name,
  alsoReads: [peopleModel.name],
  from: grouped,
  select: `id, school_id, to_char(date, 'YYYY-MM-DD') AS date, channel, currency, cashier_id, first_name, last_name, count, total::text AS total_minor`,
  idColumn: 'id',
  idType: 'text',
  // `total` is the numeric sum (the answer's text is total_minor), so it sorts by amount.
  sortable: { id: 'id', date: 'date', channel: 'channel', currency: 'currency', total: 'total' },
  defaultSort: ['date', 'ASC'],
  filters: {
    dateFrom: day('>='),
    dateTo: day('<='),
    channel: equalsOneOf('channel', paymentChannels),
    currency: equalsOneOf('currency', currencies),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): Collection => ({
    id: r.id,
    schoolId: r.school_id,
    date: r.date,
    channel: r.channel,
    currency: r.currency,
    cashierId: r.cashier_id,
    cashierName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
    count: r.count,
    total: { currency: r.currency, minor: r.total_minor },
  }),
};
