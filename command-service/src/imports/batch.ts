import {
  ConflictError, ForbiddenError, NotFoundError, authMessages, importMessages as m,
  type CommandContext, type ImportEvent, type ImportKind,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

export type BatchState =
  | { status: 'None' }
  | { status: 'Started' | 'Completed' | 'Undone'; schoolId: string; kind: ImportKind; streams: string[] };

export type BatchCommand =
  | { type: 'StartImport'; batchId: string; schoolId: string; kind: ImportKind; fileName: string; rows: number }
  | { type: 'CompleteImport'; batchId: string; created: number; updated: number; skipped: number; failed: number; invalid: number; streams: string[] }
  | { type: 'UndoImport'; batchId: string; undone: number };

function evolve(state: BatchState, event: ImportEvent): BatchState {
  switch (event.type) {
    case 'ImportStarted':
      return { status: 'Started', schoolId: event.data.schoolId, kind: event.data.kind, streams: [] };
    case 'ImportCompleted':
      return state.status === 'None' ? state : { ...state, status: 'Completed', streams: event.data.streams };
    case 'ImportUndone':
      return state.status === 'None' ? state : { ...state, status: 'Undone' };
    default:
      return state;
  }
}

/** The admin's own school's batch, once complete; any other is "not found", never revealed. */
export function ownBatch(state: BatchState, context: CommandContext): Exclude<BatchState, { status: 'None' }> {
  if (context.actorRole !== 'ADMIN') throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'None' || state.status === 'Started' || state.schoolId !== context.schoolId) throw new NotFoundError(m.batchNotFound);
  return state;
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
      return [{ type: 'ImportCompleted', data: { ...data, schoolId: state.schoolId, kind: state.kind, completedAt: context.now } }];
    }
    case 'UndoImport': {
      const batch = ownBatch(state, context);
      if (batch.status === 'Undone') throw new ConflictError(m.alreadyUndone);
      return [{ type: 'ImportUndone', data: { schoolId: batch.schoolId, batchId: command.batchId, kind: batch.kind, undone: command.undone, undoneAt: context.now } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const batchDecider: Decider<BatchState, BatchCommand, ImportEvent> = { initialState: { status: 'None' }, decide, evolve };
