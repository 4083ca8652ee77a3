import { schoolSetupModel, type SetupEvent, type TeacherAssigned, type TeacherUnassigned } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { gathered } from '../runner/script';
import { calendarHandlers } from './calendar';
import { departmentHandlers } from './departments';
import { levelHandlers } from './levels';
import { setupTables } from './tables';
import { teachingHandlers } from './teaching';

export type SetupTable = (typeof schoolSetupModel.tables)[number];

/**
 * A school's set-up as the admin's page and later modules read it: years, terms, departments,
 * levels, every scale version, subjects, and who is assigned to teach each subject.
 */
export const schoolSetup = gathered(defineProjection<SetupEvent | TeacherAssigned | TeacherUnassigned>()({
  readModel: schoolSetupModel,
  version: 2,
  tables: setupTables,
  handlers: { ...calendarHandlers, ...departmentHandlers, ...levelHandlers, ...teachingHandlers },
}));
