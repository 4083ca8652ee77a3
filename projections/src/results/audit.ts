import type {
  ConductAndEffortRecorded,
  HeadCommentRecorded,
  ReportCardAcknowledged,
  ReportCardIssued,
  ReportCardSettingsChanged,
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
  | ReportCardSettingsChanged
  | ConductAndEffortRecorded
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
  ReportCardSettingsChanged: (data, record) => ({
    summary: `Report cards set to ${data.conductAndEffort ? 'show' : 'leave out'} conduct and effort, scores printed ${data.scoreFormat === 'ONE_DECIMAL' ? 'with one decimal' : 'as whole numbers'}`,
    changes: [],
    record,
  }),
  ConductAndEffortRecorded: (data, record) => {
    const was = (data.previous ?? { conduct: null, effort: null }) as {
      conduct: string | null;
      effort: string | null;
    };
    return {
      summary: `Conduct ${str(data.conduct) || '—'}, effort ${str(data.effort) || '—'} recorded`,
      changes: [
        { field: 'conduct', before: str(was.conduct), after: str(data.conduct) },
        { field: 'effort', before: str(was.effort), after: str(data.effort) },
      ],
      record,
    };
  },
  ReportCardAcknowledged: (data, record) => ({
    summary: `Report card version ${String(data.version)} acknowledged by ${str(data.parentName) || 'a parent'}`,
    changes: [],
    record,
  }),
};
