import { describe, expect, it } from 'vitest';
import type { ResultsStatisticsRow } from '@chikoro/contracts';
import { applyFilter, gradesIn, summarise } from './summarise';

const row = (
  classId: string,
  subjectName: string,
  students: number,
  average: number,
  passed: number,
  grades: Record<string, number>,
): ResultsStatisticsRow => ({
  id: `${classId}:${subjectName}:t1`,
  schoolId: 's',
  levelId: 'f2',
  levelName: 'Form 2',
  classId,
  className: classId === 'blue' ? 'Form 2 Blue' : 'Form 2 Red',
  subjectId: subjectName.toLowerCase(),
  subjectName,
  termId: 't1',
  termName: 'Term 1',
  students,
  average,
  passed,
  passRate: 0,
  grades,
});
const rows = [
  row('blue', 'Mathematics', 30, 60, 20, { A: 5, B: 10, C: 5, D: 10 }),
  row('red', 'Mathematics', 10, 80, 9, { A: 8, C: 1, U: 1 }),
  row('blue', 'English', 30, 55, 15, { B: 15, E: 15 }),
];

describe('summing statistics by subject', () => {
  it('weights each class’s average by its students and adds pass counts and grades', () => {
    const [english, maths] = summarise(rows, 'subject');
    // (30 × 60 + 10 × 80) / 40 = 65; 29 of 40 passed = 72.5 %.
    expect(maths).toEqual({
      key: 'mathematics',
      label: 'Mathematics',
      students: 40,
      average: 65,
      passed: 29,
      passRate: 72.5,
      grades: { A: 13, B: 10, C: 6, D: 10, U: 1 },
    });
    expect(english).toMatchObject({ label: 'English', students: 30, average: 55, passRate: 50 });
  });
});

describe('summing by class within a filter', () => {
  it('keeps only the chosen subject, then groups by class', () => {
    const byClass = summarise(applyFilter(rows, { subjectId: 'mathematics' }), 'class');
    expect(byClass.map((s) => [s.label, s.average, s.passRate])).toEqual([
      ['Form 2 Blue', 60, 66.7],
      ['Form 2 Red', 80, 90],
    ]);
  });
  it('lists every grade that appears, in order', () => {
    expect(gradesIn(summarise(rows, 'level'))).toEqual(['A', 'B', 'C', 'D', 'E', 'U']);
  });
});
