/** Spec 000 §5 and §8: the enrolment form's user-facing messages, word for word. */
export const enrolmentMessages = {
  name: 'Enter name of school',
  headFirstname: 'Enter the first name of school Head/Principal',
  headLastname: 'Enter the last name of school Head/Principal',
  headPhonenumber: "Enter the school Head's/Principal's phone number",
  headEmail: "Enter a valid school Head/Principal's email",
  town: 'Enter name of the school city/town',
  adminFirstname: 'Enter the first name of the school Admin Officer',
  adminLastname: 'Enter the last name of the school Admin Officer',
  adminPhonenumber: 'Enter the phone number of the school Admin Officer',
  adminEmail: "Enter a valid school Admin Officer's email",
  schoolContact: 'Enter school phone number',
  streetName: 'Enter the street name of the school',
  schoolEmail: 'Enter a valid email address of the school',
  district: 'Enter the name of the school district',
  province: 'Enter the name of the school province',
  country: 'Select the school country',
  responsibleAuthority: 'Enter the name of the school Responsible Authority',
  ownershipType: 'Select the school Ownership',
} as const;

export const placeMessages = {
  countryFirst: 'Select the country first',
  provinceFirst: 'Please select a province first',
  districtNotInProvince: (district: string, province: string) =>
    `${district} district does not belong in ${province} province`,
} as const;

export const fileMessages = {
  logoType: 'Invalid file type. Only jpg, jpeg, png, svg and pdf accepted',
  receiptType: 'Invalid file type. Only jpg, jpeg, png and pdf accepted',
  size: 'File size should be 5MB or less',
} as const;

export const numberMessages = {
  tooLarge: 'Enter a number below 5,250,000',
  notWhole: 'Enter a whole number of 0 or more',
} as const;

export const enrolmentResultMessages = {
  submitted: 'Your enrolment request has been submitted.',
  failed: 'There was an issue submitting your form. Please try again.',
  submitting: 'The form is being submitted. Please wait',
} as const;

export const approvalMessages = {
  approveFailed: 'Error approving school. Please try again.',
  alreadyDecided: (status: string) =>
    `This enrolment request is already ${status.toLowerCase()}; it cannot be decided again.`,
  notFound: 'No enrolment request with this id.',
  reasonRequired: 'Give a reason for rejecting the school',
} as const;

export const correctionMessages = {
  alreadyDecided: (status: string) =>
    `This enrolment request is already ${status.toLowerCase()}; only a pending request can be corrected.`,
  noChanges: 'Change at least one field before saving.',
} as const;

/** How each enrolment field reads in the audit log and the request's history. */
export const enrolmentFieldLabels: Record<string, string> = {
  name: 'Name of school',
  streetName: 'Street name',
  town: 'City/town',
  district: 'District',
  province: 'Province',
  country: 'Country',
  schoolContact: 'School phone number',
  schoolEmail: 'School email',
  numberOfStudents: 'Number of students',
  numberOfTeachers: 'Number of teachers',
  headFirstname: 'Head first name',
  headLastname: 'Head last name',
  headPhonenumber: 'Head phone number',
  headEmail: 'Head email',
  adminFirstname: 'Admin Officer first name',
  adminLastname: 'Admin Officer last name',
  adminPhonenumber: 'Admin Officer phone number',
  adminEmail: 'Admin Officer email',
  adminNote: 'Note for the platform team',
  responsibleAuthority: 'Responsible Authority',
  ownershipType: 'Ownership',
  paymentMethod: 'Payment method',
  paymentReferenceNumber: 'Payment reference number',
};
