import { z } from 'zod';
import { resultMessages as m } from './messages';

const id = (message: string) => z.string({ error: message }).uuid({ error: message });
/** A comment as typed, trimmed; an empty one clears it. */
const comment = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: m.commentTooLong }).max(1000, { error: m.commentTooLong }),
);

/** Spec 001 §2.11 (uploading-results): the teacher's comment per student for one subject of a class this term. */
export const RecordSubjectCommentsInput = z.strictObject({
  classId: id(m.classRequired),
  subjectId: id(m.subjectRequired),
  termId: id(m.termRequired),
  comments: z
    .array(z.strictObject({ studentId: id(m.studentRequired), comment }), { error: m.commentsList })
    .min(1, { error: m.commentsList })
    .max(500),
});
/** The head's (principal's) comment on one student's report card for a term (admin). */
export const RecordHeadCommentInput = z.strictObject({
  studentId: id(m.studentRequired),
  termId: id(m.termRequired),
  comment,
});
/** Freezes one report card per student of the class for the term (admin); again after a change, re-issues only changed cards. */
export const PublishResultsInput = z.strictObject({
  classId: id(m.classRequired),
  termId: id(m.termRequired),
});
/** A parent acknowledges the report card version they opened (the class and term find it). */
export const AcknowledgeReportCardInput = z.strictObject({
  classId: id(m.classRequired),
  termId: id(m.termRequired),
  reportCardId: id(m.reportCardRequired),
});

/** The school's choice (admin): whether each active parent is sent a results link when a card is issued. */
export const ChangeResultsLinkSettingInput = z.strictObject({
  sendOnPublication: z.boolean({ error: m.sendOnPublicationRequired }),
});

/** How a card prints its scores: whole numbers (the default) or one decimal, rounded half up. */
export const ScoreFormat = z.enum(['WHOLE', 'ONE_DECIMAL'], { error: m.scoreFormatRequired });
export type ScoreFormat = z.infer<typeof ScoreFormat>;
/** The school's report-card choices (admin): conduct and effort per subject, and how scores print. */
export const ChangeReportCardSettingsInput = z.strictObject({
  conductAndEffort: z.boolean({ error: m.conductAndEffortRequired }),
  scoreFormat: ScoreFormat,
});

/** Conduct and effort are rated A (excellent) to E (poor); typed lower case or with spaces, read as the letter. */
export const ConductGrade = z.enum(['A', 'B', 'C', 'D', 'E'], { error: m.conductGrade });
export type ConductGrade = z.infer<typeof ConductGrade>;
const rating = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
  ConductGrade.nullable(),
);
/** A subject teacher's conduct and effort for one student this term; a blank clears it. */
export const RecordConductAndEffortInput = z.strictObject({
  termId: id(m.termRequired),
  classId: id(m.classRequired),
  subjectId: id(m.subjectRequired),
  studentId: id(m.studentRequired),
  conduct: rating,
  effort: rating,
});

export type RecordSubjectCommentsInput = z.infer<typeof RecordSubjectCommentsInput>;
export type RecordHeadCommentInput = z.infer<typeof RecordHeadCommentInput>;
export type PublishResultsInput = z.infer<typeof PublishResultsInput>;
export type AcknowledgeReportCardInput = z.infer<typeof AcknowledgeReportCardInput>;
export type ChangeResultsLinkSettingInput = z.infer<typeof ChangeResultsLinkSettingInput>;
export type ChangeReportCardSettingsInput = z.infer<typeof ChangeReportCardSettingsInput>;
export type RecordConductAndEffortInput = z.infer<typeof RecordConductAndEffortInput>;
