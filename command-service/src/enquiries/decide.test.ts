import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  type CommandContext,
  type EnquiryCommand,
  type EnquiryEvent,
} from '@chikoro/contracts';
import { enquiryDecider } from './decide';

const enquiryId = '0b7e3f52-5d2a-4c55-9a57-2f1f0e0a0001';
const visitor: CommandContext = {
  actorId: null,
  actorRole: 'PUBLIC',
  schoolId: null,
  now: '2026-11-22T08:00:00.000Z',
};
const superadmin: CommandContext = {
  actorId: 'u-super',
  actorRole: 'SUPERADMIN',
  schoolId: null,
  now: '2026-11-23T09:30:00.000Z',
};
const details = {
  name: 'Chitungwiza Community School',
  town: 'Chitungwiza',
  country: 'Zimbabwe',
  province: 'Harare',
  district: 'Chitungwiza',
  headFirstName: 'Memory',
  headLastname: 'Chari',
  headPhonenumber: '0771234000',
  headEmail: 'head@chitungwiza.example',
  adminFirstName: 'Tonderai',
  adminLastName: 'Mhlanga',
  adminPhonenumber: '0772234000',
  adminEmail: 'admin@chitungwiza.example',
  numberOfStudents: 740,
  numberOfTeachers: 31,
  schoolContact: '0270123456',
  address: '14 Seke Road, Unit L',
};

const raised: EnquiryEvent = {
  type: 'EnquiryRaised',
  data: { enquiryId, details, raisedAt: visitor.now },
};
const resolved: EnquiryEvent = {
  type: 'EnquiryResolved',
  data: {
    enquiryId,
    comment: 'Called the admin; demo booked',
    resolvedAt: '2026-11-22T12:00:00.000Z',
  },
};
const reopened: EnquiryEvent = {
  type: 'EnquiryReopened',
  data: { enquiryId, comment: 'They asked about fees too', reopenedAt: '2026-11-22T15:00:00.000Z' },
};

/** given events, when command (sent in a context), then events or the error the rule throws. */
function given(events: EnquiryEvent[]) {
  const state = events.reduce(enquiryDecider.evolve, enquiryDecider.initialState);
  return {
    when:
      (command: EnquiryCommand, context = superadmin) =>
      () =>
        enquiryDecider.decide(command, state, context),
  };
}

const raise: EnquiryCommand = { type: 'RaiseEnquiry', enquiryId, details };
const resolve: EnquiryCommand = {
  type: 'ResolveEnquiry',
  enquiryId,
  comment: 'Called the admin; demo booked',
};
const reopen: EnquiryCommand = {
  type: 'ReopenEnquiry',
  enquiryId,
  comment: 'They asked about fees too',
};
const invite: EnquiryCommand = { type: 'InviteEnquirerToEnrol', enquiryId };
const invited: EnquiryEvent = {
  type: 'EnquirerInvitedToEnrol',
  data: {
    enquiryId,
    invitedAt: superadmin.now,
    to: ['admin@chitungwiza.example', 'head@chitungwiza.example'],
  },
};

describe('when no enquiry was raised yet', () => {
  it('a visitor raises it, with the time it arrived', () => {
    expect(given([]).when(raise, visitor)()).toEqual([raised]);
  });
  it('cannot be resolved', () => expect(given([]).when(resolve)).toThrow(NotFoundError));
  it('cannot be reopened', () => expect(given([]).when(reopen)).toThrow(NotFoundError));
  it('cannot be invited to enrol: there is no enquiry with this id', () => {
    expect(given([]).when(invite)).toThrow(NotFoundError);
    expect(given([]).when(invite)).toThrow(/^No enquiry with this id\.$/);
  });
});

describe('inviting the enquirer to enrol', () => {
  it('a pending enquiry is invited, to the admin officer and the head', () => {
    expect(given([raised]).when(invite)()).toEqual([invited]);
  });
  it('a resolved enquiry may be invited too', () => {
    expect(given([raised, resolved]).when(invite)()).toEqual([invited]);
  });
  it('may be invited again, as a reminder, with the new time', () => {
    const later = { ...superadmin, now: '2026-11-30T10:00:00.000Z' };
    expect(given([raised, invited]).when(invite, later)()).toEqual([
      { ...invited, data: { ...invited.data, invitedAt: later.now } },
    ]);
  });
  it('sends one invitation when the admin officer and the head share an address, whatever its case', () => {
    const shared: EnquiryEvent = {
      ...raised,
      data: {
        ...raised.data,
        details: {
          ...details,
          headEmail: 'Office@Chitungwiza.example',
          adminEmail: 'office@chitungwiza.example',
        },
      },
    } as EnquiryEvent;
    expect(given([shared]).when(invite)()).toEqual([
      { ...invited, data: { ...invited.data, to: ['office@chitungwiza.example'] } },
    ]);
  });
  it('changes nothing of the enquiry: it stays pending, and can be resolved', () => {
    expect(
      [raised, invited].reduce(enquiryDecider.evolve, enquiryDecider.initialState),
    ).toMatchObject({ status: 'Pending' });
    expect(given([raised, invited]).when(resolve)()).toHaveLength(1);
  });
});

describe('when the enquiry is pending', () => {
  it('cannot be raised again', () =>
    expect(given([raised]).when(raise, visitor)).toThrow(ConflictError));
  it('is resolved with the superadmin comment', () => {
    expect(given([raised]).when(resolve)()).toEqual([
      {
        type: 'EnquiryResolved',
        data: { enquiryId, comment: 'Called the admin; demo booked', resolvedAt: superadmin.now },
      },
    ]);
  });
  it('cannot be reopened: there is nothing to reopen', () =>
    expect(given([raised]).when(reopen)).toThrow(/still pending/));
});

describe('when the enquiry is resolved', () => {
  it('cannot be resolved twice', () =>
    expect(given([raised, resolved]).when(resolve)).toThrow(/already resolved/));
  it('is reopened, keeping the reason when one is given', () => {
    expect(given([raised, resolved]).when(reopen)()).toEqual([
      {
        type: 'EnquiryReopened',
        data: { enquiryId, comment: 'They asked about fees too', reopenedAt: superadmin.now },
      },
    ]);
  });
  it('is reopened without a comment too', () => {
    expect(given([raised, resolved]).when({ type: 'ReopenEnquiry', enquiryId })()).toEqual([
      { type: 'EnquiryReopened', data: { enquiryId, reopenedAt: superadmin.now } },
    ]);
  });
});

describe('when the enquiry was reopened', () => {
  it('is pending again: it can be resolved once more', () => {
    expect(given([raised, resolved, reopened]).when(resolve)()).toHaveLength(1);
  });
  it('cannot be reopened twice', () =>
    expect(given([raised, resolved, reopened]).when(reopen)).toThrow(ConflictError));
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    expect(
      enquiryDecider.evolve(enquiryDecider.initialState, {
        type: 'SomethingNew',
        data: {},
      } as never),
    ).toEqual({ status: 'Initial' });
  });
  it('ignores a resolution without an enquiry, never throwing', () => {
    expect(enquiryDecider.evolve(enquiryDecider.initialState, resolved)).toEqual({
      status: 'Initial',
    });
  });
});
