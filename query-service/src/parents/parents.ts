import { parentStatuses, parentsModel, tableOf, type Parent } from '@chikoro/contracts';
import { equalsId, equalsOneOf, ownSchool, textSearch, type ListResource } from '../listing/resource';
import { personRefs } from '../students/students';

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
  students: { id: string; name: string | null }[];
  invited_at: Date;
}

export function toParent(row: Row): Parent {
  return {
    id: row.id, schoolId: row.school_id, firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone,
    address: row.address, city: row.city, country: row.country, status: row.status, photo: row.photo, students: personRefs(row.students),
    invitedAt: row.invited_at.toISOString(),
  };
}

/** The school's parents (spec 001 §2.6): its admins, and the superadmin across schools. */
export const parentsResource: ListResource<Row> = {
  name: 'parents',
  roles: ['ADMIN', 'SUPERADMIN'],
  projection: parentsModel.name,
  pagesKept: true,
  from: tableOf(parentsModel, 'parents'),
  select: 'id, school_id, first_name, last_name, email, phone, address, city, country, status, photo, students, invited_at',
  idColumn: 'id',
  sortable: {
    id: 'id', name: "lower(coalesce(last_name, '') || ' ' || coalesce(first_name, ''))", status: 'status', email: 'email', invitedAt: 'invited_at',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    // 'Search for a parent by name or email' (the phone too: an invited parent may have no name yet).
    q: textSearch("coalesce(first_name, '') || ' ' || coalesce(last_name, '')", "coalesce(last_name, '') || ' ' || coalesce(first_name, '')", 'email', 'phone'),
    status: equalsOneOf('status', parentStatuses),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: toParent,
};
