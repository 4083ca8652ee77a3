import {
  studentStatuses,
  studentsModel,
  tableOf,
  type PersonRef,
  type Principal,
  type Student,
} from '@chikoro/contracts';
import {
  equalsId,
  equalsOneOf,
  textSearch,
  type ListResource,
  type Params,
} from '../listing/resource';
import { MEMBERSHIP, ownSchool, taughtBy, teachesClass } from '../scope';

interface Row {
  id: string;
  school_id: string;
  registration_number: string;
  first_name: string;
  last_name: string;
  email: string | null;
  dob: string;
  gender: string;
  phone: string | null;
  parent_phone: string | null;
  parent_email: string | null;
  home_address: string | null;
  country: string | null;
  city: string | null;
  province: string | null;
  district: string | null;
  level_id: string;
  level_name: string | null;
  class_id: string;
  class_name: string | null;
  status: Student['status'];
  photo: string | null;
  parents: { id: string; name: string | null }[];
  enrolled_at: Date;
}

export const personRefs = (people: { id: string; name: string | null }[]): PersonRef[] =>
  people.map((p) => ({ id: p.id, name: p.name ?? '' }));

export function toStudent(row: Row): Student {
  return {
    id: row.id,
    schoolId: row.school_id,
    registrationNumber: row.registration_number,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    dob: row.dob,
    gender: row.gender,
    parentPhone: row.parent_phone,
    parentEmail: row.parent_email,
    homeAddress: row.home_address,
    country: row.country,
    city: row.city,
    province: row.province,
    district: row.district,
    levelId: row.level_id,
    levelName: row.level_name,
    classId: row.class_id,
    className: row.class_name,
    status: row.status,
    photo: row.photo,
    parents: personRefs(row.parents),
    enrolledAt: row.enrolled_at.toISOString(),
  };
}

/**
 * Who reads which students, from the token only: the superadmin every school; an admin their
 * school; a teacher the students of the classes they teach (as class teacher or a subject's teacher,
 * the membership read model's).
 */
export function studentScope(principal: Principal, params: Params): string | undefined {
  const school = ownSchool('school_id')(principal, params);
  if (principal.role !== 'TEACHER') return school;
  return `${school} AND class_id IN ${taughtBy(principal, params, teachesClass)}`;
}

/**
 * The school's students (spec 001 §2.5): the school's admin, the teachers of each student's class,
 * the superadmin across schools (filter schoolId). Students and parents have their own portals, not this list.
 */
export const studentsResource: ListResource<Row> = {
  name: 'students',
  roles: ['ADMIN', 'TEACHER', 'SUPERADMIN'],
  projection: studentsModel.name,
  alsoReads: [MEMBERSHIP],
  pagesKept: true,
  from: tableOf(studentsModel, 'students'),
  select: `id, school_id, registration_number, first_name, last_name, email, phone, dob, gender, parent_phone, parent_email, home_address, country, city,
    province, district, level_id, level_name, class_id, class_name, status, photo, parents, enrolled_at`,
  idColumn: 'id',
  sortable: {
    id: 'id',
    name: "lower(last_name || ' ' || first_name)",
    registrationNumber: 'registration_number',
    className: 'lower(class_name)',
    levelName: 'lower(level_name)',
    status: 'status',
    enrolledAt: 'enrolled_at',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    // By name (either order), registration number or email.
    q: textSearch(
      "first_name || ' ' || last_name",
      "last_name || ' ' || first_name",
      'registration_number',
      'email',
    ),
    levelId: equalsId('level_id'),
    classId: equalsId('class_id'),
    status: equalsOneOf('status', studentStatuses),
    schoolId: equalsId('school_id'),
  },
  // Withdrawn students (an undone import's among them) stay out until the status filter asks for them.
  defaultFilter: { status: ['Active', 'Inactive', 'Graduated'] },
  scope: studentScope,
  toRecord: toStudent,
};
