import type { EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { marksEntryDecider, marksEntryStream } from './marksEntry';
import { decodeEvent } from '@chikoro/eventstore';

/**
 * The stream where the report-cards module publishes a class's results for a term, and the event
 * types that say "published". The report-cards module owns both; exams only read them, so marks
 * stop changing (except by CorrectMark) once a class's cards are out.
 */
export const resultsPublicationStream = (classId: string, termId: string): string => `report-cards-${classId}-${termId}`;
const PUBLISHED = new Set(['ResultsPublished']);
const UNPUBLISHED = new Set(['ResultsWithdrawn']);

/** Whether the class's results for the term are published now (the last word of its publication stream). */
export async function resultsPublished(store: EventStore, classId: string, termId: string): Promise<boolean> {
  let published = false;
  for (const event of await store.readStream(resultsPublicationStream(classId, termId))) {
    if (PUBLISHED.has(event.type)) published = true;
    if (UNPUBLISHED.has(event.type)) published = false;
  }
  return published;
}

/** Whether the admin has closed mark entry for the term. */
export async function marksLocked(store: EventStore, schoolId: string, termId: string): Promise<boolean> {
  const events = (await store.readStream(marksEntryStream(schoolId, termId))).map(decodeEvent);
  return fold(marksEntryDecider, events).status === 'Locked';
}
