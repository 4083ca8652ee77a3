import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  type CommandContext,
  type OpeningBalanceCommand,
  type PaymentEvent,
  type RecordPayment,
} from '@chikoro/contracts';
import { paymentDecider } from './decidePayments';
import {
  checkOpeningBalanceRow,
  parseAmount,
  type OpeningBalanceFacts,
  type OpeningBalanceRecord,
} from './openingBalances';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const rudo = '5c0f0e00-0000-4000-8000-000000000051';
const tapiwa = '5c0f0e00-0000-4000-8000-000000000052';
const batchId = '5c0f0e00-0000-4000-8000-0000000000b1';
const laterBatch = '5c0f0e00-0000-4000-8000-0000000000b2';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-03-10T08:00:00.000Z',
};
const bursar: CommandContext = { ...admin, actorId: 'u-bursar', actorRole: 'BURSAR' };
const usd = (minor: string) => ({ currency: 'USD' as const, minor });

const rudoRow = {
  studentId: rudo,
  studentName: 'Rudo Moyo',
  registrationNumber: 'MAB-25-0001',
  className: 'Form 1 Blue',
};
const record = (
  minor: string,
  extra: Partial<Extract<OpeningBalanceCommand, { type: 'RecordOpeningBalance' }>> = {},
): OpeningBalanceCommand => ({
  type: 'RecordOpeningBalance',
  batchId,
  openingBalanceId: 'ob-1',
  ...rudoRow,
  amount: usd(minor),
  asOf: '2025-12-31',
  note: 'Term 3 2025 arrears',
  ...extra,
});

/** Rudo owed USD 125.50 as of 31 December 2025, by the batch. */
const recorded: PaymentEvent = {
  type: 'OpeningBalanceRecorded',
  data: {
    schoolId,
    openingBalanceId: 'ob-1',
    batchId,
    ...rudoRow,
    amount: usd('12550'),
    asOf: '2025-12-31',
    note: 'Term 3 2025 arrears',
    recordedBy: 'u-admin',
    recordedAt: '2026-03-10T08:00:00.000Z',
  },
};

function given(events: PaymentEvent[]) {
  const state = events.reduce(paymentDecider.evolve, paymentDecider.initialState);
  return {
    state,
    when:
      (command: Parameters<typeof paymentDecider.decide>[0], context = admin) =>
      () =>
        paymentDecider.decide(command, state, context),
  };
}

/** A USD 100.00 cash payment for Rudo's family, whose term invoice owes USD 300.00 of tuition due 20 January. */
const payment: RecordPayment = {
  type: 'RecordPayment',
  paymentId: 'p-1',
  verificationCode: 'ABCDEFGHJK',
  accountId: rudo,
  payerStudentId: rudo,
  payerName: 'Rudo Moyo',
  studentIds: [rudo, tapiwa],
  lines: [
    {
      invoiceId: 'inv-1',
      feeItemId: 'f-tuition',
      studentId: rudo,
      studentName: 'Rudo Moyo',
      termName: 'Term 1 2026',
      name: 'Tuition',
      category: 'TUITION',
      dueDate: '2026-01-20',
      amount: usd('30000'),
    },
  ],
  amount: usd('10000'),
  channel: 'CASH',
  reference: null,
  date: '2026-03-10',
  rate: null,
  directed: null,
};

describe('RecordOpeningBalance (one row of an opening-balances import)', () => {
  it('records what the learner owed as of the day, with the batch id, by the admin', () => {
    expect(given([]).when(record('12550'))()).toEqual([recorded]);
  });

  it('is a bursar’s to record as well', () => {
    const [event] = given([]).when(record('12550'), bursar)();
    expect(event).toMatchObject({
      type: 'OpeningBalanceRecorded',
      data: { recordedBy: 'u-bursar' },
    });
  });

  it('records a credit (the school owes the family) as a negative amount', () => {
    const [event] = given([]).when(record('-4000'))();
    expect(event!.data).toMatchObject({ amount: usd('-4000') });
  });

  it('refuses a teacher', () => {
    expect(given([]).when(record('12550'), { ...admin, actorRole: 'TEACHER' })).toThrow(
      ForbiddenError,
    );
  });

  it('refuses a second opening balance for the same learner and currency from another import', () => {
    expect(
      given([recorded]).when(record('500', { openingBalanceId: 'ob-2', batchId: laterBatch })),
    ).toThrow(
      new ConflictError(
        'This learner already has an opening balance in USD: undo its import to bring another',
      ),
    );
  });

  it('records nothing, and refuses nothing, when the same import recorded the learner’s balance already (a resumed import)', () => {
    expect(given([recorded]).when(record('12550', { openingBalanceId: 'ob-2' }))()).toEqual([]);
  });

  it('takes the same learner’s balance in the other currency', () => {
    const [event] = given([recorded]).when(
      record('90000', { openingBalanceId: 'ob-2', amount: { currency: 'ZWG', minor: '90000' } }),
    )();
    expect(event!.data).toMatchObject({ amount: { currency: 'ZWG', minor: '90000' } });
  });

  it('refuses an as-of date after today (10 March 2026)', () => {
    expect(given([]).when(record('12550', { asOf: '2026-03-11' }))).toThrow(
      'The as-of date cannot be in the future',
    );
  });

  it('takes today as the as-of date', () => {
    expect(given([]).when(record('12550', { asOf: '2026-03-10' }))()).toHaveLength(1);
  });
});

