import { compareMoney, money, subtractMoney, zeroMoney, minMoney, type Money } from './money';

/**
 * Splits a non-negative whole into parts by weight with the largest-remainder method: each part
 * gets its share rounded down, and the minor units left over go one each to the parts with the
 * largest remainders (the earlier part first on a tie), so the parts always add up to the whole.
 */
export function splitByWeights(whole: Money, weights: readonly bigint[]): Money[] {
  if (whole.minor < 0n) throw new RangeError('Only a positive amount or zero can be split');
  if (weights.length === 0 || weights.some((w) => w < 0n))
    throw new RangeError('Give at least one weight, none negative');
  const total = weights.reduce((a, b) => a + b, 0n);
  if (total === 0n) throw new RangeError('The weights add up to nothing');
  const shares = weights.map((w, index) => ({
    index,
    floor: (whole.minor * w) / total,
    remainder: (whole.minor * w) % total,
  }));
  let left = whole.minor - shares.reduce((a, s) => a + s.floor, 0n);
  const byRemainder = [...shares].sort((x, y) =>
    x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1,
  );
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (left === 0n) break;
    extra.add(share.index);
    left -= 1n;
  }
  return shares.map((s) => money(whole.currency, s.floor + (extra.has(s.index) ? 1n : 0n)));
}

/** Equal parts: 1,000.00 over 3 is 333.34 + 333.33 + 333.33. */
export function splitEvenly(whole: Money, parts: number): Money[] {
  if (!Number.isSafeInteger(parts) || parts < 1)
    throw new RangeError('Split into at least one part');
  return splitByWeights(
    whole,
    Array.from({ length: parts }, () => 1n),
  );
}

export interface OpenInvoice {
  id: string;
  /** YYYY-MM-DD */
  dueDate: string;
  outstanding: Money;
}

export interface Allocation {
  allocations: { id: string; amount: Money }[];
  /** What is left once every invoice named is paid: the payer's credit. */
  credit: Money;
}

/**
 * Spreads a payment over invoices, the oldest due first (in the order given on the same day):
 * each takes at most what it still owes; what remains is credit. All in the payment's currency.
 */
export function allocatePayment(payment: Money, invoices: readonly OpenInvoice[]): Allocation {
  if (payment.minor < 0n) throw new RangeError('A payment cannot be negative');
  const ordered = invoices
    .map((invoice, order) => ({ invoice, order }))
    .sort((a, b) =>
      a.invoice.dueDate === b.invoice.dueDate
        ? a.order - b.order
        : a.invoice.dueDate < b.invoice.dueDate
          ? -1
          : 1,
    );
  let left = payment;
  const allocations: Allocation['allocations'] = [];
  for (const { invoice } of ordered) {
    if (invoice.outstanding.minor < 0n)
      throw new RangeError(`Invoice ${invoice.id} owes a negative amount`);
    const amount = minMoney(left, invoice.outstanding);
    if (compareMoney(amount, zeroMoney(payment.currency)) > 0)
      allocations.push({ id: invoice.id, amount });
    left = subtractMoney(left, amount);
  }
  return { allocations, credit: left };
}
