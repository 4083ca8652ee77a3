import { randomUUID } from 'node:crypto';
import { type DirectorySchoolListed, type ListSchoolInDirectory } from '@chikoro/contracts';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { listingDecider } from './decide';
import { listingStream, type ListingState } from './listing';

export function registerDirectoryCommands(registry: CommandRegistry): void {
  registry.register<ListSchoolInDirectory, ListingState, DirectorySchoolListed>({
    type: 'ListSchoolInDirectory',
    parse: (req) => ({
      type: 'ListSchoolInDirectory',
      listingId: randomUUID(),
      listing: parseInput('ListSchoolInDirectory', req.body),
    }),
    streamId: (c) => listingStream(c.listingId),
    decider: listingDecider,
    answer: (c) => ({ listingId: c.listingId }),
  });
}
