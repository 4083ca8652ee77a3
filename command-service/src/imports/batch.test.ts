import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type ImportEvent,
} from '@chikoro/contracts';
import { batchDecider, type BatchCommand } from './batch';

const schoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001';
const batchId = '0b7a4f59-1d2e-4c3b-8a9f-00000000b001';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-11-22T08:00:00.000Z',
  batchId,
};
const otherAdmin: CommandContext = {
  ...admin,
  actorId: 'u-other',
  schoolId: '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0002',
};
const teacher: CommandContext = { ...admin, actorRole: 'TEACHER' };

const start: BatchCommand = {
  type: 'StartImport',
  batchId,
  schoolId,
  kind: 'parents',
  fileName: 'parents.xlsx',
  rows: 3,
};
const complete: BatchCommand = {
  type: 'CompleteImport',
  batchId,
  created: 1,
  updated: 1,
  skipped: 1,
  failed: 0,
  invalid: 0,
  streams: ['parent-a', 'parent-b'],
};
const undo: BatchCommand = { type: 'UndoImport', batchId, undone: 2, running: false };
const undoWhileRunning: BatchCommand = { ...undo, running: true };
const resume: BatchCommand = {
  type: 'ResumeImport',
  batchId,
  kind: 'parents',
  fileName: 'parents-again.xlsx',
  rows: 3,
  running: false,
};
const resumeWhileRunning: BatchCommand = { ...resume, running: true };

const started: ImportEvent = {
  type: 'ImportStarted',
  data: {
    schoolId,
    batchId,
    kind: 'parents',
    fileName: 'parents.xlsx',
    rows: 3,
    startedAt: '2026-11-22T07:59:00.000Z',
  },
};
const completed: ImportEvent = {
  type: 'ImportCompleted',
  data: {
    schoolId,
    batchId,
    kind: 'parents',
    created: 1,
    updated: 1,
    skipped: 1,
    failed: 0,
    invalid: 0,
    streams: ['parent-a', 'parent-b'],
    completedAt: '2026-11-22T07:59:30.000Z',
  },
};
const undone: ImportEvent = {
  type: 'ImportUndone',
  data: { schoolId, batchId, kind: 'parents', undone: 2, undoneAt: '2026-11-22T09:00:00.000Z' },
};

/** given events, when command (in a context), then events or the rule's error. */
function given(events: ImportEvent[]) {
  const state = events.reduce(batchDecider.evolve, batchDecider.initialState);
  return {
    when:
      (command: BatchCommand, context: CommandContext = admin) =>
      () =>
        batchDecider.decide(command, state, context),
  };
}

describe('when no import of this batch has started', () => {
  it('it starts, naming the kind, the file and its rows', () => {
    expect(given([]).when(start)()).toEqual([
      {
        type: 'ImportStarted',
        data: {
          schoolId,
          batchId,
          kind: 'parents',
          fileName: 'parents.xlsx',
          rows: 3,
          startedAt: '2026-11-22T08:00:00.000Z',
        },
      },
    ]);
  });
  it('it cannot be completed', () => expect(given([]).when(complete)).toThrow(ConflictError));
  it('there is nothing to undo', () => expect(given([]).when(undo)).toThrow(NotFoundError));
  it('there is nothing to resume', () => expect(given([]).when(resume)).toThrow(NotFoundError));
});

describe('when the import is running', () => {
  it('it completes with what its rows did: created, updated (a parent given more children), unchanged and failed', () => {
    expect(given([started]).when(complete)()).toEqual([
      {
        type: 'ImportCompleted',
        data: {
          schoolId,
          batchId,
          kind: 'parents',
          created: 1,
          updated: 1,
          skipped: 1,
          failed: 0,
          invalid: 0,
          streams: ['parent-a', 'parent-b'],
          completedAt: '2026-11-22T08:00:00.000Z',
        },
      },
    ]);
  });
  it('it cannot start twice', () => expect(given([started]).when(start)).toThrow(ConflictError));
  it('it cannot be undone while its run holds the lease', () =>
    expect(given([started]).when(undoWhileRunning)).toThrow(
      'This import is still running: wait until it ends, then undo or resume it',
    ));
  it('it cannot be resumed while its run holds the lease', () =>
    expect(given([started]).when(resumeWhileRunning)).toThrow(
      'This import is still running: wait until it ends, then undo or resume it',
    ));
});

