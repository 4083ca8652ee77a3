import { describe, expect, it } from 'vitest';
import type { AttendanceEvent, RecordedEntry } from './events';
import { termFigures } from './termFigures';

const schoolId = 'school';
const blue = 'class-blue';
const gold = 'class-gold';
const [tendai, rudo, chipo] = ['s-tendai', 's-rudo', 's-chipo'];

const entry = (
  studentId: string,
  status: RecordedEntry['status'],
  minutesLate?: number,
): RecordedEntry => ({
  studentId,
  studentName: studentId,
  status,
  ...(minutesLate ? { minutesLate } : {}),
});
const register = (
  classId: string,
  date: string,
  termId: string,
  entries: RecordedEntry[],
): AttendanceEvent => ({
  type: 'AttendanceRecorded',
  data: {
    schoolId,
    classId,
    className: classId,
    date,
    termId,
    entries,
    takenBy: 't',
    takenByRole: 'TEACHER',
    recordedAt: `${date}T06:00:00.000Z`,
  },
});
const correction = (
  date: string,
  studentId: string,
  before: RecordedEntry['status'],
  after: RecordedEntry['status'],
): AttendanceEvent => ({
  type: 'AttendanceCorrected',
  data: {
    schoolId,
    classId: blue,
    className: blue,
    date,
    termId: 'term3',
    studentId,
    studentName: studentId,
    previous: { status: before },
    entry: { status: after },
    reason: 'came after assembly',
    correctedBy: 'a',
    correctedByRole: 'ADMIN',
    correctedAt: `${date}T12:00:00.000Z`,
  },
});

const wednesday = register(blue, '2026-11-18', 'term3', [
  entry(tendai, 'ABSENT'),
  entry(rudo, 'LATE', 5),
]);

/** Form 1 Blue's week: Tendai late once, absent once (then corrected to present); Rudo absent once, late twice; Chipo joins on Thursday. */
const week: AttendanceEvent[] = [
  register(blue, '2026-11-16', 'term3', [entry(tendai, 'PRESENT'), entry(rudo, 'ABSENT')]),
  register(blue, '2026-11-17', 'term3', [entry(tendai, 'LATE', 10), entry(rudo, 'PRESENT')]),
  wednesday,
  register(blue, '2026-11-19', 'term3', [
    entry(tendai, 'PRESENT'),
    entry(rudo, 'LATE', 15),
    entry(chipo, 'PRESENT'),
  ]),
  correction('2026-11-18', tendai, 'ABSENT', 'PRESENT'),
  register(blue, '2026-08-03', 'term2', [entry(tendai, 'ABSENT')]),
];

const byStudent = (events: AttendanceEvent[]) =>
  Object.fromEntries(
    termFigures(events).map(({ termId, studentId, ...f }) => [`${termId} ${studentId}`, f]),
  );

describe('term figures', () => {
  it('counts each student’s school days, days present (on time or late), absent and late, per term', () => {
    expect(byStudent(week)).toEqual({
      'term3 s-tendai': { schoolDays: 4, present: 4, absent: 0, late: 1, minutesLate: 10 },
      'term3 s-rudo': { schoolDays: 4, present: 3, absent: 1, late: 2, minutesLate: 20 },
      'term3 s-chipo': { schoolDays: 1, present: 1, absent: 0, late: 0, minutesLate: 0 },
      'term2 s-tendai': { schoolDays: 1, present: 0, absent: 1, late: 0, minutesLate: 0 },
    });
  });
  it('a correction replaces the mark; the day is not counted twice', () => {
    expect(
      byStudent([wednesday, correction('2026-11-18', tendai, 'ABSENT', 'LATE')])['term3 s-tendai'],
    ).toEqual({ schoolDays: 1, present: 1, absent: 0, late: 1, minutesLate: 0 });
  });
  it('a student on two registers of one day (moved class) counts that day once, as marked last', () => {
    const moved = [
      ...week.slice(0, 4),
      register(gold, '2026-11-19', 'term3', [entry(rudo, 'PRESENT')]),
    ];
    expect(byStudent(moved)['term3 s-rudo']).toEqual({
      schoolDays: 4,
      present: 3,
      absent: 1,
      late: 1,
      minutesLate: 5,
    });
  });
  it('no registers, no figures', () => expect(termFigures([])).toEqual([]));
});
