import { eventDefinition, readModel } from '../shared/modules';
import {
  AcademicYearOpened,
  DepartmentAdded,
  DepartmentRemoved,
  DepartmentRenamed,
  GradingScaleChanged,
  LevelDefined,
  SubjectAdded,
  TermAdded,
} from './events';

/** A school's set-up (years, terms, departments, levels, subjects): one stream, so its rules see it whole. */
export const schoolSetupStream = (schoolId: string): string => `school-setup-${schoolId}`;

/**
 * The school's years, terms, departments, levels with every version of their grading scales, and
 * subjects; who is assigned to teach each subject, which scopes a teacher's list of subjects.
 */
export const schoolSetupModel = readModel('school-setup', [
  'academic_years',
  'terms',
  'departments',
  'levels',
  'grading_scales',
  'subjects',
]);

/** A term filter's value meaning the school's current term (the one containing today, else the latest started). */
export const CURRENT_TERM = 'current';

export const setupEvents = [
  eventDefinition(AcademicYearOpened),
  eventDefinition(TermAdded),
  eventDefinition(DepartmentAdded),
  eventDefinition(DepartmentRenamed),
  eventDefinition(DepartmentRemoved),
  eventDefinition(LevelDefined),
  eventDefinition(GradingScaleChanged),
  eventDefinition(SubjectAdded),
];
