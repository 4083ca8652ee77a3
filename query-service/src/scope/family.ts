import { membershipModel, parentsModel, tableOf } from '@chikoro/contracts';

const parents = tableOf(parentsModel, 'parents');
const links = tableOf(membershipModel, 'family_links');

/**
 * The parent records a parent's sign-in reads for, as a SQL subquery of ids: its own (the sign-in's
 * id is the parent id of the school whose invitation it completed) and, at every other school, the
 * record that school made for the same phone, unless that school removed it. A parent of children at
 * two schools so sees both from one sign-in, and only what each school linked to that phone.
 * The command side's `familyRecordAt` keeps the same rule. `me` is a bound parameter (the token's user id).
 */
export function familyOf(me: string): string {
  return `(SELECT ${me}::uuid UNION
    SELECT f.id FROM ${parents} mine JOIN ${parents} f ON f.phone = mine.phone AND f.status <> 'Removed' WHERE mine.id = ${me}::uuid)`;
}

/** The students linked now to any record of the parent's family (the membership's family links), as a SQL subquery (`me` as for `familyOf`). */
export function childrenOf(me: string): string {
  return `(SELECT student_id FROM ${links} WHERE to_date IS NULL AND parent_id IN ${familyOf(me)})`;
}
