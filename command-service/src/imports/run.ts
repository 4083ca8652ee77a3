import {
  ConflictError,
  importMessages as m,
  importStream,
  type CommandContext,
  type ImportKind,
  type ImportOutcome,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type pg from 'pg';
import type { Clock } from '@chikoro/platform';
import { executeCommand } from '../commands/execute';
import { batchDecider, type BatchCommand } from './batch';
import { takeBatchLease, type BatchLease } from './lease';
import type { Importer, PreparedRow } from './plan';
import { batchRecordEvents, streamsOf } from './records';

const batch = { streamId: (c: BatchCommand) => importStream(c.batchId), decider: batchDecider };

export interface BatchRun {
  batchId: string;
  kind: ImportKind;
  fileName: string;
  /** The rows to import: checked and free of errors. */
  rows: PreparedRow[];
  /** Rows of the file with errors, left out at the admin's choice. */
  invalid?: number;
  context: CommandContext;
  /** What each row and the completion are stamped with, when they happen. */
  clock: Clock;
  /** Rows run at once (the importer's `rowsAtOnce`; default 1). */
  rowsAtOnce?: number;
  /** Told once the batch has started (0 done), then after each row is done (appended, found already there, or failed). */
  onProgress?(done: number, total: number): void;
}

/** A batch whose opening event is appended and whose lease this run holds until it ends. */
export interface OpenBatch extends BatchRun {
  lease: BatchLease;
  /** For a resumed batch: the records its interrupted run wrote (from the log). */
  written: string[];
  /** For a resumed batch: how many rows its interrupted run wrote (its records, or its events where rows share a stream). */
  writtenRows: number;
}

/**
 * Opens a batch: takes its lease (lease.ts), then appends ImportStarted, or ImportResumed for an
 * interrupted batch taken up again, with the records (`resume.records`' event types) it wrote
 * already and the rows they count for. A batch another run holds is refused (409) before anything
 * is appended.
 */
export async function openBatch(
  store: EventStore,
  pool: pg.Pool,
  run: BatchRun,
  resume?: Pick<Importer, 'records' | 'rowsShareStream'>,
): Promise<OpenBatch> {
  const { batchId, kind, fileName, rows, context } = run;
  const lease = await takeBatchLease(pool, batchId);
  if (!lease) throw new ConflictError(m.stillRunning);
  try {
    const ctx: CommandContext = { ...context, batchId };
    const opening: BatchCommand = resume
      ? { type: 'ResumeImport', batchId, kind, fileName, rows: rows.length, running: false }
      : {
          type: 'StartImport',
          batchId,
          schoolId: context.schoolId ?? '',
          kind,
          fileName,
          rows: rows.length,
        };
    await executeCommand(store, batch, opening, ctx);
    // Read once the lease is held and the batch is known to be this school's: nothing adds to it meanwhile.
    const events = resume
      ? await batchRecordEvents(store, context.schoolId ?? '', batchId, resume.records)
      : [];
    const written = streamsOf(events);
    return {
      ...run,
      lease,
      written,
      writtenRows: resume?.rowsShareStream ? events.length : written.length,
    };
  } catch (error) {
    await lease.release();
    throw error;
  }
}

/**
 * One batch, once open: each row through its module's own commands (every event carrying the
 * batch id), then ImportCompleted with the counts and the records touched, which undo walks back.
 * A row the module refuses at the last moment (a record taken meanwhile) counts as failed; the
 * other rows go on. A resumed batch's rows that match a record it wrote before count as created
 * (by its first run: `writtenRows`), not as unchanged, and are not written again. The lease is let
 * go at the end.
 */
export async function runBatch(store: EventStore, open: OpenBatch): Promise<ImportOutcome> {
  const {
    batchId,
    rows,
    invalid = 0,
    context,
    clock,
    rowsAtOnce = 1,
    onProgress,
    lease,
    written,
    writtenRows,
  } = open;
  try {
    const ctx: CommandContext = { ...context, batchId };
    const ownEarlier = new Set(written);
    // Each row's records in the row's place, whatever order the rows finish in.
    const touched: string[][] = rows.map(() => []);
    const counts = { created: writtenRows, updated: 0, skipped: 0, failed: 0 };
    let done = 0;
    onProgress?.(0, rows.length);
    const runRow = async (i: number) => {
      const row = rows[i]!;
      if (!row.run) {
        if (!row.existing || !ownEarlier.has(row.existing)) counts.skipped += 1;
      } else {
        try {
          touched[i] = await row.run({ ...ctx, now: clock.now().toISOString() });
          counts[row.plan.action === 'update' ? 'updated' : 'created'] += 1;
        } catch {
          counts.failed += 1;
        }
      }
      done += 1;
      onProgress?.(done, rows.length);
    };
    // The rows are started in the file's order, at most `rowsAtOnce` at a time.
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(rowsAtOnce, rows.length)) }, async () => {
        while (next < rows.length) await runRow(next++);
      }),
    );
    const streams = [...new Set([...written, ...touched.flat()])];
    // Each row and the completion are stamped when they happen, not when the request came in.
    const completed = await executeCommand(
      store,
      batch,
      { type: 'CompleteImport', batchId, ...counts, invalid, streams },
      { ...ctx, now: clock.now().toISOString() },
    );
    return { batchId, ...counts, invalid, position: completed.position };
  } finally {
    await lease.release();
  }
}
