import { attendanceModel, type AttendanceSummary } from '@chikoro/contracts';
import { equalsId, textSearch, type ListResource } from '../listing/resource';
import { attendanceScope, tables } from './scope';
import { MEMBERSHIP } from '../scope';

interface Row {
  id: string;
  school_id: string;
  term_id: string;
  term_name: string;
  student_id: string;
  student_name: string;
  school_days: number;
  present: number;
  absent: number;
  late: number;
  minutes_late: number;
}

/**
 * A student's term figures, as termFigures (contracts) defines them: the school days a register with
 * the student on it was taken, present (on time or late), absent, late and the minutes late. A day on
 * two registers (moved class that day) counts once, as marked last.
 */
const summary = `(
  SELECT s.term_id::text || '_' || s.student_id::text AS id, s.school_id, s.term_id, t.name AS term_name, t.start_date AS term_start, s.student_id,
    (array_agg(s.student_name ORDER BY s.date DESC))[1] AS student_name,
    count(*)::int AS school_days,
    (count(*) FILTER (WHERE s.status <> 'ABSENT'))::int AS present,
    (count(*) FILTER (WHERE s.status = 'ABSENT'))::int AS absent,
    (count(*) FILTER (WHERE s.status = 'LATE'))::int AS late,
    coalesce(sum(s.minutes_late) FILTER (WHERE s.status = 'LATE'), 0)::int AS minutes_late
  FROM (SELECT DISTINCT ON (school_id, student_id, date) * FROM ${tables.entries} ORDER BY school_id, student_id, date, last_position DESC) s
  JOIN ${tables.terms} t ON t.term_id = s.term_id
  GROUP BY s.school_id, s.term_id, t.name, t.start_date, s.student_id
) m`;

/** GET /attendance-summary: one row per student and term, for report cards and the parent's view. */
export const attendanceSummaryResource: ListResource<Row> = {
  name: 'attendance-summary',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER', 'PARENT', 'STUDENT'],
  projection: attendanceModel.name,
  alsoReads: [MEMBERSHIP],
  from: summary,
  select:
    'm.id, m.school_id, m.term_id, m.term_name, m.student_id, m.student_name, m.school_days, m.present, m.absent, m.late, m.minutes_late',
  idColumn: 'm.id',
  idType: 'text',
  sortable: {
    id: 'm.id',
    termStart: 'm.term_start',
    studentName: 'lower(m.student_name)',
    schoolDays: 'm.school_days',
    present: 'm.present',
    absent: 'm.absent',
    late: 'm.late',
  },
  defaultSort: ['studentName', 'ASC'],
  filters: {
    q: textSearch('m.student_name'),
    termId: equalsId('m.term_id'),
    studentId: equalsId('m.student_id'),
    schoolId: equalsId('m.school_id'),
  },
  scope: attendanceScope({ school: 'm.school_id', student: 'm.student_id' }),
  toRecord: (r): AttendanceSummary => ({
    id: r.id,
    schoolId: r.school_id,
    termId: r.term_id,
    termName: r.term_name,
    studentId: r.student_id,
    studentName: r.student_name,
    schoolDays: r.school_days,
    present: r.present,
    absent: r.absent,
    late: r.late,
    minutesLate: r.minutes_late,
  }),
};
