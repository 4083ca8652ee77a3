import { schoolSetupModel, type SetupEvent } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { gathered } from '../runner/script';
import { calendarHandlers } from './calendar';
import { departmentHandlers } from './departments';
import { levelHandlers } from './levels';
import { setupTables } from './tables';

export type SetupTable = (typeof schoolSetupModel.tables)[number];

/**
 * A school's set-up as the admin's page and later modules read it: years, terms, departments,
 * levels, every scale version and subjects (who is assigned to teach each subject is the membership
 * read model's).
 */
export const schoolSetup = gathered(
  defineProjection<SetupEvent>()({
    readModel: schoolSetupModel,
    // 3: who teaches each subject read from the membership read model, no longer kept here.
    version: 3,
    tables: setupTables,
    handlers: { ...calendarHandlers, ...departmentHandlers, ...levelHandlers },
  }),
);
