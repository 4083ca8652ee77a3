import {
  ConflictError,
  directoryMessages,
  type CommandContext,
  type DirectorySchoolListed,
  type ListSchoolInDirectory,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { evolveListing, initialListingState, type ListingState } from './listing';

export function decideListing(
  command: ListSchoolInDirectory,
  state: ListingState,
  context: CommandContext,
): DirectorySchoolListed[] {
  switch (command.type) {
    case 'ListSchoolInDirectory':
      if (state.status !== 'Initial') throw new ConflictError(directoryMessages.alreadyListed);
      return [
        {
          type: 'DirectorySchoolListed',
          data: { listingId: command.listingId, listing: command.listing, listedAt: context.now },
        },
      ];
    default: {
      const unknown: never = command.type;
      throw new Error(`Unhandled directory command ${String(unknown)}`);
    }
  }
}

export const listingDecider: Decider<ListingState, ListSchoolInDirectory, DirectorySchoolListed> = {
  initialState: initialListingState,
  decide: decideListing,
  evolve: evolveListing,
};
