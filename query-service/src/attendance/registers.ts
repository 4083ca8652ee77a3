import { attendanceModel, type ClassRegister } from '@chikoro/contracts';
import { SQL_TODAY } from '@chikoro/platform';
import { equalsId, textSearch, type ListResource } from '../listing/resource';
import { attendanceScope, dateCompared, isTrue, tables } from './scope';
import { MEMBERSHIP } from '../scope';

interface Row {
  id: string;
  school_id: string;
  class_id: string;
  class_name: string;
  date: string;
  term_id: string | null;
  taken: boolean;
  taken_by: string | null;
  taken_by_name: string | null;
  taken_at: Date | null;
  present: number;
  absent: number;
  late: number;
  total: number;
  corrections: number;
}

/**
 * The school days each active class owes a register: Monday to Friday within a term, from the day
 * the class was created, up to today (today's register shows as not taken until it is).
 */
const owed = `
  SELECT c.class_id, c.school_id, c.name AS class_name, t.term_id, d::date AS date
  FROM ${tables.classes} c
  JOIN ${tables.terms} t ON t.school_id = c.school_id
  CROSS JOIN LATERAL generate_series(GREATEST(t.start_date, c.created_on), LEAST(t.end_date, ${SQL_TODAY}), interval '1 day') d
  WHERE c.status = 'Active' AND extract(isodow FROM d) < 6`;

/** Registers taken, and the school days' registers not taken, as one list. */
const registers = `(
  SELECT r.id, r.school_id, r.class_id, coalesce(c.name, r.class_name) AS class_name, r.date, r.term_id, true AS taken,
    r.taken_by, r.taken_by_name, r.taken_at, r.present, r.absent, r.late, r.total, r.corrections
  FROM ${tables.registers} r LEFT JOIN ${tables.classes} c ON c.class_id = r.class_id
  UNION ALL
  SELECT o.class_id || '_' || to_char(o.date, 'YYYY-MM-DD'), o.school_id, o.class_id, o.class_name, o.date, o.term_id, false,
    NULL, NULL, NULL, 0, 0, 0, 0, 0
  FROM (${owed}) o
  WHERE NOT EXISTS (SELECT 1 FROM ${tables.registers} r WHERE r.class_id = o.class_id AND r.date = o.date)
) a`;

/** GET /attendance: one row per class and school day, taken or not ("registers not taken": filter taken=false). */
export const attendanceResource: ListResource<Row> = {
  name: 'attendance',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
  projection: attendanceModel.name,
  alsoReads: [MEMBERSHIP],
  from: registers,
  select: `a.id, a.school_id, a.class_id, a.class_name, to_char(a.date, 'YYYY-MM-DD') AS date, a.term_id, a.taken, a.taken_by, a.taken_by_name, a.taken_at,
    a.present, a.absent, a.late, a.total, a.corrections`,
  idColumn: 'a.id',
  idType: 'text',
  sortable: {
    id: 'a.id',
    date: 'a.date',
    className: 'lower(a.class_name)',
    taken: 'a.taken',
    present: 'a.present',
    absent: 'a.absent',
    late: 'a.late',
    total: 'a.total',
  },
  defaultSort: ['date', 'DESC'],
  filters: {
    q: textSearch('a.class_name'),
    classId: equalsId('a.class_id'),
    termId: equalsId('a.term_id'),
    date: dateCompared('a.date', '='),
    from: dateCompared('a.date', '>='),
    to: dateCompared('a.date', '<='),
    taken: isTrue('a.taken', 'taken'),
    schoolId: equalsId('a.school_id'),
  },
  scope: attendanceScope({ school: 'a.school_id', classId: 'a.class_id' }),
  toRecord: (r): ClassRegister => ({
    id: r.id,
    schoolId: r.school_id,
    classId: r.class_id,
    className: r.class_name,
    date: r.date,
    termId: r.term_id,
    taken: r.taken,
    takenBy: r.taken_by,
    takenByName: r.taken_by_name,
    takenAt: r.taken_at ? r.taken_at.toISOString() : null,
    present: r.present,
    absent: r.absent,
    late: r.late,
    total: r.total,
    corrections: r.corrections,
  }),
};
