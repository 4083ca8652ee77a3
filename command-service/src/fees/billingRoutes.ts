import { randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  authMessages,
  billingStream,
  feeMessages as m,
  feeScheduleStream,
  type ApprovedSchedule,
  type BillingEvent,
  type CommandContext,
  type FeeScheduleEvent,
  type RunBilling,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import type pg from 'pg';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { required } from '../classes/references';
import { schoolSetupOf } from '../setup/reader';
import type { BillingState } from './billing';
import { billingAnswer, billingDecider } from './decideBilling';
import { billableLearners } from './roster';
import { runningSponsorships } from './sponsorRoutes';
import { runningDiscounts } from './discountRoutes';

/** The term in the token's school's set-up, with its name ('Term 1 2026') and first day. */
async function termAt(store: EventStore, schoolId: string, termId: string) {
  const setup = await schoolSetupOf(store, schoolId);
  const term = required(setup.terms[termId], 'termId', m.termNotFound);
  const yearName = setup.years[term.academicYearId]?.name;
  return { termName: yearName ? `${term.name} ${yearName}` : term.name, termStart: term.startDate };
}

/** The last version of the term's schedule that was approved, its items as approved; null before any approval. */
async function approvedSchedule(
  store: EventStore,
  termId: string,
): Promise<ApprovedSchedule | null> {
  const events = (await store.readStream(feeScheduleStream(termId))).map(
    decodeEvent,
  ) as FeeScheduleEvent[];
  const last = events.filter((e) => e.type === 'FeeScheduleApproved').at(-1);
  return last?.type === 'FeeScheduleApproved'
    ? { version: last.data.version, items: last.data.items }
    : null;
}

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/** RunBilling: the term, its approved schedule and the roster are found here; an id is made for each learner's possible invoice. */
export function registerBillingCommands(
  registry: CommandRegistry,
  { store, pool }: { store: EventStore; pool: pg.Pool },
): void {
  registry.register<RunBilling, BillingState, BillingEvent>({
    type: 'RunBilling',
    decider: billingDecider,
    streamId: (c) => billingStream(c.termId),
    async parse(req, ctx) {
      const { termId, dryRun } = parseInput('RunBilling', req.body);
      const schoolId = schoolOf(ctx);
      const term = await termAt(store, schoolId, termId);
      const roster = await billableLearners(store, pool, schoolId);
      const invoiceIds = Object.fromEntries(roster.map((l) => [l.studentId, randomUUID()]));
      return {
        type: 'RunBilling',
        termId,
        ...term,
        dryRun,
        schedule: await approvedSchedule(store, termId),
        sponsorships: await runningSponsorships(store, schoolId),
        discounts: await runningDiscounts(store, schoolId),
        roster,
        invoiceIds,
      };
    },
    answer: billingAnswer,
  });
}
