import type pg from 'pg';
import { reportCardsStream, type MarkCorrected } from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { executeCommand } from '../commands/execute';
import { publicationInputs } from './inputs';
import { publicationDecider, type PublishResults } from './publication';
import { examFacts } from './references';
import { freshFor } from './routes';

export const REPORT_CARD_AMENDMENTS_REACTOR = 'report-card-amendments';

const publication = { decider: publicationDecider, streamId: (c: PublishResults) => reportCardsStream(c.classId, c.termId) };

/**
 * After publication a mark changes only through CorrectMark; this re-issues the class's cards that
 * the correction changed (the student's, and any whose position moved) as amended versions, dated
 * when the correction was made. Running it twice issues nothing new: the decider issues only cards
 * that differ from the last issued ones, so a crash between the append and the checkpoint is harmless.
 */
export async function amendAfterCorrection(store: EventStore, pool: pg.Pool, event: RecordedEvent): Promise<void> {
  const { examId } = (event as unknown as MarkCorrected).data;
  const exam = await examFacts(store, examId);
  if (!exam) return;
  const inputs = await publicationInputs(pool, store, exam.schoolId, exam.classId, exam.termId);
  const command: PublishResults = {
    type: 'PublishResults', schoolId: exam.schoolId, classId: exam.classId, termId: exam.termId, trigger: 'correction', inputs, fresh: freshFor(inputs),
  };
  await executeCommand(store, publication, command, {
    actorId: event.metadata.actorId, actorRole: 'SYSTEM', schoolId: exam.schoolId, now: event.metadata.occurredAt, correlationId: event.metadata.correlationId,
  });
}

export function startReportCardAmendmentsReactor(options: { store: EventStore; pool: pg.Pool; onError?(error: unknown): void }): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: REPORT_CARD_AMENDMENTS_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[]) {
      for (const event of events) if (event.type === 'MarkCorrected') await amendAfterCorrection(options.store, options.pool, decodeEvent(event));
    },
  });
}
