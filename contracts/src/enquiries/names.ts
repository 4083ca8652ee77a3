import { eventDefinition, readModel } from '../shared/modules';
import { EnquirerInvitedToEnrol, EnquiryRaised, EnquiryReopened, EnquiryResolved } from './events';

export const enquiryStream = (enquiryId: string): string => `enquiry-${enquiryId}`;

/** The superadmin's enquiries from schools. */
export const enquiriesModel = readModel('enquiries', ['enquiries']);

export const enquiryEvents = [
  eventDefinition(EnquiryRaised),
  eventDefinition(EnquiryResolved),
  eventDefinition(EnquiryReopened),
  eventDefinition(EnquirerInvitedToEnrol),
];
