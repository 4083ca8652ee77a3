import { describe, expect, it } from 'vitest';
import { totalsOf } from './totals';

const row = (
  studentId: string,
  outcome: 'promote' | 'repeat' | 'graduate' | 'leave',
  to?: string,
) => ({
  studentId,
  studentName: studentId,
  registrationNumber: studentId,
  fromClassId: 'c1b',
  fromClassName: 'Form 1 Blue',
  outcome,
  ...(to ? { toClassId: to, toClassName: to === 'c2b' ? 'Form 2 Blue' : 'Form 2 Green' } : {}),
});

describe('the totals per target class', () => {
  it('counts promotions per class, repeaters in their class, and those leaving', () => {
    expect(
      totalsOf([
        row('a', 'promote', 'c2b'),
        row('b', 'repeat'),
        row('c', 'promote', 'c2b'),
        row('d', 'promote', 'c2g'),
        row('e', 'leave'),
      ]),
    ).toEqual([
      { outcome: 'promote', toClassId: 'c2b', toClassName: 'Form 2 Blue', students: 2 },
      { outcome: 'repeat', toClassId: 'c1b', toClassName: 'Form 1 Blue', students: 1 },
      { outcome: 'promote', toClassId: 'c2g', toClassName: 'Form 2 Green', students: 1 },
      { outcome: 'leave', toClassId: null, toClassName: null, students: 1 },
    ]);
  });
  it('is empty for no students', () => {
    expect(totalsOf([])).toEqual([]);
  });
});
