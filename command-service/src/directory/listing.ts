import type { DirectorySchoolListed } from '@chikoro/contracts';

export { listingStream } from '@chikoro/contracts';

export type ListingState = { status: 'Initial' } | { status: 'Listed'; listingId: string };

export const initialListingState: ListingState = { status: 'Initial' };

/** Never throws; ignores what it does not know. */
export function evolveListing(
  state: ListingState,
  event: DirectorySchoolListed | { type: string; data: unknown },
): ListingState {
  const e = event as DirectorySchoolListed;
  return e.type === 'DirectorySchoolListed'
    ? { status: 'Listed', listingId: e.data.listingId }
    : state;
}
