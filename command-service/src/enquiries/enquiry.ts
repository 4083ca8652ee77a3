import type { EnquiryDetails, EnquiryEvent } from '@chikoro/contracts';

export { enquiryStream } from '@chikoro/contracts';

/** An enquiry's life: raised by a visitor, then resolved by the superadmin, reopened if need be. */
export type EnquiryState =
  | { status: 'Initial' }
  | { status: 'Pending'; enquiryId: string; details: EnquiryDetails }
  | { status: 'Resolved'; enquiryId: string; details: EnquiryDetails; comment: string };

export const initialEnquiryState: EnquiryState = { status: 'Initial' };

/** Never throws; ignores what it does not know so old streams always replay. An invitation changes nothing. */
export function evolveEnquiry(
  state: EnquiryState,
  event: EnquiryEvent | { type: string; data: unknown },
): EnquiryState {
  const e = event as EnquiryEvent;
  switch (e.type) {
    case 'EnquiryRaised':
      return { status: 'Pending', enquiryId: e.data.enquiryId, details: e.data.details };
    case 'EnquiryResolved':
      return state.status === 'Initial'
        ? state
        : {
            status: 'Resolved',
            enquiryId: state.enquiryId,
            details: state.details,
            comment: e.data.comment,
          };
    case 'EnquiryReopened':
      return state.status === 'Initial'
        ? state
        : { status: 'Pending', enquiryId: state.enquiryId, details: state.details };
    default:
      return state;
  }
}
