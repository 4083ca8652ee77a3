import { enquiriesModel, tableOf, enquiryStatuses, type Enquiry } from '@chikoro/contracts';
import { equalsOneOf, textSearch, type ListResource } from '../listing/resource';

interface Row {
  id: string;
  status: Enquiry['status'];
  details: Record<string, unknown>;
  comment: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const opt = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

export function toEnquiry(row: Row): Enquiry {
  const d = row.details;
  return {
    id: row.id,
    name: str(d.name),
    town: str(d.town),
    country: opt(d.country),
    province: opt(d.province),
    district: opt(d.district),
    address: str(d.address),
    schoolContact: str(d.schoolContact),
    schoolEmail: opt(d.schoolEmail),
    headFirstName: str(d.headFirstName),
    headLastname: str(d.headLastname),
    headPhonenumber: str(d.headPhonenumber),
    headEmail: str(d.headEmail),
    adminFirstName: str(d.adminFirstName),
    adminLastName: str(d.adminLastName),
    adminPhonenumber: str(d.adminPhonenumber),
    adminEmail: str(d.adminEmail),
    numberOfStudents: num(d.numberOfStudents),
    numberOfTeachers: num(d.numberOfTeachers),
    status: row.status,
    superadminComment: row.comment,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}

/** The superadmin's enquiries from schools; no other role reads them. */
export const enquiriesResource: ListResource<Row> = {
  name: 'enquiries',
  roles: ['SUPERADMIN'],
  projection: enquiriesModel.name,
  pagesKept: true,
  from: tableOf(enquiriesModel, 'enquiries'),
  select: 'id, status, details, comment, created_at, resolved_at',
  idColumn: 'id',
  sortable: { name: 'lower(name)', createdAt: 'created_at', status: 'status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: equalsOneOf('status', enquiryStatuses),
    // School name, admin name, and the location (address, town, district, province, country).
    q: textSearch('name', 'admin_name', 'place'),
  },
  scope: () => undefined,
  toRecord: toEnquiry,
};
