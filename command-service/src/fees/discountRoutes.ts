import { randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  authMessages,
  discountsStream,
  feeMessages as m,
  feeScheduleStream,
  plainPercent,
  type BillingDiscount,
  type CommandContext,
  type Currency,
  type DiscountCommand,
  type DiscountEvent,
  type FeeScheduleEvent,
  type SponsorTerm,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { required } from '../classes/references';
import { schoolSetupOf } from '../setup/reader';
import { studentDecider } from '../students/decide';
import { studentName, studentStream } from '../students/student';
import { discountsDecider } from './decideDiscounts';
import type { DiscountsState } from './discounts';

type C<T extends DiscountCommand['type']> = Extract<DiscountCommand, { type: T }> & {
  schoolId: string;
};

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/** The learner as their own stream tells it, whichever school they are at (the decider judges that). */
async function studentAt(store: EventStore, studentId: string) {
  const state = fold(
    studentDecider,
    (await store.readStream(studentStream(studentId))).map(decodeEvent),
  );
  return state.status === 'Initial'
    ? null
    : { schoolId: state.schoolId, studentName: studentName(state) };
}

/** The school's terms, and the currencies its fee schedules price items in (any term, any version). */
async function termsAndCurrencies(store: EventStore, schoolId: string) {
  const setup = await schoolSetupOf(store, schoolId);
  const priced = new Set<Currency>();
  for (const termId of Object.keys(setup.terms))
    for (const e of (await store.readStream(feeScheduleStream(termId))).map(
      decodeEvent,
    ) as FeeScheduleEvent[])
      if (e.type === 'FeeItemDefined' || e.type === 'FeeItemChanged')
        priced.add(e.data.amount.currency);
  const term = (termId: string, field: string): SponsorTerm => {
    const found = required(setup.terms[termId], field, m.termNotFound);
    const year = setup.years[found.academicYearId]?.name;
    return {
      termId,
      termName: year ? `${found.name} ${year}` : found.name,
      startDate: found.startDate,
    };
  };
  return { term, pricedCurrencies: [...priced].sort() };
}

/** The school's discounts still running, in the order granted, as billing applies them. */
export async function runningDiscounts(
  store: EventStore,
  schoolId: string,
): Promise<BillingDiscount[]> {
  const state = fold(
    discountsDecider,
    (await store.readStream(discountsStream(schoolId))).map(decodeEvent),
  );
  return Object.entries(state.discounts)
    .filter(([, d]) => d.status === 'Running')
    .map(([discountId, d]) => ({
      discountId,
      studentId: d.studentId,
      kind: d.kind,
      categories: d.categories,
      percent: d.percent,
      amount: d.amount,
      fromStart: d.from.startDate,
      toStart: d.to?.startDate ?? null,
    }));
}

/** GrantDiscount and EndDiscount, on one stream per school (from the token, never the body). */
export function registerDiscountCommands(
  registry: CommandRegistry,
  { store }: { store: EventStore },
): void {
  const discounts = {
    decider: discountsDecider,
    streamId: (c: { schoolId: string }) => discountsStream(c.schoolId),
  };

  registry.register<C<'GrantDiscount'>, DiscountsState, DiscountEvent>({
    ...discounts,
    type: 'GrantDiscount',
    async parse(req, ctx) {
      const input = parseInput('GrantDiscount', req.body);
      const schoolId = schoolOf(ctx);
      const { term, pricedCurrencies } = await termsAndCurrencies(store, schoolId);
      return {
        type: 'GrantDiscount',
        schoolId,
        discountId: randomUUID(),
        studentId: input.studentId,
        student: await studentAt(store, input.studentId),
        kind: input.kind,
        categories: input.categories,
        ...(input.amount
          ? { percent: null, amount: input.amount }
          : { percent: plainPercent(input.percent ?? ''), amount: null }),
        from: term(input.fromTermId, 'fromTermId'),
        to: input.toTermId ? term(input.toTermId, 'toTermId') : null,
        reason: input.reason ?? null,
        approvedBy: input.approvedBy,
        pricedCurrencies,
      };
    },
    answer: (c) => ({ discountId: c.discountId }),
  });

  registry.register<C<'EndDiscount'>, DiscountsState, DiscountEvent>({
    ...discounts,
    type: 'EndDiscount',
    parse: (req, ctx) => ({
      type: 'EndDiscount',
      ...parseInput('EndDiscount', req.body),
      schoolId: schoolOf(ctx),
    }),
  });
}
