import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type AdjustInvoice,
  type CommandContext,
  type InvoiceLine,
  type PaymentEvent,
} from '@chikoro/contracts';
import { paymentDecider } from './decidePayments';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const rudo = '5c0f0e00-0000-4000-8000-000000000051';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-03-10T08:00:00.000Z',
};
const usd = (minor: string) => ({ currency: 'USD' as const, minor });
const tuition: InvoiceLine = {
  feeItemId: 'f-tuition',
  name: 'Tuition',
  category: 'TUITION',
  amount: usd('45000'),
  dueDate: '2026-01-20',
};
const levy: InvoiceLine = {
  feeItemId: 'f-levy',
  name: 'Levy',
  category: 'LEVY',
  amount: usd('8000'),
  dueDate: '2026-01-10',
};
const invoice = {
  invoiceId: 'inv-r',
  studentId: rudo,
  studentName: 'Rudo Moyo',
  termName: 'Term 1 2026',
  lines: [tuition, levy],
};
const allocation = (l: InvoiceLine, minor: string) => ({
  invoiceId: 'inv-r',
  feeItemId: l.feeItemId,
  studentId: rudo,
  name: l.name,
  category: l.category,
  amount: usd(minor),
});

const creditNote = (minor: string, extra: Partial<AdjustInvoice> = {}): AdjustInvoice => ({
  type: 'IssueCreditNote',
  adjustmentId: 'cn-1',
  invoiceId: 'inv-r',
  invoice,
  amount: usd(minor),
  reason: 'Sibling discount',
  ...extra,
});
const writeOff = (minor: string, extra: Partial<AdjustInvoice> = {}): AdjustInvoice => ({
  ...creditNote(minor),
  type: 'WriteOff',
  adjustmentId: 'wo-1',
  reason: 'Family left the country',
  ...extra,
});

/** Rudo's tuition paid in full (USD 450.00), by receipt 2026-000001. */
const tuitionPaid: PaymentEvent = {
  type: 'PaymentRecorded',
  data: {
    schoolId,
    paymentId: 'p-1',
    receiptNo: '2026-000001',
    verificationCode: 'ABCDEFGHJK',
    accountId: rudo,
    payerStudentId: rudo,
    payerName: 'Rudo Moyo',
    studentIds: [rudo],
    amount: usd('45000'),
    channel: 'CASH',
    reference: null,
    date: '2026-03-01',
    rate: null,
    converted: null,
    allocations: [allocation(tuition, '45000')],
    credit: usd('0'),
    recordedBy: 'u-admin',
    recordedAt: '2026-03-01T08:00:00.000Z',
  },
};

/** The refusal with its message on its field. */
const refused = (
  Kind: typeof ConflictError | typeof ValidationError | typeof NotFoundError,
  field: string,
  message: string,
) => new Kind(message, [{ field, message }]);

function given(events: PaymentEvent[]) {
  const state = events.reduce(paymentDecider.evolve, paymentDecider.initialState);
  return {
    when:
      (command: Parameters<typeof paymentDecider.decide>[0], context = admin) =>
      () =>
        paymentDecider.decide(command, state, context),
  };
}

describe('IssueCreditNote when nothing has been paid on the invoice (USD 530.00 owed)', () => {
  it('credits USD 100.00 over its lines oldest due first, the owed amount going from 530.00 to 430.00', () => {
    expect(given([]).when(creditNote('10000'))()).toEqual([
      {
        type: 'CreditNoteIssued',
        data: {
          schoolId,
          adjustmentId: 'cn-1',
          invoiceId: 'inv-r',
          studentId: rudo,
          studentName: 'Rudo Moyo',
          termName: 'Term 1 2026',
          amount: usd('10000'),
          reason: 'Sibling discount',
          allocations: [allocation(levy, '8000'), allocation(tuition, '2000')],
          owedBefore: usd('53000'),
          owedAfter: usd('43000'),
          by: 'u-admin',
          at: admin.now,
        },
      },
    ]);
  });

  it('may credit the whole of what is owed', () => {
    const events = given([]).when(creditNote('53000'))();
    expect(events[0]!.data).toMatchObject({ owedAfter: usd('0') });
  });

  it('refuses more than the invoice owes', () => {
    expect(given([]).when(creditNote('53001'))).toThrow(
      refused(
        ConflictError,
        'amount',
        'The amount is more than the invoice still owes in that currency',
      ),
    );
  });

  it('refuses an amount in a currency the invoice does not bill', () => {
    expect(
      given([]).when(creditNote('100', { amount: { currency: 'ZWG', minor: '100' } })),
    ).toThrow(
      refused(
        ValidationError,
        'amount',
        'This invoice bills nothing in that currency: give the amount in the invoice’s currency',
      ),
    );
  });

  it('refuses a credit note without a reason', () => {
    expect(given([]).when(creditNote('100', { reason: '  ' }))).toThrow(
      refused(ValidationError, 'reason', 'Say why the credit note is issued'),
    );
  });

  it('refuses nothing at all', () => {
    expect(given([]).when(creditNote('0'))).toThrow(
      refused(ValidationError, 'amount', 'The amount must be more than 0'),
    );
  });

  it('an invoice the school does not have (another school’s) is not found', () => {
    expect(given([]).when(creditNote('100', { invoice: null }))).toThrow(
      refused(NotFoundError, 'invoiceId', 'No such invoice on this family’s account'),
    );
  });

  it('a teacher may not issue one', () => {
    expect(given([]).when(creditNote('100'), { ...admin, actorRole: 'TEACHER' })).toThrow(
      ForbiddenError,
    );
  });
});

