import type { StudentEvent } from '@chikoro/contracts';
import { fullName, statusChange, str, type AuditSummaries } from '../audit/summaries';

const inClass = (name: string | null) => (name ? ` in ${name}` : '');

/** The audit log's words for students: "Tendai Moyo enrolled in Form 2 Blue (MAB-26-0042)". */
export const studentAudit: AuditSummaries<StudentEvent> = {
  StudentEnrolled(data) {
    const name = fullName(data.firstName, data.lastName) ?? 'A student';
    return {
      summary: `${name} enrolled${inClass(str(data.className))} (${str(data.registrationNumber) ?? 'no number'})`,
      changes: statusChange(null, 'Active'),
      record: { label: name, status: 'Active' },
    };
  },
  StudentMovedToClass(data, record) {
    const name = record.label ?? 'The student';
    const from = str(data.fromClassName);
    const to = str(data.toClassName) ?? 'another class';
    return { summary: `${name} moved${from ? ` from ${from}` : ''} to ${to}`, changes: [], record };
  },
  StudentStatusChanged(data, record) {
    const before = str(data.before) ?? record.status;
    const after = str(data.status) ?? 'Active';
    return {
      summary: `Status of ${record.label ?? 'the student'} changed: ${before ?? '(none)'} → ${after}`,
      changes: statusChange(before, after),
      record: { ...record, status: after },
    };
  },
  StudentWithdrawn(data, record) {
    const reason = str(data.reason);
    return {
      summary: `${record.label ?? 'The student'} withdrawn from the school${reason ? `: ${reason}` : ''}`,
      changes: statusChange(str(data.before) ?? record.status, 'Withdrawn'),
      record: { ...record, status: 'Withdrawn' },
    };
  },
  StudentSignInCodeIssued(_data, record) {
    return {
      summary: `Sign-in code issued to ${record.label ?? 'the student'}`,
      changes: [],
      record,
    };
  },
};
