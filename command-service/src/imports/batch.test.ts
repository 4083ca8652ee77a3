import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, type CommandContext, type ImportEvent } from '@chikoro/contracts';
import { batchDecider, type BatchCommand } from './batch';

const schoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001';
const batchId = '0b7a4f59-1d2e-4c3b-8a9f-00000000b001';
const admin: CommandContext = { actorId: 'u-admin', actorRole: 'ADMIN', schoolId, now: '2026-11-22T08:00:00.000Z', batchId };
const otherAdmin: CommandContext = { ...admin, actorId: 'u-other', schoolId: '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0002' };
const teacher: CommandContext = { ...admin, actorRole: 'TEACHER' };

const start: BatchCommand = { type: 'StartImport', batchId, schoolId, kind: 'parents', fileName: 'parents.xlsx', rows: 3 };
const complete: BatchCommand = { type: 'CompleteImport', batchId, created: 1, updated: 1, skipped: 1, failed: 0, invalid: 0, streams: ['parent-a', 'parent-b'] };
const undo: BatchCommand = { type: 'UndoImport', batchId, undone: 2 };

const started: ImportEvent = { type: 'ImportStarted', data: { schoolId, batchId, kind: 'parents', fileName: 'parents.xlsx', rows: 3, startedAt: '2026-11-22T07:59:00.000Z' } };
const completed: ImportEvent = {
  type: 'ImportCompleted',
  data: { schoolId, batchId, kind: 'parents', created: 1, updated: 1, skipped: 1, failed: 0, invalid: 0, streams: ['parent-a', 'parent-b'], completedAt: '2026-11-22T07:59:30.000Z' },
};
const undone: ImportEvent = { type: 'ImportUndone', data: { schoolId, batchId, kind: 'parents', undone: 2, undoneAt: '2026-11-22T09:00:00.000Z' } };

/** given events, when command (in a context), then events or the rule's error. */
function given(events: ImportEvent[]) {
  const state = events.reduce(batchDecider.evolve, batchDecider.initialState);
  return { when: (command: BatchCommand, context: CommandContext = admin) => () => batchDecider.decide(command, state, context) };
}

describe('when no import of this batch has started', () => {
  it('it starts, naming the kind, the file and its rows', () => {
    expect(given([]).when(start)()).toEqual([{ type: 'ImportStarted', data: { schoolId, batchId, kind: 'parents', fileName: 'parents.xlsx', rows: 3, startedAt: '2026-11-22T08:00:00.000Z' } }]);
  });
  it('it cannot be completed', () => expect(given([]).when(complete)).toThrow(ConflictError));
  it('there is nothing to undo', () => expect(given([]).when(undo)).toThrow(NotFoundError));
});

describe('when the import is running', () => {
  it('it completes with what its rows did: created, updated (a parent given more children), unchanged and failed', () => {
    expect(given([started]).when(complete)()).toEqual([{
      type: 'ImportCompleted',
      data: { schoolId, batchId, kind: 'parents', created: 1, updated: 1, skipped: 1, failed: 0, invalid: 0, streams: ['parent-a', 'parent-b'], completedAt: '2026-11-22T08:00:00.000Z' },
    }]);
  });
  it('it cannot start twice', () => expect(given([started]).when(start)).toThrow(ConflictError));
  it('it cannot be undone before it is complete', () => expect(given([started]).when(undo)).toThrow(NotFoundError));
});

describe('when the import is complete', () => {
  const finished = given([started, completed]);
  it("the school's admin undoes it", () => {
    expect(finished.when(undo)()).toEqual([{ type: 'ImportUndone', data: { schoolId, batchId, kind: 'parents', undone: 2, undoneAt: '2026-11-22T08:00:00.000Z' } }]);
  });
  it("another school's admin finds no such import", () => expect(finished.when(undo, otherAdmin)).toThrow(NotFoundError));
  it('a teacher may not undo it', () => expect(finished.when(undo, teacher)).toThrow(ForbiddenError));
  it('it cannot complete twice', () => expect(finished.when(complete)).toThrow(ConflictError));
});

describe('when the import is undone', () => {
  it('it cannot be undone again', () => expect(given([started, completed, undone]).when(undo)).toThrow(ConflictError));
});
