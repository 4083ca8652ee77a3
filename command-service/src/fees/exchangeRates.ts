import type { ExchangeRateEvent } from '@chikoro/contracts';

export { exchangeRatesStream } from '@chikoro/contracts';

/** A school's recorded rates, by day: the rate in force for that day and where it came from. */
export interface ExchangeRatesState {
  days: Record<string, { rate: string; source: string }>;
}

export const initialExchangeRatesState: ExchangeRatesState = { days: {} };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveExchangeRates(
  state: ExchangeRatesState,
  event: ExchangeRateEvent | { type: string; data: unknown },
): ExchangeRatesState {
  const e = event as ExchangeRateEvent;
  if (e.type !== 'ExchangeRateRecorded') return state;
  return { days: { ...state.days, [e.data.date]: { rate: e.data.rate, source: e.data.source } } };
}
