import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type FeeScheduleCommand,
  type FeeScheduleEvent,
} from '@chikoro/contracts';
import { feeScheduleDecider } from './decide';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const termId = '5c0f0e00-0000-4000-8000-0000000000e1';
const tuitionId = '5c0f0e00-0000-4000-8000-0000000000f1';
const levyId = '5c0f0e00-0000-4000-8000-0000000000f2';
const form1 = '5c0f0e00-0000-4000-8000-0000000000c1';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-01-05T08:00:00.000Z',
};
const term = { termId, termName: 'Term 1 2026' };
const everyone = { levels: [], classes: [], residence: 'ALL' as const, newLearnersOnly: false };
const tuition = {
  name: 'Tuition',
  category: 'TUITION' as const,
  amount: { currency: 'USD' as const, minor: '12500' },
  dueDate: '2026-01-20',
  payers: everyone,
};
const levy = {
  name: 'Building levy',
  category: 'LEVY' as const,
  amount: { currency: 'USD' as const, minor: '2000' },
  dueDate: '2026-02-01',
  payers: {
    levels: [{ id: form1, name: 'Form 1' }],
    classes: [],
    residence: 'BOARDERS' as const,
    newLearnersOnly: true,
  },
};

const defined = (
  feeItemId: string,
  item: typeof tuition | typeof levy,
  version = 1,
): FeeScheduleEvent => ({
  type: 'FeeItemDefined',
  data: { schoolId, ...term, version, feeItemId, ...item, definedAt: '2026-01-02T08:00:00.000Z' },
});
const approved = (version: number, items: { feeItemId: string }[]): FeeScheduleEvent => ({
  type: 'FeeScheduleApproved',
  data: {
    schoolId,
    ...term,
    version,
    items: items as never,
    approvedBy: 'u-admin',
    approvedAt: '2026-01-03T08:00:00.000Z',
  },
});
const approvedTuition = approved(1, [{ feeItemId: tuitionId, ...tuition }]);

function given(events: FeeScheduleEvent[]) {
  const state = events.reduce(feeScheduleDecider.evolve, feeScheduleDecider.initialState);
  return {
    when:
      (command: FeeScheduleCommand, context = admin) =>
      () =>
        feeScheduleDecider.decide(command, state, context),
  };
}

const define = (feeItemId: string, item: typeof tuition | typeof levy): FeeScheduleCommand => ({
  type: 'DefineFeeItem',
  ...term,
  feeItemId,
  ...item,
});

describe('DefineFeeItem', () => {
  it('puts the item in draft version 1 of a new schedule', () => {
    expect(given([]).when(define(tuitionId, tuition))()).toEqual([
      {
        type: 'FeeItemDefined',
        data: {
          schoolId,
          termId,
          termName: 'Term 1 2026',
          version: 1,
          feeItemId: tuitionId,
          name: 'Tuition',
          category: 'TUITION',
          amount: { currency: 'USD', minor: '12500' },
          dueDate: '2026-01-20',
          payers: everyone,
          definedAt: '2026-01-05T08:00:00.000Z',
        },
      },
    ]);
  });
  it('after version 1 is approved, a new item goes into draft version 2', () => {
    const [event] = given([defined(tuitionId, tuition), approvedTuition]).when(
      define(levyId, levy),
    )();
    expect(event?.type).toBe('FeeItemDefined');
    expect((event?.data as { version: number }).version).toBe(2);
  });
  it('refuses a second item of the same name in the term, whatever its case', () => {
    expect(
      given([defined(tuitionId, tuition)]).when(define(levyId, { ...levy, name: ' tuition ' })),
    ).toThrow(
      new ConflictError('This term already has a fee item with that name', [
        { field: 'name', message: 'This term already has a fee item with that name' },
      ]),
    );
  });
  it('is refused to anyone but the school’s admin', () => {
    expect(given([]).when(define(tuitionId, tuition), { ...admin, actorRole: 'TEACHER' })).toThrow(
      ForbiddenError,
    );
    expect(
      given([]).when(define(tuitionId, tuition), {
        ...admin,
        actorRole: 'SUPERADMIN',
        schoolId: null,
      }),
    ).toThrow(ForbiddenError);
  });
  it('the same item defined again is nothing to do', () =>
    expect(given([defined(tuitionId, tuition)]).when(define(tuitionId, tuition))()).toEqual([]));
});

