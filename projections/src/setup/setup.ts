import { schoolSetupModel, type SetupEvent } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { calendarHandlers } from './calendar';
import { departmentHandlers } from './departments';
import { levelHandlers } from './levels';
import { setupTables } from './tables';

export type SetupTable = (typeof schoolSetupModel.tables)[number];

/** A school's set-up as the admin's page and later modules read it: years, terms, departments, levels, every scale version, subjects. */
export const schoolSetup = defineProjection<SetupEvent>()({
  readModel: schoolSetupModel,
  version: 1,
  tables: setupTables,
  handlers: { ...calendarHandlers, ...departmentHandlers, ...levelHandlers },
});
