import { describe, expect, it } from 'vitest';
import type { ExamMark } from '@chikoro/contracts';
import { checkRows, rowsFromTable } from './marksFile';

const student = (
  studentId: string,
  studentName: string,
  registrationNumber: string,
  mark: ExamMark['mark'],
): ExamMark => ({
  id: `e:${studentId}`,
  examId: 'e',
  studentId,
  studentName,
  registrationNumber,
  mark,
  changedAt: null,
});
const roster = [
  student('s1', 'Tendai Moyo', 'HAR-2026-001', null),
  student('s2', 'Rudo Banda', 'HAR-2026-002', 40),
  student('s3', 'Farai Ncube', 'HAR-2026-003', 12),
];

describe('a marks file', () => {
  it('is read by its header, in any column order', () => {
    expect(
      rowsFromTable([
        ['Mark', 'Student name', 'Registration number'],
        ['45', 'Tendai Moyo', 'HAR-2026-001'],
        ['', '', ''],
      ]),
    ).toEqual([
      { line: 2, registrationNumber: 'HAR-2026-001', studentName: 'Tendai Moyo', mark: '45' },
    ]);
  });
  it('without a registration number or mark column is refused', () => {
    expect(() => rowsFromTable([['Name', 'Score']])).toThrow(
      'The file needs the columns Registration number, Student name and Mark',
    );
  });
  it('is checked line by line before anything is sent', () => {
    const rows = rowsFromTable([
      ['Registration number', 'Student name', 'Mark'],
      ['har-2026-001', 'Tendai Moyo', 'ABS'],
      ['HAR-2026-002', 'Rudo Banda', '40'],
      ['HAR-2026-003', 'Farai Ncube', ''],
      ['HAR-2026-009', 'Nobody', '30'],
      ['HAR-2026-001', 'Tendai Moyo', '50'],
      ['HAR-2026-003x', 'Farai Ncube', '101'],
    ]);
    expect(checkRows(rows, roster, 100).map((r) => [r.line, r.outcome, r.message])).toEqual([
      [2, 'send', 'Will record'],
      [3, 'unchanged', 'Already this mark'],
      [4, 'blank', 'No mark: left as it is'],
      [5, 'error', 'No student of this class has the registration number HAR-2026-009'],
      [6, 'error', 'This registration number is on an earlier line too'],
      [7, 'error', 'No student of this class has the registration number HAR-2026-003x'],
    ]);
    expect(checkRows(rows, roster, 100)[0]).toMatchObject({ studentId: 's1', value: 'ABSENT' });
  });
});
