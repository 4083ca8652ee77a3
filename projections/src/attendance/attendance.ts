import { attendanceModel, type AbsenceReportEvent, type AttendanceEvent, type ClassEvent, type TermAdded } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { gathered } from '../runner/script';
import { absenceReportHandlers, registerHandlers } from './registers';
import { surroundingHandlers, type AssignmentEvent, type RollEvent } from './surroundings';
import { attendanceTables } from './tables';

/** The class registers by day, each student's marks with their history, and what scopes and lists them. */
export const attendance = gathered(defineProjection<AttendanceEvent | AbsenceReportEvent | ClassEvent | TermAdded | RollEvent | AssignmentEvent>()({
  readModel: attendanceModel,
  version: 3,
  tables: attendanceTables,
  handlers: { ...registerHandlers, ...absenceReportHandlers, ...surroundingHandlers },
}));
