import type pg from 'pg';
import { reportCardsStream, type ExamCreated, type MarkCorrected } from '@chikoro/contracts';
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
const publication = { decider: publicationDecider, streamId: (c: PublishResults) => reportCardsStream(c.classId, c.termId) };

/** The write side's index of exams by class and term, so a publication finds every paper of the class. */
export async function migrateResults(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS results_exam_index (exam_id uuid PRIMARY KEY, class_id uuid NOT NULL, term_id uuid NOT NULL);
    CREATE INDEX IF NOT EXISTS results_exam_index_class ON results_exam_index (class_id, term_id);
  `);
}

/**
 * After publication a mark changes only through CorrectMark; this re-issues the class's cards that
 * the correction changed (the student's, and any whose position moved) as amended versions, dated
 * when the correction was made. Running it twice issues nothing new: the decider issues only cards
 * that differ from the last issued ones, so a crash between the append and the checkpoint is harmless.
 */
export async function amendAfterCorrection(store: EventStore, db: Db, event: RecordedEvent): Promise<void> {
  const exam = await examFacts(store, (event as unknown as MarkCorrected).data.examId);
  if (!exam) return;
  const inputs = await publicationInputs(db, store, exam.schoolId, exam.classId, exam.termId);
  const command: PublishResults = {
    type: 'PublishResults', schoolId: exam.schoolId, classId: exam.classId, termId: exam.termId, trigger: 'correction', inputs, fresh: freshFor(inputs),
  };
  await executeCommand(store, publication, command, {
    actorId: event.metadata.actorId, actorRole: 'SYSTEM', schoolId: exam.schoolId, now: event.metadata.occurredAt, correlationId: event.metadata.correlationId,
  });
}

/**
 * Keeps the exam index (in the same transaction as its checkpoint: applied once) and re-issues
 * amended cards after each correction, in log order, so a correction always finds its exam indexed.
 */
export function startResultsReactor(options: { store: EventStore; pool: pg.Pool; onError?(error: unknown): void }): Promise<RunningConsumer> {
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
          await client.query('INSERT INTO results_exam_index (exam_id, class_id, term_id) VALUES ($1, $2, $3) ON CONFLICT (exam_id) DO NOTHING', [examId, classId, termId]);
        }
        if (event.type === 'MarkCorrected') await amendAfterCorrection(options.store, client, decodeEvent(event));
      }
    },
  });
}
