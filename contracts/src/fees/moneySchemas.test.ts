import { describe, expect, it } from 'vitest';
import { decimalAmount, decimalRate, wireMoney } from './moneySchemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('money on the wire', () => {
  it('takes a currency and a whole number of cents written as a string', () => {
    expect(wireMoney().parse({ currency: 'USD', minor: '12500' })).toEqual({
      currency: 'USD',
      minor: '12500',
    });
    expect(wireMoney().parse({ currency: 'ZWG', minor: '0012500' })).toEqual({
      currency: 'ZWG',
      minor: '12500',
    });
  });

  it('refuses a float, a number, or a decimal string as the cents', () => {
    const cents =
      'Give the amount in cents as a whole number written as a string, e.g. "12500" for 125.00';
    expect(messagesOf(wireMoney().safeParse({ currency: 'USD', minor: 125.5 }))).toEqual([cents]);
    expect(messagesOf(wireMoney().safeParse({ currency: 'USD', minor: 12500 }))).toEqual([cents]);
    expect(messagesOf(wireMoney().safeParse({ currency: 'USD', minor: '125.50' }))).toEqual([
      cents,
    ]);
    expect(messagesOf(wireMoney().safeParse({ currency: 'USD', minor: '1e5' }))).toEqual([cents]);
  });

  it('refuses an unknown currency and, unless allowed, a negative amount', () => {
    expect(messagesOf(wireMoney().safeParse({ currency: 'EUR', minor: '100' }))).toEqual([
      'Choose the currency: USD or ZWG',
    ]);
    expect(messagesOf(wireMoney().safeParse({ currency: 'USD', minor: '-100' }))).toEqual([
      'The amount cannot be negative',
    ]);
    expect(wireMoney({ negative: true }).parse({ currency: 'USD', minor: '-100' })).toEqual({
      currency: 'USD',
      minor: '-100',
    });
  });

  it('refuses a bare number and an object with other fields', () => {
    expect(wireMoney().safeParse(125).success).toBe(false);
    expect(wireMoney().safeParse({ currency: 'USD', minor: '100', amount: 1 }).success).toBe(false);
  });
});

describe('an amount as typed', () => {
  it('becomes cents: "125.5" is 12550, "1250" is 125000', () => {
    expect(decimalAmount.parse('125.5')).toBe('12550');
    expect(decimalAmount.parse(' 1250 ')).toBe('125000');
    expect(decimalAmount.parse('0.05')).toBe('5');
  });

  it('refuses more than 2 decimals, a negative amount, or words', () => {
    for (const bad of ['125.505', '-1', 'ten', '1,250']) {
      expect(messagesOf(decimalAmount.safeParse(bad))).toEqual([
        'Enter the amount as a number with at most 2 decimals, e.g. 125.50',
      ]);
    }
  });
});

describe('a rate as typed', () => {
  it('takes a decimal above zero', () => expect(decimalRate.parse('26.7834')).toBe('26.7834'));
  it('refuses 0 and words, each with its own message', () => {
    expect(messagesOf(decimalRate.safeParse('0'))).toEqual(['The rate must be more than 0']);
    expect(messagesOf(decimalRate.safeParse('0.0000'))).toEqual(['The rate must be more than 0']);
    expect(messagesOf(decimalRate.safeParse('abc'))).toEqual([
      'Enter the rate as a decimal number of ZiG per 1 US dollar, e.g. 26.7834',
    ]);
    expect(messagesOf(decimalRate.safeParse(26.78))).toEqual([
      'Enter the rate as a decimal number of ZiG per 1 US dollar, e.g. 26.7834',
    ]);
  });
});
