import { describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  ValidationError,
  type CommandContext,
  type ExchangeRateCommand,
  type ExchangeRateEvent,
} from '@chikoro/contracts';
import { exchangeRateDecider } from './decideRates';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-03-10T08:00:00.000Z',
};
const record = (fields: Partial<ExchangeRateCommand> = {}): ExchangeRateCommand => ({
  type: 'RecordExchangeRate',
  date: '2026-03-10',
  base: 'USD',
  quote: 'ZWG',
  rate: '26.7834',
  source: 'RBZ interbank rate',
  ...fields,
});
const recorded: ExchangeRateEvent = {
  type: 'ExchangeRateRecorded',
  data: {
    schoolId,
    date: '2026-03-10',
    base: 'USD',
    quote: 'ZWG',
    rate: '26.7834',
    source: 'RBZ interbank rate',
    recordedBy: 'u-admin',
    recordedAt: '2026-03-10T07:00:00.000Z',
  },
};

function given(events: ExchangeRateEvent[]) {
  const state = events.reduce(exchangeRateDecider.evolve, exchangeRateDecider.initialState);
  return {
    when:
      (command: ExchangeRateCommand, context = admin) =>
      () =>
        exchangeRateDecider.decide(command, state, context),
  };
}

describe('RecordExchangeRate', () => {
  it('records the day’s rate for the admin’s school, with who entered it', () => {
    expect(given([]).when(record())()).toEqual([
      { ...recorded, data: { ...recorded.data, recordedAt: admin.now } },
    ]);
  });
  it('another rate for a recorded day corrects it, naming the rate replaced', () => {
    expect(given([recorded]).when(record({ rate: '26.8001' }))()).toEqual([
      {
        type: 'ExchangeRateRecorded',
        data: {
          schoolId,
          date: '2026-03-10',
          base: 'USD',
          quote: 'ZWG',
          rate: '26.8001',
          source: 'RBZ interbank rate',
          previousRate: '26.7834',
          recordedBy: 'u-admin',
          recordedAt: admin.now,
        },
      },
    ]);
  });
  it('takes today in Harare: 23:30 UTC on the 9th is already the 10th there', () => {
    expect(given([]).when(record(), { ...admin, now: '2026-03-09T23:30:00.000Z' })()).toHaveLength(
      1,
    );
  });
  it('refuses a day that has not come yet', () => {
    expect(given([]).when(record({ date: '2026-03-11' }))).toThrow(
      new ValidationError('A rate cannot be recorded for a day that has not come yet', [
        { field: 'date', message: 'A rate cannot be recorded for a day that has not come yet' },
      ]),
    );
  });
  it('is refused to anyone but a school’s admin', () => {
    expect(given([]).when(record(), { ...admin, actorRole: 'PARENT' })).toThrow(ForbiddenError);
    expect(given([]).when(record(), { ...admin, actorRole: 'SUPERADMIN', schoolId: null })).toThrow(
      ForbiddenError,
    );
  });
  it('the same rate again, trailing zeros or not, is nothing to do', () => {
    expect(given([recorded]).when(record({ rate: '26.783400' }))()).toEqual([]);
  });
});