describe('A payment when the family has an opening balance', () => {
  it('pays the opening balance first (USD 100.00 of its 125.50), the term’s tuition untouched', () => {
    const [event] = given([recorded]).when(payment)();
    expect(event!.data).toMatchObject({
      allocations: [
        {
          invoiceId: 'ob-1',
          feeItemId: 'ob-1',
          studentId: rudo,
          name: 'Opening balance',
          category: 'OTHER',
          amount: usd('10000'),
        },
      ],
      credit: usd('0'),
    });
  });

  it('pays the rest of it (USD 25.50) before the tuition once some was paid', () => {
    const paid = given([recorded]).when(payment)() as PaymentEvent[];
    const [event] = given([recorded, ...paid]).when({ ...payment, paymentId: 'p-2' })();
    expect(
      (event!.data as { allocations: { invoiceId: string; amount: unknown }[] }).allocations.map(
        (a) => [a.invoiceId, a.amount],
      ),
    ).toEqual([
      ['ob-1', usd('2550')],
      ['inv-1', usd('7450')],
    ]);
  });

  it('never pays a credit balance: the USD 100.00 goes to the tuition', () => {
    const credit: PaymentEvent = {
      ...recorded,
      data: { ...recorded.data, amount: usd('-4000') },
    } as PaymentEvent;
    const [event] = given([credit]).when(payment)();
    expect(event!.data).toMatchObject({
      allocations: [{ invoiceId: 'inv-1', amount: usd('10000') }],
    });
  });
});

describe('UndoOpeningBalances (the undo of an opening-balances import)', () => {
  const undo: OpeningBalanceCommand = { type: 'UndoOpeningBalances', batchId };

  it('takes back each of the batch’s opening balances with an event of its own', () => {
    expect(given([recorded]).when(undo, bursar)()).toEqual([
      {
        type: 'OpeningBalanceUndone',
        data: {
          schoolId,
          openingBalanceId: 'ob-1',
          batchId,
          studentId: rudo,
          studentName: 'Rudo Moyo',
          amount: usd('12550'),
          asOf: '2025-12-31',
          undoneBy: 'u-bursar',
          undoneAt: admin.now,
        },
      },
    ]);
  });

  it('is refused, naming the learner, once a standing payment reached the balance', () => {
    const paid = given([recorded]).when(payment)() as PaymentEvent[];
    expect(given([recorded, ...paid]).when(undo)).toThrow(
      new ConflictError(
        'This import cannot be undone: payments have been allocated to the opening balance of Rudo Moyo (USD). Reverse those payments first',
      ),
    );
  });

  it('goes ahead once that payment is reversed', () => {
    const paid = given([recorded]).when(payment)() as PaymentEvent[];
    const reversed = given([recorded, ...paid]).when({
      type: 'ReversePayment',
      paymentId: 'p-1',
      reason: 'Cheque bounced',
    })() as PaymentEvent[];
    expect(given([recorded, ...paid, ...reversed]).when(undo)()).toHaveLength(1);
  });

  it('lets a new opening balance in once the old one is undone', () => {
    const undone = given([recorded]).when(undo)() as PaymentEvent[];
    expect(
      given([recorded, ...undone]).when(record('500', { openingBalanceId: 'ob-2' }))(),
    ).toHaveLength(1);
  });

  it('leaves another batch’s balances alone', () => {
    expect(given([recorded]).when({ type: 'UndoOpeningBalances', batchId: 'other' })()).toEqual([]);
  });
});

