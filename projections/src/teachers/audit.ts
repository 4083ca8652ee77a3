import type { TeacherEvent } from '@chikoro/contracts';
import { fullName, obj, str, statusChange, type AuditSummaries } from '../audit/summaries';

/** "Mathematics in Form 2 Blue, Term 1 2026". */
function assignmentWords(data: Record<string, unknown>): string {
  const term = [str(data.termName), str(data.academicYearName)].filter(Boolean).join(' ');
  return `${str(data.subjectName) ?? 'a subject'} in ${str(data.className) ?? 'a class'}${term ? `, ${term}` : ''}`;
}

const who = (label: string | null) => (label ? `Teacher ${label}` : 'A teacher');

/** The audit log's words for teachers: registered, assigned and unassigned, status, leaving. */
export const teacherAudit: AuditSummaries<TeacherEvent> = {
  TeacherRegistered(data) {
    const d = obj(data.details);
    const name = fullName(d.firstName, d.lastName) ?? 'A teacher';
    return {
      summary: `Teacher ${name} registered${str(d.email) ? `; sign-in sent to ${str(d.email)}` : ''}`,
      changes: statusChange(null, 'Active'),
      record: { label: name, status: 'Active' },
    };
  },
  TeacherAssigned(data, record) {
    return {
      summary: `${record.label ?? 'A teacher'} assigned to teach ${assignmentWords(data)}`,
      changes: [],
      record,
    };
  },
  TeacherUnassigned(data, record) {
    return {
      summary: `${record.label ?? 'A teacher'} no longer teaches ${assignmentWords(data)}`,
      changes: [],
      record,
    };
  },
  TeacherStatusChanged(data, record) {
    const status = str(data.status) ?? 'changed';
    const before = str(data.before) ?? record.status;
    return {
      summary: `${who(record.label)} status changed from ${before ?? 'unknown'} to ${status}`,
      changes: statusChange(before, status),
      record: { ...record, status },
    };
  },
  TeacherRemoved(data, record) {
    return {
      summary: `${who(record.label)} left the school; their history stays`,
      changes: statusChange(str(data.before) ?? record.status, 'Left'),
      record: { ...record, status: 'Left' },
    };
  },
};
