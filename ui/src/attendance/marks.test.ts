import { describe, expect, it } from 'vitest';
import type { AttendanceEntry } from '@chikoro/contracts';
import { entriesOf, savedMessage, startingMarks } from './marks';

const saved = (
  studentId: string,
  status: AttendanceEntry['status'],
  minutesLate: number | null,
  reason: string | null,
): AttendanceEntry => ({
  id: `c_2026-11-23_${studentId}`,
  schoolId: 's',
  classId: 'c',
  className: 'Form 1 Blue',
  date: '2026-11-23',
  termId: 't',
  studentId,
  studentName: studentId,
  status,
  minutesLate,
  reason,
  history: [],
});

describe('the register being taken', () => {
  it('starts everyone Present, or as saved', () => {
    expect(
      startingMarks([{ id: 'a' }, { id: 'b' }], [saved('b', 'LATE', 12, 'bus broke down')]),
    ).toEqual({
      a: { status: 'PRESENT', minutesLate: '', reason: '' },
      b: { status: 'LATE', minutesLate: '12', reason: 'bus broke down' },
    });
  });
  it('starts a student whose family reported the day Absent, with their reason', () => {
    expect(
      startingMarks(
        [{ id: 'a' }, { id: 'b' }],
        [],
        [{ studentId: 'b', reason: 'Clinic appointment' }],
      ),
    ).toEqual({
      a: { status: 'PRESENT', minutesLate: '', reason: '' },
      b: { status: 'ABSENT', minutesLate: '', reason: 'Clinic appointment' },
    });
  });
  it('keeps the saved mark of a register taken, whatever the family reported', () => {
    expect(
      startingMarks(
        [{ id: 'a' }, { id: 'b' }],
        [saved('a', 'PRESENT', null, null), saved('b', 'LATE', 5, null)],
        [{ studentId: 'a', reason: 'Clinic appointment' }],
      ),
    ).toEqual({
      a: { status: 'PRESENT', minutesLate: '', reason: '' },
      b: { status: 'LATE', minutesLate: '5', reason: '' },
    });
  });
  it('ignores a report for a student no longer on the roll', () => {
    expect(startingMarks([{ id: 'a' }], [], [{ studentId: 'gone', reason: 'Moved away' }])).toEqual(
      { a: { status: 'PRESENT', minutesLate: '', reason: '' } },
    );
  });
  it('sends minutes with Late only and a reason only for the absent or late', () => {
    expect(
      entriesOf({
        a: { status: 'PRESENT', minutesLate: '5', reason: 'ignored' },
        b: { status: 'LATE', minutesLate: '12', reason: ' ' },
        c: { status: 'ABSENT', minutesLate: '', reason: ' sick ' },
      }),
    ).toEqual([
      { studentId: 'a', status: 'PRESENT' },
      { studentId: 'b', status: 'LATE', minutesLate: 12 },
      { studentId: 'c', status: 'ABSENT', reason: 'sick' },
    ]);
  });
  it('confirms with the class, the day and the counts', () => {
    const marks = {
      a: { status: 'PRESENT' as const, minutesLate: '', reason: '' },
      b: { status: 'LATE' as const, minutesLate: '3', reason: '' },
    };
    expect(savedMessage('Form 1 Blue', '2026-11-23', marks, false)).toBe(
      'Register of Form 1 Blue for 23 Nov 2026 saved: 1 present, 0 absent, 1 late',
    );
  });
});
