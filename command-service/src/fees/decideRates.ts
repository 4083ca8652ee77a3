import {
  ValidationError,
  feeMessages as m,
  schoolDate,
  type CommandContext,
  type ExchangeRateCommand,
  type ExchangeRateEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { feeKeepersSchool } from './keepers';
import {
  evolveExchangeRates,
  initialExchangeRatesState,
  type ExchangeRatesState,
} from './exchangeRates';

/** "26.78340" and "26.7834" are one rate. */
const sameRate = (a: string, b: string) =>
  a.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') ===
  b.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/**
 * A day's official rate for the signed-in keeper's school. A day not yet come (in Harare) is
 * refused; the same rate again is nothing to do; another rate for a recorded day corrects it,
 * naming the rate it replaces (the first stays in the log).
 */
export function decideExchangeRate(
  command: ExchangeRateCommand,
  state: ExchangeRatesState,
  context: CommandContext,
): ExchangeRateEvent[] {
  const schoolId = feeKeepersSchool(context);
  const { date, base, quote, rate, source } = command;
  if (date > schoolDate(context.now))
    throw new ValidationError(m.rateFuture, [{ field: 'date', message: m.rateFuture }]);
  const recorded = state.days[date];
  if (recorded && sameRate(recorded.rate, rate) && recorded.source === source) return [];
  return [
    {
      type: 'ExchangeRateRecorded',
      data: {
        schoolId,
        date,
        base,
        quote,
        rate,
        source,
        ...(recorded ? { previousRate: recorded.rate } : {}),
        recordedBy: context.actorId,
        recordedAt: context.now,
      },
    },
  ];
}

export const exchangeRateDecider: Decider<
  ExchangeRatesState,
  ExchangeRateCommand,
  ExchangeRateEvent
> = {
  initialState: initialExchangeRatesState,
  decide: decideExchangeRate,
  evolve: evolveExchangeRates,
};