describe('when the import was interrupted (started, its run gone)', () => {
  const interrupted = given([started]);
  it("the school's admin undoes what it wrote", () => {
    expect(interrupted.when(undo)()).toEqual([
      {
        type: 'ImportUndone',
        data: {
          schoolId,
          batchId,
          kind: 'parents',
          undone: 2,
          undoneAt: '2026-11-22T08:00:00.000Z',
        },
      },
    ]);
  });
  it("the school's admin resumes it with the rest of its file", () => {
    expect(interrupted.when(resume)()).toEqual([
      {
        type: 'ImportResumed',
        data: {
          schoolId,
          batchId,
          kind: 'parents',
          fileName: 'parents-again.xlsx',
          rows: 3,
          resumedAt: '2026-11-22T08:00:00.000Z',
        },
      },
    ]);
  });
  it('it is resumed with a file of its own kind only', () => {
    expect(interrupted.when({ ...resume, kind: 'students' })).toThrow(
      'This import was of parents: choose its parents file to resume it',
    );
  });
  it("another school's admin finds no such import to undo or resume", () => {
    expect(interrupted.when(undo, otherAdmin)).toThrow(NotFoundError);
    expect(interrupted.when(resume, otherAdmin)).toThrow(NotFoundError);
  });
  for (const role of ['SUPERADMIN', 'TEACHER', 'STUDENT', 'PARENT'] as const) {
    it(`a ${role.toLowerCase()} may neither undo nor resume it`, () => {
      expect(interrupted.when(undo, { ...admin, actorRole: role })).toThrow(ForbiddenError);
      expect(interrupted.when(resume, { ...admin, actorRole: role })).toThrow(ForbiddenError);
    });
  }
  it('it cannot start again', () => expect(interrupted.when(start)).toThrow(ConflictError));
});

describe('when the interrupted import was resumed', () => {
  const resumed: ImportEvent = {
    type: 'ImportResumed',
    data: {
      schoolId,
      batchId,
      kind: 'parents',
      fileName: 'parents-again.xlsx',
      rows: 3,
      resumedAt: '2026-11-22T07:59:40.000Z',
    },
  };
  it('it completes with the counts of both runs', () => {
    expect(given([started, resumed]).when(complete)()).toMatchObject([
      {
        type: 'ImportCompleted',
        data: { created: 1, updated: 1, skipped: 1, streams: ['parent-a', 'parent-b'] },
      },
    ]);
  });
});

describe('when the import is complete', () => {
  const finished = given([started, completed]);
  it("the school's admin undoes it", () => {
    expect(finished.when(undo)()).toEqual([
      {
        type: 'ImportUndone',
        data: {
          schoolId,
          batchId,
          kind: 'parents',
          undone: 2,
          undoneAt: '2026-11-22T08:00:00.000Z',
        },
      },
    ]);
  });
  it("another school's admin finds no such import", () =>
    expect(finished.when(undo, otherAdmin)).toThrow(NotFoundError));
  it('a teacher may not undo it', () =>
    expect(finished.when(undo, teacher)).toThrow(ForbiddenError));
  it('it cannot complete twice', () => expect(finished.when(complete)).toThrow(ConflictError));
  it('it cannot be resumed: it has finished', () =>
    expect(finished.when(resume)).toThrow(
      'Only an interrupted import can be resumed: this one has finished',
    ));
});

describe('when the import is undone', () => {
  it('it cannot be undone again', () =>
    expect(given([started, completed, undone]).when(undo)).toThrow(ConflictError));
  it('an interrupted import undone cannot be resumed', () =>
    expect(given([started, undone]).when(resume)).toThrow('This import has already been undone'));
});

describe('who may undo a completed import, by its kind', () => {
  const bursar: CommandContext = { ...admin, actorId: 'u-bursar', actorRole: 'BURSAR' };
  const opening = (e: ImportEvent): ImportEvent =>
    ({ ...e, data: { ...e.data, kind: 'openingBalances' } }) as ImportEvent;

  it('a bursar undoes an import of opening balances', () => {
    expect(given([opening(started), opening(completed)]).when(undo, bursar)()).toEqual([
      {
        type: 'ImportUndone',
        data: {
          schoolId,
          batchId,
          kind: 'openingBalances',
          undone: 2,
          undoneAt: '2026-11-22T08:00:00.000Z',
        },
      },
    ]);
  });
  it('a bursar may not undo an import of parents (the admin’s)', () =>
    expect(given([started, completed]).when(undo, bursar)).toThrow(ForbiddenError));
  it('another school’s bursar finds no such import', () =>
    expect(
      given([opening(started), opening(completed)]).when(undo, {
        ...bursar,
        schoolId: otherAdmin.schoolId,
      }),
    ).toThrow(NotFoundError));
  it('a teacher may not undo an import of opening balances', () =>
    expect(given([opening(started), opening(completed)]).when(undo, teacher)).toThrow(
      ForbiddenError,
    ));
});
