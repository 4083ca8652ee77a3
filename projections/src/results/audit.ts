import type {
  HeadCommentRecorded,
  ReportCardAcknowledged,
  ReportCardIssued,
  ResultsLinkSettingChanged,
  ResultsPublished,
  SubjectCommentRecorded,
} from '@chikoro/contracts';
import { str, type AuditSummaries } from '../audit/summaries';

const quoted = (v: unknown) => (str(v) ? `“${str(v)}”` : 'none');

/** The audit log's words for comments, publications and report cards. */
export const resultsAudit: AuditSummaries<
  | SubjectCommentRecorded
  | HeadCommentRecorded
  | ReportCardIssued
  | ResultsPublished
  | ReportCardAcknowledged
  | ResultsLinkSettingChanged
> = {
  SubjectCommentRecorded: (data, record) => ({
    summary: `Teacher’s comment changed from ${quoted(data.previous)} to ${quoted(data.comment)}`,
    changes: [{ field: 'comment', before: str(data.previous), after: str(data.comment) }],
    record,
  }),
  HeadCommentRecorded: (data, record) => ({
    summary: `Head’s comment changed from ${quoted(data.previous)} to ${quoted(data.comment)}`,
    changes: [{ field: 'headComment', before: str(data.previous), after: str(data.comment) }],
    record,
  }),
  ReportCardIssued: (data, record) => {
    const snapshot = (data.snapshot ?? {}) as {
      student?: { firstName?: string; lastName?: string };
    };
    const name =
      [snapshot.student?.firstName, snapshot.student?.lastName].filter(Boolean).join(' ') ||
      'a student';
    return {
      summary: `Report card of ${name} issued, version ${String(data.version)}${data.amended ? ' (amended)' : ''}`,
      changes: [],
      record,
    };
  },
  ResultsPublished: (data, record) => ({
    summary: `Results published: ${String(data.issued)} of ${String(data.students)} report cards issued`,
    changes: [],
    record,
  }),
  ResultsLinkSettingChanged: (data, record) => ({
    summary: data.sendOnPublication
      ? 'Results links turned on: each active parent is sent a link to their child’s new card'
      : 'Results links turned off: no link is sent on publication',
    changes: [],
    record,
  }),
  ReportCardAcknowledged: (data, record) => ({
    summary: `Report card version ${String(data.version)} acknowledged by ${str(data.parentName) || 'a parent'}`,
    changes: [],
    record,
  }),
};
