import type pg from 'pg';
import {
  ForbiddenError,
  NotFoundError,
  classesModel,
  schoolSetupModel,
  studentsModel,
  tableOf,
  type Principal,
} from '@chikoro/contracts';

const classes = tableOf(classesModel, 'classes');
const students = tableOf(studentsModel, 'students');
const terms = tableOf(schoolSetupModel, 'terms');

/** A class as its printed lists head it, with its active students in alphabetical order. */
export interface PrintedClass {
  classId: string;
  schoolId: string;
  className: string;
  levelName: string | null;
  classTeacherName: string | null;
  students: {
    name: string;
    registrationNumber: string;
    gender: string;
    parentPhone: string | null;
  }[];
}

interface ClassRow {
  id: string;
  school_id: string;
  name: string;
  level_name: string | null;
  class_teacher_id: string | null;
  class_teacher_name: string | null;
}
interface StudentRow {
  first_name: string;
  last_name: string;
  registration_number: string;
  gender: string;
  parent_phone: string | null;
}

/**
 * The class's roster for its printed lists, read from the students read model (its active
 * students, by surname). The school's admin and the class's own class teacher read it; another
 * teacher is refused; another school's class, or none, is not found.
 */
export async function readPrintedClass(
  pool: pg.Pool,
  principal: Principal,
  classId: string,
): Promise<PrintedClass> {
  const {
    rows: [klass],
  } = await pool.query<ClassRow>(
    `SELECT id, school_id, name, level_name, class_teacher_id, class_teacher_name FROM ${classes} WHERE id = $1::uuid AND school_id = $2::uuid`,
    [classId, principal.schoolId],
  );
  if (!klass) throw new NotFoundError('No such class in this school');
  if (principal.role !== 'ADMIN' && klass.class_teacher_id !== principal.userId)
    throw new ForbiddenError(
      'Only the school’s admin and the class teacher print this class’s lists',
    );
  const { rows } = await pool.query<StudentRow>(
    `SELECT first_name, last_name, registration_number, gender, parent_phone FROM ${students}
     WHERE class_id = $1::uuid AND school_id = $2::uuid AND status = 'Active'
     ORDER BY lower(last_name), lower(first_name), registration_number`,
    [classId, klass.school_id],
  );
  return {
    classId,
    schoolId: klass.school_id,
    className: klass.name,
    levelName: klass.level_name,
    classTeacherName: klass.class_teacher_name,
    students: rows.map((s) => ({
      name: `${s.last_name}, ${s.first_name}`,
      registrationNumber: s.registration_number,
      gender: s.gender,
      parentPhone: s.parent_phone,
    })),
  };
}

/** The school's terms overlapping a month (YYYY-MM): their first and last days. */
export async function termsOfMonth(
  pool: pg.Pool,
  schoolId: string,
  month: string,
): Promise<{ startDate: string; endDate: string }[]> {
  const { rows } = await pool.query<{ start_date: string; end_date: string }>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM ${terms}
     WHERE school_id = $1::text AND start_date <= (date_trunc('month', $2::date) + interval '1 month - 1 day')::date AND end_date >= $2::date`,
    [schoolId, `${month}-01`],
  );
  return rows.map((r) => ({ startDate: r.start_date, endDate: r.end_date }));
}
