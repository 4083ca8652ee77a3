import { eventDefinition, readModel } from '../shared/modules';
import {
  TeacherAssigned,
  TeacherRegistered,
  TeacherRemoved,
  TeacherStatusChanged,
  TeacherUnassigned,
} from './events';

export const teacherStream = (teacherId: string): string => `teacher-${teacherId}`;

/** The school's teachers with the subjects they teach, and each assignment (subject, class, term). */
export const teachersModel = readModel('teachers', ['teachers', 'teacher_assignments']);

export const teacherEvents = [
  eventDefinition(TeacherRegistered),
  eventDefinition(TeacherAssigned),
  eventDefinition(TeacherUnassigned),
  eventDefinition(TeacherStatusChanged),
  eventDefinition(TeacherRemoved),
];
