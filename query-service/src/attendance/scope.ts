import { attendanceModel, tableOf, type Principal } from '@chikoro/contracts';
import type { FilterBuilder, Params } from '../listing/resource';
import { isCalendarDate } from '../listing/dates';
import {
  childrenOf,
  classTeacherOf,
  isMe,
  ownSchool,
  studentsIn,
  taughtBy,
  teachesClass,
} from '../scope';

export const tables = {
  registers: tableOf(attendanceModel, 'attendance_registers'),
  entries: tableOf(attendanceModel, 'attendance_entries'),
  classes: tableOf(attendanceModel, 'attendance_classes'),
  terms: tableOf(attendanceModel, 'attendance_terms'),
  /** The register's students by name, as enrolled (the list a register is taken from). */
  roll: tableOf(attendanceModel, 'attendance_roll'),
  absenceReports: tableOf(attendanceModel, 'attendance_absence_reports'),
};

interface Columns {
  school: string;
  classId?: string;
  student?: string;
}

/**
 * Who reads which rows, from the token only: the superadmin every school; an admin their school; a
 * teacher the registers of the classes they are class teacher of, and the term figures of the
 * students of every class they teach (class teacher or a subject); a parent the children linked to
 * them at any school of their family; a student themselves. A role a resource does not
 * name reads nothing. Who teaches a class, who is in it and whose child a student is come from the
 * membership read model (each list names it in `alsoReads`).
 */
export const attendanceScope =
  (c: Columns) =>
  (principal: Principal, params: Params): string | undefined => {
    const school = () => ownSchool(c.school)(principal, params);
    switch (principal.role) {
      case 'SUPERADMIN':
        return undefined;
      case 'ADMIN':
        return school();
      case 'TEACHER': {
        // Each parameter added only where it is used: an unused one has no type Postgres can determine.
        if (c.classId)
          return `${school()} AND ${c.classId} IN ${taughtBy(principal, params, classTeacherOf)}`;
        if (!c.student) return 'false';
        return `${school()} AND ${c.student} IN ${studentsIn(taughtBy(principal, params, teachesClass))}`;
      }
      case 'PARENT':
        return c.student ? `${c.student} IN ${childrenOf(params.add(principal.userId))}` : 'false';
      case 'STUDENT':
        return c.student ? isMe(c.student)(principal, params) : 'false';
      default:
        return 'false';
    }
  };

/** A day (YYYY-MM-DD) compared with a date column; anything else is a 400. */
export const dateCompared =
  (column: string, op: '=' | '>=' | '<='): FilterBuilder =>
  (value, params) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !isCalendarDate(value))
      throw new RangeError('a date filter must be a day as YYYY-MM-DD');
    return `${column} ${op} ${params.add(value)}::date`;
  };

export const isTrue =
  (column: string, what: string): FilterBuilder =>
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'boolean') throw new RangeError(`${what} must be true or false`);
    return value ? column : `NOT ${column}`;
  };
