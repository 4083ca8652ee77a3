import { randomUUID } from 'node:crypto';
import { ConcurrencyConflictError, eventCatalogue, type CommandContext } from '@chikoro/contracts';
import {
  WrongExpectedRevisionError,
  decodeEvent,
  type AppendResult,
  type EventStore,
} from '@chikoro/eventstore';
import { fold, type DomainEvent } from './decider';
import type { StagedFiles } from '../files/store';
import type { CommandDefinition } from './registry';

export interface CommandResult {
  streamId: string;
  /** Global position of the last event written (or of the stream's last event when nothing was new). */
  position: number;
  appended: number;
  [extra: string]: unknown;
}

/** What a command will answer once it has appended: all of its answer but where the append lands. */
export interface PlannedAnswer {
  streamId: string;
  [extra: string]: unknown;
}

export interface ExecuteOptions {
  /** Passed to the store, and carried by each appended event: the same key again appends nothing and answers the first append. */
  idempotencyKey?: string;
  /** Files the command brought: stored only once the decision stands, removed if the append fails. */
  files?: StagedFiles;
  /** Told, once there is something to append and before the append, what the command will answer. */
  beforeAppend?: (planned: PlannedAnswer) => Promise<void>;
}

/** What executing a command needs of its definition: its stream and its decider (no HTTP). */
export type ExecutableCommand<
  Command = unknown,
  State = unknown,
  Event extends DomainEvent = DomainEvent,
> = Pick<
  CommandDefinition<Command, State, Event>,
  'streamId' | 'decider' | 'precheck' | 'answer' | 'retriesOnConflict'
>;

/**
 * Folds the stream, decides, appends at the revision it folded: a concurrent change is a 409
 * concurrency-conflict (reload and retry), apart from a decider's rule-refused 409. A command whose
 * stream is a counter many people append to at once (receipt numbers) folds and decides again, up
 * to `retriesOnConflict` times, before answering the conflict.
 */
export async function executeCommand<Command, State, Event extends DomainEvent>(
  store: EventStore,
  definition: ExecutableCommand<Command, State, Event>,
  command: Command,
  context: CommandContext,
  options: ExecuteOptions = {},
): Promise<CommandResult> {
  for (let retries = definition.retriesOnConflict ?? 0; ; retries--) {
    try {
      return await executeOnce(store, definition, command, context, options);
    } catch (error) {
      if (!(error instanceof ConcurrencyConflictError) || retries <= 0 || options.files)
        throw error;
    }
  }
}

async function executeOnce<Command, State, Event extends DomainEvent>(
  store: EventStore,
  definition: ExecutableCommand<Command, State, Event>,
  command: Command,
  context: CommandContext,
  options: ExecuteOptions,
): Promise<CommandResult> {
  const streamId = definition.streamId(command);
  const history = (await store.readStream(streamId)).map(decodeEvent);
  const state = fold(definition.decider, history);
  if (definition.precheck) await definition.precheck(command, state, context);
  const events = definition.decider.decide(command, state, context);
  const extra = definition.answer?.(command, state) ?? {};
  const last = history.at(-1);
  if (events.length === 0)
    return { streamId, position: last?.position ?? 0, appended: 0, ...extra };
  const correlationId = context.correlationId ?? randomUUID();
  await options.beforeAppend?.({ streamId, ...extra });
  await options.files?.save();
  let result: AppendResult;
  try {
    result = await store.appendToStream(
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
          ...(context.batchId ? { batchId: context.batchId } : {}),
          ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
        },
      })),
      {
        expectedRevision: last ? last.revision : 'no_stream',
        idempotencyKey: options.idempotencyKey,
      },
    );
  } catch (error) {
    await options.files?.discard();
    if (error instanceof WrongExpectedRevisionError) {
      throw new ConcurrencyConflictError(
        'This record was changed by someone else at the same time. Reload it and try again.',
      );
    }
    throw error;
  }
  // A replayed append references the files of its first sending, not these.
  if (result.replayed) await options.files?.discard();
  return {
    streamId,
    position: result.position,
    appended: result.replayed ? 0 : events.length,
    ...extra,
  };
}
