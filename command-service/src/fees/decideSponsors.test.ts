import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type CommandContext,
  type SponsorCommand,
  type SponsorEvent,
} from '@chikoro/contracts';
import { sponsorsDecider } from './decideSponsors';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-01-12T08:00:00.000Z',
};
const term1 = { termId: 't1', termName: 'Term 1 2026', startDate: '2026-01-06' };
const term2 = { termId: 't2', termName: 'Term 2 2026', startDate: '2026-05-04' };
const term3 = { termId: 't3', termName: 'Term 3 2026', startDate: '2026-09-07' };

const registered: SponsorEvent = {
  type: 'SponsorRegistered',
  data: {
    schoolId,
    sponsorId: 's-beam',
    name: 'BEAM',
    kind: 'BEAM',
    registeredBy: 'u-admin',
    registeredAt: '2026-01-10T08:00:00.000Z',
  },
};
const grantTuition = (overrides: Record<string, unknown> = {}): SponsorCommand =>
  ({
    type: 'GrantSponsorship',
    sponsorshipId: 'sp-1',
    sponsorId: 's-beam',
    studentId: 'rudo',
    studentName: 'Rudo Moyo',
    categories: ['TUITION'],
    percent: 100,
    cap: null,
    from: term1,
    to: null,
    ...overrides,
  }) as SponsorCommand;
const granted: SponsorEvent = {
  type: 'SponsorshipGranted',
  data: {
    schoolId,
    sponsorshipId: 'sp-1',
    sponsorId: 's-beam',
    sponsorName: 'BEAM',
    studentId: 'rudo',
    studentName: 'Rudo Moyo',
    categories: ['TUITION'],
    percent: 100,
    cap: null,
    from: term1,
    to: term2,
    grantedBy: 'u-admin',
    grantedAt: '2026-01-12T08:00:00.000Z',
  },
};

function given(events: SponsorEvent[]) {
  const state = events.reduce(sponsorsDecider.evolve, sponsorsDecider.initialState);
  return {
    when:
      (command: SponsorCommand, context = admin) =>
      () =>
        sponsorsDecider.decide(command, state, context),
  };
}

describe('RegisterSponsor', () => {
  it('registers a sponsor of the school, its name and kind', () => {
    expect(
      given([]).when({ type: 'RegisterSponsor', sponsorId: 's-1', name: 'BEAM', kind: 'BEAM' })(),
    ).toEqual([
      {
        type: 'SponsorRegistered',
        data: {
          schoolId,
          sponsorId: 's-1',
          name: 'BEAM',
          kind: 'BEAM',
          registeredBy: 'u-admin',
          registeredAt: '2026-01-12T08:00:00.000Z',
        },
      },
    ]);
  });

  it('the same sponsor again is nothing to do', () => {
    expect(
      given([registered]).when({
        type: 'RegisterSponsor',
        sponsorId: 's-2',
        name: 'BEAM',
        kind: 'BEAM',
      })(),
    ).toEqual([]);
  });

  it('refuses another sponsor by a name the school has (case aside)', () => {
    expect(
      given([registered]).when({
        type: 'RegisterSponsor',
        sponsorId: 's-2',
        name: 'beam',
        kind: 'NGO',
      }),
    ).toThrow(ConflictError);
  });

  it('refuses a teacher', () => {
    expect(
      given([]).when(
        { type: 'RegisterSponsor', sponsorId: 's-1', name: 'BEAM', kind: 'BEAM' },
        { ...admin, actorRole: 'TEACHER' },
      ),
    ).toThrow(ForbiddenError);
  });

  it('another school’s admin does not find this school’s sponsors', () => {
    expect(
      given([registered]).when(
        { type: 'RegisterSponsor', sponsorId: 's-2', name: 'Church', kind: 'CHURCH' },
        { ...admin, schoolId: 'other-school' },
      ),
    ).toThrow(NotFoundError);
  });
});

describe('GrantSponsorship when BEAM is registered', () => {
  it('grants the share of the learner’s tuition from term 1, naming the sponsor', () => {
    expect(given([registered]).when(grantTuition({ to: term2 }))()).toEqual([granted]);
  });

  it('refuses a sponsor the school does not have', () => {
    expect(given([]).when(grantTuition())).toThrow(NotFoundError);
  });

  it('refuses a last term before the first', () => {
    expect(given([registered]).when(grantTuition({ from: term2, to: term1 }))).toThrow(
      ValidationError,
    );
  });
});

describe('GrantSponsorship when Rudo’s tuition is sponsored in terms 1 and 2', () => {
  it('the same grant again is nothing to do', () => {
    expect(given([registered, granted]).when(grantTuition({ to: term2 }))()).toEqual([]);
  });

  it('refuses a second sponsorship of her tuition in term 2', () => {
    expect(
      given([registered, granted]).when(
        grantTuition({ sponsorshipId: 'sp-2', percent: 50, from: term2 }),
      ),
    ).toThrow(ConflictError);
  });

  it('grants her levy, or her tuition from term 3', () => {
    expect(
      given([registered, granted]).when(
        grantTuition({ sponsorshipId: 'sp-2', categories: ['LEVY'] }),
      )(),
    ).toHaveLength(1);
    expect(
      given([registered, granted]).when(grantTuition({ sponsorshipId: 'sp-2', from: term3 }))(),
    ).toHaveLength(1);
  });
});

describe('EndSponsorship', () => {
  const end: SponsorCommand = { type: 'EndSponsorship', sponsorshipId: 'sp-1' };
  it('ends a running sponsorship', () => {
    expect(given([registered, granted]).when(end)()).toEqual([
      {
        type: 'SponsorshipEnded',
        data: {
          schoolId,
          sponsorshipId: 'sp-1',
          sponsorId: 's-beam',
          studentId: 'rudo',
          endedBy: 'u-admin',
          endedAt: '2026-01-12T08:00:00.000Z',
        },
      },
    ]);
  });

  it('ending it again is nothing to do; a new grant of the same tuition is then allowed', () => {
    const ended: SponsorEvent = {
      type: 'SponsorshipEnded',
      data: {
        schoolId,
        sponsorshipId: 'sp-1',
        sponsorId: 's-beam',
        studentId: 'rudo',
        endedBy: 'u-admin',
        endedAt: '2026-01-12T08:00:00.000Z',
      },
    };
    expect(given([registered, granted, ended]).when(end)()).toEqual([]);
    expect(
      given([registered, granted, ended]).when(
        grantTuition({ sponsorshipId: 'sp-2', percent: 50 }),
      )(),
    ).toHaveLength(1);
  });

  it('refuses a sponsorship the school does not have', () => {
    expect(given([registered]).when(end)).toThrow(NotFoundError);
  });
});
