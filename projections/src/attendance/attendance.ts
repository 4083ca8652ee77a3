import { attendanceModel, type AttendanceEvent, type ClassEvent, type TermAdded } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { registerHandlers } from './registers';
import { surroundingHandlers, type RollEvent } from './surroundings';
import { attendanceTables } from './tables';

/** The class registers by day, each student's marks with their history, and what scopes and lists them. */
export const attendance = defineProjection<AttendanceEvent | ClassEvent | TermAdded | RollEvent>()({
  readModel: attendanceModel,
  version: 1,
  tables: attendanceTables,
  handlers: { ...registerHandlers, ...surroundingHandlers },
});