describe('WriteOff when the tuition is paid and the levy (USD 80.00) is still owed', () => {
  it('writes off the levy: owed 80.00 before, 0.00 after', () => {
    expect(given([tuitionPaid]).when(writeOff('8000'))()).toEqual([
      {
        type: 'InvoiceWrittenOff',
        data: expect.objectContaining({
          adjustmentId: 'wo-1',
          amount: usd('8000'),
          reason: 'Family left the country',
          allocations: [allocation(levy, '8000')],
          owedBefore: usd('8000'),
          owedAfter: usd('0'),
        }),
      },
    ]);
  });

  it('refuses USD 80.01, more than is owed', () => {
    expect(given([tuitionPaid]).when(writeOff('8001'))).toThrow(
      refused(
        ConflictError,
        'amount',
        'The amount is more than the invoice still owes in that currency',
      ),
    );
  });

  it('refuses a write-off without a reason', () => {
    expect(given([tuitionPaid]).when(writeOff('100', { reason: '' }))).toThrow(
      refused(ValidationError, 'reason', 'Say why the amount is written off'),
    );
  });

  it('once the payment is reversed, the tuition is owed again and may be written off', () => {
    const reversed: PaymentEvent = {
      type: 'PaymentReversed',
      data: {
        schoolId,
        paymentId: 'p-1',
        receiptNo: '2026-000001',
        amount: usd('45000'),
        reason: 'Cheque bounced',
        payerStudentId: rudo,
        allocations: [allocation(tuition, '45000')],
        credit: usd('0'),
        reversedBy: 'u-admin',
        reversedAt: '2026-03-02T08:00:00.000Z',
      },
    };
    const events = given([tuitionPaid, reversed]).when(writeOff('53000'))();
    expect(events[0]!.data).toMatchObject({ owedBefore: usd('53000'), owedAfter: usd('0') });
  });
});

describe('after a credit note, what is owed is less for the next command', () => {
  const credited = given([]).when(creditNote('50000'))();

  it('a write-off may take only the USD 30.00 left', () => {
    expect(given(credited).when(writeOff('3001'))).toThrow(ConflictError);
    expect(given(credited).when(writeOff('3000'))()[0]!.data).toMatchObject({
      owedBefore: usd('3000'),
      owedAfter: usd('0'),
    });
  });

  it('a payment pays only the USD 30.00 left and the rest is credit on the account', () => {
    const [paid] = given(credited).when({
      type: 'RecordPayment',
      paymentId: 'p-2',
      verificationCode: 'ABCDEFGHJK',
      accountId: rudo,
      payerStudentId: rudo,
      payerName: 'Rudo Moyo',
      studentIds: [rudo],
      lines: invoice.lines.map((l) => ({
        ...l,
        invoiceId: 'inv-r',
        studentId: rudo,
        studentName: 'Rudo Moyo',
        termName: 'Term 1 2026',
      })),
      amount: usd('10000'),
      channel: 'CASH',
      reference: null,
      date: '2026-03-10',
      rate: null,
      directed: null,
    })();
    expect(paid!.data).toMatchObject({
      allocations: [allocation(tuition, '3000')],
      credit: usd('7000'),
    });
  });
});

describe('IssueCreditNote when BEAM pays USD 400.00 of the tuition (the family owes USD 130.00)', () => {
  const sponsored = {
    ...invoice,
    lines: [
      {
        ...tuition,
        sponsor: {
          sponsorId: 's-beam',
          sponsorName: 'BEAM',
          sponsorshipId: 'sp-1',
          amount: usd('40000'),
        },
      },
      levy,
    ],
  };

  it('credits the family’s part only: USD 130.00 owed before, 0.00 after', () => {
    const [credited] = given([]).when(creditNote('13000', { invoice: sponsored }))();
    expect(credited!.data).toMatchObject({
      allocations: [allocation(levy, '8000'), allocation(tuition, '5000')],
      owedBefore: usd('13000'),
      owedAfter: usd('0'),
    });
  });

  it('refuses USD 130.01: the sponsor’s part is the sponsor’s debt, not the family’s to credit', () => {
    expect(given([]).when(creditNote('13001', { invoice: sponsored }))).toThrow(
      refused(
        ConflictError,
        'amount',
        'The amount is more than the invoice still owes in that currency',
      ),
    );
  });
});
