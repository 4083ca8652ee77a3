import {
  feeCategories,
  feeItemsModel,
  feeKeepers,
  tableOf,
  type FeeItem,
  type FeePayers,
} from '@chikoro/contracts';
import {
  equalsId,
  equalsOneOf,
  ownSchool,
  textSearch,
  type ListResource,
} from '../listing/resource';

interface FeeItemRow {
  id: string;
  school_id: string;
  term_id: string;
  term_name: string;
  name: string;
  category: FeeItem['category'];
  currency: FeeItem['amount']['currency'];
  /** bigint: pg hands it over as a string, as the wire form wants. */
  amount_minor: string;
  due_date: string;
  payers: FeePayers;
  version: number;
  status: FeeItem['status'];
  updated_at: Date;
}

/**
 * Each term's fee items (GET /api/fee-items) with the version and status of the schedule each
 * stands in: the school's fee keepers read their own school's; the superadmin every school's
 * (filter `schoolId`); anyone else is refused.
 */
export const feeItemsResource: ListResource<FeeItemRow> = {
  name: 'fee-items',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: feeItemsModel.name,
  pagesKept: true,
  from: tableOf(feeItemsModel, 'fee_items'),
  select:
    "id, school_id, term_id, term_name, name, category, currency, amount_minor, to_char(due_date, 'YYYY-MM-DD') AS due_date, payers, version, status, updated_at",
  idColumn: 'id',
  sortable: {
    id: 'id',
    name: 'lower(name)',
    category: 'category',
    dueDate: 'due_date',
    amount: 'amount_minor',
    status: 'status',
    version: 'version',
    updatedAt: 'updated_at',
  },
  defaultSort: ['dueDate', 'ASC'],
  filters: {
    q: textSearch('name'),
    termId: equalsId('term_id'),
    category: equalsOneOf('category', feeCategories),
    status: equalsOneOf('status', ['Draft', 'Approved']),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): FeeItem => ({
    id: r.id,
    schoolId: r.school_id,
    termId: r.term_id,
    termName: r.term_name,
    name: r.name,
    category: r.category,
    amount: { currency: r.currency, minor: r.amount_minor },
    dueDate: r.due_date,
    payers: r.payers,
    version: r.version,
    status: r.status,
    updatedAt: r.updated_at.toISOString(),
  }),
};
