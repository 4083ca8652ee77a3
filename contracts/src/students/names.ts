import { eventDefinition, readModel } from '../shared/modules';
import {
  StudentEnrolled,
  StudentMovedToClass,
  StudentSignInCodeIssued,
  StudentStatusChanged,
  StudentWithdrawn,
} from './events';

export const studentStream = (studentId: string): string => `student-${studentId}`;

/**
 * The school's students with their class, level and parents; the class and level names it shows;
 * who teaches each class (class teacher or a subject), which scopes a teacher's reads.
 */
export const studentsModel = readModel('students', [
  'students',
  'student_classes',
  'student_levels',
]);

export const studentEvents = [
  eventDefinition(StudentEnrolled),
  eventDefinition(StudentMovedToClass),
  eventDefinition(StudentStatusChanged),
  eventDefinition(StudentWithdrawn),
  eventDefinition(StudentSignInCodeIssued),
];
