import { describe, expect, it } from 'vitest';
import { broadsheet, type BroadsheetEntry } from './broadsheet';
import type { CardMark } from './snapshot';

/** Spec 001 §9's sample scale, typed again: A 75+ (5), B 65+ (4), C 50+ (3) pass; D 40+ (2), E 30+ (1), U (0) fail. */
const scale = [
  { grade: 'A', minScore: 75, maxScore: 100, points: 5, pass: true },
  { grade: 'B', minScore: 65, maxScore: 74, points: 4, pass: true },
  { grade: 'C', minScore: 50, maxScore: 64, points: 3, pass: true },
  { grade: 'D', minScore: 40, maxScore: 49, points: 2, pass: false },
  { grade: 'E', minScore: 30, maxScore: 39, points: 1, pass: false },
  { grade: 'U', minScore: 0, maxScore: 29, points: 0, pass: false },
];
const withoutPoints = scale.map(({ points: _, ...band }) => band);

const paper = (examId: string, outOf: number, weight: number, mark: CardMark) => ({
  examId,
  paperNo: 1,
  name: examId,
  outOf,
  weight,
  mark,
});
const entry = (
  student: string,
  subject: string,
  papers: BroadsheetEntry['papers'],
  classId = 'blue',
): BroadsheetEntry => ({
  studentId: student.toLowerCase(),
  studentName: student,
  registrationNumber: null,
  classId,
  className: classId === 'blue' ? 'Form 2 Blue' : 'Form 2 Gold',
  subjectId: subject.toLowerCase(),
  subjectName: subject,
  papers,
});
const english = (student: string, mark: CardMark, classId?: string) =>
  entry(student, 'English', [paper('eng', 100, 100, mark)], classId);
const shona = (student: string, mark: CardMark) =>
  entry(student, 'Shona', [paper('sho', 100, 100, mark)]);
/** Mathematics: paper 1 out of 50 weighing 40, paper 2 out of 100 weighing 60. */
const maths = (student: string, p1: CardMark, p2: CardMark) =>
  entry(student, 'Mathematics', [paper('m1', 50, 40, p1), paper('m2', 100, 60, p2)]);

/**
 * Form 2 Blue, four students, three subjects. Worked out by hand:
 *   Anesu   English 80 A5 | Maths 45/50, 90 → 36 + 54 = 90 A5 | Shona 70 B4 | total 240, average 80, points 14 → 1st
 *   Batsi   English 66 B4 | Maths 40/50, 70 → 32 + 42 = 74 B4 | Shona 38 E1 | total 178, average 59.33, points 9 → 2nd
 *   Chipo   English 70 B4 | Maths 30/50, 55 → 24 + 33 = 57 C3 | Shona 51 C3 | total 178, average 59.33, points 10 → 2nd (tie)
 *   Dudzai  English 35 E1 | Maths 20/50, no entry on paper 2   | Shona 45 D2 | total 80, average 40, points 3 → 4th
 * A missing mark (no entry yet) leaves Dudzai without a Mathematics final mark: it counts in none
 * of his total, average or points, and he is left out of Mathematics' average and pass rate.
 *   English      80, 66, 70, 35 → 251 / 4 = 62.75; passed 3 of 4 = 75%
 *   Mathematics  90, 74, 57     → 221 / 3 = 73.67; passed 3 of 3 = 100%
 *   Shona        70, 38, 51, 45 → 204 / 4 = 51;    passed 2 of 4 = 50%
 */
const blue: BroadsheetEntry[] = [
  english('Dudzai', 35),
  maths('Dudzai', 20, null),
  shona('Dudzai', 45),
  english('Chipo', 70),
  maths('Chipo', 30, 55),
  shona('Chipo', 51),
  english('Anesu', 80),
  maths('Anesu', 45, 90),
  shona('Anesu', 70),
  english('Batsi', 66),
  maths('Batsi', 40, 70),
  shona('Batsi', 38),
];

