import {
  feeKeepers,
  feeLedgerModel,
  parentsModel,
  studentsModel,
  tableOf,
  type FeeAccount,
} from '@chikoro/contracts';
import {
  equalsId,
  ownSchool,
  textSearch,
  type FilterBuilder,
  type ListResource,
} from '../listing/resource';
import { accountOf, balancesOf } from './families';

const billed = tableOf(feeLedgerModel, 'fee_learners');
const students = tableOf(studentsModel, 'students');

/**
 * The learners an account lists: those billed, as their last invoice named them, and those paid for
 * before they were ever billed, as the school enrolled them.
 */
const learners = `(
  SELECT student_id, school_id, name, class_name, registration_number FROM ${billed}
  UNION ALL
  SELECT s.id, s.school_id, s.first_name || ' ' || s.last_name, coalesce(s.class_name, ''), s.registration_number
  FROM ${students} s
  WHERE s.id IN (SELECT student_id FROM ${tableOf(feeLedgerModel, 'fee_balances')})
    AND NOT EXISTS (SELECT 1 FROM ${billed} b WHERE b.student_id = s.id))`;

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
 * Every family's account at its school with a fee record (GET /api/fee-accounts): its learners billed
 * or paid for and the balances per currency of them all. Searched by a learner's name or registration
 * number, or found by the account's id.
 */
export const feeAccountsResource: ListResource<AccountRow> = {
  name: 'fee-accounts',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: feeLedgerModel.name,
  alsoReads: [studentsModel.name, parentsModel.name],
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
  filters: {
    q: textSearch('names'),
    studentId: holding,
    accountId: equalsId('id'),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): FeeAccount => ({
    id: r.id,
    schoolId: r.school_id,
    students: r.students,
    balances: r.balances,
  }),
};
