import type pg from 'pg';
import {
  reportCardsStream,
  type ExamCreated,
  type MarkCorrected,
  type ResultsPublished,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { executeCommand } from '../commands/execute';
import { freshFor } from './fresh';
import { publicationInputs } from './inputs';
import { publicationDecider, type PublishResults } from './publication';
import { examFacts } from './references';

/** Not 'results': consumers lock by name, and the results projection holds that one. */
export const RESULTS_REACTOR = 'results-exams-and-corrections';

type Db = Pick<pg.Pool, 'query'>;
type Place = { schoolId: string; classId: string; termId: string };
const publication = {
  decider: publicationDecider,
  streamId: (c: PublishResults) => reportCardsStream(c.classId, c.termId),
};

/** The write side's index of exams by class and term, so a publication finds every paper of the class. */
export async function migrateResults(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS results_exam_index (exam_id uuid PRIMARY KEY, class_id uuid NOT NULL, term_id uuid NOT NULL);
    CREATE INDEX IF NOT EXISTS results_exam_index_class ON results_exam_index (class_id, term_id);
  `);
}

/**
 * Re-issues the class's cards that differ from the last issued ones (the student's whose mark
 * changed, and any whose position moved) as amended versions, dated by the event that called for
 * it. Nothing happens before the class's results are published (the decider issues a correction
 * only after a publication), and running it twice issues nothing new: the decider issues only cards
 * that differ from the last issued ones, so a crash between the append and the checkpoint is harmless.
 */
async function reissue(
  store: EventStore,
  db: Db,
  place: Place,
  event: RecordedEvent,
): Promise<void> {
  const inputs = await publicationInputs(db, store, place.schoolId, place.classId, place.termId);
  const command: PublishResults = {
    type: 'PublishResults',
    ...place,
    trigger: 'correction',
    inputs,
    fresh: freshFor(inputs),
  };
  await executeCommand(store, publication, command, {
    actorId: event.metadata.actorId,
    actorRole: 'SYSTEM',
    schoolId: place.schoolId,
    now: event.metadata.occurredAt,
    correlationId: event.metadata.correlationId,
  });
}

/** After publication a mark changes only through CorrectMark: its card is re-issued amended. */
export async function amendAfterCorrection(
  store: EventStore,
  db: Db,
  event: RecordedEvent,
): Promise<void> {
  const exam = await examFacts(store, (event as unknown as MarkCorrected).data.examId);
  if (exam) await reissue(store, db, exam, event);
}

/**
 * RecordMarks is refused once the class's results are published, but a mark accepted while the
 * publication was being made may reach the log after the publication read the marks, or after it
 * was published. Such a mark is never acknowledged and absent: once the publication is in the log,
 * any card that differs from the marks as they stand is issued again, amended. Checked when the
 * publication arrives (for marks recorded while it was made) and for each mark after it.
 */
async function amendForLateMarks(
  store: EventStore,
  db: Db,
  events: RecordedEvent[],
): Promise<void> {
  const due = new Map<string, { place: Place; event: RecordedEvent }>();
  for (const event of events) {
    if (event.type !== 'ResultsPublished') continue;
    const { schoolId, classId, termId } = (decodeEvent(event) as unknown as ResultsPublished).data;
    due.set(`${classId}:${termId}`, { place: { schoolId, classId, termId }, event });
  }
  const marks = events.filter((e) => e.type === 'MarkRecorded' && e.metadata.schoolId !== null);
  if (marks.length > 0) {
    const { rows } = await db.query<{ class_id: string; term_id: string }>(
      'SELECT DISTINCT class_id, term_id FROM results_exam_index WHERE exam_id = ANY($1)',
      [[...new Set(marks.map((e) => (e.data as { examId: string }).examId))]],
    );
    const last = marks.at(-1)!;
    for (const { class_id: classId, term_id: termId } of rows) {
      const key = `${classId}:${termId}`;
      // Most marks are recorded before their class is published: one read of its publication stream says so.
      if (
        due.has(key) ||
        !(await store.readStream(reportCardsStream(classId, termId))).some(
          (e) => e.type === 'ResultsPublished',
        )
      )
        continue;
      due.set(key, { place: { schoolId: last.metadata.schoolId!, classId, termId }, event: last });
    }
  }
  for (const { place, event } of due.values()) await reissue(store, db, place, event);
}

/**
 * Keeps the exam index (in the same transaction as its checkpoint: applied once) and re-issues
 * amended cards after each correction, in log order, so a correction always finds its exam
 * indexed; then amends the cards of marks that came in as, or after, the results were published.
 */
export function startResultsReactor(options: {
  store: EventStore;
  pool: pg.Pool;
  onError?(error: unknown): void;
}): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: RESULTS_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (event.type === 'ExamCreated') {
          const { examId, classId, termId } = (decodeEvent(event) as unknown as ExamCreated).data;
          await client.query(
            'INSERT INTO results_exam_index (exam_id, class_id, term_id) VALUES ($1, $2, $3) ON CONFLICT (exam_id) DO NOTHING',
            [examId, classId, termId],
          );
        }
        if (event.type === 'MarkCorrected')
          await amendAfterCorrection(options.store, client, decodeEvent(event));
      }
      await amendForLateMarks(options.store, client, events);
    },
  });
}
