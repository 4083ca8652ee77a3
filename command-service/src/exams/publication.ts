import { reportCardsStream } from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { marksEntryDecider, marksEntryStream } from './marksEntry';

/**
 * Whether the class's results for the term are published: the results module's stream holds a
 * ResultsPublished (publication is never undone; a card changes by amendment). Exams only read it,
 * so marks stop changing (except by CorrectMark) once a class's cards are out.
 */
export async function resultsPublished(
  store: EventStore,
  classId: string,
  termId: string,
): Promise<boolean> {
  return (await store.readStream(reportCardsStream(classId, termId))).some(
    (event) => event.type === 'ResultsPublished',
  );
}

/** Whether the admin has closed mark entry for the term. */
export async function marksLocked(
  store: EventStore,
  schoolId: string,
  termId: string,
): Promise<boolean> {
  const events = (await store.readStream(marksEntryStream(schoolId, termId))).map(decodeEvent);
  return fold(marksEntryDecider, events).status === 'Locked';
}
