import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type CommandContext,
  type PaymentEvent,
  type RecordPayment,
  type RecordSponsorPayment,
} from '@chikoro/contracts';
import { paymentDecider } from './decidePayments';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const rudo = '5c0f0e00-0000-4000-8000-000000000051';
const farai: CommandContext = {
  actorId: 'u-farai',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-03-10T08:00:00.000Z',
};
const nyasha: CommandContext = { ...farai, actorId: 'u-nyasha' };
const usd = (minor: string) => ({ currency: 'USD' as const, minor });
const zwg = (minor: string) => ({ currency: 'ZWG' as const, minor });

const opened = (sessionId: string, cashierId: string): PaymentEvent => ({
  type: 'CashSessionOpened',
  data: { schoolId, sessionId, cashierId, openedAt: '2026-03-10T07:00:00.000Z' },
});
const paid = (
  paymentId: string,
  amount: ReturnType<typeof usd> | ReturnType<typeof zwg>,
  recordedBy: string,
  sessionId?: string,
): PaymentEvent => ({
  type: 'PaymentRecorded',
  data: {
    schoolId,
    paymentId,
    receiptNo: `2026-00000${paymentId.slice(-1)}`,
    verificationCode: 'ABCDEFGHJK',
    accountId: rudo,
    payerStudentId: rudo,
    payerName: 'Rudo Moyo',
    studentIds: [rudo],
    amount,
    channel: 'CASH',
    reference: null,
    date: '2026-03-10',
    rate: null,
    converted: null,
    allocations: [],
    credit: amount,
    recordedBy,
    recordedAt: '2026-03-10T07:30:00.000Z',
    ...(sessionId ? { sessionId } : {}),
  },
});
const reversedP2: PaymentEvent = {
  type: 'PaymentReversed',
  data: {
    schoolId,
    paymentId: 'p-2',
    receiptNo: '2026-000002',
    amount: usd('5000'),
    reason: 'Keyed twice',
    payerStudentId: rudo,
    allocations: [],
    credit: usd('5000'),
    reversedBy: 'u-farai',
    reversedAt: '2026-03-10T07:40:00.000Z',
  },
};

function given(events: PaymentEvent[]) {
  const state = events.reduce(paymentDecider.evolve, paymentDecider.initialState);
  return {
    when:
      (command: Parameters<typeof paymentDecider.decide>[0], context = farai) =>
      () =>
        paymentDecider.decide(command, state, context),
  };
}
const close = (counted: { currency: 'USD' | 'ZWG'; minor: string }[], sessionId = 's-1') => ({
  type: 'CloseCashSession' as const,
  sessionId,
  counted,
});

describe('OpenCashSession', () => {
  it('opens a session for the cashier when they have none open', () => {
    expect(given([]).when({ type: 'OpenCashSession', sessionId: 's-1' })()).toEqual([
      {
        type: 'CashSessionOpened',
        data: { schoolId, sessionId: 's-1', cashierId: 'u-farai', openedAt: farai.now },
      },
    ]);
  });

  it('refuses a second open session for the same cashier', () => {
    expect(
      given([opened('s-1', 'u-farai')]).when({ type: 'OpenCashSession', sessionId: 's-2' }),
    ).toThrow(
      new ConflictError('You already have an open cash session: close it before opening another'),
    );
  });

  it('another cashier may open their own at the same time, and one closed may open again', () => {
    expect(
      given([opened('s-1', 'u-farai')]).when(
        { type: 'OpenCashSession', sessionId: 's-2' },
        nyasha,
      )(),
    ).toHaveLength(1);
    const closed: PaymentEvent = {
      type: 'CashSessionClosed',
      data: {
        schoolId,
        sessionId: 's-1',
        cashierId: 'u-farai',
        payments: 0,
        expected: [],
        counted: [],
        variance: [],
        closedAt: farai.now,
      },
    };
    expect(
      given([opened('s-1', 'u-farai'), closed]).when({
        type: 'OpenCashSession',
        sessionId: 's-2',
      })(),
    ).toHaveLength(1);
  });
});

describe('RecordPayment while the cashier has a session open', () => {
  const payment = (): RecordPayment => ({
    type: 'RecordPayment',
    paymentId: 'p-9',
    verificationCode: 'ABCDEFGHJK',
    accountId: rudo,
    payerStudentId: rudo,
    payerName: 'Rudo Moyo',
    studentIds: [rudo],
    lines: [],
    amount: usd('1000'),
    channel: 'CASH',
    reference: null,
    date: '2026-03-10',
    rate: null,
    directed: null,
  });

  it('the payment belongs to the session', () => {
    expect(given([opened('s-1', 'u-farai')]).when(payment())()[0]!.data).toMatchObject({
      sessionId: 's-1',
    });
  });

  it('another cashier’s payment does not', () => {
    expect(given([opened('s-1', 'u-farai')]).when(payment(), nyasha)()[0]!.data).not.toHaveProperty(
      'sessionId',
    );
  });
});

