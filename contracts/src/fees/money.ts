/**
 * Money as an integer number of minor units (cents) with its currency: a bigint in code, a decimal
 * string on the wire, never a float. Arithmetic mixes no currencies: that is a typed error.
 */
export const currencies = ['USD', 'ZWG'] as const;
export type Currency = (typeof currencies)[number];

/** Both currencies count in hundredths: USD cents, ZiG cents. */
export const minorDigits: Record<Currency, number> = { USD: 2, ZWG: 2 };

export interface Money {
  currency: Currency;
  minor: bigint;
}

/** Two amounts in different currencies met in one sum or comparison. */
export class CurrencyMismatchError extends Error {
  constructor(
    readonly left: Currency,
    readonly right: Currency,
  ) {
    super(`Cannot combine ${left} with ${right}: convertMoney at a recorded rate first`);
    this.name = 'CurrencyMismatchError';
  }
}

export const isCurrency = (value: unknown): value is Currency =>
  currencies.includes(value as Currency);

export function money(currency: Currency, minor: bigint | number | string): Money {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor))
    throw new RangeError(`${minor} is not a whole number of minor units`);
  return { currency, minor: BigInt(minor) };
}

export const zeroMoney = (currency: Currency): Money => ({ currency, minor: 0n });

function same(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return a.currency;
}

export const addMoney = (a: Money, b: Money): Money => ({
  currency: same(a, b),
  minor: a.minor + b.minor,
});
export const subtractMoney = (a: Money, b: Money): Money => ({
  currency: same(a, b),
  minor: a.minor - b.minor,
});
export const compareMoney = (a: Money, b: Money): -1 | 0 | 1 => (
  same(a, b),
  a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0
);
export const minMoney = (a: Money, b: Money): Money => (compareMoney(a, b) <= 0 ? a : b);
export const sameMoney = (a: Money, b: Money): boolean =>
  a.currency === b.currency && a.minor === b.minor;

/** The sum of amounts in one currency (zero of that currency when there are none). */
export const sumMoney = (currency: Currency, amounts: readonly Money[]): Money =>
  amounts.reduce(addMoney, zeroMoney(currency));

/** "USD 1,250.00", "ZWG -3.05": the currency code, thousands grouped, every minor digit shown. */
export function formatMoney(amount: Money): string {
  const digits = minorDigits[amount.currency];
  const negative = amount.minor < 0n;
  const whole = (negative ? -amount.minor : amount.minor).toString().padStart(digits + 1, '0');
  const units = whole.slice(0, whole.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.currency} ${negative ? '-' : ''}${units}.${whole.slice(whole.length - digits)}`;
}

/** Money as it travels in JSON and in events: `{ "currency": "USD", "minor": "12500" }`. */
export interface WireMoney {
  currency: Currency;
  minor: string;
}

export const toWire = (amount: Money): WireMoney => ({
  currency: amount.currency,
  minor: amount.minor.toString(),
});
export const fromWire = (wire: WireMoney): Money => money(wire.currency, BigInt(wire.minor));
