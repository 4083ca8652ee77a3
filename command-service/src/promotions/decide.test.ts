import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type PromotionEvent,
} from '@chikoro/contracts';
import { promotionDecider, type PromotionCommand } from './decide';

const schoolId = '7a1d2c3b-0000-4000-8000-00000000000a';
const planId = '7a1d2c3b-0000-4000-8000-0000000000p1';
const batchId = '7a1d2c3b-0000-4000-8000-0000000000b1';
const blue1 = '7a1d2c3b-0000-4000-8000-0000000000c1';
const blue2 = '7a1d2c3b-0000-4000-8000-0000000000c2';
const form2 = '7a1d2c3b-0000-4000-8000-0000000000l2';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-12-04T13:00:00.000Z',
};
const tendai = {
  studentId: 's-tendai',
  studentName: 'Tendai Moyo',
  registrationNumber: 'CHK-0001',
  fromClassId: blue1,
  fromClassName: 'Form 1 Blue',
  outcome: 'promote' as const,
  toClassId: blue2,
  toClassName: 'Form 2 Blue',
  toLevelId: form2,
};
const rudo = {
  ...tendai,
  studentId: 's-rudo',
  studentName: 'Rudo Chari',
  registrationNumber: 'CHK-0002',
};
const plan = {
  schoolId,
  planId,
  fromYearId: 'y-2026',
  toYearId: 'y-2027',
  levelId: 'l-1',
  levelName: 'Form 1',
  toLevelId: form2,
  toLevelName: 'Form 2',
  rows: [tendai, rudo],
};
const planned: PromotionEvent = {
  type: 'PromotionPlanned',
  data: { ...plan, plannedAt: '2026-12-04T12:00:00.000Z' },
};
const started: PromotionEvent = {
  type: 'PromotionApplicationStarted',
  data: { schoolId, planId, batchId, rows: [tendai, rudo], startedAt: '2026-12-04T12:09:00.000Z' },
};
const applied: PromotionEvent = {
  type: 'PromotionApplied',
  data: { schoolId, planId, batchId, rows: [tendai, rudo], appliedAt: '2026-12-04T12:10:00.000Z' },
};
const undoStarted: PromotionEvent = {
  type: 'PromotionUndoStarted',
  data: { schoolId, planId, batchId, startedAt: '2026-12-04T12:19:00.000Z' },
};
const undone: PromotionEvent = {
  type: 'PromotionUndone',
  data: { schoolId, planId, batchId, undoneAt: '2026-12-04T12:20:00.000Z' },
};
const repeatRudo: PromotionCommand = {
  type: 'ChangePromotionPlan',
  planId,
  studentId: 's-rudo',
  outcome: 'repeat',
  reason: 'Missed two terms through illness',
};

function given(events: PromotionEvent[]) {
  const state = events.reduce(promotionDecider.evolve, promotionDecider.initialState);
  return {
    when: (command: PromotionCommand, context: CommandContext = admin) =>
      promotionDecider.decide(command, state, context),
  };
}

describe('planning a level', () => {
  it('records the proposal for each student', () => {
    expect(given([]).when({ type: 'PlanPromotion', plan })).toEqual([
      { type: 'PromotionPlanned', data: { ...plan, plannedAt: '2026-12-04T13:00:00.000Z' } },
    ]);
  });
  it('refuses a level without active students', () => {
    expect(() => given([]).when({ type: 'PlanPromotion', plan: { ...plan, rows: [] } })).toThrow(
      'This level has no active students to promote',
    );
  });
  it('is the admin’s of the school alone', () => {
    const teacher = { ...admin, actorRole: 'TEACHER' as const };
    expect(() => given([]).when({ type: 'PlanPromotion', plan }, teacher)).toThrow(ForbiddenError);
    const other = { ...admin, schoolId: '7a1d2c3b-0000-4000-8000-00000000000b' };
    expect(() => given([]).when({ type: 'PlanPromotion', plan }, other)).toThrow(ForbiddenError);
  });
  it('is nothing to do once the plan exists', () => {
    expect(given([planned]).when({ type: 'PlanPromotion', plan })).toEqual([]);
  });
});

