import { eventDefinition, readModel } from '../shared/modules';
import {
  ClassArchived,
  ClassCreated,
  ClassDeleted,
  ClassDetailsChanged,
  ClassTeacherAssigned,
} from './events';

export const classStream = (classId: string): string => `class-${classId}`;

/** The school's classes with their level, class teacher and count of active students. */
export const classesModel = readModel('classes', ['classes', 'class_students']);

export const classEvents = [
  eventDefinition(ClassCreated),
  eventDefinition(ClassTeacherAssigned),
  eventDefinition(ClassDetailsChanged),
  eventDefinition(ClassDeleted),
  eventDefinition(ClassArchived),
];
