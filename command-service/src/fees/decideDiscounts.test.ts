import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type CommandContext,
  type DiscountCommand,
  type DiscountEvent,
} from '@chikoro/contracts';
import { discountsDecider } from './decideDiscounts';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const otherSchool = '5c0f0e00-0000-4000-8000-00000000000b';
const bursar: CommandContext = {
  actorId: 'u-bursar',
  actorRole: 'BURSAR',
  schoolId,
  now: '2026-01-12T08:00:00.000Z',
};
const term1 = { termId: 't1', termName: 'Term 1 2026', startDate: '2026-01-06' };
const term2 = { termId: 't2', termName: 'Term 2 2026', startDate: '2026-05-04' };

const grantSibling = (overrides: Record<string, unknown> = {}): DiscountCommand =>
  ({
    type: 'GrantDiscount',
    discountId: 'd-1',
    studentId: 'tendai',
    student: { schoolId, studentName: 'Tendai Moyo' },
    kind: 'SIBLING',
    categories: ['TUITION'],
    percent: '10',
    amount: null,
    from: term1,
    to: null,
    reason: null,
    approvedBy: 'Mrs Dube',
    pricedCurrencies: ['USD', 'ZWG'],
    ...overrides,
  }) as DiscountCommand;

const granted: DiscountEvent = {
  type: 'DiscountGranted',
  data: {
    schoolId,
    discountId: 'd-1',
    studentId: 'tendai',
    studentName: 'Tendai Moyo',
    kind: 'SIBLING',
    categories: ['TUITION'],
    percent: '10',
    amount: null,
    from: term1,
    to: null,
    reason: null,
    approvedBy: 'Mrs Dube',
    grantedBy: 'u-bursar',
    grantedAt: '2026-01-12T08:00:00.000Z',
  },
};
const ended: DiscountEvent = {
  type: 'DiscountEnded',
  data: {
    schoolId,
    discountId: 'd-1',
    studentId: 'tendai',
    reason: 'The elder sister left',
    endedBy: 'u-bursar',
    endedAt: '2026-03-01T08:00:00.000Z',
  },
};

/** The command is refused with this error and the spec's exact words. */
function refused(decide: () => unknown, type: new (...args: never[]) => Error, message: string) {
  expect(decide).toThrow(type);
  expect(decide).toThrow(message);
}

function given(events: DiscountEvent[]) {
  const state = events.reduce(discountsDecider.evolve, discountsDecider.initialState);
  return {
    when:
      (command: DiscountCommand, context = bursar) =>
      () =>
        discountsDecider.decide(command, state, context),
  };
}

describe('GrantDiscount when the learner has no discount', () => {
  it('grants 10 % off the tuition from term 1, with the approver and the bursar who typed it', () => {
    expect(given([]).when(grantSibling())()).toEqual([granted]);
  });

  it('grants a fixed USD 25.00 a term off tuition and levy for a staff child, until term 2', () => {
    const [event] = given([]).when(
      grantSibling({
        kind: 'STAFF_CHILD',
        categories: ['TUITION', 'LEVY', 'TUITION'],
        percent: null,
        amount: { currency: 'USD', minor: '2500' },
        to: term2,
      }),
    )();
    expect(event!.data).toMatchObject({
      kind: 'STAFF_CHILD',
      categories: ['TUITION', 'LEVY'],
      percent: null,
      amount: { currency: 'USD', minor: '2500' },
      to: term2,
    });
  });

  it('grants an ad hoc discount with its reason', () => {
    const [event] = given([]).when(
      grantSibling({ kind: 'AD_HOC', percent: '12.5', reason: '  Flood damage at home ' }),
    )();
    expect(event!.data).toMatchObject({
      kind: 'AD_HOC',
      percent: '12.5',
      reason: 'Flood damage at home',
    });
  });

  it('refuses an ad hoc discount without a reason', () => {
    refused(
      given([]).when(grantSibling({ kind: 'AD_HOC', reason: '  ' })),
      ValidationError,
      'Say why an ad hoc discount is given',
    );
  });

  it.each(['0', '0.00', '100.01', '150', '-5', 'ten'])('refuses %s percent', (percent) => {
    refused(
      given([]).when(grantSibling({ percent })),
      ValidationError,
      'Give the discount as a percentage above 0 and at most 100, e.g. 10 or 12.5',
    );
  });

  it('takes 100 percent (the whole line) and 0.01 percent', () => {
    expect(given([]).when(grantSibling({ percent: '100' }))()).toHaveLength(1);
    expect(given([]).when(grantSibling({ percent: '0.01' }))()).toHaveLength(1);
  });

  it('refuses a fixed amount in a currency the school prices nothing in', () => {
    refused(
      given([]).when(
        grantSibling({
          percent: null,
          amount: { currency: 'ZWG', minor: '50000' },
          pricedCurrencies: ['USD'],
        }),
      ),
      ValidationError,
      'The school prices no fee item in that currency: give the amount in a currency its fees are in',
    );
  });

  it('refuses a fixed amount of nothing', () => {
    refused(
      given([]).when(grantSibling({ percent: null, amount: { currency: 'USD', minor: '0' } })),
      ValidationError,
      'The discount’s amount must be more than 0',
    );
  });

  it('refuses a learner the school does not know', () => {
    refused(
      given([]).when(grantSibling({ student: null })),
      NotFoundError,
      'No such learner in this school',
    );
  });

  it('refuses another school’s learner as unknown', () => {
    refused(
      given([]).when(grantSibling({ student: { schoolId: otherSchool, studentName: 'Farai' } })),
      NotFoundError,
      'No such learner in this school',
    );
  });

  it('refuses a last term before the first', () => {
    refused(
      given([]).when(grantSibling({ from: term2, to: term1 })),
      ValidationError,
      'The last term cannot come before the first',
    );
  });

  it('refuses a discount without the approver’s name', () => {
    refused(
      given([]).when(grantSibling({ approvedBy: ' ' })),
      ValidationError,
      'Enter the name of who approved the discount',
    );
  });

  it('refuses a teacher and a parent', () => {
    for (const actorRole of ['TEACHER', 'PARENT'] as const)
      expect(given([]).when(grantSibling(), { ...bursar, actorRole })).toThrow(ForbiddenError);
  });
});

