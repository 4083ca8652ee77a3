import {
  discountKinds,
  discountsModel,
  feeKeepers,
  tableOf,
  type Discount,
  type DiscountKind,
  type FeeCategory,
  type WireMoney,
} from '@chikoro/contracts';
import {
  equalsId,
  equalsOneOf,
  ownSchool,
  textSearch,
  type FilterBuilder,
  type ListResource,
} from '../listing/resource';

interface DiscountRow {
  id: string;
  school_id: string;
  student_id: string;
  student_name: string;
  kind: DiscountKind;
  categories: FeeCategory[];
  percent: string | null;
  amount: WireMoney | null;
  from_term_name: string;
  to_term_name: string | null;
  reason: string | null;
  approved_by: string;
  status: 'Running' | 'Ended';
  end_reason: string | null;
  granted_at: Date;
}

/** running=true: the discounts billing still applies; running=false: those ended. */
const running: FilterBuilder = (value) => {
  if (value === true || value === 'true') return `status = 'Running'`;
  if (value === false || value === 'false') return `status = 'Ended'`;
  throw new RangeError('running must be true or false');
};

/**
 * The school's discounts (GET /api/discounts): each with its learner, kind, categories, percentage
 * or fixed amount, terms, reason and approver, running or ended. The school's fee keepers read their
 * own school's, the superadmin every school's; filtered by learner, kind and whether it runs.
 */
export const discountsResource: ListResource<DiscountRow> = {
  name: 'discounts',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: discountsModel.name,
  from: tableOf(discountsModel, 'discounts'),
  select:
    'id, school_id, student_id, student_name, kind, categories, percent, amount, from_term_name, to_term_name, reason, approved_by, status, end_reason, granted_at',
  idColumn: 'id',
  sortable: {
    id: 'id',
    studentName: 'lower(student_name)',
    kind: 'kind',
    grantedAt: 'granted_at',
  },
  defaultSort: ['studentName', 'ASC'],
  filters: {
    q: textSearch('student_name'),
    studentId: equalsId('student_id'),
    kind: equalsOneOf('kind', discountKinds),
    running,
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): Discount => ({
    id: r.id,
    schoolId: r.school_id,
    studentId: r.student_id,
    studentName: r.student_name,
    kind: r.kind,
    categories: r.categories,
    percent: r.percent,
    amount: r.amount,
    fromTermName: r.from_term_name,
    toTermName: r.to_term_name,
    reason: r.reason,
    approvedBy: r.approved_by,
    status: r.status,
    endReason: r.end_reason,
    grantedAt: r.granted_at.toISOString(),
  }),
};
