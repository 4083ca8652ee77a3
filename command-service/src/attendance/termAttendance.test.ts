import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chikoro/eventstore';
import { classTermAttendance } from './termAttendance';

const classId = 'c1';
const term = { termId: 't3', name: 'Term 3', startDate: '2026-11-16', endDate: '2026-12-04' };
let position = 0;
const event = (streamId: string, type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1;
  return {
    id: `e${position}`,
    streamId,
    type,
    revision: 0,
    position,
    recordedAt: '2026-11-20T06:00:00.000Z',
    data: { schoolId: 's', classId, className: 'Form 1 Blue', termId: 't3', ...data },
    metadata: {
      actorId: 'u',
      actorRole: 'TEACHER',
      schoolId: 's',
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-11-20T06:00:00.000Z',
      schemaVersion: 1,
    },
  };
};
const taken = (date: string, tendai: string, rudo: string) =>
  event(`attendance-${classId}-${date}`, 'AttendanceRecorded', {
    date,
    takenBy: 'u',
    takenByRole: 'TEACHER',
    recordedAt: `${date}T06:00:00.000Z`,
    entries: [
      { studentId: 'tendai', studentName: 'Tendai Moyo', status: tendai },
      {
        studentId: 'rudo',
        studentName: 'Rudo Chikwanha',
        status: rudo,
        ...(rudo === 'LATE' ? { minutesLate: 10 } : {}),
      },
    ],
  });

/** Registers of Mon 16, Tue 17 and Fri 20 Nov; none on Wed 18 and Thu 19; Tendai's Tuesday corrected to present. */
const streams = new Map<string, RecordedEvent[]>([
  [`attendance-${classId}-2026-11-16`, [taken('2026-11-16', 'PRESENT', 'ABSENT')]],
  [`attendance-${classId}-2026-11-17`, [taken('2026-11-17', 'ABSENT', 'LATE')]],
  [`attendance-${classId}-2026-11-20`, [taken('2026-11-20', 'PRESENT', 'PRESENT')]],
]);
streams.get(`attendance-${classId}-2026-11-17`)!.push(
  event(`attendance-${classId}-2026-11-17`, 'AttendanceCorrected', {
    date: '2026-11-17',
    studentId: 'tendai',
    studentName: 'Tendai Moyo',
    previous: { status: 'ABSENT' },
    entry: { status: 'PRESENT' },
    reason: 'came after assembly',
    correctedBy: 'a',
    correctedByRole: 'ADMIN',
    correctedAt: '2026-11-18T08:00:00.000Z',
  }),
);
const store = { readStream: async (id: string) => streams.get(id) ?? [] };

describe('a class’s term attendance for its report cards', () => {
  it('counts the days its register was taken, present (on time or late) and absent, per student', async () => {
    expect(
      Object.fromEntries(await classTermAttendance(store, classId, term, '2026-11-23')),
    ).toEqual({
      tendai: { totalDays: 3, daysPresent: 3, daysAbsent: 0 },
      rudo: { totalDays: 3, daysPresent: 2, daysAbsent: 1 },
    });
  });
  it('reads no day after today', async () => {
    expect(
      Object.fromEntries(await classTermAttendance(store, classId, term, '2026-11-17')),
    ).toEqual({
      tendai: { totalDays: 2, daysPresent: 2, daysAbsent: 0 },
      rudo: { totalDays: 2, daysPresent: 1, daysAbsent: 1 },
    });
  });
});
