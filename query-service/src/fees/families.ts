import { feeLedgerModel, parentsModel, tableOf } from '@chikoro/contracts';
import type { Principal } from '@chikoro/contracts';
import type { Params } from '../listing/resource';
import { childrenOf, me, ownSchool } from '../scope';

const parents = tableOf(parentsModel, 'parents');
const learners = tableOf(feeLedgerModel, 'fee_learners');

/**
 * Each learner's family account, for the learners of `roots` (a table with `student_id`), as a SQL
 * subquery `(student_id, account_id)`: the account is named by the lowest learner id joined to them
 * through the parents their school linked (a learner with no linked parent is a family alone). The
 * command side's `familyOf` keeps the same rule. Read from the parents' read model, the one read of
 * family links there is: the one place to change if the links move.
 */
export const familyAccountOf = (roots: string): string => `(
  WITH RECURSIVE links AS (
    SELECT p.id AS parent_id, (s->>'id')::uuid AS student_id FROM ${parents} p CROSS JOIN jsonb_array_elements(p.students) s WHERE p.status <> 'Removed'
  ), reach(root, student_id) AS (
    SELECT student_id, student_id FROM ${roots}
    UNION
    SELECT r.root, l2.student_id FROM reach r JOIN links l1 ON l1.student_id = r.student_id JOIN links l2 ON l2.parent_id = l1.parent_id
  )
  SELECT root AS student_id, min(student_id::text)::uuid AS account_id FROM reach GROUP BY root)`;

/**
 * The learners with a fee record: those billed, and those paid for before they were ever billed (the
 * payment is credit on their family's account), so that credit counts in the family's balances.
 */
const feeRecordLearners = `(SELECT student_id FROM ${learners} UNION SELECT student_id FROM ${tableOf(feeLedgerModel, 'fee_balances')})`;

/** Each such learner's family account. */
export const accountOf = familyAccountOf(feeRecordLearners);

/** The learners of an account (a bound parameter), as a SQL subquery of ids. */
export const learnersOfAccount = (account: string): string =>
  `(SELECT student_id FROM ${accountOf} acct WHERE acct.account_id = ${account}::uuid)`;

/** A learner's balances per currency, as a JSON array: billed, paid, credit, credit notes and write-offs, and what is owed. */
export const balancesOf = (studentIds: string): string => `(
  SELECT coalesce(jsonb_agg(jsonb_build_object('currency', b.currency, 'billed', b.billed::text, 'paid', b.paid::text, 'credit', b.credit::text,
    'adjusted', b.adjusted::text, 'balance', (b.billed - b.paid - b.credit - b.adjusted)::text) ORDER BY b.currency), '[]'::jsonb)
  FROM (SELECT currency, sum(billed) AS billed, sum(paid) AS paid, sum(credit) AS credit, sum(adjusted) AS adjusted FROM ${tableOf(feeLedgerModel, 'fee_balances')}
        WHERE student_id IN ${studentIds} GROUP BY currency) b)`;

/**
 * Who reads a fee list's rows: the school's fee keepers their school's, the superadmin every
 * school's, a parent the rows of the children linked at any school of their family, a student their
 * own. `learner` turns a subquery of learner ids into the rows' condition.
 */
export const feeReaders =
  (learner: (ids: string) => string) =>
  (principal: Principal, params: Params): string | undefined => {
    switch (principal.role) {
      case 'PARENT':
        return learner(childrenOf(params.add(principal.userId)));
      case 'STUDENT':
        return learner(`(SELECT ${me(principal, params)})`);
      default:
        return ownSchool('school_id')(principal, params);
    }
  };
