import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CurrencyMismatchError,
  addMoney,
  compareMoney,
  formatMoney,
  fromWire,
  money,
  subtractMoney,
  sumMoney,
  toWire,
} from './money';
import { convertMoney, parseRate } from './rates';

const usd = (minor: bigint | number) => money('USD', minor);
const zwg = (minor: bigint | number) => money('ZWG', minor);

describe('an amount of money', () => {
  it('adds and subtracts in minor units within one currency', () => {
    expect(addMoney(usd(12500), usd(75))).toEqual({ currency: 'USD', minor: 12575n });
    expect(subtractMoney(zwg(1000), zwg(2550))).toEqual({ currency: 'ZWG', minor: -1550n });
    expect(sumMoney('USD', [usd(1), usd(2), usd(3)])).toEqual({ currency: 'USD', minor: 6n });
    expect(sumMoney('ZWG', [])).toEqual({ currency: 'ZWG', minor: 0n });
  });

  it('refuses to mix USD and ZWG, with a typed error', () => {
    expect(() => addMoney(usd(100), zwg(100))).toThrow(CurrencyMismatchError);
    expect(() => compareMoney(usd(100), zwg(100))).toThrow(
      'Cannot combine USD with ZWG: convertMoney at a recorded rate first',
    );
  });

  it('never takes a fractional number of minor units', () => {
    expect(() => money('USD', 125.5)).toThrow(RangeError);
  });

  it('prints as "USD 125.00", thousands grouped', () => {
    expect(formatMoney(usd(12500))).toBe('USD 125.00');
    expect(formatMoney(usd(5))).toBe('USD 0.05');
    expect(formatMoney(zwg(100000000))).toBe('ZWG 1,000,000.00');
    expect(formatMoney(zwg(-305))).toBe('ZWG -3.05');
  });

  it('travels as a decimal string of minor units', () => {
    expect(toWire(usd(12500))).toEqual({ currency: 'USD', minor: '12500' });
    expect(fromWire({ currency: 'ZWG', minor: '9007199254740993' })).toEqual({
      currency: 'ZWG',
      minor: 9007199254740993n,
    });
  });
});

describe('converting at a rate of ZiG per 1 US dollar', () => {
  it('USD 125.00 at 26.7834 is ZWG 3,347.93: 334,792.5 cents rounded half up, residue −½ cent', () => {
    expect(convertMoney(usd(12500), '26.7834', 'ZWG')).toEqual({
      amount: zwg(334793),
      residue: { numerator: -5000n, denominator: 10000n },
    });
  });

  it('ZWG 1,000.00 at 26.7834 is USD 37.34 (3,733.6559… cents)', () => {
    expect(convertMoney(zwg(100000), '26.7834', 'USD')).toEqual({
      amount: usd(3734),
      residue: { numerator: -92156n, denominator: 267834n },
    });
  });

  it('rounds a half up and less than a half down', () => {
    expect(convertMoney(usd(1), '0.5', 'ZWG').amount).toEqual(zwg(1));
    expect(convertMoney(usd(1), '0.49', 'ZWG').amount).toEqual(zwg(0));
    expect(convertMoney(usd(-1), '0.5', 'ZWG').amount).toEqual(zwg(-1));
  });

  it('leaves an amount already in the currency asked for as it is', () => {
    expect(convertMoney(usd(12500), '26.7834', 'USD')).toEqual({
      amount: usd(12500),
      residue: { numerator: 0n, denominator: 1n },
    });
  });

  it('reads only a plain decimal above zero as a rate', () => {
    expect(parseRate('26.7834')).toEqual({ units: 267834n, scale: 10000n });
    for (const bad of ['0', '0.000', 'abc', '-1', '1e3', '26,78', '', '.5'])
      expect(() => parseRate(bad)).toThrow(RangeError);
  });
});

const rate = fc
  .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 9999 }))
  .map(([w, f]) => `${w}.${String(f).padStart(4, '0')}`);
const minor = fc.bigInt({ min: 0n, max: 10n ** 13n });

describe('conversion, for any amount and rate', () => {
  it('USD → ZWG → USD comes back within one minor unit', () => {
    fc.assert(
      fc.property(minor, rate, (cents, r) => {
        const there = convertMoney(usd(cents), r, 'ZWG').amount;
        const back = convertMoney(there, r, 'USD').amount.minor;
        expect(back - cents <= 1n && cents - back <= 1n).toBe(true);
      }),
    );
  });

  it('the result and its residue make the exact figure, and the residue is at most half a minor unit', () => {
    fc.assert(
      fc.property(
        minor,
        rate,
        fc.constantFrom('USD' as const, 'ZWG' as const),
        (cents, r, from) => {
          const { units, scale } = parseRate(r);
          const { amount, residue } = convertMoney(
            money(from, cents),
            r,
            from === 'USD' ? 'ZWG' : 'USD',
          );
          // exact = cents × units / scale (to ZWG) or cents × scale / units (to USD)
          const [num, den] = from === 'USD' ? [cents * units, scale] : [cents * scale, units];
          expect(residue.denominator).toBe(den);
          expect(amount.minor * den + residue.numerator).toBe(num);
          expect(
            2n * (residue.numerator < 0n ? -residue.numerator : residue.numerator) <= den,
          ).toBe(true);
        },
      ),
    );
  });
});
