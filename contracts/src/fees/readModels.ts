import type { FeeCategory, FeePayers } from './commands';
import type { WireMoney } from './money';

export type FeeItemStatus = 'Draft' | 'Approved';

/** One row of GET /api/fee-items. */
export interface FeeItem {
  id: string;
  schoolId: string;
  termId: string;
  termName: string;
  name: string;
  category: FeeCategory;
  amount: WireMoney;
  dueDate: string;
  payers: FeePayers;
  /** The schedule version the item stands in: the approved one, or the draft after it once changed. */
  version: number;
  status: FeeItemStatus;
  updatedAt: string;
}

/** One row of GET /api/exchange-rates: a day's official rate, ZiG per 1 US dollar. */
export interface ExchangeRate {
  /** `<schoolId>:<date>` */
  id: string;
  schoolId: string;
  date: string;
  base: 'USD';
  quote: 'ZWG';
  rate: string;
  source: string;
  /** The rate this one corrected, if it was recorded again. */
  previousRate: string | null;
  recordedBy: string | null;
  recordedAt: string;
}
