/** The texts of results, comments and report cards: refusals and what the screens say. */
export const resultMessages = {
  classRequired: 'Choose the class',
  subjectRequired: 'Choose the subject',
  termRequired: 'Choose the term',
  studentRequired: 'Choose the student',
  commentTooLong: 'Keep the comment under 1000 characters',
  commentsList: 'Send the comments as a list',
  headOnlyAdmin: 'Only the school’s admin may write the head’s comment',
  notYourSubject:
    'Only the teacher of this subject for this class and term, or the school’s admin, may comment',
  notInClass: 'This student is not in the class',
  classNotFound: 'No such class in this school',
  termNotFound: 'No such term in this school',
  subjectNotFound: 'No such subject in this school',
  studentNotFound: 'No such student in this school',
  nothingToPublish: 'This class has no students or no exams this term: there is nothing to publish',
  noChange: 'Every report card of this class is already published as it stands',
  busy: 'Results are being brought up to date: try again in a moment',
  publishConfirm:
    'Publish the results of this class for this term? Students and parents will see their report cards.',
  reportCardRequired: 'Choose the report card',
  reportCardNotFound: 'No such report card',
  acknowledgeOnlyParent: 'Only a parent of the student may acknowledge a report card',
  acknowledgeNewer:
    'This report card has been amended since: open the newest version and acknowledge that one',
  acknowledgeConfirm:
    'Acknowledge this report card? The school sees that you have read it, as when you sign the booklet.',
  sendOnPublicationRequired: 'Say whether results links are sent on publication',
  conductAndEffortRequired: 'Say whether cards show conduct and effort',
  scoreFormatRequired: 'Choose how scores print: WHOLE or ONE_DECIMAL',
  conductGrade: 'Rate conduct and effort from A (excellent) to E (poor)',
  conductAndEffortOff:
    'This school’s report cards do not show conduct and effort: the admin can turn them on',
  notYourSubjectConduct:
    'Only the teacher of this subject for this class and term, or the school’s admin, may rate conduct and effort',
  graduateRecord: 'This student has graduated: their record is read-only',
  resultsLinkGone:
    'This results link has expired or been replaced — sign in to read your child’s results.',
  resultsLinkTooMany: (wait: string) =>
    `Too many results links opened from your address. Please try again in ${wait}.`,
} as const;
