import { MEMBERSHIP } from '../scope';
import { feeKeepers, feeLedgerModel, tableOf, type FeeStatementLine } from '@chikoro/contracts';
import { equalsId, type FilterBuilder, type ListResource } from '../listing/resource';
import { feeReaders, learnersOfAccount } from './families';

interface LineRow {
  id: string;
  school_id: string;
  student_id: string;
  date: string;
  description: string;
  reference: string | null;
  currency: FeeStatementLine['currency'];
  debit: string;
  credit: string;
  balance: string;
}

const ofAccount: FilterBuilder = (value, params) => {
  if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/i.test(value))
    throw new RangeError('accountId must be an id');
  return `student_id IN ${learnersOfAccount(params.add(value))}`;
};

/**
 * A learner's or a family's statement (GET /api/fee-statements, filter studentId or accountId): each
 * invoice as a debit, each payment as a credit, a reversal as the debit that undoes it, in the order
 * they happened, with the running balance of its currency over the lines asked for. A family reads
 * its own learners' lines.
 */
export const feeStatementsResource: ListResource<LineRow> = {
  name: 'fee-statements',
  roles: ['SUPERADMIN', ...feeKeepers, 'PARENT', 'STUDENT'],
  projection: feeLedgerModel.name,
  // A parent's rows are their children's: the membership's family links decide.
  alsoReads: [MEMBERSHIP],
  from: tableOf(feeLedgerModel, 'fee_statement'),
  select: `id, school_id, student_id, to_char(date, 'YYYY-MM-DD') AS date, description, reference, currency, debit::text, credit::text,
    (sum(debit - credit) OVER (PARTITION BY currency ORDER BY position, id))::text AS balance`,
  idColumn: 'id',
  idType: 'text',
  sortable: { id: 'id', position: 'position' },
  defaultSort: ['position', 'ASC'],
  filters: {
    studentId: equalsId('student_id'),
    accountId: ofAccount,
    schoolId: equalsId('school_id'),
  },
  scope: feeReaders((ids) => `student_id IN ${ids}`),
  toRecord: (r): FeeStatementLine => ({
    id: r.id,
    schoolId: r.school_id,
    studentId: r.student_id,
    date: r.date,
    description: r.description,
    reference: r.reference,
    currency: r.currency,
    debit: r.debit,
    credit: r.credit,
    balance: r.balance,
  }),
};
