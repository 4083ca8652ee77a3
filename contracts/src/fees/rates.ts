import { fromWire, money, type Currency, type Money } from './money';

/** A rate as a decimal string read exactly: `value = units / 10^scale`. */
export interface DecimalRate {
  units: bigint;
  scale: bigint;
}

/** The part of an exact amount that rounding left out, in minor units: `numerator / denominator`, at most ½. */
export interface Residue {
  numerator: bigint;
  denominator: bigint;
}

export interface Conversion {
  amount: Money;
  residue: Residue;
}

export const RATE_PATTERN = /^\d{1,9}(\.\d{1,8})?$/;

/** "26.7834" → 267834 / 10^4; anything but a plain positive decimal is a RangeError. */
export function parseRate(rate: string): DecimalRate {
  if (!RATE_PATTERN.test(rate)) throw new RangeError(`${rate} is not a decimal rate`);
  const [whole, fraction = ''] = rate.split('.');
  const units = BigInt(`${whole}${fraction}`);
  if (units === 0n) throw new RangeError('A rate must be more than 0');
  return { units, scale: 10n ** BigInt(fraction.length) };
}

/** numerator / denominator rounded half up (halves away from zero), denominator > 0. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

function divided(numerator: bigint, denominator: bigint, currency: Currency): Conversion {
  const rounded = roundHalfUp(numerator, denominator);
  return {
    amount: money(currency, rounded),
    residue: { numerator: numerator - rounded * denominator, denominator },
  };
}

/**
 * Converts between USD and ZWG at `rate` ZiG per 1 US dollar, exactly: USD → ZWG multiplies,
 * ZWG → USD divides (both count in hundredths, so minor units convertMoney as the units do). The result
 * is rounded half up; the residue is what the exact figure had beyond it.
 */
export function convertMoney(
  amount: Money | { currency: Currency; minor: string },
  rate: string,
  to: Currency,
): Conversion {
  const from =
    typeof amount.minor === 'string'
      ? fromWire(amount as { currency: Currency; minor: string })
      : (amount as Money);
  if (from.currency === to) return { amount: from, residue: { numerator: 0n, denominator: 1n } };
  const { units, scale } = parseRate(rate);
  return from.currency === 'USD'
    ? divided(from.minor * units, scale, to)
    : divided(from.minor * scale, units, to);
}
