/** Spec 001 §2.5 and §8's texts for students, and the rules' refusals. */
export const studentMessages = {
  firstName: "Enter the student's first name",
  lastName: "Enter the student's last name",
  dob: 'Enter the date of birth (YYYY-MM-DD), not in the future',
  gender: 'Choose female or male',
  parentPhone: "Enter the parent's Zimbabwean mobile number: it should start with 263",
  email: 'Enter a valid email address for the student, or leave it empty',
  parentEmail: 'Enter a valid email address for the parent, or leave it empty',
  country: 'Select the country from the list',
  classId: 'Choose a class',
  classNotFound: 'No such class in this school',
  classClosed: 'This class is archived or deleted: choose another class',
  notFound: 'No such student in this school',
  status: 'Choose Active, Inactive or Graduated',
  graduateReadOnly:
    'You have graduated: your past report cards and results stay open to read, but nothing more can be sent or changed',
  graduatedChild:
    'This child has graduated: their past report cards and results stay open to read, but nothing more can be sent about them',
  withdrawn: 'This student has been withdrawn: their record is kept, nothing more can change',
  cannotSignIn: (status: string) =>
    `A student who is ${status} cannot sign in: make them Active first`,
  notClassTeacher:
    'Only the school admin or the class teacher of the student’s class can issue a sign-in code',
  adding: 'Student being added please wait ...',
  added: 'Student added Success',
  addFailed: 'Failed To Add Student! Try Again.',
} as const;
