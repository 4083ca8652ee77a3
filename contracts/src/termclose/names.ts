import { eventDefinition, readModel } from '../shared/modules';
import { NextTermOpeningSet, TermClosed, TermReopened } from './events';

/** One stream per school and term: closed and reopened, each with its date (and a reopening its reason), and the day the next term opens. */
export const termCloseStream = (schoolId: string, termId: string): string =>
  `term-close-${schoolId}-${termId}`;

/** Each term's close: whether it stands closed now, since when, the last reopening's reason, and the day the next term opens. */
export const termClosesModel = readModel('term-closes', ['term_closes']);

export const termCloseEvents = [
  eventDefinition(TermClosed),
  eventDefinition(TermReopened),
  eventDefinition(NextTermOpeningSet),
];
