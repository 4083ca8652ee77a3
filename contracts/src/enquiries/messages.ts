import { enrolmentMessages } from '../schools/messages';

/**
 * The enquiry form's messages. Spec 000 §5 names the required fields but gives no wording, so
 * the fields the enrolment form shares keep its words; the others are written in the same voice.
 */
export const enquiryMessages = {
  name: enrolmentMessages.name,
  town: enrolmentMessages.town,
  headFirstName: enrolmentMessages.headFirstname,
  headLastname: enrolmentMessages.headLastname,
  headPhonenumber: enrolmentMessages.headPhonenumber,
  headEmail: enrolmentMessages.headEmail,
  adminFirstName: enrolmentMessages.adminFirstname,
  adminLastName: enrolmentMessages.adminLastname,
  adminPhonenumber: enrolmentMessages.adminPhonenumber,
  adminEmail: enrolmentMessages.adminEmail,
  numberOfStudents: 'Enter the number of students at the school',
  numberOfTeachers: 'Enter the number of teachers at the school',
  schoolContact: enrolmentMessages.schoolContact,
  address: 'Enter the address of the school',
  /** Required only when the country is Zimbabwe. */
  province: enrolmentMessages.province,
  country: enrolmentMessages.country,
  schoolEmail: enrolmentMessages.schoolEmail,
} as const;

/** Spec 000 §2 and §8: the landing page's enquiry form, word for word. */
export const enquiryResultMessages = {
  saving: 'Saving Enquiry. Please wait ...',
  submitted: 'Enquiry Submitted',
  failed: 'Failed!. Try again ..',
  showForm: 'Show enquiry form',
  hideForm: 'Hide enquiry form',
} as const;

/** The superadmin's side of an enquiry: resolving it, reopening it. */
export const enquiryStatusMessages = {
  notFound: 'No enquiry with this id.',
  commentRequired: 'Write a comment saying how the enquiry was resolved',
  alreadyRaised: 'This enquiry has already been raised.',
  alreadyResolved: 'This enquiry is already resolved. Reopen it first if it needs more work.',
  notResolved: 'This enquiry is still pending; only a resolved enquiry can be reopened.',
  resolveFailed: 'Error resolving the enquiry. Please try again.',
  reopenFailed: 'Error reopening the enquiry. Please try again.',
  inviteFailed: 'Error sending the invitation to enrol. Please try again.',
} as const;

/** The answers of the abuse protection on public commands (HTTP 429), with the wait spelled out. */
export const publicLimitMessages = {
  enquiriesFromAddress: (wait: string) =>
    `You have sent too many enquiries. Please try again in ${wait}.`,
  enrolmentsFromAddress: (wait: string) =>
    `You have sent too many enrolment requests. Please try again in ${wait}.`,
  busy: (wait: string) =>
    `We are receiving too many requests right now. Please try again in ${wait}.`,
} as const;

/** "1 minute", "10 minutes", "45 seconds": how long to wait, for the messages above. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
