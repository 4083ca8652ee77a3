import {
  classStatuses,
  classesModel,
  membershipModel,
  tableOf,
  type SchoolClass,
} from '@chikoro/contracts';
import { equalsId, equalsOneOf, textSearch, type ListResource } from '../listing/resource';
import { classScope } from './scope';
import { MEMBERSHIP } from '../scope';

interface Row {
  id: string;
  school_id: string;
  name: string;
  level_id: string;
  level_name: string | null;
  class_teacher_id: string | null;
  class_teacher_name: string | null;
  status: SchoolClass['status'];
  student_count: number;
  subject_teacher_count: number;
}

const classes = tableOf(classesModel, 'classes');

/** The different teachers assigned a subject in the class now (the membership read model's). */
const subjectTeacherCount = `(SELECT count(DISTINCT t.teacher_id)::int FROM ${tableOf(membershipModel, 'teaching_assignments')} t
  WHERE t.class_id = ${classes}.id AND t.subject_id IS NOT NULL AND t.to_date IS NULL) AS subject_teacher_count`;

/**
 * Spec 001 §2.7's class table: a school's admin reads the school's classes, a teacher the classes
 * they teach, a bursar the school's (the debtors' class filter).
 */
export const classesResource: ListResource<Row> = {
  name: 'classes',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER', 'BURSAR'],
  projection: classesModel.name,
  alsoReads: [MEMBERSHIP],
  pagesKept: true,
  from: classes,
  select: `id, school_id, name, level_id, level_name, class_teacher_id, class_teacher_name, status, student_count, ${subjectTeacherCount}`,
  idColumn: 'id',
  sortable: {
    id: 'id',
    name: 'lower(name)',
    level: 'lower(level_name)',
    levelName: 'lower(level_name)',
    status: 'status',
    studentCount: 'student_count',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: textSearch('name', 'level_name', 'class_teacher_name'),
    levelId: equalsId('level_id'),
    classTeacherId: equalsId('class_teacher_id'),
    status: equalsOneOf('status', classStatuses),
    schoolId: equalsId('school_id'),
  },
  scope: classScope,
  toRecord: (row): SchoolClass => ({
    id: row.id,
    schoolId: row.school_id,
    name: row.name,
    levelId: row.level_id,
    levelName: row.level_name,
    classTeacherId: row.class_teacher_id,
    classTeacherName: row.class_teacher_name,
    status: row.status,
    studentCount: row.student_count,
    subjectTeacherCount: row.subject_teacher_count,
  }),
};
