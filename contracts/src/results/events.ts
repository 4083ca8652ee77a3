import { z } from 'zod';
import { ConductGrade, ScoreFormat } from './commands';
import { ReportCardSnapshot } from './snapshot';

const at = z.string();

/**
 * A teacher's comment on one student's subject for a term changed (`subject-comments-<classId>-
 * <subjectId>-<termId>`): one event per changed comment, with the text it replaced.
 */
export const SubjectCommentRecorded = z.object({
  type: z.literal('SubjectCommentRecorded'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    subjectId: z.string(),
    termId: z.string(),
    studentId: z.string(),
    comment: z.string(),
    previous: z.string().nullable(),
    recordedAt: at,
  }),
});
/** The head's comment on one student's card for a term changed (`head-comments-<schoolId>-<termId>`). */
export const HeadCommentRecorded = z.object({
  type: z.literal('HeadCommentRecorded'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    studentId: z.string(),
    comment: z.string(),
    previous: z.string().nullable(),
    recordedAt: at,
  }),
});
/**
 * One version of one student's report card (`report-cards-<classId>-<termId>`), frozen: version 1
 * at first publication, n + 1 (amended, with its changes) when what it shows changed. Earlier
 * versions stay. The code is random and URL-safe; the fingerprint is SHA-256 of the canonical snapshot.
 */
export const ReportCardIssued = z.object({
  type: z.literal('ReportCardIssued'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    termId: z.string(),
    studentId: z.string(),
    reportCardId: z.string(),
    version: z.number().int().positive(),
    amended: z.boolean(),
    verificationCode: z.string(),
    fingerprint: z.string(),
    snapshot: ReportCardSnapshot,
    issuedAt: at,
  }),
});
/** The admin published the class's results for the term: the cards issued with it precede it in the stream. */
export const ResultsPublished = z.object({
  type: z.literal('ResultsPublished'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    termId: z.string(),
    issued: z.number().int(),
    students: z.number().int(),
    publishedAt: at,
  }),
});
/**
 * A parent acknowledged one version of their child's report card (`report-card-acknowledgements-
 * <reportCardId>`), in place of signing the paper booklet: the version they saw, by the parent's
 * record at the card's school, with the name they had then. Once per parent and version.
 */
export const ReportCardAcknowledged = z.object({
  type: z.literal('ReportCardAcknowledged'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    termId: z.string(),
    studentId: z.string(),
    reportCardId: z.string(),
    version: z.number().int().positive(),
    parentId: z.string(),
    parentName: z.string(),
    acknowledgedAt: at,
  }),
});

/**
 * The school chose whether each active parent is sent a link to their child's card when it is
 * issued (`results-settings-<schoolId>`). Off until the school turns it on.
 */
export const ResultsLinkSettingChanged = z.object({
  type: z.literal('ResultsLinkSettingChanged'),
  data: z.object({
    schoolId: z.string(),
    sendOnPublication: z.boolean(),
    changedAt: at,
  }),
});

/** The school's report-card choices changed (`results-settings-<schoolId>`): conduct and effort shown or not, and how scores print. */
export const ReportCardSettingsChanged = z.object({
  type: z.literal('ReportCardSettingsChanged'),
  data: z.object({
    schoolId: z.string(),
    conductAndEffort: z.boolean(),
    scoreFormat: ScoreFormat,
    changedAt: at,
  }),
});
const Rating = ConductGrade.nullable();
/**
 * A subject teacher rated one student's conduct and effort for the term (`conduct-effort-<classId>-
 * <subjectId>-<termId>`), with what it replaced (null: not rated before).
 */
export const ConductAndEffortRecorded = z.object({
  type: z.literal('ConductAndEffortRecorded'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    subjectId: z.string(),
    termId: z.string(),
    studentId: z.string(),
    conduct: Rating,
    effort: Rating,
    previous: z.object({ conduct: Rating, effort: Rating }).nullable(),
    recordedAt: at,
  }),
});

export type SubjectCommentRecorded = z.infer<typeof SubjectCommentRecorded>;
export type HeadCommentRecorded = z.infer<typeof HeadCommentRecorded>;
export type ReportCardIssued = z.infer<typeof ReportCardIssued>;
export type ResultsPublished = z.infer<typeof ResultsPublished>;
export type ReportCardAcknowledged = z.infer<typeof ReportCardAcknowledged>;
export type ResultsLinkSettingChanged = z.infer<typeof ResultsLinkSettingChanged>;
export type ReportCardSettingsChanged = z.infer<typeof ReportCardSettingsChanged>;
export type ConductAndEffortRecorded = z.infer<typeof ConductAndEffortRecorded>;
export type SubjectCommentEvent = SubjectCommentRecorded;
export type HeadCommentEvent = HeadCommentRecorded;
export type ReportCardEvent = ReportCardIssued | ResultsPublished;
export type ResultEvent =
  | SubjectCommentRecorded
  | ConductAndEffortRecorded
  | HeadCommentRecorded
  | ReportCardIssued
  | ResultsPublished
  | ReportCardAcknowledged;
