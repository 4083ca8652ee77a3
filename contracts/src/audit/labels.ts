import { enrolmentFieldLabels } from '../schools/messages';

/** A changed field as a reader says it: the enrolment form's words, people's names, status and reason. */
export const fieldLabels: Record<string, string> = {
  ...enrolmentFieldLabels,
  firstName: 'First name',
  lastName: 'Last name',
  status: 'Status',
  reason: 'Reason',
  comment: 'Comment',
  className: 'Class name',
  level: 'Level/Grade',
  classTeacher: 'Class teacher',
  attendance: 'Attendance',
  examName: 'Exam Title',
  outOf: 'Out of',
  weight: 'Weight',
  paperNo: 'Paper No.',
  examDate: 'Exam Date',
  teacherName: 'Teacher',
  mark: 'Mark',
  conduct: 'Conduct',
  effort: 'Effort',
  title: 'Title',
  body: 'Text',
  eventDate: 'Date',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  photo: 'Photo',
  visibility: 'Visible to',
};

export const fieldLabel = (field: string): string => fieldLabels[field] ?? field;
