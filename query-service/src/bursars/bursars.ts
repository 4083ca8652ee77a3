import { bursarsModel, tableOf, type Bursar } from '@chikoro/contracts';
import { equalsId, equalsOneOf, textSearch, type ListResource } from '../listing/resource';
import { ownSchool } from '../scope';

interface BursarRow {
  id: string;
  school_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  status: 'Active' | 'Inactive';
  registered_at: Date;
}

/** The school's bursars with their status, for its admin (every school's for the superadmin). */
export const bursarsResource: ListResource<BursarRow> = {
  name: 'bursars',
  roles: ['SUPERADMIN', 'ADMIN'],
  projection: bursarsModel.name,
  pagesKept: true,
  from: tableOf(bursarsModel, 'bursars'),
  select: 'id, school_id, first_name, last_name, email, phone, status, registered_at',
  idColumn: 'id',
  sortable: {
    id: 'id',
    name: "lower(last_name || ' ' || first_name)",
    email: 'email',
    status: 'status',
    registeredAt: 'registered_at',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: textSearch("first_name || ' ' || last_name", "last_name || ' ' || first_name", 'email'),
    status: equalsOneOf('status', ['Active', 'Inactive']),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): Bursar => ({
    id: r.id,
    schoolId: r.school_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    status: r.status,
    registeredAt: r.registered_at.toISOString(),
  }),
};
