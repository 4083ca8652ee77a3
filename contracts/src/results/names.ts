import { eventDefinition, readModel } from '../shared/modules';
import {
  HeadCommentRecorded,
  ReportCardAcknowledged,
  ReportCardIssued,
  ResultsLinkSettingChanged,
  ReportCardSettingsChanged,
  ConductAndEffortRecorded,
  ResultsPublished,
  SubjectCommentRecorded,
} from './events';

export const subjectCommentsStream = (classId: string, subjectId: string, termId: string): string =>
  `subject-comments-${classId}-${subjectId}-${termId}`;
export const headCommentsStream = (schoolId: string, termId: string): string =>
  `head-comments-${schoolId}-${termId}`;
/** A subject teacher's conduct and effort ratings for a class this term. */
export const conductAndEffortStream = (
  classId: string,
  subjectId: string,
  termId: string,
): string => `conduct-effort-${classId}-${subjectId}-${termId}`;
/** Every version of every card of a class for a term, and its publications: the publication decider's stream. */
export const reportCardsStream = (classId: string, termId: string): string =>
  `report-cards-${classId}-${termId}`;
/** The parents' acknowledgements of one version of one card. */
export const reportCardAcknowledgementsStream = (reportCardId: string): string =>
  `report-card-acknowledgements-${reportCardId}`;
/** The school's results settings: whether results links are sent on publication, and its report-card choices. */
export const resultsSettingsStream = (schoolId: string): string => `results-settings-${schoolId}`;

/**
 * Live results (per student, subject and term, recomputed on every mark, comment or scale change)
 * and every issued report-card version. Who teaches which class and which parent has which child
 * are the membership read model's.
 */
export const resultsModel = readModel('results', [
  'results',
  'results_exams',
  'results_marks',
  'results_members',
  'results_subject_comments',
  'results_conduct_effort',
  'results_head_comments',
  'results_scales',
  'results_names',
  'results_publications',
  'report_cards',
  'results_card_settings',
]);
/** Subject averages, pass rates and grade distributions of published cards, by school, level, class, subject and term. */
export const resultsStatisticsModel = readModel('results-statistics', ['results_statistics']);

export const resultEvents = [
  eventDefinition(SubjectCommentRecorded),
  eventDefinition(HeadCommentRecorded),
  eventDefinition(ReportCardIssued),
  eventDefinition(ResultsPublished),
  eventDefinition(ReportCardAcknowledged),
  eventDefinition(ResultsLinkSettingChanged),
  eventDefinition(ReportCardSettingsChanged),
  eventDefinition(ConductAndEffortRecorded),
];
