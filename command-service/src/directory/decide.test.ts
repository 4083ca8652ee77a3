import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  type CommandContext,
  type DirectorySchoolListed,
  type ListSchoolInDirectory,
} from '@chikoro/contracts';
import { listingDecider } from './decide';

const context: CommandContext = {
  actorId: 'super',
  actorRole: 'SUPERADMIN',
  schoolId: null,
  now: '2026-11-22T08:00:00.000Z',
};
const listing = {
  name: 'Prince Edward School',
  address: '',
  town: 'Harare',
  province: 'Harare',
  country: 'Zimbabwe',
};
const command: ListSchoolInDirectory = { type: 'ListSchoolInDirectory', listingId: 'l1', listing };
const listed: DirectorySchoolListed = {
  type: 'DirectorySchoolListed',
  data: { listingId: 'l1', listing, listedAt: '2026-11-21T08:00:00.000Z' },
};

const given = (events: DirectorySchoolListed[]) => {
  const state = events.reduce(listingDecider.evolve, listingDecider.initialState);
  return () => listingDecider.decide(command, state, context);
};

describe('when the school is not listed yet', () => {
  it('lists it with the time of listing', () => {
    expect(given([])()).toEqual([
      { type: 'DirectorySchoolListed', data: { listingId: 'l1', listing, listedAt: context.now } },
    ]);
  });
});

describe('when the listing exists', () => {
  it('cannot list it again', () => expect(given([listed])).toThrow(ConflictError));
});

describe('evolve', () => {
  it('ignores events it does not know', () => {
    expect(
      listingDecider.evolve(listingDecider.initialState, { type: 'Other', data: {} } as never),
    ).toEqual({ status: 'Initial' });
  });
});
