import {
  ConflictError, UndoImportInput, importMessages as m, importStream,
  type CommandContext, type ImportEvent, type ImportKind,
} from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import type { CommandRegistry } from '../commands/registry';
import { parseWith } from '../commands/parse';
import { batchDecider, ownBatch, type BatchCommand, type BatchState } from './batch';
import type { Importer } from './plan';

type UndoImport = Extract<BatchCommand, { type: 'UndoImport' }> & { context: CommandContext };

/** How the admin recognises a record: its name (and registration number) from its first event. */
function describe(history: RecordedEvent[]): string {
  const d = (history[0]?.data ?? {}) as Record<string, unknown>;
  const details = (d.details ?? d) as Record<string, unknown>;
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ') || String(d.phoneNumber ?? history[0]?.streamId);
  return d.registrationNumber ? `${name} (${String(d.registrationNumber)})` : name;
}

/**
 * UndoImport: the whole batch goes back, or nothing does. Possible only while each record the
 * batch created still ends with the batch's own event; the compensations are the modules' own
 * commands (a withdrawal, a removal), each carrying the batch id, and ImportUndone closes it.
 */
export function registerUndoImport(registry: CommandRegistry, store: EventStore, importers: Record<ImportKind, Importer>): void {
  registry.register<UndoImport, BatchState, ImportEvent>({
    type: 'UndoImport',
    access: ['ADMIN'],
    parse: (req, context) => ({ type: 'UndoImport', ...parseWith(UndoImportInput, req.body), undone: 0, context }),
    streamId: (c) => importStream(c.batchId),
    decider: batchDecider,
    async precheck(command, state) {
      const batch = ownBatch(state, command.context);
      if (batch.status === 'Undone') throw new ConflictError(m.alreadyUndone);
      const histories = await Promise.all(batch.streams.map((s) => store.readStream(s)));
      const changed = histories.filter((h) => h.at(-1)?.metadata.batchId !== command.batchId).map(describe);
      if (changed.length > 0) throw new ConflictError(m.changedSince(changed));
      const context = { ...command.context, batchId: command.batchId };
      for (const streamId of batch.streams) await importers[batch.kind].undo(streamId, context);
      command.undone = batch.streams.length;
    },
    answer: (c) => ({ batchId: c.batchId, undone: c.undone }),
  });
}