describe('RecordSponsorPayment while the cashier has a session open', () => {
  const beamPays = (minor: string): RecordSponsorPayment => ({
    type: 'RecordSponsorPayment',
    paymentId: 'p-beam',
    verificationCode: 'ABCDEFGHJK',
    sponsorId: 's-beam',
    sponsorName: 'BEAM',
    lines: [],
    amount: usd(minor),
    channel: 'CASH',
    reference: null,
    date: '2026-03-10',
    termId: null,
  });

  it('the sponsor’s payment belongs to the session, as a family’s does', () => {
    expect(given([opened('s-1', 'u-farai')]).when(beamPays('20000'))()[0]!.data).toMatchObject({
      sessionId: 's-1',
    });
  });

  it('another cashier’s does not', () => {
    expect(
      given([opened('s-1', 'u-farai')]).when(beamPays('20000'), nyasha)()[0]!.data,
    ).not.toHaveProperty('sessionId');
  });

  it('the close expects it beside the families’ payments: USD 120.00 + USD 200.00', () => {
    const history = [opened('s-1', 'u-farai'), paid('p-1', usd('12000'), 'u-farai', 's-1')];
    const [sponsored] = given(history).when(beamPays('20000'))();
    const [closed] = given([...history, sponsored!]).when(close([usd('32000')]))();
    expect(closed!.data).toMatchObject({
      payments: 2,
      expected: [usd('32000')],
      counted: [usd('32000')],
      variance: [usd('0')],
    });
  });

  it('reversed, the close no longer expects it: USD 120.00 alone', () => {
    const history = [opened('s-1', 'u-farai'), paid('p-1', usd('12000'), 'u-farai', 's-1')];
    const [sponsored] = given(history).when(beamPays('20000'))();
    const [reversed] = given([...history, sponsored!]).when({
      type: 'ReversePayment',
      paymentId: 'p-beam',
      reason: 'Taken twice',
    })();
    expect(reversed!.type).toBe('SponsorPaymentReversed');
    const [closed] = given([...history, sponsored!, reversed!]).when(close([usd('12000')]))();
    expect(closed!.data).toMatchObject({
      payments: 1,
      expected: [usd('12000')],
      variance: [usd('0')],
    });
  });
});

describe('CloseCashSession when Farai took USD 120.00 and ZWG 500.00 and USD 50.00 was reversed', () => {
  const history = [
    opened('s-1', 'u-farai'),
    paid('p-1', usd('12000'), 'u-farai', 's-1'),
    paid('p-2', usd('5000'), 'u-farai', 's-1'),
    paid('p-3', zwg('50000'), 'u-farai', 's-1'),
    paid('p-4', usd('9900'), 'u-nyasha'),
    reversedP2,
  ];

  it('records expected from the standing payments, counted and the variance per currency', () => {
    expect(given(history).when(close([usd('11950'), zwg('50000')]))()).toEqual([
      {
        type: 'CashSessionClosed',
        data: {
          schoolId,
          sessionId: 's-1',
          cashierId: 'u-farai',
          payments: 2,
          expected: [usd('12000'), zwg('50000')],
          counted: [usd('11950'), zwg('50000')],
          variance: [usd('-50'), zwg('0')],
          closedAt: farai.now,
        },
      },
    ]);
  });

  it('a currency counted that the session did not take is all variance', () => {
    const [event] = given(history).when(close([usd('12000'), zwg('50000')]))();
    expect(event!.data).toMatchObject({ variance: [usd('0'), zwg('0')] });
    const [empty] = given([opened('s-1', 'u-farai')]).when(close([usd('200')]))();
    expect(empty!.data).toMatchObject({
      payments: 0,
      expected: [usd('0')],
      counted: [usd('200')],
      variance: [usd('200')],
    });
  });

  it('refuses a close that leaves out a currency the session took', () => {
    expect(given(history).when(close([usd('12000')]))).toThrow(
      new ValidationError('Give what you counted in each currency the session took', [
        { field: 'counted', message: 'Give what you counted in each currency the session took' },
      ]),
    );
  });

  it('refuses another cashier’s session, an unknown one, and one already closed', () => {
    expect(given(history).when(close([usd('12000'), zwg('50000')]), nyasha)).toThrow(
      new ForbiddenError('Only the cashier who opened a cash session may close it'),
    );
    expect(given(history).when(close([], 's-x'))).toThrow(NotFoundError);
    const [closed] = given(history).when(close([usd('12000'), zwg('50000')]))();
    expect(given([...history, closed!]).when(close([usd('12000'), zwg('50000')]))).toThrow(
      new ConflictError('This cash session is already closed'),
    );
  });

  it('a payment after the close belongs to no session', () => {
    const [closed] = given(history).when(close([usd('12000'), zwg('50000')]))();
    const [after] = given([...history, closed!]).when({
      type: 'RecordPayment',
      paymentId: 'p-5',
      verificationCode: 'ABCDEFGHJK',
      accountId: rudo,
      payerStudentId: rudo,
      payerName: 'Rudo Moyo',
      studentIds: [rudo],
      lines: [],
      amount: usd('1000'),
      channel: 'CASH',
      reference: null,
      date: '2026-03-10',
      rate: null,
      directed: null,
    })();
    expect(after!.data).not.toHaveProperty('sessionId');
  });

  it('a teacher may not open or close one', () => {
    expect(
      given([]).when(
        { type: 'OpenCashSession', sessionId: 's-1' },
        { ...farai, actorRole: 'TEACHER' },
      ),
    ).toThrow(ForbiddenError);
  });
});
