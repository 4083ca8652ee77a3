import { feeKeepers, feeLedgerModel, tableOf, type FeeAccount } from '@chikoro/contracts';
import {
  equalsId,
  ownSchool,
  textSearch,
  type FilterBuilder,
  type ListResource,
} from '../listing/resource';
import { accountOf, balancesOf } from './families';

const learners = tableOf(feeLedgerModel, 'fee_learners');

interface AccountRow {
  id: string;
  school_id: string;
  students: FeeAccount['students'];
  balances: FeeAccount['balances'];
}

/** The account holding this learner. */
const holding: FilterBuilder = (value, params) => {
  if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/i.test(value))
    throw new RangeError('studentId must be an id');
  return `students @> ${params.add(JSON.stringify([{ id: value }]))}::jsonb`;
};

/**
 * Every family's account at its school (GET /api/fee-accounts): its billed learners and the balances
 * per currency of them all. Searched by a learner's name or registration number.
 */
export const feeAccountsResource: ListResource<AccountRow> = {
  name: 'fee-accounts',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: feeLedgerModel.name,
  from: `(
    SELECT a.account_id AS id, l.school_id, string_agg(l.name || ' ' || l.registration_number, ' ') AS names,
      jsonb_agg(jsonb_build_object('id', l.student_id, 'name', l.name, 'className', l.class_name, 'registrationNumber', l.registration_number) ORDER BY l.name) AS students,
      ${balancesOf(`(SELECT student_id FROM ${accountOf} a2 WHERE a2.account_id = a.account_id)`)} AS balances
    FROM ${accountOf} a JOIN ${learners} l ON l.student_id = a.student_id
    GROUP BY a.account_id, l.school_id) accounts`,
  select: 'id, school_id, students, balances',
  idColumn: 'id',
  sortable: { id: 'id', names: 'lower(names)' },
  defaultSort: ['names', 'ASC'],
  filters: { q: textSearch('names'), studentId: holding, schoolId: equalsId('school_id') },
  scope: ownSchool('school_id'),
  toRecord: (r): FeeAccount => ({
    id: r.id,
    schoolId: r.school_id,
    students: r.students,
    balances: r.balances,
  }),
};
