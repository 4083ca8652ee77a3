import type { PromotionEvent } from '@chikoro/contracts';
import { str, type AuditSummaries, type Data } from '../audit/summaries';

const level = (data: Data) => str(data.levelName) ?? 'the level';
const count = (data: Data) => (Array.isArray(data.rows) ? data.rows.length : 0);
const students = (n: number) => `${n} student${n === 1 ? '' : 's'}`;

/** The audit log's words for a level's promotion: planned, changed, applied and undone. */
export const promotionAudit: AuditSummaries<PromotionEvent> = {
  PromotionPlanned(data) {
    const to = str(data.toYearName) ?? 'the new year';
    return {
      summary: `Promotion of ${level(data)} to ${to} planned for ${students(count(data))}`,
      changes: [],
      record: { label: `Promotion of ${level(data)}`, status: 'Planned' },
    };
  },
  PromotionPlanChanged(data, record) {
    const row = (data.row ?? {}) as Data;
    const reason = str(row.reason);
    return {
      summary: `${str(row.studentName) ?? 'A student'}: ${str(row.outcome) ?? ''}${reason ? ` (${reason})` : ''}`,
      changes: [{ field: 'outcome', before: null, after: str(row.outcome) }],
      record,
    };
  },
  PromotionApplicationStarted(data, record) {
    return {
      summary: `Promotion begun for ${students(count(data))}`,
      changes: [{ field: 'status', before: record.status, after: 'Applying' }],
      record: { label: record.label, status: 'Applying' },
    };
  },
  PromotionUndoStarted(_data, record) {
    return {
      summary: 'Undo of the promotion begun',
      changes: [{ field: 'status', before: record.status, after: 'Undoing' }],
      record: { label: record.label, status: 'Undoing' },
    };
  },
  PromotionApplied(data, record) {
    return {
      summary: `Promotion applied to ${students(count(data))}`,
      changes: [{ field: 'status', before: record.status, after: 'Applied' }],
      record: { label: record.label, status: 'Applied' },
    };
  },
  PromotionUndone(_data, record) {
    return {
      summary: 'Promotion undone: every student is back in the class and status of before',
      changes: [{ field: 'status', before: record.status, after: 'Planned' }],
      record: { label: record.label, status: 'Planned' },
    };
  },
};
