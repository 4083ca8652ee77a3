/** The texts for bursars, worded as the teacher form's; and the rules' refusals. */
export const bursarMessages = {
  adding: 'Bursar being added please wait ...',
  added: 'Bursar added',
  addFailed: 'Failed To Add Bursar! Try Again.',
  firstName: 'Enter the first name',
  lastName: 'Enter the last name',
  email: 'Enter a valid email address',
  phone: 'Enter a valid Zimbabwean mobile number',
  emailUnavailable: 'This email cannot be used for a new sign-in. Use another email address.',
  alreadyRegistered: 'This bursar is already registered',
  notFound: 'No such bursar in this school',
  status: 'Choose Active or Inactive',
} as const;