describe('when the plan is planned', () => {
  it('makes a student repeat with the reason, keeping their class', () => {
    expect(given([planned]).when(repeatRudo)).toEqual([
      {
        type: 'PromotionPlanChanged',
        data: {
          schoolId,
          planId,
          changedAt: '2026-12-04T13:00:00.000Z',
          row: {
            studentId: 's-rudo',
            studentName: 'Rudo Chari',
            registrationNumber: 'CHK-0002',
            fromClassId: blue1,
            fromClassName: 'Form 1 Blue',
            outcome: 'repeat',
            reason: 'Missed two terms through illness',
          },
        },
      },
    ]);
  });
  it('sends a student to another class of the next level', () => {
    const green = { classId: 'c-green2', className: 'Form 2 Green', levelId: form2 };
    const [event] = given([planned]).when({
      type: 'ChangePromotionPlan',
      planId,
      studentId: 's-tendai',
      outcome: 'promote',
      toClass: green,
    });
    expect(event).toMatchObject({
      type: 'PromotionPlanChanged',
      data: {
        row: { outcome: 'promote', toClassId: 'c-green2', toClassName: 'Form 2 Green' },
      },
    });
  });
  it('is nothing to do when the line is already so', () => {
    const again = {
      type: 'ChangePromotionPlan' as const,
      planId,
      studentId: 's-tendai',
      outcome: 'promote' as const,
    };
    expect(given([planned]).when(again)).toEqual([]);
  });
  it('refuses a student who is not in the plan', () => {
    expect(() => given([planned]).when({ ...repeatRudo, studentId: 's-nobody' })).toThrow(
      new NotFoundError('This student is not in the plan'),
    );
  });
  it('refuses a promotion without a class where the plan has none', () => {
    const graduating = {
      ...planned,
      data: {
        ...planned.data,
        rows: [{ ...rudo, outcome: 'graduate' as const, toClassId: undefined }],
      },
    } as PromotionEvent;
    expect(() =>
      given([graduating]).when({
        type: 'ChangePromotionPlan',
        planId,
        studentId: 's-rudo',
        outcome: 'promote',
      }),
    ).toThrow('Choose the class');
  });
  it('hides another school’s plan', () => {
    const other = { ...admin, schoolId: '7a1d2c3b-0000-4000-8000-00000000000b' };
    expect(() => given([planned]).when(repeatRudo, other)).toThrow(NotFoundError);
  });
  it('begins the plan as it stands as one batch, its lines fixed', () => {
    const changed = given([planned]).when(repeatRudo)[0]!;
    const repeater = (changed.data as { row: unknown }).row;
    expect(given([planned, changed]).when({ type: 'ApplyPromotion', planId, batchId })).toEqual([
      {
        type: 'PromotionApplicationStarted',
        data: {
          schoolId,
          planId,
          batchId,
          rows: [tendai, repeater],
          startedAt: '2026-12-04T13:00:00.000Z',
        },
      },
    ]);
  });
  it('refuses to apply while a promoted student has no class', () => {
    const noClass = {
      ...planned,
      data: { ...planned.data, rows: [{ ...tendai, toClassId: undefined }] },
    } as PromotionEvent;
    expect(() => given([noClass]).when({ type: 'ApplyPromotion', planId, batchId })).toThrow(
      new ConflictError('Choose the class to promote to for: Tendai Moyo'),
    );
  });
  it('refuses to undo a batch it has not applied', () => {
    expect(() =>
      given([planned]).when({ type: 'UndoPromotion', planId, batchId, touched: [] }),
    ).toThrow('This promotion was undone already');
  });
});

