import { importStream, type CommandContext, type ImportKind, type ImportOutcome } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { executeCommand } from '../commands/execute';
import { batchDecider, type BatchCommand } from './batch';
import type { PreparedRow } from './plan';

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
  /** Rows run at once (the importer's `rowsAtOnce`; default 1). */
  rowsAtOnce?: number;
  /** Told once the batch has started (0 done), then after each row is done (appended, found already there, or failed). */
  onProgress?(done: number, total: number): void;
}

/**
 * One batch: ImportStarted, each row through its module's own commands (every event carrying the
 * batch id), then ImportCompleted with the counts and the records touched, which undo walks back.
 * A row the module refuses at the last moment (a record taken meanwhile) counts as failed; the
 * other rows go on.
 */
export async function runBatch(store: EventStore, { batchId, kind, fileName, rows, invalid = 0, context, rowsAtOnce = 1, onProgress }: BatchRun): Promise<ImportOutcome> {
  const ctx: CommandContext = { ...context, batchId };
  await executeCommand(store, batch, { type: 'StartImport', batchId, schoolId: context.schoolId ?? '', kind, fileName, rows: rows.length }, ctx);
  // Each row's records in the row's place, whatever order the rows finish in.
  const touched: string[][] = rows.map(() => []);
  const counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
  let done = 0;
  onProgress?.(0, rows.length);
  const runRow = async (i: number) => {
    const row = rows[i]!;
    if (!row.run) {
      counts.skipped += 1;
    } else {
      try {
        touched[i] = await row.run({ ...ctx, now: new Date().toISOString() });
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
  await Promise.all(Array.from({ length: Math.max(1, Math.min(rowsAtOnce, rows.length)) }, async () => {
    while (next < rows.length) await runRow(next++);
  }));
  const streams = touched.flat();
  // Each row and the completion are stamped when they happen, not when the request came in.
  const completed = await executeCommand(store, batch, { type: 'CompleteImport', batchId, ...counts, invalid, streams }, { ...ctx, now: new Date().toISOString() });
  return { batchId, ...counts, invalid, position: completed.position };
}
