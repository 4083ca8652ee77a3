import { MEMBERSHIP } from '../scope';
import { feeLedgerModel, schoolDirectoryModel, tableOf, type MyFees } from '@chikoro/contracts';
import { equalsId, type ListResource } from '../listing/resource';
import { accountOf, balancesOf, feeReaders } from './families';

interface Row {
  id: string;
  school_id: string;
  school_name: string | null;
  name: string;
  class_name: string;
  account_id: string;
  balances: MyFees['balances'];
}

/**
 * A family's own fees (GET /api/my-fees): for a parent, each child at every school of their family,
 * with the child's balances per currency and the family account at that school; for a student, their own.
 */
export const myFeesResource: ListResource<Row> = {
  name: 'my-fees',
  roles: ['PARENT', 'STUDENT'],
  projection: feeLedgerModel.name,
  // A parent's rows are their children's: the membership's family links decide.
  alsoReads: [MEMBERSHIP],
  from: `(
    SELECT l.student_id AS id, l.school_id, d.name AS school_name, l.name, l.class_name, a.account_id, ${balancesOf('(SELECT l.student_id)')} AS balances
    FROM ${tableOf(feeLedgerModel, 'fee_learners')} l
    JOIN ${accountOf} a ON a.student_id = l.student_id
    LEFT JOIN ${tableOf(schoolDirectoryModel, 'school_directory')} d ON d.id = l.school_id) mine`,
  select: 'id, school_id, school_name, name, class_name, account_id, balances',
  idColumn: 'id',
  sortable: { id: 'id', name: 'lower(name)', schoolName: 'lower(school_name)' },
  defaultSort: ['schoolName', 'ASC'],
  filters: { schoolId: equalsId('school_id') },
  scope: feeReaders((ids) => `id IN ${ids}`),
  toRecord: (r): MyFees => ({
    id: r.id,
    schoolId: r.school_id,
    schoolName: r.school_name,
    name: r.name,
    className: r.class_name,
    accountId: r.account_id,
    balances: r.balances,
  }),
};
