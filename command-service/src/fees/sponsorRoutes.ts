import { randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  authMessages,
  feeMessages as m,
  sponsorsStream,
  type BillingSponsorship,
  type CommandContext,
  type SponsorCommand,
  type SponsorEvent,
  type SponsorTerm,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { required } from '../classes/references';
import { schoolSetupOf } from '../setup/reader';
import { studentRefOf } from '../students/placement';
import { sponsorsDecider } from './decideSponsors';
import type { SponsorsState } from './sponsors';

type C<T extends SponsorCommand['type']> = Extract<SponsorCommand, { type: T }> & {
  schoolId: string;
};

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/** The school's term, with its name ('Term 1 2026') and first day; another school's term is not there. */
async function termsOf(store: EventStore, schoolId: string) {
  const setup = await schoolSetupOf(store, schoolId);
  return (termId: string, field: string): SponsorTerm => {
    const term = required(setup.terms[termId], field, m.termNotFound);
    const year = setup.years[term.academicYearId]?.name;
    return {
      termId,
      termName: year ? `${term.name} ${year}` : term.name,
      startDate: term.startDate,
    };
  };
}

/** The school's sponsorships still running, as billing applies them. */
export async function runningSponsorships(
  store: EventStore,
  schoolId: string,
): Promise<BillingSponsorship[]> {
  const state = fold(
    sponsorsDecider,
    (await store.readStream(sponsorsStream(schoolId))).map(decodeEvent),
  );
  return Object.entries(state.sponsorships)
    .filter(([, s]) => s.status === 'Active')
    .map(([sponsorshipId, s]) => ({
      sponsorshipId,
      sponsorId: s.sponsorId,
      sponsorName: state.sponsors[s.sponsorId]?.name ?? '',
      studentId: s.studentId,
      categories: s.categories,
      percent: s.percent,
      cap: s.cap,
      fromStart: s.from.startDate,
      toStart: s.to?.startDate ?? null,
    }));
}

/** The school's sponsors and their sponsorships, on one stream per school (from the token, never the body). */
export function registerSponsorCommands(
  registry: CommandRegistry,
  { store }: { store: EventStore },
): void {
  const sponsors = {
    decider: sponsorsDecider,
    streamId: (c: { schoolId: string }) => sponsorsStream(c.schoolId),
  };

  registry.register<C<'RegisterSponsor'>, SponsorsState, SponsorEvent>({
    ...sponsors,
    type: 'RegisterSponsor',
    parse: (req, ctx) => ({
      type: 'RegisterSponsor',
      ...parseInput('RegisterSponsor', req.body),
      sponsorId: randomUUID(),
      schoolId: schoolOf(ctx),
    }),
    answer: (c, state) => ({
      sponsorId:
        Object.entries(state.sponsors).find(([, s]) => s.name === c.name)?.[0] ?? c.sponsorId,
    }),
  });

  registry.register<C<'GrantSponsorship'>, SponsorsState, SponsorEvent>({
    ...sponsors,
    type: 'GrantSponsorship',
    async parse(req, ctx) {
      const input = parseInput('GrantSponsorship', req.body);
      const schoolId = schoolOf(ctx);
      const { ref } = await studentRefOf(store, schoolId, input.studentId);
      const term = await termsOf(store, schoolId);
      return {
        type: 'GrantSponsorship',
        schoolId,
        sponsorshipId: randomUUID(),
        sponsorId: input.sponsorId,
        studentId: input.studentId,
        studentName: ref.studentName,
        categories: input.categories,
        ...(input.cap
          ? { percent: null, cap: input.cap }
          : { percent: input.percent ?? 100, cap: null }),
        from: term(input.fromTermId, 'fromTermId'),
        to: input.toTermId ? term(input.toTermId, 'toTermId') : null,
      };
    },
    answer: (c) => ({ sponsorshipId: c.sponsorshipId }),
  });

  registry.register<C<'EndSponsorship'>, SponsorsState, SponsorEvent>({
    ...sponsors,
    type: 'EndSponsorship',
    parse: (req, ctx) => ({
      type: 'EndSponsorship',
      ...parseInput('EndSponsorship', req.body),
      schoolId: schoolOf(ctx),
    }),
  });
}