describe('a class broadsheet for a term', () => {
  const table = broadsheet(blue, scale, 'WHOLE');
  const row = (name: string) => table.rows.find((r) => r.studentName === name)!;

  it('totals, averages (two decimals) and points each student’s final marks', () => {
    expect(table.rows.map((r) => [r.studentName, r.total, r.average, r.points])).toEqual([
      ['Anesu', 240, 80, 14],
      ['Batsi', 178, 59.33, 9],
      ['Chipo', 178, 59.33, 10],
      ['Dudzai', 80, 40, 3],
    ]);
  });

  it('ranks by average with ties sharing a place and the next place skipped (1, 2, 2, 4)', () => {
    expect(table.rows.map((r) => [r.studentName, r.position])).toEqual([
      ['Anesu', 1],
      ['Batsi', 2],
      ['Chipo', 2],
      ['Dudzai', 4],
    ]);
  });

  it('shows each subject’s final mark, grade and points as the report card does', () => {
    expect(row('Chipo').marks).toEqual({
      english: { finalMark: 70, grade: 'B', points: 4, pass: true },
      mathematics: { finalMark: 57, grade: 'C', points: 3, pass: true },
      shona: { finalMark: 51, grade: 'C', points: 3, pass: true },
    });
  });

  it('leaves a subject with a missing mark without a final mark, a grade or points', () => {
    expect(row('Dudzai').marks.mathematics).toEqual({
      finalMark: null,
      grade: null,
      points: null,
      pass: null,
    });
  });

  it('gives each subject, by name, its class average and pass rate over the students with a final mark', () => {
    expect(table.subjects).toEqual([
      {
        subjectId: 'english',
        subjectName: 'English',
        sat: 4,
        passed: 3,
        average: 62.75,
        passRate: 75,
        printed: { average: '62.8' },
      },
      {
        subjectId: 'mathematics',
        subjectName: 'Mathematics',
        sat: 3,
        passed: 3,
        average: 73.67,
        passRate: 100,
        printed: { average: '73.7' },
      },
      {
        subjectId: 'shona',
        subjectName: 'Shona',
        sat: 4,
        passed: 2,
        average: 51,
        passRate: 50,
        printed: { average: '51.0' },
      },
    ]);
  });
});

describe('when the level’s scale has no points', () => {
  it('has no points column and no student has points', () => {
    const table = broadsheet(blue, withoutPoints, 'WHOLE');
    expect(table.hasPoints).toBe(false);
    expect(table.rows.map((r) => r.points)).toEqual([null, null, null, null]);
  });
});

describe('when a student has no final mark at all', () => {
  it('has no total, average or position, comes last, and counts in no subject’s figures', () => {
    const table = broadsheet(
      [english('Anesu', 80), english('Eddie', null), english('Batsi', 60)],
      scale,
      'WHOLE',
    );
    expect(table.rows.map((r) => [r.studentName, r.total, r.average, r.position])).toEqual([
      ['Anesu', 80, 80, 1],
      ['Batsi', 60, 60, 2],
      ['Eddie', null, null, null],
    ]);
    expect(table.subjects).toEqual([
      {
        subjectId: 'english',
        subjectName: 'English',
        sat: 2,
        passed: 2,
        average: 70,
        passRate: 100,
        printed: { average: '70.0' },
      },
    ]);
  });
});

describe('a level broadsheet over two classes', () => {
  it('ranks every student of the level together, each row naming its class', () => {
    const table = broadsheet(
      [
        english('Anesu', 60),
        english('Batsi', 72),
        english('Tatenda', 72, 'gold'),
        english('Rudo', 90, 'gold'),
      ],
      scale,
      'WHOLE',
    );
    expect(table.rows.map((r) => [r.studentName, r.className, r.position])).toEqual([
      ['Rudo', 'Form 2 Gold', 1],
      ['Batsi', 'Form 2 Blue', 2],
      ['Tatenda', 'Form 2 Gold', 2],
      ['Anesu', 'Form 2 Blue', 4],
    ]);
    expect(table.subjects[0]).toEqual({
      subjectId: 'english',
      subjectName: 'English',
      sat: 4,
      passed: 4,
      average: 73.5,
      passRate: 100,
      printed: { average: '73.5' },
    });
  });
});