describe('An opening-balances row checked against the school', () => {
  const standing: Record<string, OpeningBalanceRecord> = {
    'ob-9': {
      batchId: 'earlier',
      studentId: tapiwa,
      studentName: 'Tapiwa Moyo',
      amount: usd('100'),
      asOf: '2025-12-31',
      status: 'Recorded',
    },
  };
  const facts: OpeningBalanceFacts = {
    learners: new Map([
      ['MAB-25-0001', { ...rudoRow, name: 'Rudo Moyo' }],
      [
        'MAB-25-0002',
        {
          studentId: tapiwa,
          name: 'Tapiwa Moyo',
          registrationNumber: 'MAB-25-0002',
          className: 'Form 2 Red',
        },
      ],
    ]),
    elsewhere: new Set(['KUW-25-0001']),
    priced: ['USD'],
    balances: standing,
    today: '2026-03-10',
  };
  const cells = {
    registrationNumber: 'mab-25-0001',
    currency: 'usd',
    amount: '125.50',
    asOf: '2025-12-31',
    note: '',
  };
  const check = (changed: Partial<typeof cells>, earlier = new Map<string, number>()) =>
    checkOpeningBalanceRow({ ...cells, ...changed }, facts, earlier);
  const errors = (changed: Partial<typeof cells>, earlier?: Map<string, number>) => {
    const result = check(changed, earlier);
    return result.ok ? [] : result.errors;
  };

  it('accepts a known learner’s USD 125.50 as of 31 December 2025 (number and currency in any case)', () => {
    expect(check({})).toEqual({
      ok: true,
      key: `${rudo}:USD`,
      row: {
        ...rudoRow,
        studentName: 'Rudo Moyo',
        amount: usd('12550'),
        asOf: '2025-12-31',
        note: null,
      },
    });
  });

  it('refuses an unknown registration number', () => {
    expect(errors({ registrationNumber: 'MAB-25-0999' })).toEqual([
      {
        column: 'Registration number',
        message: 'No learner with registration number MAB-25-0999 in this school',
      },
    ]);
  });

  it('refuses another school’s learner, saying so', () => {
    expect(errors({ registrationNumber: 'KUW-25-0001' })).toEqual([
      {
        column: 'Registration number',
        message:
          'KUW-25-0001 is a learner of another school: only this school’s learners can have its opening balances',
      },
    ]);
  });

  it('refuses a currency that is not USD or ZWG', () => {
    expect(errors({ currency: 'ZAR' })).toEqual([
      { column: 'Currency', message: 'Give the currency as USD or ZWG' },
    ]);
  });

  it('refuses ZWG at a school whose fees are all in USD', () => {
    expect(errors({ currency: 'ZWG' })).toEqual([
      { column: 'Currency', message: 'The school prices nothing in ZWG: its fees are in USD' },
    ]);
  });

  it.each(['12.345', 'abc', '1,250.00', '', '12.', '1e3'])(
    'refuses the amount %j (not a number with at most 2 decimals)',
    (amount) => {
      expect(errors({ amount })).toEqual([
        {
          column: 'Amount owed',
          message:
            'Enter the amount owed as a number with at most 2 decimals, e.g. 125.50 (a credit the school owes the family as -40.00)',
        },
      ]);
    },
  );

  it('refuses an amount of zero', () => {
    expect(errors({ amount: '0.00' })).toEqual([
      {
        column: 'Amount owed',
        message: 'An opening balance of 0.00 records nothing: leave the learner out',
      },
    ]);
  });

  it('refuses an as-of date in the future', () => {
    expect(errors({ asOf: '2026-03-11' })).toEqual([
      { column: 'As of', message: 'The as-of date cannot be in the future' },
    ]);
  });

  it('refuses an as-of day that does not exist', () => {
    expect(errors({ asOf: '2025-02-30' })).toEqual([
      { column: 'As of', message: 'Enter the as-of date as a day, e.g. 2025-12-31 or 31/12/2025' },
    ]);
  });

  it('refuses a learner who already has an opening balance in the currency', () => {
    expect(errors({ registrationNumber: 'MAB-25-0002' })).toEqual([
      {
        column: 'Registration number',
        message:
          'This learner already has an opening balance in USD: undo its import to bring another',
      },
    ]);
  });

  it('takes a row whose balance the resumed import recorded already as done, not refused', () => {
    const resumed = { ...facts, batchId: 'earlier' };
    expect(
      checkOpeningBalanceRow({ ...cells, registrationNumber: 'MAB-25-0002' }, resumed, new Map()),
    ).toEqual({
      ok: true,
      done: true,
      key: `${tapiwa}:USD`,
      row: {
        studentId: tapiwa,
        studentName: 'Tapiwa Moyo',
        registrationNumber: 'MAB-25-0002',
        className: 'Form 2 Red',
        amount: usd('12550'),
        asOf: '2025-12-31',
        note: null,
      },
    });
  });

  it('still refuses a learner whose balance another import brought, when resuming one', () => {
    const resumed = { ...facts, batchId: 'later' };
    const result = checkOpeningBalanceRow(
      { ...cells, registrationNumber: 'MAB-25-0002' },
      resumed,
      new Map(),
    );
    expect(result.ok ? [] : result.errors).toEqual([
      {
        column: 'Registration number',
        message:
          'This learner already has an opening balance in USD: undo its import to bring another',
      },
    ]);
  });

  it('refuses a second row for the same learner and currency, naming the first', () => {
    expect(errors({}, new Map([[`${rudo}:USD`, 2]]))).toEqual([
      {
        column: 'Registration number',
        message: 'Row 2 already gives this learner an opening balance in USD',
      },
    ]);
  });

  it('keeps the note, and refuses one past 200 characters', () => {
    const kept = check({ note: ' Term 3 arrears ' });
    expect(kept.ok && kept.row.note).toBe('Term 3 arrears');
    expect(errors({ note: 'x'.repeat(201) })).toEqual([
      { column: 'Note', message: 'Keep the note to 200 characters' },
    ]);
  });
});

describe('parseAmount: a decimal string to minor units, exactly', () => {
  it.each([
    ['125.50', '12550'],
    ['125.5', '12550'],
    ['125', '12500'],
    ['-40.00', '-4000'],
    ['0.07', '7'],
    ['9999999999999.99', '999999999999999'],
  ])('%s is %s cents', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });
});