describe('GrantDiscount when Tendai has a running sibling discount', () => {
  it('refuses a second running sibling discount for him', () => {
    refused(
      given([granted]).when(grantSibling({ discountId: 'd-2', percent: '5' })),
      ConflictError,
      'This learner already has a running discount of this kind: end it first',
    );
  });

  it('grants a discount of another kind beside it', () => {
    const [event] = given([granted]).when(
      grantSibling({ discountId: 'd-2', kind: 'STAFF_CHILD', percent: '50' }),
    )();
    expect(event!.type).toBe('DiscountGranted');
  });

  it('grants a sibling discount to his sister', () => {
    const [event] = given([granted]).when(
      grantSibling({
        discountId: 'd-2',
        studentId: 'rudo',
        student: { schoolId, studentName: 'Rudo Moyo' },
      }),
    )();
    expect(event!.data).toMatchObject({ studentId: 'rudo', studentName: 'Rudo Moyo' });
  });

  it('grants a new sibling discount once the first is ended', () => {
    const [event] = given([granted, ended]).when(
      grantSibling({ discountId: 'd-2', percent: '15' }),
    )();
    expect(event!.data).toMatchObject({ discountId: 'd-2', percent: '15' });
  });

  it('another school’s bursar does not find this school’s discounts', () => {
    refused(
      given([granted]).when(grantSibling({ discountId: 'd-2' }), {
        ...bursar,
        schoolId: otherSchool,
      }),
      NotFoundError,
      'No such discount in this school',
    );
  });
});

describe('EndDiscount', () => {
  const end = (reason = 'The elder sister left'): DiscountCommand => ({
    type: 'EndDiscount',
    discountId: 'd-1',
    reason,
  });

  it('ends a running discount with its reason', () => {
    expect(given([granted]).when(end(), { ...bursar, now: '2026-03-01T08:00:00.000Z' })()).toEqual([
      ended,
    ]);
  });

  it('refuses to end it twice', () => {
    refused(
      given([granted, ended]).when(end()),
      ConflictError,
      'This discount has already been ended',
    );
  });

  it('refuses an end without a reason', () => {
    refused(given([granted]).when(end('  ')), ValidationError, 'Say why the discount is ended');
  });

  it('refuses a discount the school does not have', () => {
    refused(
      given([]).when({ ...end(), discountId: 'd-9' }),
      NotFoundError,
      'No such discount in this school',
    );
  });

  it('refuses an admin of another school', () => {
    expect(
      given([granted]).when(end(), { ...bursar, actorRole: 'ADMIN', schoolId: otherSchool }),
    ).toThrow(NotFoundError);
  });
});
