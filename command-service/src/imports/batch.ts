import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  authMessages,
  importMessages as m,
  importRoles,
  type CommandContext,
  type ImportEvent,
  type ImportKind,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

export type BatchState =
  | { status: 'None' }
  | {
      status: 'Started' | 'Completed' | 'Undone';
      schoolId: string;
      kind: ImportKind;
      streams: string[];
    };

export type BatchCommand =
  | {
      type: 'StartImport';
      batchId: string;
      schoolId: string;
      kind: ImportKind;
      fileName: string;
      rows: number;
    }
  | {
      type: 'CompleteImport';
      batchId: string;
      created: number;
      updated: number;
      skipped: number;
      failed: number;
      invalid: number;
      streams: string[];
    }
  /** `running`: whether a run holds the batch's lease (lease.ts), found at the edge before deciding. */
  | { type: 'UndoImport'; batchId: string; undone: number; running: boolean }
  | {
      type: 'ResumeImport';
      batchId: string;
      kind: ImportKind;
      fileName: string;
      rows: number;
      running: boolean;
    };

function evolve(state: BatchState, event: ImportEvent): BatchState {
  switch (event.type) {
    case 'ImportResumed':
      return state;
    case 'ImportStarted':
      return {
        status: 'Started',
        schoolId: event.data.schoolId,
        kind: event.data.kind,
        streams: [],
      };
    case 'ImportCompleted':
      return state.status === 'None'
        ? state
        : { ...state, status: 'Completed', streams: event.data.streams };
    case 'ImportUndone':
      return state.status === 'None' ? state : { ...state, status: 'Undone' };
    default:
      return state;
  }
}

/**
 * The school's own batch, of a kind the sender may import (opening balances are the fee keepers',
 * the rest the admin's); another school's is "not found", never revealed.
 */
export function ownBatch(
  state: BatchState,
  context: CommandContext,
): Exclude<BatchState, { status: 'None' }> {
  if (context.actorRole !== 'ADMIN' && context.actorRole !== 'BURSAR')
    throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'None' || state.schoolId !== context.schoolId)
    throw new NotFoundError(m.batchNotFound);
  if (!importRoles(state.kind).includes(context.actorRole))
    throw new ForbiddenError(authMessages.forbidden);
  return state;
}

/** A batch that can be undone: complete, or started and no longer running (interrupted). */
export function undoableBatch(
  state: BatchState,
  context: CommandContext,
  running: boolean,
): Exclude<BatchState, { status: 'None' }> {
  const batch = ownBatch(state, context);
  if (batch.status === 'Undone') throw new ConflictError(m.alreadyUndone);
  if (batch.status === 'Started' && running) throw new ConflictError(m.stillRunning);
  return batch;
}

function resume(
  command: Extract<BatchCommand, { type: 'ResumeImport' }>,
  state: BatchState,
  context: CommandContext,
): ImportEvent[] {
  const batch = ownBatch(state, context);
  if (batch.status !== 'Started')
    throw new ConflictError(batch.status === 'Undone' ? m.alreadyUndone : m.notInterrupted);
  if (command.running) throw new ConflictError(m.stillRunning);
  if (command.kind !== batch.kind) throw new ConflictError(m.resumeKind(batch.kind));
  const { batchId, kind, fileName, rows } = command;
  return [
    {
      type: 'ImportResumed',
      data: { schoolId: batch.schoolId, batchId, kind, fileName, rows, resumedAt: context.now },
    },
  ];
}

function decide(command: BatchCommand, state: BatchState, context: CommandContext): ImportEvent[] {
  switch (command.type) {
    case 'StartImport': {
      if (state.status !== 'None') throw new ConflictError('This import has already started');
      const { type: _t, ...data } = command;
      return [{ type: 'ImportStarted', data: { ...data, startedAt: context.now } }];
    }
    case 'CompleteImport': {
      if (state.status !== 'Started') throw new ConflictError('This import is not running');
      const { type: _t, ...data } = command;
      return [
        {
          type: 'ImportCompleted',
          data: { ...data, schoolId: state.schoolId, kind: state.kind, completedAt: context.now },
        },
      ];
    }
    case 'UndoImport': {
      const batch = undoableBatch(state, context, command.running);
      return [
        {
          type: 'ImportUndone',
          data: {
            schoolId: batch.schoolId,
            batchId: command.batchId,
            kind: batch.kind,
            undone: command.undone,
            undoneAt: context.now,
          },
        },
      ];
    }
    case 'ResumeImport':
      return resume(command, state, context);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const batchDecider: Decider<BatchState, BatchCommand, ImportEvent> = {
  initialState: { status: 'None' },
  decide,
  evolve,
};
