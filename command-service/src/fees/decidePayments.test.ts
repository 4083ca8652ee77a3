import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type CommandContext,
  type OpenLine,
  type PaymentEvent,
  type RecordPayment,
} from '@chikoro/contracts';
import { paymentDecider } from './decidePayments';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const rudo = '5c0f0e00-0000-4000-8000-000000000051';
const tapiwa = '5c0f0e00-0000-4000-8000-000000000052';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-03-10T08:00:00.000Z',
};
const usd = (minor: string) => ({ currency: 'USD' as const, minor });
const zwg = (minor: string) => ({ currency: 'ZWG' as const, minor });
const line = (
  invoiceId: string,
  studentId: string,
  feeItemId: string,
  name: string,
  category: OpenLine['category'],
  amount: OpenLine['amount'],
  dueDate: string,
): OpenLine => ({
  invoiceId,
  feeItemId,
  studentId,
  studentName: studentId === rudo ? 'Rudo Moyo' : 'Tapiwa Moyo',
  termName: 'Term 1 2026',
  name,
  category,
  dueDate,
  amount,
});
const rudoTuition = line(
  'inv-r',
  rudo,
  'f-tuition',
  'Tuition',
  'TUITION',
  usd('45000'),
  '2026-01-20',
);
const rudoExam = line('inv-r', rudo, 'f-exam', 'ZIMSEC', 'EXAM', usd('8000'), '2026-01-10');
const tapiwaTuition = line(
  'inv-t',
  tapiwa,
  'f-tuition',
  'Tuition',
  'TUITION',
  usd('45000'),
  '2026-02-20',
);
const tapiwaBus = line('inv-t', tapiwa, 'f-bus', 'Bus', 'TRANSPORT', zwg('133917'), '2026-02-20');
const lines = [rudoTuition, rudoExam, tapiwaTuition, tapiwaBus];

const pay = (
  amount: RecordPayment['amount'],
  extra: Partial<RecordPayment> = {},
): RecordPayment => ({
  type: 'RecordPayment',
  paymentId: 'p-1',
  verificationCode: 'ABCDEFGHJK',
  accountId: rudo,
  payerStudentId: rudo,
  payerName: 'Rudo Moyo',
  studentIds: [rudo, tapiwa],
  lines,
  amount,
  channel: 'CASH',
  reference: null,
  date: '2026-03-10',
  rate: '26.7834',
  directed: null,
  ...extra,
});
const allocation = (l: OpenLine, amount: OpenLine['amount']) => ({
  invoiceId: l.invoiceId,
  feeItemId: l.feeItemId,
  studentId: l.studentId,
  name: l.name,
  category: l.category,
  amount,
});
const recorded = (
  paymentId: string,
  receiptNo: string,
  amount: OpenLine['amount'],
  allocations: ReturnType<typeof allocation>[],
  credit = usd('0'),
  date = '2026-03-10',
): PaymentEvent => ({
  type: 'PaymentRecorded',
  data: {
    schoolId,
    paymentId,
    receiptNo,
    verificationCode: 'ABCDEFGHJK',
    accountId: rudo,
    payerStudentId: rudo,
    payerName: 'Rudo Moyo',
    studentIds: [rudo, tapiwa],
    amount,
    channel: 'CASH',
    reference: null,
    date,
    rate: null,
    converted: null,
    allocations,
    credit,
    recordedBy: 'u-admin',
    recordedAt: '2026-03-09T08:00:00.000Z',
  },
});

function given(events: PaymentEvent[]) {
  const state = events.reduce(paymentDecider.evolve, paymentDecider.initialState);
  return {
    when:
      (command: Parameters<typeof paymentDecider.decide>[0], context = admin) =>
      () =>
        paymentDecider.decide(command, state, context),
  };
}
const dataOf = (events: PaymentEvent[]) =>
  events[0]!.data as Extract<PaymentEvent, { type: 'PaymentRecorded' }>['data'];

