import {
  attendanceModel,
  attendanceStatuses,
  type AbsenceReport,
  type AttendanceChange,
  type AttendanceEntry,
  type AttendanceStatus,
  type RollStudent,
} from '@chikoro/contracts';
import { equalsId, equalsOneOf, textSearch, type ListResource } from '../listing/resource';
import { attendanceScope, dateCompared, tables } from './scope';
import { MEMBERSHIP } from '../scope';

interface EntryRow {
  id: string;
  school_id: string;
  class_id: string;
  class_name: string;
  date: string;
  term_id: string;
  student_id: string;
  student_name: string;
  status: AttendanceStatus;
  minutes_late: number | null;
  reason: string | null;
  history: AttendanceChange[];
}

/** GET /attendance-entries: each student's mark on each register, with every change it went through. */
export const attendanceEntriesResource: ListResource<EntryRow> = {
  name: 'attendance-entries',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER', 'PARENT', 'STUDENT'],
  projection: attendanceModel.name,
  alsoReads: [MEMBERSHIP],
  from: tables.entries,
  select: `id, school_id, class_id, class_name, to_char(date, 'YYYY-MM-DD') AS date, term_id, student_id, student_name, status, minutes_late, reason, history`,
  idColumn: 'id',
  idType: 'text',
  sortable: {
    id: 'id',
    date: 'date',
    studentName: 'lower(student_name)',
    status: 'status',
    className: 'lower(class_name)',
  },
  defaultSort: ['studentName', 'ASC'],
  filters: {
    q: textSearch('student_name'),
    classId: equalsId('class_id'),
    studentId: equalsId('student_id'),
    termId: equalsId('term_id'),
    status: equalsOneOf('status', attendanceStatuses),
    date: dateCompared('date', '='),
    from: dateCompared('date', '>='),
    to: dateCompared('date', '<='),
    schoolId: equalsId('school_id'),
  },
  scope: attendanceScope({ school: 'school_id', classId: 'class_id', student: 'student_id' }),
  toRecord: (r): AttendanceEntry => ({
    id: r.id,
    schoolId: r.school_id,
    classId: r.class_id,
    className: r.class_name,
    date: r.date,
    termId: r.term_id,
    studentId: r.student_id,
    studentName: r.student_name,
    status: r.status,
    minutesLate: r.minutes_late,
    reason: r.reason,
    history: r.history,
  }),
};

interface RollRow {
  student_id: string;
  school_id: string;
  class_id: string;
  name: string;
}

/** GET /attendance-roll: the active students of a class, whom its register lists. */
export const attendanceRollResource: ListResource<RollRow> = {
  name: 'attendance-roll',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
  projection: attendanceModel.name,
  alsoReads: [MEMBERSHIP],
  from: tables.roll,
  select: 'student_id, school_id, class_id, name',
  idColumn: 'student_id',
  sortable: { id: 'student_id', name: 'lower(name)' },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: textSearch('name'),
    classId: equalsId('class_id'),
    schoolId: equalsId('school_id'),
  },
  defaultFilter: {},
  scope: (principal, params) => {
    const base = attendanceScope({ school: 'school_id', classId: 'class_id' })(principal, params);
    return base === undefined ? `status = 'Active'` : `${base} AND status = 'Active'`;
  },
  toRecord: (r): RollStudent => ({
    id: r.student_id,
    schoolId: r.school_id,
    classId: r.class_id,
    name: r.name,
  }),
};

interface AbsenceReportRow {
  id: string;
  school_id: string;
  student_id: string;
  student_name: string;
  class_id: string;
  class_name: string | null;
  date: string;
  reason: string;
  parent_id: string;
  parent_name: string;
  reported_at: Date;
  marked_status: AttendanceStatus | null;
  marked_minutes_late: number | null;
}

/** The student's mark on the reported day, when a register of that day holds them (by the student's entries' index). */
const markedOn = (column: 'status' | 'minutes_late') =>
  `(SELECT e.${column} FROM ${tables.entries} e WHERE e.student_id = r.student_id AND e.date = r.date ORDER BY e.id LIMIT 1) AS marked_${column}`;

/** GET /absence-reports: what families said ahead of the registers; the class teacher sees their class's, a parent their children's. */
export const absenceReportsResource: ListResource<AbsenceReportRow> = {
  name: 'absence-reports',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER', 'PARENT', 'STUDENT'],
  projection: attendanceModel.name,
  alsoReads: [MEMBERSHIP],
  from: `${tables.absenceReports} r`,
  select: `id, school_id, student_id, student_name, class_id, class_name, to_char(date, 'YYYY-MM-DD') AS date, reason, parent_id, parent_name, reported_at,
    ${markedOn('status')}, ${markedOn('minutes_late')}`,
  idColumn: 'id',
  idType: 'text',
  sortable: {
    id: 'id',
    date: 'date',
    studentName: 'lower(student_name)',
    reportedAt: 'reported_at',
  },
  defaultSort: ['date', 'ASC'],
  filters: {
    q: textSearch('student_name'),
    classId: equalsId('class_id'),
    studentId: equalsId('student_id'),
    date: dateCompared('date', '='),
    from: dateCompared('date', '>='),
    to: dateCompared('date', '<='),
    schoolId: equalsId('school_id'),
  },
  scope: attendanceScope({ school: 'school_id', classId: 'class_id', student: 'student_id' }),
  toRecord: (r): AbsenceReport => ({
    id: r.id,
    schoolId: r.school_id,
    studentId: r.student_id,
    studentName: r.student_name,
    classId: r.class_id,
    className: r.class_name,
    date: r.date,
    reason: r.reason,
    parentId: r.parent_id,
    parentName: r.parent_name,
    reportedAt: r.reported_at.toISOString(),
    marked: r.marked_status
      ? { status: r.marked_status, minutesLate: r.marked_minutes_late }
      : null,
  }),
};