describe('the figures as a school printing whole numbers prints them', () => {
  const table = broadsheet(blue, scale, 'WHOLE');

  it('prints marks and totals whole and averages to one decimal, half up from the marks kept', () => {
    expect(table.rows.map((r) => [r.studentName, r.printed])).toEqual([
      [
        'Anesu',
        { marks: { english: '80', mathematics: '90', shona: '70' }, total: '240', average: '80.0' },
      ],
      [
        'Batsi',
        { marks: { english: '66', mathematics: '74', shona: '38' }, total: '178', average: '59.3' },
      ],
      [
        'Chipo',
        { marks: { english: '70', mathematics: '57', shona: '51' }, total: '178', average: '59.3' },
      ],
      ['Dudzai', { marks: { english: '35', shona: '45' }, total: '80', average: '40.0' }],
    ]);
    expect(table.scoreFormat).toBe('WHOLE');
  });
});

describe('the figures as a school printing one decimal prints them', () => {
  const table = broadsheet(blue, scale, 'ONE_DECIMAL');

  it('prints marks and totals to one decimal and averages to two', () => {
    expect(
      table.rows.map((r) => [
        r.studentName,
        r.printed.marks.english,
        r.printed.total,
        r.printed.average,
      ]),
    ).toEqual([
      ['Anesu', '80.0', '240.0', '80.00'],
      ['Batsi', '66.0', '178.0', '59.33'],
      ['Chipo', '70.0', '178.0', '59.33'],
      ['Dudzai', '35.0', '80.0', '40.00'],
    ]);
    expect(table.subjects.map((s) => s.printed.average)).toEqual(['62.75', '73.67', '51.00']);
  });
});

/**
 * Marks off the whole: English out of 40, Shona out of 400 or 500, each the whole final mark.
 *   Tino    English 27/40 = 67.5 | Shona 281/400 = 70.25 | total 137.75, average 68.875 → 1st
 *   Vimbai  English 27/40 = 67.5 | Shona 351/500 = 70.2  | total 137.7,  average 68.85  → 2nd
 *   English 67.5, 67.5 → 67.5 | Shona 70.25, 70.2 → 70.225
 * Rounded half up from these: WHOLE 68, 70, 138, 68.9 and 68.9 (the places still 1st and 2nd);
 * ONE_DECIMAL 67.5, 70.3 and 70.2, 137.8 and 137.7, 68.88 and 68.85; Shona's average 70.2 / 70.23.
 */
const halves: BroadsheetEntry[] = [
  entry('Tino', 'English', [paper('eng', 40, 100, 27)]),
  entry('Tino', 'Shona', [paper('sho', 400, 100, 281)]),
  entry('Vimbai', 'English', [paper('eng', 40, 100, 27)]),
  entry('Vimbai', 'Shona', [paper('sho', 500, 100, 351)]),
];

describe('marks with halves and quarters', () => {
  it('prints whole numbers half up and places by the marks kept, not by the printed average', () => {
    const table = broadsheet(halves, scale, 'WHOLE');
    expect(table.rows.map((r) => [r.studentName, r.position, r.printed])).toEqual([
      ['Tino', 1, { marks: { english: '68', shona: '70' }, total: '138', average: '68.9' }],
      ['Vimbai', 2, { marks: { english: '68', shona: '70' }, total: '138', average: '68.9' }],
    ]);
    expect(table.subjects.map((s) => s.printed.average)).toEqual(['67.5', '70.2']);
  });

  it('prints one decimal half up, the averages to two', () => {
    const table = broadsheet(halves, scale, 'ONE_DECIMAL');
    expect(table.rows.map((r) => [r.studentName, r.position, r.printed])).toEqual([
      ['Tino', 1, { marks: { english: '67.5', shona: '70.3' }, total: '137.8', average: '68.88' }],
      [
        'Vimbai',
        2,
        { marks: { english: '67.5', shona: '70.2' }, total: '137.7', average: '68.85' },
      ],
    ]);
    expect(table.subjects.map((s) => s.printed.average)).toEqual(['67.50', '70.23']);
  });
});
