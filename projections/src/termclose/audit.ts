import { formatSchoolDay, type TermCloseEvent } from '@chikoro/contracts';
import { statusChange, str, type AuditSummaries, type Data } from '../audit/summaries';

const term = (data: Data) => str(data.termName) ?? 'the term';

/** The audit log's words for a term's close and reopening (with its reason), and the next term's opening day. */
export const termCloseAudit: AuditSummaries<TermCloseEvent> = {
  TermClosed(data, record) {
    return {
      summary: `${term(data)} closed: its marks and registers are locked`,
      changes: statusChange(record.status, 'Closed'),
      record: { label: term(data), status: 'Closed' },
    };
  },
  TermReopened(data, record) {
    return {
      summary: `${term(data)} reopened: ${str(data.reason) ?? ''}`,
      changes: statusChange(record.status, 'Open'),
      record: { label: term(data), status: 'Open' },
    };
  },
  NextTermOpeningSet(data, record) {
    return {
      summary: `Next term after ${term(data)} opens on ${formatSchoolDay(str(data.opensOn) ?? '')}`,
      changes: [{ field: 'nextTermOpens', before: null, after: str(data.opensOn) }],
      record: { label: term(data), status: record.status },
    };
  },
};
