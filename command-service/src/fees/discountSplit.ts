import {
  fromWire,
  percentHundredths,
  splitByWeights,
  toWire,
  type BillingDiscount,
  type InvoiceLine,
  type Money,
} from '@chikoro/contracts';
import { capParts, leftToPay, runsIn } from './sponsorSplit';

/** A percentage (in hundredths) off an amount, rounded half up: the part off and the rest add up to the amount. */
export function percentOff(amount: Money, hundredths: bigint): Money {
  const [off] = splitByWeights(amount, [hundredths, 10000n - hundredths]);
  return off!;
}

/**
 * A learner's lines with their running discounts taken off, in the order given (the order granted):
 * each discount takes its part of what the ones before it left, a percentage of each line of its
 * categories, or a fixed amount spread over those lines (in its currency) by what each has left,
 * largest remainder, never more than they have left. The line keeps its full price; the sponsors
 * split what is left after.
 */
export function withDiscounts(
  lines: readonly InvoiceLine[],
  studentId: string,
  termStart: string,
  discounts: readonly BillingDiscount[],
): InvoiceLine[] {
  const out = lines.map((l) => ({ ...l }));
  for (const d of discounts) {
    if (d.studentId !== studentId || !runsIn(d, termStart)) continue;
    const covered = out.filter(
      (l) =>
        d.categories.includes(l.category) &&
        (d.amount === null || l.amount.currency === d.amount.currency),
    );
    const lefts = covered.map((l) => fromWire(leftToPay(l)));
    const parts =
      d.amount !== null
        ? capParts(lefts, fromWire(d.amount))
        : lefts.map((left) => percentOff(left, percentHundredths(d.percent ?? '') ?? 0n));
    covered.forEach((line, i) => {
      const part = parts[i]!;
      if (part.minor === 0n) return;
      const before = line.discount;
      line.discount = {
        amount: toWire({
          currency: part.currency,
          minor: BigInt(before?.amount.minor ?? '0') + part.minor,
        }),
        leftToPay: toWire({ currency: part.currency, minor: lefts[i]!.minor - part.minor }),
        parts: [
          ...(before?.parts ?? []),
          { discountId: d.discountId, kind: d.kind, amount: toWire(part) },
        ],
      };
    });
  }
  return out;
}
