/** The profile and settings pages' messages (spec 001 §2.16 names the fields; the words are ours). */
export const profileMessages = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  phone: 'Enter a valid Zimbabwean mobile number (e.g. 0772 123 456)',
  phoneUnavailable: 'This phone number cannot be used for your account. Use another number.',
  dateOfBirth: 'Enter a real date of birth (YYYY-MM-DD), not in the future',
  saved: 'Your profile has been saved.',
  unchanged: 'Nothing to save: your profile is as it was.',
  photoSaved: 'Your photo has been changed.',
  photoType: 'Invalid file type. Only jpg, jpeg and png accepted',
  photoMissing: 'Choose a photo (jpg or png, 5 MB at most)',
  notFound: 'Your record is not on the platform any more.',
} as const;

/**
 * Why a person may not change a fact of their record themselves: the school keeps it (a student's
 * name, a parent's phone) or the record has no such fact.
 */
export const schoolOwnedMessages = {
  name: 'Your name is kept by your school: ask the school office to correct it.',
  dateOfBirth: 'Your date of birth is kept by your school: ask the school office to correct it.',
  parentPhone:
    'Your phone number is how you sign in and how your school knows you: ask the school office to change it.',
  noDateOfBirth: 'Your profile has no date of birth to change.',
} as const;

export const passwordChangeMessages = {
  currentRequired: 'Enter your current password',
  tooShort: 'Use at least 8 characters for your password',
  mustDiffer: 'Choose a new password that differs from the current one',
  mismatch: 'The passwords do not match',
  currentWrong: 'The current password is not correct',
  changed: 'Your password has been changed.',
} as const;
