import type { ImportKind } from '@chikoro/contracts';

/** How each kind of import speaks of its records. */
export const importWords: Record<
  ImportKind,
  { title: string; plural: string; one: string; many: string; undo: (n: number) => string }
> = {
  students: {
    title: 'Import students',
    plural: 'Students',
    one: 'student',
    many: 'students',
    undo: (n) => `Withdraw the ${count(n, 'student')} this import enrolled?`,
  },
  teachers: {
    title: 'Import teachers',
    plural: 'Teachers',
    one: 'teacher',
    many: 'teachers',
    undo: (n) => `Remove the ${count(n, 'teacher')} this import registered? Their sign-ins end.`,
  },
  parents: {
    title: 'Import parents',
    plural: 'Parents',
    one: 'parent',
    many: 'parents',
    undo: (n) =>
      `Undo what this import did to ${count(n, 'parent')}: remove those it invited, unlink the children it linked?`,
  },
  openingBalances: {
    title: 'Import opening balances',
    plural: 'Opening balances',
    one: 'opening balance',
    many: 'opening balances',
    undo: () =>
      'Take back the opening balances this import recorded? Refused while a payment has reached one of them.',
  },
};

/** "1 row", "2,000 rows". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
}
