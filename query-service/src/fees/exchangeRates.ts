import { exchangeRatesModel, feeKeepers, tableOf, type ExchangeRate } from '@chikoro/contracts';
import { isCalendarDate } from '../listing/dates';
import { equalsId, ownSchool, type FilterBuilder, type ListResource } from '../listing/resource';

interface ExchangeRateRow {
  id: string;
  school_id: string;
  date: string;
  base: 'USD';
  quote: 'ZWG';
  rate: string;
  source: string;
  previous_rate: string | null;
  recorded_by: string | null;
  recorded_at: Date;
}

/** `dateFrom` / `dateTo`: a real day, both ends included. */
const dayBound =
  (side: 'from' | 'to'): FilterBuilder =>
  (value, params) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !isCalendarDate(value))
      throw new RangeError(
        `date${side === 'from' ? 'From' : 'To'} must be a real date (YYYY-MM-DD)`,
      );
    return `date ${side === 'from' ? '>=' : '<='} ${params.add(value)}::date`;
  };

/**
 * The official rates each school recorded (GET /api/exchange-rates), ZiG per 1 US dollar, one row
 * a day: the school's fee keepers read their own school's; the superadmin every school's.
 */
export const exchangeRatesResource: ListResource<ExchangeRateRow> = {
  name: 'exchange-rates',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: exchangeRatesModel.name,
  pagesKept: true,
  from: tableOf(exchangeRatesModel, 'exchange_rates'),
  select:
    "id, school_id, to_char(date, 'YYYY-MM-DD') AS date, base, quote, rate, source, previous_rate, recorded_by, recorded_at",
  idColumn: 'id',
  idType: 'text',
  sortable: { date: 'date', recordedAt: 'recorded_at' },
  defaultSort: ['date', 'DESC'],
  filters: { dateFrom: dayBound('from'), dateTo: dayBound('to'), schoolId: equalsId('school_id') },
  scope: ownSchool('school_id'),
  toRecord: (r): ExchangeRate => ({
    id: r.id,
    schoolId: r.school_id,
    date: r.date,
    base: r.base,
    quote: r.quote,
    rate: r.rate,
    source: r.source,
    previousRate: r.previous_rate,
    recordedBy: r.recorded_by,
    recordedAt: r.recorded_at.toISOString(),
  }),
};
