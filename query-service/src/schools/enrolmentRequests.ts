import {
  enrolmentRequestsModel,
  tableOf,
  enrolmentStatuses,
  type EnrolmentRequest,
} from '@chikoro/contracts';
import { equalsOneOf, textSearch, type ListResource } from '../listing/resource';

interface Row {
  id: string;
  status: EnrolmentRequest['status'];
  details: Record<string, unknown>;
  logo_file_id: string | null;
  receipt_file_id: string | null;
  rejection_reason: string | null;
  submitted_at: Date;
  decided_at: Date | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const opt = (v: unknown) => (typeof v === 'string' ? v : null);

export function toEnrolmentRequest(row: Row): EnrolmentRequest {
  const d = row.details;
  return {
    id: row.id,
    name: str(d.name),
    streetName: str(d.streetName),
    town: str(d.town),
    district: str(d.district),
    province: str(d.province),
    country: str(d.country),
    schoolContact: str(d.schoolContact),
    schoolEmail: str(d.schoolEmail),
    headFirstname: str(d.headFirstname),
    headLastname: str(d.headLastname),
    headEmail: str(d.headEmail),
    headPhonenumber: str(d.headPhonenumber),
    adminFirstname: str(d.adminFirstname),
    adminLastname: str(d.adminLastname),
    adminEmail: str(d.adminEmail),
    adminPhonenumber: str(d.adminPhonenumber),
    responsibleAuthority: str(d.responsibleAuthority),
    ownershipType: str(d.ownershipType),
    numberOfStudents: num(d.numberOfStudents),
    numberOfTeachers: num(d.numberOfTeachers),
    adminNote: opt(d.adminNote),
    paymentMethod: opt(d.paymentMethod),
    paymentReferenceNumber: opt(d.paymentReferenceNumber),
    logoFileId: row.logo_file_id,
    receiptFileId: row.receipt_file_id,
    status: row.status,
    rejectionReason: row.rejection_reason,
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** The superadmin's enrolment requests; no other role reads them. */
export const enrolmentRequestsResource: ListResource<Row> = {
  name: 'enrolment-requests',
  roles: ['SUPERADMIN'],
  projection: enrolmentRequestsModel.name,
  pagesKept: true,
  from: tableOf(enrolmentRequestsModel, 'enrolment_requests'),
  select:
    'id, status, details, logo_file_id, receipt_file_id, rejection_reason, submitted_at, decided_at',
  idColumn: 'id',
  sortable: {
    name: 'lower(name)',
    submittedAt: 'submitted_at',
    decidedAt: 'decided_at',
    status: 'status',
    town: 'lower(town)',
    province: 'lower(province)',
    country: 'lower(country)',
  },
  defaultSort: ['submittedAt', 'DESC'],
  filters: {
    status: equalsOneOf('status', enrolmentStatuses),
    q: textSearch('name'),
  },
  scope: () => undefined,
  toRecord: toEnrolmentRequest,
};
