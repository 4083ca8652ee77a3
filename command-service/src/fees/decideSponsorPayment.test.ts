import { describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  type CommandContext,
  type PaymentEvent,
  type RecordSponsorPayment,
  type SponsorClaimLine,
} from '@chikoro/contracts';
import { paymentDecider } from './decidePayments';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-03-10T08:00:00.000Z',
};
const usd = (minor: string) => ({ currency: 'USD' as const, minor });
const claim = (
  invoiceId: string,
  termId: string,
  dueDate: string,
  minor: string,
): SponsorClaimLine => ({
  invoiceId,
  feeItemId: 'f-tuition',
  studentId: `learner-${invoiceId}`,
  termId,
  termName: termId === 't1' ? 'Term 1 2026' : 'Term 2 2026',
  name: 'Tuition',
  category: 'TUITION',
  dueDate,
  amount: usd(minor),
});
const lines = [
  claim('inv-2', 't2', '2026-05-20', '45000'),
  claim('inv-1', 't1', '2026-01-20', '25000'),
];
const pay = (minor: string, termId: string | null = null): RecordSponsorPayment => ({
  type: 'RecordSponsorPayment',
  paymentId: 'pay-beam',
  verificationCode: 'ABCDEFGHJK',
  sponsorId: 's-beam',
  sponsorName: 'BEAM',
  lines,
  amount: usd(minor),
  channel: 'BANK',
  reference: 'BEAM-2026-0042',
  date: '2026-03-10',
  termId,
});
const familyPayment: PaymentEvent = {
  type: 'PaymentRecorded',
  data: {
    schoolId,
    paymentId: 'pay-1',
    receiptNo: '2026-000001',
    verificationCode: 'ZZZZZZZZZZ',
    accountId: 'rudo',
    payerStudentId: 'rudo',
    payerName: 'Rudo Moyo',
    studentIds: ['rudo'],
    amount: usd('5000'),
    channel: 'CASH',
    reference: null,
    date: '2026-03-09',
    rate: null,
    converted: null,
    allocations: [],
    credit: usd('5000'),
    recordedBy: 'u-admin',
    recordedAt: '2026-03-09T08:00:00.000Z',
  },
};

function given(events: PaymentEvent[]) {
  const state = events.reduce(paymentDecider.evolve, paymentDecider.initialState);
  return {
    when:
      (command: RecordSponsorPayment, context = admin) =>
      () =>
        paymentDecider.decide(command, state, context),
  };
}
const dataOf = (events: PaymentEvent[]) =>
  events[0]!.data as Extract<PaymentEvent, { type: 'SponsorPaymentRecorded' }>['data'];

describe('RecordSponsorPayment after a family’s payment this year', () => {
  it('takes the next receipt number and pays the sponsor’s oldest claim first', () => {
    const data = dataOf(given([familyPayment]).when(pay('30000'))());
    expect(data.receiptNo).toBe('2026-000002');
    expect(data.allocations.map((a) => [a.invoiceId, a.termId, a.amount])).toEqual([
      ['inv-1', 't1', usd('25000')],
      ['inv-2', 't2', usd('5000')],
    ]);
    expect(data.credit).toEqual(usd('0'));
  });

  it('named to a term, pays that term’s claims only; what they do not take is the sponsor’s credit', () => {
    const data = dataOf(given([]).when(pay('50000', 't2'))());
    expect(data.allocations.map((a) => [a.invoiceId, a.amount])).toEqual([['inv-2', usd('45000')]]);
    expect(data.credit).toEqual(usd('5000'));
  });

  it('a claim paid already takes no more', () => {
    const first = given([]).when(pay('25000'))();
    const data = dataOf(given(first).when({ ...pay('10000'), paymentId: 'pay-2' })());
    expect(data.receiptNo).toBe('2026-000002');
    expect(data.allocations.map((a) => [a.invoiceId, a.amount])).toEqual([['inv-2', usd('10000')]]);
  });

  it('is refused to a teacher', () => {
    expect(given([]).when(pay('100'), { ...admin, actorRole: 'TEACHER' })).toThrow(ForbiddenError);
  });
});

describe('ReversePayment of BEAM’s USD 300.00 (receipt 2026-000001)', () => {
  const beamPaid = given([]).when(pay('30000'))();
  const reverse = {
    type: 'ReversePayment' as const,
    paymentId: 'pay-beam',
    reason: 'Bounced: BEAM recalled the transfer',
  };
  const whenReversed =
    (history: PaymentEvent[], context = admin) =>
    () =>
      paymentDecider.decide(
        reverse,
        history.reduce(paymentDecider.evolve, paymentDecider.initialState),
        context,
      );

  it('undoes its allocations with the reason; the receipt number stays', () => {
    expect(whenReversed(beamPaid)()).toEqual([
      {
        type: 'SponsorPaymentReversed',
        data: {
          schoolId,
          paymentId: 'pay-beam',
          receiptNo: '2026-000001',
          sponsorId: 's-beam',
          amount: usd('30000'),
          reason: 'Bounced: BEAM recalled the transfer',
          allocations: [
            {
              invoiceId: 'inv-1',
              feeItemId: 'f-tuition',
              studentId: 'learner-inv-1',
              termId: 't1',
              termName: 'Term 1 2026',
              name: 'Tuition',
              category: 'TUITION',
              amount: usd('25000'),
            },
            {
              invoiceId: 'inv-2',
              feeItemId: 'f-tuition',
              studentId: 'learner-inv-2',
              termId: 't2',
              termName: 'Term 2 2026',
              name: 'Tuition',
              category: 'TUITION',
              amount: usd('5000'),
            },
          ],
          credit: usd('0'),
          reversedBy: 'u-admin',
          reversedAt: '2026-03-10T08:00:00.000Z',
        },
      },
    ]);
  });

  it('the claims it paid are owed again: the next payment pays the oldest claim from the start, numbered 2026-000002', () => {
    const history = [...beamPaid, ...whenReversed(beamPaid)()];
    const data = dataOf(given(history).when({ ...pay('25000'), paymentId: 'pay-beam-2' })());
    expect(data.receiptNo).toBe('2026-000002');
    expect(data.allocations.map((a) => [a.invoiceId, a.amount])).toEqual([['inv-1', usd('25000')]]);
  });

  it('reversed already, is nothing to do', () => {
    const history = [...beamPaid, ...whenReversed(beamPaid)()];
    expect(whenReversed(history)()).toEqual([]);
  });

  it('is refused to a teacher', () => {
    expect(whenReversed(beamPaid, { ...admin, actorRole: 'TEACHER' })).toThrow(ForbiddenError);
  });
});
