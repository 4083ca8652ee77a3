import { describe, expect, it } from 'vitest';
import { describeEvent } from '../audit/summaries';
import { setupAudit } from './audit';

const record = { label: null, status: null };
const read = (type: string, data: unknown) => describeEvent(type, data, record, setupAudit);
const band = (
  grade: string,
  minScore: number,
  maxScore: number,
  points: number,
  pass: boolean,
) => ({ grade, minScore, maxScore, points, pass });
const v1 = [
  band('A', 75, 100, 5, true),
  band('B', 65, 74, 4, true),
  band('C', 50, 64, 3, true),
  band('U', 0, 49, 0, false),
];

describe('the audit log’s words for school set-up', () => {
  it('a term reads with its year and its dates as people write them', () => {
    const data = {
      name: 'Term 1',
      academicYearName: '2026',
      startDate: '2026-01-13',
      endDate: '2026-04-10',
    };
    expect(read('TermAdded', data).summary).toBe('Term 1 2026 added (13 Jan 2026 – 10 Apr 2026)');
  });

  it('a year reads with its dates', () => {
    expect(
      read('AcademicYearOpened', { name: '2027', startDate: '2027-01-12', endDate: '2027-12-03' })
        .summary,
    ).toBe('Academic year 2027 opened (12 Jan 2027 – 3 Dec 2027)');
  });

  it('a rename keeps the name before and after', () => {
    const described = read('DepartmentRenamed', { before: 'Sciences', name: 'Natural Sciences' });
    expect(described.summary).toBe('Department renamed: Sciences → Natural Sciences');
    expect(described.changes).toEqual([
      { field: 'name', before: 'Sciences', after: 'Natural Sciences' },
    ]);
  });

  it('a new grading scale names each band that moved, was added or went', () => {
    const v2 = [
      band('A', 75, 100, 5, true),
      band('B', 60, 74, 4, true),
      band('C', 50, 59, 3, true),
      band('E', 30, 49, 1, false),
      band('F', 0, 29, 0, false),
    ];
    const described = read('GradingScaleChanged', {
      levelName: 'Form 1',
      version: 2,
      rows: v2,
      previous: { version: 1, rows: v1 },
    });
    expect(described.summary).toBe(
      'Grading scale of Form 1 changed to version 2: B 65–74 → 60–74; C 50–64 → 50–59; Grade E added (30–49, 1 point, fail); Grade F added (0–29, 0 points, fail); Grade U removed',
    );
    expect(described.changes[0]).toEqual({ field: 'Grade B', before: '65–74', after: '60–74' });
  });

  it('a pass mark moved without a range change reads as the band before and after', () => {
    const v2 = v1.map((b) => (b.grade === 'C' ? { ...b, pass: false } : b));
    expect(
      read('GradingScaleChanged', {
        levelName: 'Grade 7',
        version: 3,
        rows: v2,
        previous: { version: 2, rows: v1 },
      }).summary,
    ).toBe(
      'Grading scale of Grade 7 changed to version 3: C 50–64, 3 points, pass → 50–64, 3 points, fail',
    );
  });

  it('a level and a subject read with their scale, code and department', () => {
    expect(
      read('LevelDefined', { name: 'Form 1', gradingScale: { version: 1, rows: v1 } }).summary,
    ).toBe(
      'Level/grade Form 1 defined with grading scale version 1: A 75–100, B 65–74, C 50–64, U 0–49',
    );
    expect(
      read('SubjectAdded', { name: 'Mathematics', code: 'MATH', departmentName: 'Sciences' })
        .summary,
    ).toBe('Subject Mathematics (MATH) added in Sciences');
    expect(read('SubjectAdded', { name: 'Heritage Studies' }).summary).toBe(
      'Subject Heritage Studies added',
    );
  });
});
