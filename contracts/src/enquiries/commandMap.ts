import { answerWithId, commandSpecs } from '../shared/commandSpec';
import {
  InviteEnquirerToEnrolInput,
  RaiseEnquiryInput,
  ReopenEnquiryInput,
  ResolveEnquiryInput,
} from './commands';

const superadmin = ['SUPERADMIN'] as const;

/** A school's enquiry, raised by anyone, handled by the superadmin. */
export const enquiryCommandSpecs = commandSpecs({
  RaiseEnquiry: { input: RaiseEnquiryInput, answer: answerWithId('enquiryId'), access: 'public' },
  ResolveEnquiry: {
    input: ResolveEnquiryInput,
    answer: answerWithId('enquiryId'),
    access: superadmin,
  },
  ReopenEnquiry: {
    input: ReopenEnquiryInput,
    answer: answerWithId('enquiryId'),
    access: superadmin,
  },
  InviteEnquirerToEnrol: {
    input: InviteEnquirerToEnrolInput,
    answer: answerWithId('enquiryId'),
    access: superadmin,
  },
});
