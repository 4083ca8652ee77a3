import { describe, expect, it } from 'vitest';
import { describeEvent } from '../audit/summaries';
import { attendanceAudit } from './audit';

const read = (type: string, data: unknown) =>
  describeEvent(type, data, { label: null, status: null }, attendanceAudit);
const mark = (status: string, minutesLate?: number) => ({
  studentId: 's',
  studentName: 's',
  status,
  ...(minutesLate ? { minutesLate } : {}),
});

describe('the audit log’s words for registers', () => {
  it('a register reads with its class, its day and its counts', () => {
    const entries = [
      ...Array.from({ length: 31 }, () => mark('PRESENT')),
      mark('ABSENT'),
      mark('ABSENT'),
      mark('LATE', 10),
    ];
    const described = read('AttendanceRecorded', {
      className: 'Form 1 Blue',
      date: '2026-11-23',
      entries,
    });
    expect(described.summary).toBe(
      'Register of Form 1 Blue for 23 Nov 2026 taken: 31 present, 2 absent, 1 late',
    );
    expect(described.record).toEqual({
      label: 'Register of Form 1 Blue for 23 Nov 2026',
      status: 'Taken',
    });
  });
  it('a correction reads before → after, with its reason', () => {
    const data = {
      studentName: 'Tendai Moyo',
      date: '2026-11-20',
      previous: { status: 'ABSENT' },
      entry: { status: 'PRESENT' },
      reason: 'came after assembly',
    };
    expect(read('AttendanceCorrected', data).summary).toBe(
      'Attendance of Tendai Moyo on 20 Nov 2026 corrected: Absent → Present (reason: came after assembly)',
    );
  });
  it('a lateness reads with its minutes; a same-day correction may have no reason', () => {
    const data = {
      studentName: 'Rudo Chikwanha',
      date: '2026-11-23',
      previous: { status: 'PRESENT' },
      entry: { status: 'LATE', minutesLate: 15 },
    };
    expect(read('AttendanceCorrected', data).summary).toBe(
      'Attendance of Rudo Chikwanha on 23 Nov 2026 corrected: Present → Late (15 min)',
    );
  });
  it("a family's absence report reads with the child, the day, the parent and the reason; its withdrawal with who took it back", () => {
    const data = {
      studentName: 'Tendai Moyo',
      date: '2026-11-30',
      parentName: 'Chipo Mutasa',
      reason: 'Clinic appointment in Harare',
    };
    const reported = read('AbsenceReported', data);
    expect(reported.summary).toBe(
      'Absence of Tendai Moyo on 30 Nov 2026 reported by Chipo Mutasa: Clinic appointment in Harare',
    );
    const withdrawn = describeEvent(
      'AbsenceReportWithdrawn',
      data,
      reported.record,
      attendanceAudit,
    );
    expect(withdrawn.summary).toBe(
      'Absence of Tendai Moyo on 30 Nov 2026 withdrawn by Chipo Mutasa',
    );
    expect(withdrawn.changes).toEqual([
      { field: 'status', before: 'Reported', after: 'Withdrawn' },
    ]);
  });
  it('the alerts of a register read with the class, the day, each child and how each parent was told', () => {
    const data = {
      className: 'Form 1 Blue',
      date: '2026-11-27',
      alerts: [
        {
          studentName: 'Tendai Moyo',
          parents: [
            { name: 'Chipo Mutasa', channel: 'EMAIL' },
            { name: null, channel: 'SMS' },
          ],
        },
        { studentName: 'Nyasha Dube', parents: [{ name: 'Rudo Dube', channel: null }] },
      ],
    };
    const described = read('AbsenceAlertsSent', data);
    expect(described.summary).toBe(
      'Absence alerts for Form 1 Blue on 27 Nov 2026: Tendai Moyo to Chipo Mutasa (email), a parent (SMS); Nyasha Dube to Rudo Dube (portal only)',
    );
    expect(described.record).toEqual({
      label: 'Absence alerts for Form 1 Blue on 27 Nov 2026',
      status: 'Sent',
    });
  });
  it('a same-day correction of an alert reads with the child, the mark now and whom it told', () => {
    const data = {
      className: 'Form 1 Blue',
      date: '2026-11-27',
      studentName: 'Tendai Moyo',
      entry: { status: 'LATE', minutesLate: 20 },
      parents: [{ name: 'Chipo Mutasa', channel: 'SMS' }],
    };
    const described = read('AbsenceAlertCorrected', data);
    expect(described.summary).toBe(
      'Absence alert for Tendai Moyo on 27 Nov 2026 corrected: Late (20 min), not absent; told Chipo Mutasa (SMS)',
    );
    expect(described.changes).toEqual([
      { field: 'Tendai Moyo', before: 'Absent', after: 'Late (20 min)' },
    ]);
  });
});
