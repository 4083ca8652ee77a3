import type { SchoolEnrolmentDetails } from '../schools/commands';
import type { EnquiryDetails } from './commands';

/** Enrolment form fields as text, as a link's query string carries them. */
export type EnrolmentPrefill = Partial<Record<keyof SchoolEnrolmentDetails, string>>;

/** Where each enrolment field comes from in an enquiry: the words differ only in a few names. */
const enrolmentFieldOfEnquiry = {
  name: 'name',
  streetName: 'address',
  town: 'town',
  country: 'country',
  province: 'province',
  district: 'district',
  schoolContact: 'schoolContact',
  schoolEmail: 'schoolEmail',
  numberOfStudents: 'numberOfStudents',
  numberOfTeachers: 'numberOfTeachers',
  headFirstname: 'headFirstName',
  headLastname: 'headLastname',
  headPhonenumber: 'headPhonenumber',
  headEmail: 'headEmail',
  adminFirstname: 'adminFirstName',
  adminLastname: 'adminLastName',
  adminPhonenumber: 'adminPhonenumber',
  adminEmail: 'adminEmail',
} as const satisfies Partial<Record<keyof SchoolEnrolmentDetails, keyof EnquiryDetails>>;

/**
 * What an enquiry already tells the enrolment form, under the form's own field names. Only the
 * fields the enquiry holds; nothing it lacks (ownership, responsible authority, payment) is guessed.
 */
export function enrolmentPrefillOf(details: EnquiryDetails): EnrolmentPrefill {
  const prefill: EnrolmentPrefill = {};
  for (const [field, source] of Object.entries(enrolmentFieldOfEnquiry) as [
    keyof typeof enrolmentFieldOfEnquiry,
    keyof EnquiryDetails,
  ][]) {
    const value = details[source];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) prefill[field] = text;
  }
  return prefill;
}

/** Who receives an invitation to enrol: the admin officer and the head, each address once, lower-cased. */
export function invitationRecipients(details: { adminEmail: string; headEmail: string }): string[] {
  return [
    ...new Set(
      [details.adminEmail, details.headEmail]
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
