/** The report card's words (spec 000 §2 "Report card screen", spec 001 §2.12), shared by the screen and the PDF. */
export const reportCardLabels = {
  title: 'REPORT CARD',
  schoolFallback: 'SCHOOL NAME',
  classGrade: 'Class/Grade',
  term: 'Term',
  subject: 'SUBJECT',
  score: 'SCORE',
  grade: 'GRADE',
  teacherComment: "TEACHER'S COMMENT",
  position: 'Class position',
  average: 'Average',
  attendance: 'Attendance',
  classTeacher: 'Class teacher',
  headComment: "HEAD/PRINCIPAL'S COMMENT",
  stamp: 'SCHOOL STAMP',
  published: 'Results published',
  gradingSystem: 'GRADING SYSTEM',
  amended: 'AMENDED',
  verification: 'Verification code',
  verifyAt: 'Check this card at',
  noComment: '—',
  noMark: '—',
  incomplete: 'incomplete',
} as const;

/** The screen's own words around the card. */
export const reportCardScreenLabels = {
  heading: (first: string, last: string) => `${first} ${last}'s report card`,
  filter: 'Filter report',
  print: 'Print',
  download: 'Download report card',
  noCard: 'No published report card for this term and year.',
  earlierVersions: 'Earlier versions',
  latest: 'This is the latest version of this report card.',
  superseded: 'A later version of this report card replaces this one.',
} as const;
