import {
  tableOf,
  teacherStatuses,
  teachersModel,
  type Principal,
  type Teacher,
  type TeacherAssignment,
} from '@chikoro/contracts';
import {
  equalsId,
  equalsOneOf,
  textSearch,
  type ListResource,
  type Params,
} from '../listing/resource';
import { isMe, ownSchool } from '../scope';

/** The school's rows for its admin, every school's for the superadmin, and a teacher's own rows only (by this column). */
const teacherOwn =
  (column: string) =>
  (principal: Principal, params: Params): string | undefined => {
    const school = ownSchool('school_id')(principal, params);
    return principal.role === 'TEACHER'
      ? `${school} AND ${isMe(column)(principal, params)}`
      : school;
  };

interface TeacherRow {
  id: string;
  school_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  details: Record<string, unknown>;
  photo_file_id: string | null;
  status: Teacher['status'];
  subjects: string[];
  assignment_count: number;
  registered_at: Date;
}

const opt = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function toTeacher(row: TeacherRow): Teacher {
  const d = row.details;
  return {
    id: row.id,
    schoolId: row.school_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    alternatePhoneNumber: opt(d.alternatePhoneNumber),
    birthday: opt(d.birthday),
    address: opt(d.address),
    nationality: opt(d.nationality),
    yearsOfExperience: typeof d.yearsOfExperience === 'number' ? d.yearsOfExperience : 0,
    hireDate: opt(d.hireDate),
    gender: opt(d.gender),
    employmentType: opt(d.employmentType),
    country: opt(d.country),
    province: opt(d.province),
    district: opt(d.district),
    emergencyContactName: opt(d.emergencyContactName),
    emergencyContactRelationship: opt(d.emergencyContactRelationship),
    emergencyContactPhoneNumber: opt(d.emergencyContactPhoneNumber),
    ecNumber: opt(d.ecNumber),
    photo: row.photo_file_id,
    status: row.status,
    subjectsTaught: row.subjects,
    assignmentCount: row.assignment_count,
    registeredAt: row.registered_at.toISOString(),
  };
}

/** Spec 001 §2.4's teacher table; teachers who left stay out unless the status filter asks for them. A teacher reads their own record only. */
export const teachersResource: ListResource<TeacherRow> = {
  name: 'teachers',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
  projection: teachersModel.name,
  pagesKept: true,
  from: tableOf(teachersModel, 'teachers'),
  select:
    'id, school_id, first_name, last_name, email, phone, details, photo_file_id, status, subjects, assignment_count, registered_at',
  idColumn: 'id',
  sortable: {
    id: 'id',
    name: "lower(last_name || ' ' || first_name)",
    lastName: 'lower(last_name)',
    firstName: 'lower(first_name)',
    email: 'email',
    status: 'status',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: textSearch("first_name || ' ' || last_name", "last_name || ' ' || first_name", 'email'),
    status: equalsOneOf('status', teacherStatuses),
    schoolId: equalsId('school_id'),
  },
  defaultFilter: { status: ['Active', 'Inactive'] },
  scope: teacherOwn('id'),
  toRecord: toTeacher,
};

interface AssignmentRow {
  id: string;
  school_id: string;
  teacher_id: string;
  teacher_name: string;
  subject_id: string;
  subject_name: string;
  class_id: string;
  class_name: string;
  term_id: string;
  term_name: string;
  academic_year_id: string;
  academic_year_name: string;
  assigned_at: Date;
}

/** Who teaches what, where and when: a class's "View Teachers", a teacher's assignments (a teacher reads their own only). */
export const teacherAssignmentsResource: ListResource<AssignmentRow> = {
  name: 'teacher-assignments',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
  projection: teachersModel.name,
  pagesKept: true,
  from: tableOf(teachersModel, 'teacher_assignments'),
  select:
    'id, school_id, teacher_id, teacher_name, subject_id, subject_name, class_id, class_name, term_id, term_name, academic_year_id, academic_year_name, assigned_at',
  idColumn: 'id',
  sortable: {
    id: 'id',
    teacherName: 'lower(teacher_name)',
    subjectName: 'lower(subject_name)',
    className: 'lower(class_name)',
    termName: 'term_name',
    assignedAt: 'assigned_at',
  },
  defaultSort: ['subjectName', 'ASC'],
  filters: {
    teacherId: equalsId('teacher_id'),
    classId: equalsId('class_id'),
    termId: equalsId('term_id'),
    subjectId: equalsId('subject_id'),
    academicYearId: equalsId('academic_year_id'),
    schoolId: equalsId('school_id'),
  },
  scope: teacherOwn('teacher_id'),
  toRecord: (r): TeacherAssignment => ({
    id: r.id,
    schoolId: r.school_id,
    teacherId: r.teacher_id,
    teacherName: r.teacher_name,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    classId: r.class_id,
    className: r.class_name,
    termId: r.term_id,
    termName: r.term_name,
    academicYearId: r.academic_year_id,
    academicYearName: r.academic_year_name,
    assignedAt: r.assigned_at.toISOString(),
  }),
};
