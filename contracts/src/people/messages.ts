/** The profile and settings pages' messages (spec 001 §2.16 names the fields; the words are ours). */
export const profileMessages = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  saved: 'Your profile has been saved.',
  unchanged: 'Nothing to save: the names are as they were.',
} as const;

export const passwordChangeMessages = {
  currentRequired: 'Enter your current password',
  tooShort: 'Use at least 8 characters for your password',
  mustDiffer: 'Choose a new password that differs from the current one',
  mismatch: 'The passwords do not match',
  currentWrong: 'The current password is not correct',
  changed: 'Your password has been changed.',
} as const;