describe('ChangeFeeItem', () => {
  const change = (fields: Partial<typeof tuition>): FeeScheduleCommand => ({
    type: 'ChangeFeeItem',
    ...term,
    feeItemId: tuitionId,
    ...fields,
  });

  it('records the item as it now is and as it was, in the draft', () => {
    expect(
      given([defined(tuitionId, tuition)]).when(
        change({ amount: { currency: 'USD', minor: '13000' } }),
      )(),
    ).toEqual([
      {
        type: 'FeeItemChanged',
        data: {
          schoolId,
          termId,
          termName: 'Term 1 2026',
          version: 1,
          feeItemId: tuitionId,
          ...tuition,
          amount: { currency: 'USD', minor: '13000' },
          before: tuition,
          changedAt: admin.now,
        },
      },
    ]);
  });
  it('a change after approval starts draft version 2', () => {
    const [event] = given([defined(tuitionId, tuition), approvedTuition]).when(
      change({ dueDate: '2026-01-27' }),
    )();
    expect(event).toMatchObject({
      type: 'FeeItemChanged',
      data: { version: 2, dueDate: '2026-01-27', before: { dueDate: '2026-01-20' } },
    });
  });
  it('refuses an item the term does not have, and a name another item has', () => {
    expect(given([]).when(change({ name: 'Fees' }))).toThrow(
      new NotFoundError('No such fee item in this term', [
        { field: 'feeItemId', message: 'No such fee item in this term' },
      ]),
    );
    expect(
      given([defined(tuitionId, tuition), defined(levyId, levy)]).when(
        change({ name: 'BUILDING LEVY' }),
      ),
    ).toThrow(ConflictError);
  });
  it('the same values again are nothing to do', () => {
    expect(
      given([defined(tuitionId, tuition)]).when(
        change({ name: 'Tuition', amount: { currency: 'USD', minor: '12500' } }),
      )(),
    ).toEqual([]);
  });
});

describe('RemoveFeeItem', () => {
  const remove: FeeScheduleCommand = { type: 'RemoveFeeItem', ...term, feeItemId: levyId };
  const removed: FeeScheduleEvent = {
    type: 'FeeItemRemoved',
    data: {
      schoolId,
      ...term,
      version: 1,
      feeItemId: levyId,
      name: 'Building levy',
      removedAt: admin.now,
    },
  };

  it('takes a draft item out of the schedule', () => {
    expect(given([defined(levyId, levy)]).when(remove)()).toEqual([removed]);
  });
  it('refuses an item that an approved version holds', () => {
    const approvedLevy = approved(1, [{ feeItemId: levyId, ...levy }]);
    expect(given([defined(levyId, levy), approvedLevy]).when(remove)).toThrow(
      new ConflictError(
        'This fee item is in an approved fee schedule: change it instead, which starts a new draft version',
        [
          {
            field: 'feeItemId',
            message:
              'This fee item is in an approved fee schedule: change it instead, which starts a new draft version',
          },
        ],
      ),
    );
  });
  it('refuses an item the term never had', () =>
    expect(given([]).when(remove)).toThrow(NotFoundError));
  it('an item already removed is nothing to do', () =>
    expect(given([defined(levyId, levy), removed]).when(remove)()).toEqual([]));
});

describe('ApproveFeeSchedule', () => {
  const approve: FeeScheduleCommand = { type: 'ApproveFeeSchedule', ...term };

  it('approves version 1 with every item as it stands', () => {
    expect(given([defined(tuitionId, tuition), defined(levyId, levy)]).when(approve)()).toEqual([
      {
        type: 'FeeScheduleApproved',
        data: {
          schoolId,
          termId,
          termName: 'Term 1 2026',
          version: 1,
          items: [
            { feeItemId: tuitionId, ...tuition },
            { feeItemId: levyId, ...levy },
          ],
          approvedBy: 'u-admin',
          approvedAt: admin.now,
        },
      },
    ]);
  });
  it('after a change, approves version 2 holding the changed item', () => {
    const changed: FeeScheduleEvent = {
      type: 'FeeItemChanged',
      data: {
        schoolId,
        ...term,
        version: 2,
        feeItemId: tuitionId,
        ...tuition,
        amount: { currency: 'USD', minor: '13000' },
        before: tuition,
        changedAt: admin.now,
      },
    };
    const [event] = given([defined(tuitionId, tuition), approvedTuition, changed]).when(approve)();
    expect(event).toMatchObject({
      data: {
        version: 2,
        items: [{ feeItemId: tuitionId, amount: { currency: 'USD', minor: '13000' } }],
      },
    });
  });
  it('refuses a term with no fee items', () =>
    expect(given([]).when(approve)).toThrow(
      new ConflictError('This term has no fee items to approve'),
    ));
  it('an approved schedule with no change since is nothing to do', () =>
    expect(given([defined(tuitionId, tuition), approvedTuition]).when(approve)()).toEqual([]));
});

describe('when the schedule is another school’s', () => {
  it('the term is not found there', () => {
    expect(
      given([defined(tuitionId, tuition)]).when(define(levyId, levy), {
        ...admin,
        schoolId: '5c0f0e00-0000-4000-8000-00000000000b',
      }),
    ).toThrow(new NotFoundError('No such term in this school'));
  });
});
