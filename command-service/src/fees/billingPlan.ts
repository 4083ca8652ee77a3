import { familyPart, withSponsorParts } from './sponsorSplit';
import { withDiscounts } from './discountSplit';
import {
  fromWire,
  sumMoney,
  toWire,
  currencies,
  type ApprovedSchedule,
  type BillableLearner,
  type BillingDiscount,
  type BillingSponsorship,
  type InvoiceLine,
  type WireMoney,
} from '@chikoro/contracts';

export interface PlannedInvoice {
  learner: BillableLearner;
  lines: InvoiceLine[];
  totals: WireMoney[];
  /** Only when a discount or a sponsor takes part: what the family owes per currency. */
  familyTotals?: WireMoney[];
}

type Item = ApprovedSchedule['items'][number];

/**
 * Whether a learner pays an item: named levels or classes (none named: every learner), only learners
 * new this term when it says so. The school keeps no record of who boards yet, so an item for
 * boarders only or day scholars only bills nobody.
 */
export function pays(item: Item, learner: BillableLearner, termStart: string): boolean {
  const { levels, classes, residence, newLearnersOnly } = item.payers;
  const named = levels.length > 0 || classes.length > 0;
  if (
    named &&
    !levels.some((l) => l.id === learner.levelId) &&
    !classes.some((c) => c.id === learner.classId)
  )
    return false;
  if (residence !== 'ALL') return false;
  return !newLearnersOnly || learner.enrolledOn >= termStart;
}

/** Totals per currency, USD first, leaving out a currency with nothing in it. */
export function totalsOf(amounts: readonly WireMoney[]): WireMoney[] {
  return currencies
    .map((currency) =>
      sumMoney(currency, amounts.filter((a) => a.currency === currency).map(fromWire)),
    )
    .filter((total, i) => amounts.some((a) => a.currency === currencies[i]))
    .map(toWire);
}

/**
 * Each learner's lines from the schedule, in due-date order: first their running discounts are taken
 * off, then what is left of a line a sponsorship covers is split between the sponsor and the family;
 * a learner who pays nothing gets no invoice.
 */
export function planInvoices(
  schedule: ApprovedSchedule,
  roster: readonly BillableLearner[],
  termStart: string,
  sponsorships: readonly BillingSponsorship[] = [],
  discounts: readonly BillingDiscount[] = [],
): PlannedInvoice[] {
  const items = [...schedule.items].sort((a, b) =>
    a.dueDate === b.dueDate ? 0 : a.dueDate < b.dueDate ? -1 : 1,
  );
  return roster.flatMap((learner) => {
    const lines = withSponsorParts(
      withDiscounts(
        items
          .filter((i) => pays(i, learner, termStart))
          .map((i) => ({
            feeItemId: i.feeItemId,
            name: i.name,
            category: i.category,
            amount: i.amount,
            dueDate: i.dueDate,
          })),
        learner.studentId,
        termStart,
        discounts,
      ),
      learner.studentId,
      termStart,
      sponsorships,
    );
    if (lines.length === 0) return [];
    const totals = totalsOf(lines.map((l) => l.amount));
    return lines.some((l) => l.sponsor || l.discount)
      ? [{ learner, lines, totals, familyTotals: totalsOf(lines.map(familyPart)) }]
      : [{ learner, lines, totals }];
  });
}

/** Per class (by name), the learners billed and their totals per currency. */
export function classTotals(planned: readonly PlannedInvoice[]) {
  const byClass = new Map<
    string,
    { classId: string; className: string; amounts: WireMoney[]; learners: number }
  >();
  for (const p of planned) {
    const entry = byClass.get(p.learner.classId) ?? {
      classId: p.learner.classId,
      className: p.learner.className,
      amounts: [],
      learners: 0,
    };
    entry.amounts.push(...p.totals);
    entry.learners += 1;
    byClass.set(p.learner.classId, entry);
  }
  return [...byClass.values()]
    .sort((a, b) => a.className.localeCompare(b.className))
    .map(({ classId, className, learners, amounts }) => ({
      classId,
      className,
      learners,
      totals: totalsOf(amounts),
    }));
}
