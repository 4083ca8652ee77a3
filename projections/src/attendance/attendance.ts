import {
  attendanceModel,
  type AbsenceReportEvent,
  type AttendanceEvent,
  type TermAdded,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { gathered } from '../runner/script';
import { absenceReportHandlers, registerHandlers } from './registers';
import { surroundingHandlers, type RegisterClassEvent, type RollEvent } from './surroundings';
import { attendanceTables } from './tables';

/** The class registers by day, each student's marks with their history, and what scopes and lists them. */
export const attendance = gathered(
  defineProjection<
    AttendanceEvent | AbsenceReportEvent | RegisterClassEvent | TermAdded | RollEvent
  >()({
    readModel: attendanceModel,
    // 4: who teaches a class and whose child a student is read from the membership read model, no longer kept here.
    version: 4,
    tables: attendanceTables,
    handlers: { ...registerHandlers, ...absenceReportHandlers, ...surroundingHandlers },
  }),
);