describe('when the batch is begun and not finished', () => {
  it('finishes that batch, with the lines it began with', () => {
    const changed = given([planned]).when(repeatRudo)[0]!;
    expect(
      given([planned, started, changed]).when({ type: 'ApplyPromotion', planId, batchId }),
    ).toEqual([
      {
        type: 'PromotionApplied',
        data: {
          schoolId,
          planId,
          batchId,
          rows: [tendai, rudo],
          appliedAt: '2026-12-04T13:00:00.000Z',
        },
      },
    ]);
  });
  it('refuses to begin another batch', () => {
    expect(() =>
      given([planned, started]).when({ type: 'ApplyPromotion', planId, batchId: 'b-2' }),
    ).toThrow(new ConflictError('This promotion is being applied: apply it again to finish it'));
  });
  it('refuses a change to the plan and an undo', () => {
    expect(() => given([planned, started]).when(repeatRudo)).toThrow(
      'This promotion is being applied: apply it again to finish it',
    );
    expect(() =>
      given([planned, started]).when({ type: 'UndoPromotion', planId, batchId, touched: [] }),
    ).toThrow('This promotion is being applied: apply it again to finish it');
  });
  it('is finished by the plan’s school’s admin alone', () => {
    const other = { ...admin, schoolId: '7a1d2c3b-0000-4000-8000-00000000000b' };
    expect(() =>
      given([planned, started]).when({ type: 'ApplyPromotion', planId, batchId }, other),
    ).toThrow(NotFoundError);
  });
});

describe('when the plan is applied', () => {
  it('refuses a change until the batch is undone', () => {
    expect(() => given([planned, applied]).when(repeatRudo)).toThrow(
      new ConflictError(
        'This plan is applied: undo its promotion before changing or applying it again',
      ),
    );
  });
  it('refuses to apply it twice', () => {
    const again = { type: 'ApplyPromotion' as const, planId, batchId: 'another' };
    expect(() => given([planned, applied]).when(again)).toThrow(ConflictError);
  });
  it('begins the undo of the batch while no register or mark names its students', () => {
    expect(
      given([planned, started, applied]).when({
        type: 'UndoPromotion',
        planId,
        batchId,
        touched: [],
      }),
    ).toEqual([
      {
        type: 'PromotionUndoStarted',
        data: { schoolId, planId, batchId, startedAt: '2026-12-04T13:00:00.000Z' },
      },
    ]);
  });
  it('refuses the undo once a register or mark names a student', () => {
    expect(() =>
      given([planned, applied]).when({
        type: 'UndoPromotion',
        planId,
        batchId,
        touched: ['Tendai Moyo'],
      }),
    ).toThrow(
      new ConflictError(
        "This promotion can no longer be undone: the new year's registers or marks already name Tendai Moyo",
      ),
    );
  });
  it('refuses to undo another batch of the plan', () => {
    expect(() =>
      given([planned, applied]).when({
        type: 'UndoPromotion',
        planId,
        batchId: 'earlier',
        touched: [],
      }),
    ).toThrow(ConflictError);
  });
});

describe('when the undo is begun and not finished', () => {
  const undoing = [planned, started, applied, undoStarted];
  it('finishes the undo', () => {
    expect(given(undoing).when({ type: 'UndoPromotion', planId, batchId, touched: [] })).toEqual([
      {
        type: 'PromotionUndone',
        data: { schoolId, planId, batchId, undoneAt: '2026-12-04T13:00:00.000Z' },
      },
    ]);
  });
  it('refuses to apply or change the plan until it is finished', () => {
    const undoingMessage = 'This promotion is being undone: undo it again to finish it';
    expect(() => given(undoing).when({ type: 'ApplyPromotion', planId, batchId: 'b-2' })).toThrow(
      new ConflictError(undoingMessage),
    );
    expect(() => given(undoing).when(repeatRudo)).toThrow(undoingMessage);
  });
});

describe('when the batch was undone', () => {
  it('takes changes and applies again as a new batch', () => {
    expect(given([planned, applied, undone]).when(repeatRudo)).toHaveLength(1);
    const [event] = given([planned, applied, undone]).when({
      type: 'ApplyPromotion',
      planId,
      batchId: 'b-2',
    });
    expect(event).toMatchObject({
      type: 'PromotionApplicationStarted',
      data: { batchId: 'b-2' },
    });
  });
  it('refuses to undo it twice', () => {
    expect(() =>
      given([planned, applied, undone]).when({
        type: 'UndoPromotion',
        planId,
        batchId,
        touched: [],
      }),
    ).toThrow('This promotion was undone already');
  });
});
