import type { ExamEvent, FieldChange, MarksEntryEvent } from '@chikoro/contracts';
import {
  describeChanges,
  statusChange,
  str,
  type AuditSummaries,
  type Data,
  type RecordState,
} from '../audit/summaries';

/** A mark as people read it: 52, absent, exempt, or (none). */
export function markWords(mark: unknown): string {
  if (mark === 'ABSENT') return 'absent';
  if (mark === 'EXEMPT') return 'exempt';
  return typeof mark === 'number' ? String(mark) : '(none)';
}

/** "Mathematics Paper 1": the subject and the paper, the way a school names an exam. */
function examLabel(data: Data): string {
  const subject = str(data.subjectName);
  return subject ? `${subject} Paper ${String(data.paperNo)}` : (str(data.examName) ?? 'the exam');
}

function markSummary(data: Data, record: RecordState, reason?: string) {
  const who = str(data.studentName) ?? 'a student';
  const exam = record.label ?? 'the exam';
  const change: FieldChange = {
    field: 'mark',
    before: markWords(data.previous),
    after: markWords(data.mark),
  };
  return {
    summary: `Mark of ${who} in ${exam}: ${markWords(data.previous)} → ${markWords(data.mark)}${reason ? ` (reason: ${reason})` : ''}`,
    changes: [change],
    record,
  };
}

/** The audit log's words for exams, marks and the term's mark-entry lock. */
export const examAudit: AuditSummaries<ExamEvent | MarksEntryEvent> = {
  ExamCreated(data) {
    const label = examLabel(data);
    const where = [
      str(data.className),
      [str(data.termName), str(data.academicYear)].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', ');
    const teacher = str(data.teacherName);
    return {
      summary: `Exam '${str(data.examName)}' created: ${label}${where ? ` for ${where}` : ''}, out of ${String(data.outOf)}, weight ${String(data.weight)}%${teacher ? `, teacher ${teacher}` : ''}`,
      changes: statusChange(null, 'Active'),
      record: { label, status: 'Active' },
    };
  },
  ExamDetailsChanged(data, record) {
    const changes = Array.isArray(data.changes) ? (data.changes as FieldChange[]) : [];
    const paper = changes.find((c) => c.field === 'paperNo');
    const label =
      paper && record.label
        ? record.label.replace(/Paper \d+$/, `Paper ${String(paper.after)}`)
        : record.label;
    const shown = changes.filter((c) => c.field !== 'teacherId');
    return {
      summary: `Details of ${record.label ?? 'the exam'} changed: ${describeChanges(shown)}`,
      changes: shown,
      record: { ...record, label },
    };
  },
  ExamCancelled(data, record) {
    const reason = str(data.reason);
    return {
      summary: `${record.label ?? 'The exam'} cancelled${reason ? `: ${reason}` : ''}`,
      changes: statusChange(record.status, 'Cancelled'),
      record: { ...record, status: 'Cancelled' },
    };
  },
  MarkRecorded: (data, record) => markSummary(data, record),
  MarkCorrected: (data, record) => markSummary(data, record, str(data.reason) ?? undefined),
  MarksLocked(_data, record) {
    return {
      summary: 'Mark entry closed for the term',
      changes: statusChange(record.status, 'Locked'),
      record: { ...record, status: 'Locked' },
    };
  },
  MarksReopened(data, record) {
    return {
      summary: `Mark entry reopened for the term: ${str(data.reason) ?? ''}`,
      changes: statusChange(record.status, 'Open'),
      record: { ...record, status: 'Open' },
    };
  },
};
