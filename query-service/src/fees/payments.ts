import { MEMBERSHIP } from '../scope';
import {
  feeKeepers,
  paymentChannels,
  paymentsModel,
  tableOf,
  type Payment,
} from '@chikoro/contracts';
import { feeReaders } from './families';
import {
  equalsId,
  equalsOneOf,
  textSearch,
  type FilterBuilder,
  type ListResource,
} from '../listing/resource';

type PaymentRow = Record<string, unknown> & {
  id: string;
  recorded_at: Date;
  reversed_at: Date | null;
};

/** The payments naming this learner among the family they were taken for. */
const forLearner: FilterBuilder = (value, params) => {
  if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/i.test(value))
    throw new RangeError('studentId must be an id');
  return `student_ids @> ${params.add(JSON.stringify([value]))}::jsonb`;
};
const day =
  (op: '>=' | '<='): FilterBuilder =>
  (value, params) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw new RangeError('a date is YYYY-MM-DD');
    return `date ${op} ${params.add(value)}::date`;
  };

/**
 * Every payment with its receipt number (GET /api/payments), reversed ones included: the receipt
 * register, a sponsor's payments among them. The school's fee keepers read their own school's, the
 * superadmin every school's, a family the payments it made for its learners.
 */
export const paymentsResource: ListResource<PaymentRow> = {
  name: 'payments',
  roles: ['SUPERADMIN', ...feeKeepers, 'PARENT', 'STUDENT'],
  projection: paymentsModel.name,
  // A parent's rows are their children's: the membership's family links decide.
  alsoReads: [MEMBERSHIP],
  pagesKept: true,
  from: tableOf(paymentsModel, 'payments'),
  select: `id, school_id, receipt_no, verification_code, account_id, payer_student_id, sponsor_id, payer_name, student_ids, currency, amount_minor::text, channel, reference,
    to_char(date, 'YYYY-MM-DD') AS date, rate, converted, allocations, credit, status, reversal_reason, reversed_at, recorded_at`,
  idColumn: 'id',
  sortable: {
    id: 'id',
    receiptNo: 'receipt_no',
    date: 'date',
    recordedAt: 'recorded_at',
    payerName: 'lower(payer_name)',
    amount: 'amount_minor',
  },
  defaultSort: ['receiptNo', 'DESC'],
  filters: {
    q: textSearch('receipt_no', 'payer_name', 'reference'),
    studentId: forLearner,
    accountId: equalsId('account_id'),
    sponsorId: equalsId('sponsor_id'),
    status: equalsOneOf('status', ['Recorded', 'Reversed']),
    channel: equalsOneOf('channel', paymentChannels),
    dateFrom: day('>='),
    dateTo: day('<='),
    schoolId: equalsId('school_id'),
  },
  // A family reads its own payments, never a sponsor's (which names its learners too).
  scope: feeReaders(
    (ids) =>
      `sponsor_id IS NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(student_ids) x WHERE x::uuid IN ${ids})`,
  ),
  toRecord: (r): Payment => ({
    id: r.id,
    schoolId: r.school_id as string,
    receiptNo: r.receipt_no as string,
    verificationCode: r.verification_code as string,
    accountId: r.account_id as string | null,
    payerStudentId: r.payer_student_id as string | null,
    sponsorId: r.sponsor_id as string | null,
    payerName: r.payer_name as string,
    studentIds: r.student_ids as string[],
    amount: {
      currency: r.currency as Payment['amount']['currency'],
      minor: r.amount_minor as string,
    },
    channel: r.channel as Payment['channel'],
    reference: r.reference as string | null,
    date: r.date as string,
    rate: r.rate as string | null,
    converted: r.converted as Payment['converted'],
    allocations: r.allocations as Payment['allocations'],
    credit: r.credit as Payment['credit'],
    status: r.status as Payment['status'],
    reversalReason: r.reversal_reason as string | null,
    reversedAt: r.reversed_at?.toISOString() ?? null,
    recordedAt: r.recorded_at.toISOString(),
  }),
};
