import {
  formatSchoolDay,
  type AbsenceAlertCorrected,
  type AbsenceAlertsSent,
  type AbsenceReportEvent,
  type AttendanceEvent,
} from '@chikoro/contracts';
import { obj, str, type AuditSummaries, type Data } from '../audit/summaries';

const STATUS_WORDS: Record<string, string> = { PRESENT: 'Present', ABSENT: 'Absent', LATE: 'Late' };

/** 'Late (15 min)', 'Absent'. */
function markWords(mark: Data): string | null {
  const status = str(mark.status);
  if (!status) return null;
  const minutes = typeof mark.minutesLate === 'number' ? ` (${mark.minutesLate} min)` : '';
  return `${STATUS_WORDS[status] ?? status}${minutes}`;
}

const CHANNEL_WORDS: Record<string, string> = { EMAIL: 'email', SMS: 'SMS' };

/** 'Chipo Mutasa (email), Gogo Moyo (portal only)'. */
const toldWords = (parents: Data[]) =>
  parents
    .map(
      (p) => `${str(p.name) ?? 'a parent'} (${CHANNEL_WORDS[String(p.channel)] ?? 'portal only'})`,
    )
    .join(', ');

const day = (data: Data) => (str(data.date) ? formatSchoolDay(String(data.date)) : 'a day');

/** The audit log's words for registers: who took which, with its counts, and each mark corrected, before → after, and why. */
export const attendanceAudit: AuditSummaries<
  AttendanceEvent | AbsenceReportEvent | AbsenceAlertsSent | AbsenceAlertCorrected
> = {
  AttendanceRecorded(data) {
    const entries = Array.isArray(data.entries) ? data.entries.map(obj) : [];
    const count = (status: string) => entries.filter((e) => e.status === status).length;
    const label = `Register of ${str(data.className) ?? 'a class'} for ${day(data)}`;
    return {
      summary: `${label} taken: ${count('PRESENT')} present, ${count('ABSENT')} absent, ${count('LATE')} late`,
      changes: [{ field: 'status', before: null, after: 'Taken' }],
      record: { label, status: 'Taken' },
    };
  },
  AttendanceCorrected(data, record) {
    const before = data.previous ? markWords(obj(data.previous)) : null;
    const after = markWords(obj(data.entry));
    const reason = str(data.reason);
    return {
      summary: `Attendance of ${str(data.studentName) ?? 'a student'} on ${day(data)} corrected: ${before ?? '(not on the register)'} → ${after ?? '?'}${reason ? ` (reason: ${reason})` : ''}`,
      changes: [{ field: 'attendance', before, after }],
      record,
    };
  },
  AbsenceReported(data) {
    const label = `Absence of ${str(data.studentName) ?? 'a student'} on ${day(data)}`;
    return {
      summary: `${label} reported by ${str(data.parentName) ?? 'a parent'}: ${str(data.reason) ?? ''}`,
      changes: [{ field: 'reason', before: null, after: str(data.reason) }],
      record: { label, status: 'Reported' },
    };
  },
  AbsenceReportWithdrawn(data, record) {
    return {
      summary: `Absence of ${str(data.studentName) ?? 'a student'} on ${day(data)} withdrawn by ${str(data.parentName) ?? 'a parent'}`,
      changes: [{ field: 'status', before: record.status, after: 'Withdrawn' }],
      record: { label: record.label, status: 'Withdrawn' },
    };
  },
  AbsenceAlertsSent(data) {
    const alerts = Array.isArray(data.alerts) ? data.alerts.map(obj) : [];
    const told = alerts.map(
      (a) =>
        `${str(a.studentName) ?? 'a student'} to ${toldWords(Array.isArray(a.parents) ? a.parents.map(obj) : [])}`,
    );
    const label = `Absence alerts for ${str(data.className) ?? 'a class'} on ${day(data)}`;
    return {
      summary: `${label}: ${told.join('; ')}`,
      changes: [],
      record: { label, status: 'Sent' },
    };
  },
  AbsenceAlertCorrected(data, record) {
    const now = markWords(obj(data.entry)) ?? 'present';
    const told = toldWords(Array.isArray(data.parents) ? data.parents.map(obj) : []);
    return {
      summary: `Absence alert for ${str(data.studentName) ?? 'a student'} on ${day(data)} corrected: ${now}, not absent; told ${told}`,
      changes: [{ field: str(data.studentName) ?? 'student', before: 'Absent', after: now }],
      record: {
        label:
          record.label ?? `Absence alerts for ${str(data.className) ?? 'a class'} on ${day(data)}`,
        status: record.status ?? 'Sent',
      },
    };
  },
};
