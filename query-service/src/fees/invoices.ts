import {
  feeKeepers,
  invoicesModel,
  tableOf,
  type Invoice,
  type InvoiceLine,
  type WireMoney,
} from '@chikoro/contracts';
import { equalsId, ownSchool, textSearch, type ListResource } from '../listing/resource';

interface InvoiceRow {
  id: string;
  school_id: string;
  term_id: string;
  term_name: string;
  version: number;
  student_id: string;
  student_name: string;
  registration_number: string;
  class_id: string;
  class_name: string;
  lines: InvoiceLine[];
  totals: WireMoney[];
  due_date: string;
  issued_at: Date;
}

/**
 * Every invoice issued (GET /api/invoices), filtered by learner, term or class: the school's fee
 * keepers read their own school's, the superadmin every school's; anyone else is refused.
 */
export const invoicesResource: ListResource<InvoiceRow> = {
  name: 'invoices',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: invoicesModel.name,
  pagesKept: true,
  from: tableOf(invoicesModel, 'invoices'),
  select: `id, school_id, term_id, term_name, version, student_id, student_name, registration_number, class_id, class_name, lines, totals,
    to_char(due_date, 'YYYY-MM-DD') AS due_date, issued_at`,
  idColumn: 'id',
  sortable: {
    id: 'id',
    studentName: 'lower(student_name)',
    className: 'lower(class_name)',
    dueDate: 'due_date',
    issuedAt: 'issued_at',
  },
  defaultSort: ['dueDate', 'ASC'],
  filters: {
    q: textSearch('student_name', 'registration_number'),
    studentId: equalsId('student_id'),
    termId: equalsId('term_id'),
    classId: equalsId('class_id'),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): Invoice => ({
    id: r.id,
    schoolId: r.school_id,
    termId: r.term_id,
    termName: r.term_name,
    version: r.version,
    studentId: r.student_id,
    studentName: r.student_name,
    registrationNumber: r.registration_number,
    classId: r.class_id,
    className: r.class_name,
    lines: r.lines,
    totals: r.totals,
    familyTotals: r.totals.map((t) => ({
      currency: t.currency,
      minor: r.lines
        .filter((l) => l.sponsor?.amount.currency === t.currency)
        .reduce((left, l) => left - BigInt(l.sponsor!.amount.minor), BigInt(t.minor))
        .toString(),
    })),
    dueDate: r.due_date,
    issuedAt: r.issued_at.toISOString(),
  }),
};
