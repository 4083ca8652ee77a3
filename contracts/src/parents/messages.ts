/** Spec 001 §2.14, §5 and §8: parent self-registration and invitations, word for word where the spec gives words. */
export const parentRegistrationMessages = {
  welcome: 'Welcome to Chikoro',
  intro: 'Please complete registration to access the platform',
  creating: 'Your account is being created. Please wait ...',
  created:
    "Your account has been successfully created. You'll be redirected to the login page in a moment",
  failed: 'There was an issue creating your account. Please try again.',
} as const;

export const parentFieldMessages = {
  firstName: 'Enter your first name',
  middleName: 'Enter your middle name',
  lastName: 'Enter your last name',
  phonenumber: 'Enter a valid Zimbabwean mobile number',
  whatsappNumber: 'Enter a valid WhatsApp number or leave it empty',
  email: 'Enter a valid email address',
  address: 'Enter your address',
  country: 'Select your country',
  province: 'Select your province',
  password: 'Use at least 8 characters for your password',
  repeatPassword: 'Repeat your password',
  passwordMismatch: 'The passwords do not match',
} as const;

export const parentInvitationMessages = {
  phoneNumber: "Enter the parent's Zimbabwean mobile number",
  email: 'Enter a valid email address for the parent, or leave it empty',
  inviteInvalid:
    'This invitation link is not valid, was already used or has expired. Ask the school for a new one.',
  alreadyRegistered: 'This parent has already registered.',
  phoneTaken: (phone: string) => `An account already uses the phone number ${phone}.`,
  emailTaken: (email: string) => `An account already uses ${email}.`,
  notInvited: 'This parent has not been invited.',
  /** An invitation never says whose account holds a phone or an email, nor in which school (issue 7, defect 20). */
  phoneUnavailable:
    'This phone number cannot receive a parent invitation. Check the number with the parent.',
  emailUnavailable:
    'This email cannot be used for a parent invitation. Check it with the parent, or leave it empty.',
  emailOfAnotherParent: 'Another parent of your school already signs in with this email.',
} as const;

/** Spec 001 §2.6's parent management, word for word where the spec gives words, and the rules' refusals. */
export const parentManagementMessages = {
  search: 'Search for a parent by name or email',
  deleteParent: 'Delete parent',
  passwordRequired: 'Enter your password',
  passwordWrong: 'The password is not correct',
  notFound: 'No such parent in this school',
  studentNotFound: 'No such student in this school',
  studentWithdrawn: 'This student has been withdrawn',
  removed: 'This parent was removed from the school',
  notRegistered: 'This parent has not registered yet: their status changes once they have',
  status: 'Choose Active or Inactive',
} as const;