describe('RecordPayment when the school has taken no payment this year', () => {
  it('numbers the receipt 2026-000001 and pays the family’s lines oldest due first, across siblings, never the EXAM line', () => {
    const events = given([]).when(pay(usd('60000')))();
    expect(events).toEqual([
      {
        type: 'PaymentRecorded',
        data: {
          schoolId,
          paymentId: 'p-1',
          receiptNo: '2026-000001',
          verificationCode: 'ABCDEFGHJK',
          accountId: rudo,
          payerStudentId: rudo,
          payerName: 'Rudo Moyo',
          studentIds: [rudo, tapiwa],
          amount: usd('60000'),
          channel: 'CASH',
          reference: null,
          date: '2026-03-10',
          rate: null,
          converted: null,
          allocations: [
            allocation(rudoTuition, usd('45000')),
            allocation(tapiwaTuition, usd('15000')),
          ],
          credit: usd('0'),
          recordedBy: 'u-admin',
          recordedAt: admin.now,
        },
      },
    ]);
  });

  it('an over-payment is credit on the account', () => {
    expect(dataOf(given([]).when(pay(usd('100000')))()).credit).toEqual(usd('10000'));
  });

  it('pays the EXAM line only when the cashier directs it there', () => {
    const data = dataOf(
      given([]).when(
        pay(usd('10000'), {
          directed: [{ invoiceId: 'inv-r', feeItemId: 'f-exam', amount: usd('8000') }],
        }),
      )(),
    );
    expect(data.allocations).toEqual([
      allocation(rudoExam, usd('8000')),
      allocation(rudoTuition, usd('2000')),
    ]);
  });

  it('a ZiG payment pays the ZiG lines, then converts the rest to US dollars at the day’s rate, half up, keeping the residue', () => {
    // 200,000.00 ZWG: 1,339.17 to the bus; 198,660.83 ZWG / 26.7834 = 7,417.31 USD (741731 cents and 49346/267834 of one, under a half: down).
    const data = dataOf(given([]).when(pay(zwg('20000000')))());
    expect(data.rate).toBe('26.7834');
    expect(data.converted).toEqual({
      from: zwg('19866083'),
      to: usd('741731'),
      residue: '49346/267834',
    });
    expect(data.allocations).toEqual([
      allocation(tapiwaBus, zwg('133917')),
      allocation(rudoTuition, usd('45000')),
      allocation(tapiwaTuition, usd('45000')),
    ]);
    expect(data.credit).toEqual(usd('651731'));
  });

  it('refuses a ZiG payment on a day with no recorded rate', () => {
    expect(given([]).when(pay(zwg('10000'), { rate: null }))).toThrow(
      new ConflictError(
        'No ZiG rate is recorded for this day: record the day’s rate under Exchange rates before taking a ZiG payment',
        [
          {
            field: 'date',
            message:
              'No ZiG rate is recorded for this day: record the day’s rate under Exchange rates before taking a ZiG payment',
          },
        ],
      ),
    );
  });

  it('refuses a day not yet come, an allocation to a line of another currency, and more than the payment allocated', () => {
    expect(given([]).when(pay(usd('100'), { date: '2026-03-11' }))).toThrow(ValidationError);
    expect(
      given([]).when(
        pay(usd('100'), {
          directed: [{ invoiceId: 'inv-t', feeItemId: 'f-bus', amount: zwg('100') }],
        }),
      ),
    ).toThrow(ValidationError);
    expect(
      given([]).when(pay(usd('100'), { directed: [{ invoiceId: 'inv-r', amount: usd('200') }] })),
    ).toThrow(
      new ConflictError('The allocations add up to more than the payment', [
        { field: 'allocations', message: 'The allocations add up to more than the payment' },
      ]),
    );
  });

  it('is taken by the school’s bursar as by its admin, today', () => {
    const bursar = { ...admin, actorId: 'u-bursar', actorRole: 'BURSAR' as const };
    const data = dataOf(given([]).when(pay(usd('1000')), bursar)());
    expect(data.receiptNo).toBe('2026-000001');
    expect(data.allocations).toEqual([allocation(rudoTuition, usd('1000'))]);
    expect(data.recordedBy).toBe('u-bursar');
  });

  it('cannot be back-dated by the bursar, only by the admin', () => {
    const bursar = { ...admin, actorId: 'u-bursar', actorRole: 'BURSAR' as const };
    expect(given([]).when(pay(usd('1000'), { date: '2026-03-09' }), bursar)).toThrow(
      new ForbiddenError('Only the school’s admin may back-date a payment'),
    );
    expect(dataOf(given([]).when(pay(usd('1000'), { date: '2026-03-09' }))()).receiptNo).toBe(
      '2026-000001',
    );
  });

  it('is refused to anyone but the school’s fee keepers', () => {
    expect(given([]).when(pay(usd('100')), { ...admin, actorRole: 'TEACHER' })).toThrow(
      ForbiddenError,
    );
    expect(
      given([]).when(pay(usd('100')), { ...admin, actorRole: 'SUPERADMIN', schoolId: null }),
    ).toThrow(ForbiddenError);
  });
});

