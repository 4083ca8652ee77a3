import {
  fromWire,
  money,
  splitByWeights,
  sumMoney,
  toWire,
  type BillingSponsorship,
  type InvoiceLine,
  type Money,
  type WireMoney,
} from '@chikoro/contracts';

/** Whether a sponsorship or discount runs in the term starting that day: from its first term to its last (none: on and on). */
export const runsIn = (
  s: Pick<BillingSponsorship, 'fromStart' | 'toStart'>,
  termStart: string,
): boolean => s.fromStart <= termStart && (s.toStart === null || termStart <= s.toStart);

/** The sponsor's part of a line by percentage, largest remainder: sponsor and family parts add up to the line. */
export function percentPart(line: Money, percent: number): Money {
  const [sponsor] = splitByWeights(line, [BigInt(percent), BigInt(100 - percent)]);
  return sponsor!;
}

/** A cap over lines: the sponsor pays them in full up to the cap, spread by their amounts (largest remainder), never more than a line. */
export function capParts(lines: readonly Money[], cap: Money): Money[] {
  const whole = sumMoney(cap.currency, lines);
  if (whole.minor === 0n) return lines.map(() => money(cap.currency, 0n));
  const paid = whole.minor < cap.minor ? whole : cap;
  return splitByWeights(
    paid,
    lines.map((l) => l.minor),
  );
}

/** What is left of a line for its payers (the sponsor and the family) once its discounts are taken off. */
export const leftToPay = (line: InvoiceLine): WireMoney => line.discount?.leftToPay ?? line.amount;

/**
 * A learner's lines with each sponsor's part written on the lines its sponsorships cover this term:
 * the categories named (and, for a cap, the cap's currency), of what the discounts left. The family owes the rest.
 */
export function withSponsorParts(
  lines: readonly InvoiceLine[],
  studentId: string,
  termStart: string,
  sponsorships: readonly BillingSponsorship[],
): InvoiceLine[] {
  const out = lines.map((l) => ({ ...l }));
  for (const s of sponsorships) {
    if (s.studentId !== studentId || !runsIn(s, termStart)) continue;
    const covered = out.filter(
      (l) =>
        !l.sponsor &&
        s.categories.includes(l.category) &&
        (s.cap === null || l.amount.currency === s.cap.currency),
    );
    const parts =
      s.cap !== null
        ? capParts(
            covered.map((l) => fromWire(leftToPay(l))),
            fromWire(s.cap),
          )
        : covered.map((l) => percentPart(fromWire(leftToPay(l)), s.percent ?? 0));
    covered.forEach((line, i) => {
      const part = parts[i]!;
      if (part.minor > 0n)
        line.sponsor = {
          sponsorId: s.sponsorId,
          sponsorName: s.sponsorName,
          sponsorshipId: s.sponsorshipId,
          amount: toWire(part),
        };
    });
  }
  return out;
}

/** What the family owes of a line: its amount less its discounts and the sponsor's part. */
export const familyPart = (line: InvoiceLine) =>
  toWire(
    money(
      line.amount.currency,
      BigInt(leftToPay(line).minor) - BigInt(line.sponsor?.amount.minor ?? '0'),
    ),
  );
