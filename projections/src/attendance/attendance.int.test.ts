import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { applyBatch } from '../runner/projection';
import { attendance } from './attendance';

const schoolId = '9b1d2c3b-0000-4000-8000-00000000000a';
const blue = '9b1d2c3b-0000-4000-8000-0000000000c1';
const term = '9b1d2c3b-0000-4000-8000-0000000000d1';
const tendai = '9b1d2c3b-0000-4000-8000-0000000000e1';
const rudo = '9b1d2c3b-0000-4000-8000-0000000000e2';
const at = '2026-11-16T06:00:00.000Z';

let position = 0;
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data: { schoolId, ...data },
    streamId: 'attendance-x',
    revision: 0,
    position,
    recordedAt: at,
    metadata: {
      actorId: null,
      actorRole: 'TEACHER',
      schoolId,
      correlationId: 'c',
      causationId: null,
      occurredAt: at,
      schemaVersion: 1,
    },
  };
}
const register = (
  date: string,
  tendaiMark: Record<string, unknown>,
  rudoMark: Record<string, unknown>,
) =>
  recorded('AttendanceRecorded', {
    classId: blue,
    className: 'Form 1 Blue',
    date,
    termId: term,
    takenBy: 't',
    takenByName: 'Grace Mutasa',
    takenByRole: 'TEACHER',
    recordedAt: `${date}T06:00:00.000Z`,
    entries: [
      { studentId: tendai, studentName: 'Tendai Moyo', ...tendaiMark },
      { studentId: rudo, studentName: 'Rudo Chikwanha', ...rudoMark },
    ],
  });

describe('the attendance read model', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const tables = Object.fromEntries(
    Object.keys(attendance.tables).map((t) => [t, `rm_${t}`]),
  ) as Record<keyof typeof attendance.tables, string>;
  const apply = (...events: RecordedEvent[]) =>
    applyBatch(attendance, events, { db: pool, tables });

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    for (const [logical, table] of Object.entries(tables))
      await pool.query(attendance.tables[logical as keyof typeof tables](table));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('counts each register and keeps each mark’s history; every event applied twice counts once', async () => {
    const events = [
      recorded('TermAdded', {
        termId: term,
        academicYearId: term,
        name: 'Term 3',
        startDate: '2026-09-08',
        endDate: '2026-12-04',
        addedAt: at,
      }),
      register('2026-11-16', { status: 'PRESENT' }, { status: 'ABSENT', reason: 'sick' }),
      register('2026-11-17', { status: 'LATE', minutesLate: 10 }, { status: 'PRESENT' }),
      recorded('AttendanceCorrected', {
        classId: blue,
        className: 'Form 1 Blue',
        date: '2026-11-16',
        termId: term,
        studentId: rudo,
        studentName: 'Rudo Chikwanha',
        previous: { status: 'ABSENT', reason: 'sick' },
        entry: { status: 'LATE', minutesLate: 30, reason: 'sick' },
        reason: 'came after assembly',
        correctedBy: 'a',
        correctedByName: 'Peter Nyathi',
        correctedByRole: 'ADMIN',
        correctedAt: '2026-11-17T08:00:00.000Z',
      }),
    ];
    for (const event of events) {
      await apply(event);
      await apply(event);
    }
    const registers = await pool.query(
      'SELECT id, present, absent, late, total, corrections FROM rm_attendance_registers ORDER BY id',
    );
    expect(registers.rows).toEqual([
      { id: `${blue}_2026-11-16`, present: 1, absent: 0, late: 1, total: 2, corrections: 1 },
      { id: `${blue}_2026-11-17`, present: 1, absent: 0, late: 1, total: 2, corrections: 0 },
    ]);
    const rudoMonday = await pool.query(
      'SELECT status, minutes_late, reason, history FROM rm_attendance_entries WHERE id = $1',
      [`${blue}_2026-11-16_${rudo}`],
    );
    expect(rudoMonday.rows).toEqual([
      {
        status: 'LATE',
        minutes_late: 30,
        reason: 'sick',
        history: [
          {
            before: { status: 'ABSENT', reason: 'sick' },
            after: { status: 'LATE', minutesLate: 30, reason: 'sick' },
            reason: 'came after assembly',
            by: 'a',
            byName: 'Peter Nyathi',
            at: '2026-11-17T08:00:00.000Z',
          },
        ],
      },
    ]);
  });

  it('keeps the absences a family reported; a withdrawn one goes; a child moved to another class takes the days from the move with them', async () => {
    const green = '9b1d2c3b-0000-4000-8000-0000000000c2';
    const report = (date: string, reason: string) =>
      recorded('AbsenceReported', {
        studentId: tendai,
        studentName: 'Tendai Moyo',
        classId: blue,
        className: 'Form 1 Blue',
        date,
        reason,
        parentId: '9b1d2c3b-0000-4000-8000-0000000000f1',
        parentName: 'Chipo Mutasa',
        reportedAt: at,
      });
    const events = [
      recorded('ClassCreated', {
        classId: green,
        name: 'Form 1 Green',
        levelId: term,
        createdAt: at,
      }),
      report('2026-11-18', 'Clinic'),
      report('2026-11-18', 'Clinic in Harare'),
      report('2026-11-19', 'Family funeral'),
      report('2026-11-23', 'Travelling back'),
      recorded('AbsenceReportWithdrawn', {
        studentId: tendai,
        studentName: 'Tendai Moyo',
        classId: blue,
        date: '2026-11-19',
        parentId: 'p',
        parentName: 'Chipo Mutasa',
        withdrawnAt: at,
      }),
      recorded('StudentMovedToClass', {
        studentId: tendai,
        fromClassId: blue,
        toClassId: green,
        levelId: term,
        movedAt: '2026-11-20T07:00:00.000Z',
      }),
    ];
    for (const event of events) {
      await apply(event);
      await apply(event);
    }
    const rows = await pool.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, reason, class_id, class_name FROM rm_attendance_absence_reports ORDER BY date`,
    );
    expect(rows.rows).toEqual([
      { date: '2026-11-18', reason: 'Clinic in Harare', class_id: blue, class_name: 'Form 1 Blue' },
      {
        date: '2026-11-23',
        reason: 'Travelling back',
        class_id: green,
        class_name: 'Form 1 Green',
      },
    ]);
  });
});
