import { z } from 'zod';
import { currencies } from './money';
import { feeMessages as m } from './messages';
import { RATE_PATTERN } from './rates';

/** At most 15 digits of cents: ten trillion, far past any fee, well inside a PostgreSQL bigint. */
const MINOR = /^-?\d{1,15}$/;

/**
 * Money on the wire, `{ "currency": "USD", "minor": "12500" }`: a known currency and a whole number
 * of minor units written as a string. A number (float or not) is refused, so no float ever carries money.
 * The minor units come back in their plain form ("0012500" is "12500").
 */
export const wireMoney = ({ negative = false }: { negative?: boolean } = {}) =>
  z.strictObject(
    {
      currency: z.enum(currencies, { error: m.currency }),
      minor: z
        .string({ error: m.minor })
        .regex(MINOR, { error: m.minor, abort: true })
        .refine((v) => negative || !v.startsWith('-'), { error: m.negative })
        .transform((v) => BigInt(v).toString()),
    },
    { error: m.money },
  );

/** An amount as people type it, "125.50" or "1250": at most 2 decimals, never negative. To minor units as a string. */
export const decimalAmount = z
  .string({ error: m.decimal })
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: m.decimal })
  .transform((v) => {
    const [whole, fraction = ''] = v.split('.');
    return BigInt(`${whole}${fraction.padEnd(2, '0')}`).toString();
  });

/** A rate, ZiG per 1 US dollar, as a decimal string above zero ("26.7834"). */
export const decimalRate = z
  .string({ error: m.rate })
  .trim()
  .regex(RATE_PATTERN, { error: m.rate, abort: true })
  .refine((v) => /[1-9]/.test(v), { error: m.ratePositive });
