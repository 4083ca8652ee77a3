import { randomUUID } from 'node:crypto';
import { ConflictError, eventCatalogue, type CommandContext } from '@chikoro/contracts';
import { WrongExpectedRevisionError, decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from './decider';
import type { CommandDefinition } from './registry';

export interface CommandResult {
  streamId: string;
  /** Global position of the last event written (or of the stream's last event when nothing was new). */
  position: number;
  appended: number;
  [extra: string]: unknown;
}

/** What a command answers, and what it shows once (see `CommandDefinition.reveal`). */
export interface ExecutedCommand {
  result: CommandResult;
  revealed: Record<string, unknown>;
}

/** Folds the stream, decides, appends at the revision it folded: a concurrent change is a 409. */
export async function executeCommand(
  store: EventStore,
  definition: CommandDefinition,
  command: unknown,
  context: CommandContext,
  idempotencyKey?: string,
): Promise<ExecutedCommand> {
  const streamId = definition.streamId(command);
  const history = (await store.readStream(streamId)).map(decodeEvent);
  const state = fold(definition.decider, history);
  if (definition.precheck) await definition.precheck(command, state);
  const events = definition.decider.decide(command, state, context);
  const extra = definition.answer?.(command) ?? {};
  const last = history.at(-1);
  if (events.length === 0) return { result: { streamId, position: last?.position ?? 0, appended: 0, ...extra }, revealed: {} };
  const correlationId = randomUUID();
  try {
    const result = await store.appendToStream(
      streamId,
      events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: {
          actorId: context.actorId,
          actorRole: context.actorRole,
          schoolId: context.schoolId,
          correlationId,
          causationId: null,
          occurredAt: context.now,
          schemaVersion: eventCatalogue.versionOf(e.type),
        },
      })),
      { expectedRevision: last ? last.revision : 'no_stream', idempotencyKey },
    );
    const revealed = definition.reveal && !result.replayed ? await definition.reveal(command, state) : {};
    return { result: { streamId, position: result.position, appended: result.replayed ? 0 : events.length, ...extra }, revealed };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) {
      throw new ConflictError('This record was changed by someone else at the same time. Reload it and try again.');
    }
    throw error;
  }
}
