import {
  ConflictError,
  NotFoundError,
  ValidationError,
  feeMessages as m,
  type CommandContext,
  type SponsorCommand,
  type SponsorEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { feeKeepersOwn } from './keepers';
import {
  evolveSponsors,
  initialSponsorsState,
  type SponsorsState,
  type SponsorshipRecord,
} from './sponsors';

type C<T extends SponsorCommand['type']> = Extract<SponsorCommand, { type: T }>;

/** A new sponsor; a name the school already has is refused (case and spaces aside), the same sponsor again is nothing to do. */
function register(
  c: C<'RegisterSponsor'>,
  state: SponsorsState,
  schoolId: string,
  context: CommandContext,
): SponsorEvent[] {
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
  const same = Object.values(state.sponsors).find((s) => key(s.name) === key(c.name));
  if (same && same.kind === c.kind && same.name === c.name) return [];
  if (same)
    throw new ConflictError(m.sponsorNameTaken, [{ field: 'name', message: m.sponsorNameTaken }]);
  return [
    {
      type: 'SponsorRegistered',
      data: {
        schoolId,
        sponsorId: c.sponsorId,
        name: c.name,
        kind: c.kind,
        registeredBy: context.actorId,
        registeredAt: context.now,
      },
    },
  ];
}

/** Whether two spans of terms (by their first days; no end: on and on) share a term. */
const overlaps = (a: SponsorshipRecord, b: C<'GrantSponsorship'>): boolean =>
  (a.to === null || b.from.startDate <= a.to.startDate) &&
  (b.to === null || a.from.startDate <= b.to.startDate);

const sameGrant = (a: SponsorshipRecord, b: C<'GrantSponsorship'>): boolean =>
  a.sponsorId === b.sponsorId &&
  [...a.categories].sort().join() === [...b.categories].sort().join() &&
  a.percent === b.percent &&
  JSON.stringify(a.cap) === JSON.stringify(b.cap) &&
  a.from.termId === b.from.termId &&
  (a.to?.termId ?? null) === (b.to?.termId ?? null);

/**
 * A sponsor's share of a learner's lines: one sponsorship at most pays a category in a term, so a
 * line is split between one sponsor and the family. The same grant again is nothing to do.
 */
function grant(
  c: C<'GrantSponsorship'>,
  state: SponsorsState,
  schoolId: string,
  context: CommandContext,
): SponsorEvent[] {
  const sponsor = state.sponsors[c.sponsorId];
  if (!sponsor)
    throw new NotFoundError(m.sponsorNotFound, [
      { field: 'sponsorId', message: m.sponsorNotFound },
    ]);
  if (c.to && c.to.startDate < c.from.startDate)
    throw new ValidationError(m.sponsorTerms, [{ field: 'toTermId', message: m.sponsorTerms }]);
  const running = Object.values(state.sponsorships).filter(
    (s) => s.status === 'Active' && s.studentId === c.studentId,
  );
  if (running.some((s) => sameGrant(s, c))) return [];
  if (running.some((s) => overlaps(s, c) && s.categories.some((k) => c.categories.includes(k))))
    throw new ConflictError(m.sponsorOverlap, [{ field: 'categories', message: m.sponsorOverlap }]);
  const { sponsorshipId, sponsorId, studentId, studentName, categories, percent, cap, from, to } =
    c;
  return [
    {
      type: 'SponsorshipGranted',
      data: {
        schoolId,
        sponsorshipId,
        sponsorId,
        sponsorName: sponsor.name,
        studentId,
        studentName,
        categories: [...new Set(categories)],
        percent,
        cap,
        from,
        to,
        grantedBy: context.actorId,
        grantedAt: context.now,
      },
    },
  ];
}

/** Billing no longer applies it; ending it again is nothing to do. */
function end(
  c: C<'EndSponsorship'>,
  state: SponsorsState,
  schoolId: string,
  context: CommandContext,
): SponsorEvent[] {
  const found = state.sponsorships[c.sponsorshipId];
  if (!found)
    throw new NotFoundError(m.sponsorshipNotFound, [
      { field: 'sponsorshipId', message: m.sponsorshipNotFound },
    ]);
  if (found.status === 'Ended') return [];
  return [
    {
      type: 'SponsorshipEnded',
      data: {
        schoolId,
        sponsorshipId: c.sponsorshipId,
        sponsorId: found.sponsorId,
        studentId: found.studentId,
        endedBy: context.actorId,
        endedAt: context.now,
      },
    },
  ];
}

/** A school's sponsors, kept by its fee keepers: the school is the token's, never the body's. */
export function decideSponsors(
  command: SponsorCommand,
  state: SponsorsState,
  context: CommandContext,
): SponsorEvent[] {
  const schoolId = feeKeepersOwn(state.schoolId, context, m.sponsorNotFound);
  switch (command.type) {
    case 'RegisterSponsor':
      return register(command, state, schoolId, context);
    case 'GrantSponsorship':
      return grant(command, state, schoolId, context);
    case 'EndSponsorship':
      return end(command, state, schoolId, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled sponsor command ${JSON.stringify(unknown)}`);
    }
  }
}

export const sponsorsDecider: Decider<SponsorsState, SponsorCommand, SponsorEvent> = {
  initialState: initialSponsorsState,
  decide: decideSponsors,
  evolve: evolveSponsors,
};