describe('RecordPayment with the payer’s own phone and email', () => {
  it('carries them on the payment, for the receipt', () => {
    const data = dataOf(
      given([]).when(
        pay(usd('1000'), { payerPhone: '263772123456', payerEmail: 'uncle.tendai@example.test' }),
      )(),
    );
    expect(data.payerPhone).toBe('263772123456');
    expect(data.payerEmail).toBe('uncle.tendai@example.test');
    expect(data.receiptNo).toBe('2026-000001');
  });

  it('carries neither when none was given, as payments did before', () => {
    const data = dataOf(given([]).when(pay(usd('1000')))());
    expect('payerPhone' in data).toBe(false);
    expect('payerEmail' in data).toBe(false);
  });

  it('is refused to a teacher with a payer’s phone as without', () => {
    expect(
      given([]).when(pay(usd('100'), { payerPhone: '263772123456' }), {
        ...admin,
        actorRole: 'TEACHER',
      }),
    ).toThrow(ForbiddenError);
  });
});

describe('RecordPayment after earlier payments', () => {
  const first = recorded('p-0', '2026-000007', usd('45000'), [
    allocation(rudoTuition, usd('45000')),
  ]);

  it('takes the next number of the year and pays what is still owed', () => {
    const data = dataOf(given([first]).when(pay(usd('1000')))());
    expect(data.receiptNo).toBe('2026-000002');
    expect(data.allocations).toEqual([allocation(tapiwaTuition, usd('1000'))]);
  });

  it('a back-dated payment of last year takes last year’s next number', () => {
    expect(dataOf(given([first]).when(pay(usd('1000'), { date: '2025-12-30' }))()).receiptNo).toBe(
      '2025-000001',
    );
  });

  it('a reversed payment’s lines are owed again', () => {
    const reversed: PaymentEvent = {
      type: 'PaymentReversed',
      data: {
        schoolId,
        paymentId: 'p-0',
        receiptNo: '2026-000007',
        amount: usd('45000'),
        reason: 'x',
        payerStudentId: rudo,
        allocations: [allocation(rudoTuition, usd('45000'))],
        credit: usd('0'),
        reversedBy: 'u-admin',
        reversedAt: admin.now,
      },
    };
    const data = dataOf(given([first, reversed]).when(pay(usd('1000')))());
    expect(data.receiptNo).toBe('2026-000002');
    expect(data.allocations).toEqual([allocation(rudoTuition, usd('1000'))]);
  });
});

describe('ReversePayment', () => {
  const first = recorded(
    'p-0',
    '2026-000001',
    usd('50000'),
    [allocation(rudoTuition, usd('45000'))],
    usd('5000'),
  );

  it('undoes the payment with its reason, repeating its allocations and credit; the number stays', () => {
    expect(
      given([first]).when({ type: 'ReversePayment', paymentId: 'p-0', reason: 'Entered twice' })(),
    ).toEqual([
      {
        type: 'PaymentReversed',
        data: {
          schoolId,
          paymentId: 'p-0',
          receiptNo: '2026-000001',
          amount: usd('50000'),
          reason: 'Entered twice',
          payerStudentId: rudo,
          allocations: [allocation(rudoTuition, usd('45000'))],
          credit: usd('5000'),
          reversedBy: 'u-admin',
          reversedAt: admin.now,
        },
      },
    ]);
  });

  it('refuses a payment the school does not have', () => {
    expect(given([first]).when({ type: 'ReversePayment', paymentId: 'p-9', reason: 'x' })).toThrow(
      NotFoundError,
    );
  });

  it('a payment reversed already is nothing to do', () => {
    const events = given([first]).when({ type: 'ReversePayment', paymentId: 'p-0', reason: 'x' })();
    expect(
      given([first, ...events]).when({
        type: 'ReversePayment',
        paymentId: 'p-0',
        reason: 'again',
      })(),
    ).toEqual([]);
  });
});
