import { describe, expect, it } from 'vitest';
import { byNaturalName, naturalCompare, termOrder } from './naturalOrder';

describe('natural order of names', () => {
  it('puts Form 2 before Form 10 and Form 1 Blue before Form 2 Blue', () => {
    const classes = [
      'Form 10 Blue',
      'Form 2 Blue',
      'Form 1 Gold',
      'Form 2',
      'Form 1 Blue',
      'Form 10',
    ];
    expect([...classes].sort(naturalCompare)).toEqual([
      'Form 1 Blue',
      'Form 1 Gold',
      'Form 2',
      'Form 2 Blue',
      'Form 10',
      'Form 10 Blue',
    ]);
  });

  it('ignores case, so a lower-case name sits beside its capitalised neighbours', () => {
    const subjects = [
      { name: 'mathematics' },
      { name: 'English' },
      { name: 'Agriculture' },
      { name: 'geography' },
    ];
    expect([...subjects].sort(byNaturalName).map((s) => s.name)).toEqual([
      'Agriculture',
      'English',
      'geography',
      'mathematics',
    ]);
  });

  it('puts Grade 7 before Grade 12 and ECD A before ECD B', () => {
    expect(['Grade 12', 'ECD B', 'Grade 7', 'ECD A', 'Grade 1'].sort(naturalCompare)).toEqual([
      'ECD A',
      'ECD B',
      'Grade 1',
      'Grade 7',
      'Grade 12',
    ]);
  });
});

const term = (name: string, startDate: string) => ({ name, startDate });
const t1of2026 = term('Term 1', '2026-01-13');
const t2of2026 = term('Term 2', '2026-05-12');
const t3of2026 = term('Term 3', '2026-09-08');
const t1of2027 = term('Term 1', '2027-01-12');

describe('terms', () => {
  it('run in the order of their dates: Term 1 2026, Term 2 2026, Term 3 2026, Term 1 2027', () => {
    expect([t1of2027, t3of2026, t1of2026, t2of2026].sort(termOrder)).toEqual([
      t1of2026,
      t2of2026,
      t3of2026,
      t1of2027,
    ]);
  });
});
