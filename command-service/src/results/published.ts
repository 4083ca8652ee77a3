import { reportCardsStream } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';

/**
 * Whether a class's results for a term are published: from then on its marks change only through
 * CorrectMark (with a reason), which re-issues the affected cards as amended versions. Read from the
 * publication stream itself, so it is exact at the moment of the command. For the exams module's
 * RecordMarks (refuse) and CorrectMark (allow only then).
 */
export async function isPublished(
  store: EventStore,
  classId: string,
  termId: string,
): Promise<boolean> {
  return (await store.readStream(reportCardsStream(classId, termId))).some(
    (e) => e.type === 'ResultsPublished',
  );
}
