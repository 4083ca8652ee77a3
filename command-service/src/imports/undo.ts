import {
  ConflictError,
  importMessages as m,
  importStream,
  type CommandContext,
  type ImportEvent,
  type ImportKind,
} from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import type pg from 'pg';
import type { CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { batchDecider, undoableBatch, type BatchCommand, type BatchState } from './batch';
import { takeBatchLease } from './lease';
import type { Importer } from './plan';
import { batchRecords } from './records';

type UndoImport = Extract<BatchCommand, { type: 'UndoImport' }> & { context: CommandContext };

/** How the admin recognises a record: its name (and registration number) from its first event. */
function describe(history: RecordedEvent[]): string {
  const d = (history[0]?.data ?? {}) as Record<string, unknown>;
  const details = (d.details ?? d) as Record<string, unknown>;
  const name =
    [details.firstName, details.lastName].filter(Boolean).join(' ') ||
    String(d.phoneNumber ?? history[0]?.streamId);
  return d.registrationNumber ? `${name} (${String(d.registrationNumber)})` : name;
}

/**
 * UndoImport: the whole batch goes back, or nothing does. Possible only while each record the
 * batch created still ends with the batch's own event; the compensations are the modules' own
 * commands (a withdrawal, a removal), each carrying the batch id, and ImportUndone closes it.
 * An interrupted batch (started, its run's lease free: lease.ts) never said what it touched: its
 * records are the streams of its own events in the log, undone the same way.
 */
export function registerUndoImport(
  registry: CommandRegistry,
  store: EventStore,
  pool: pg.Pool,
  importers: Record<ImportKind, Importer>,
): void {
  registry.register<UndoImport, BatchState, ImportEvent>({
    type: 'UndoImport',
    parse: (req, context) => ({
      type: 'UndoImport',
      ...parseInput('UndoImport', req.body),
      undone: 0,
      running: true,
      context,
    }),
    streamId: (c) => importStream(c.batchId),
    decider: batchDecider,
    async precheck(command, state) {
      // An interrupted batch's lease is held while it is undone: no resume starts under the undo.
      const lease =
        state.status === 'Started' ? await takeBatchLease(pool, command.batchId) : undefined;
      try {
        command.running = state.status === 'Started' && !lease;
        const batch = undoableBatch(state, command.context, command.running);
        const streams =
          batch.status === 'Started'
            ? await batchRecords(
                store,
                batch.schoolId,
                command.batchId,
                importers[batch.kind].records,
              )
            : batch.streams;
        const importer = importers[batch.kind];
        const context = { ...command.context, batchId: command.batchId };
        if (importer.refuseUndo) await importer.refuseUndo(streams, context);
        else {
          const histories = await Promise.all(streams.map((s) => store.readStream(s)));
          const changed = histories
            .filter((h) => h.at(-1)?.metadata.batchId !== command.batchId)
            .map(describe);
          if (changed.length > 0) throw new ConflictError(m.changedSince(changed));
        }
        let undone = 0;
        for (const streamId of streams) undone += (await importer.undo(streamId, context)) ?? 1;
        command.undone = undone;
      } finally {
        await lease?.release();
      }
    },
    answer: (c) => ({ batchId: c.batchId, undone: c.undone }),
  });
}
