import {
  parentStatuses,
  parentsModel,
  studentsModel,
  tableOf,
  type Parent,
  type ParentChild,
} from '@chikoro/contracts';
import { equalsId, equalsOneOf, textSearch, type ListResource } from '../listing/resource';
import { ownSchool } from '../scope';

interface Row {
  id: string;
  school_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string;
  address: string | null;
  city: string | null;
  country: string | null;
  status: Parent['status'];
  photo: string | null;
  students: ParentChild[];
  invited_at: Date;
}

export function toParent(row: Row): Parent {
  return {
    id: row.id,
    schoolId: row.school_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country: row.country,
    status: row.status,
    photo: row.photo,
    students: row.students,
    invitedAt: row.invited_at.toISOString(),
  };
}

/**
 * Each parent's children, once each in the order they were linked, with the name, registration
 * number and status the students' list holds now (the name at linking when the student is unknown).
 */
const withChildren = `(
  SELECT p.id, p.school_id, p.first_name, p.last_name, p.email, p.phone, p.address, p.city, p.country, p.status, p.photo, p.invited_at,
    (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', c.child->>'id', 'name', coalesce(s.first_name || ' ' || s.last_name, c.child->>'name', ''),
        'registrationNumber', s.registration_number, 'status', s.status) ORDER BY c.n), '[]'::jsonb)
     FROM jsonb_array_elements(p.students) WITH ORDINALITY AS c(child, n)
     LEFT JOIN ${tableOf(studentsModel, 'students')} s ON s.id = (c.child->>'id')::uuid) AS students
  FROM ${tableOf(parentsModel, 'parents')} p
) AS p`;

/** The school's parents (spec 001 §2.6): its admins, and the superadmin across schools. */
export const parentsResource: ListResource<Row> = {
  name: 'parents',
  roles: ['ADMIN', 'SUPERADMIN'],
  projection: parentsModel.name,
  pagesKept: true,
  from: withChildren,
  select:
    'id, school_id, first_name, last_name, email, phone, address, city, country, status, photo, students, invited_at',
  idColumn: 'id',
  sortable: {
    id: 'id',
    name: "lower(coalesce(last_name, '') || ' ' || coalesce(first_name, ''))",
    status: 'status',
    email: 'email',
    invitedAt: 'invited_at',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    // 'Search for a parent by name or email' (the phone too: an invited parent may have no name yet).
    q: textSearch(
      "coalesce(first_name, '') || ' ' || coalesce(last_name, '')",
      "coalesce(last_name, '') || ' ' || coalesce(first_name, '')",
      'email',
      'phone',
    ),
    status: equalsOneOf('status', parentStatuses),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: toParent,
};
