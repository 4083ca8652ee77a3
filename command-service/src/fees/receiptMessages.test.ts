import { describe, expect, it } from 'vitest';
import type { PaymentRecorded } from '@chikoro/contracts';
import { paidFor, receiptMessages } from './receiptMessages';

const line = (studentId: string, minor: string) => ({
  invoiceId: 'inv-1',
  feeItemId: 'item-1',
  studentId,
  name: 'Tuition',
  category: 'TUITION' as const,
  amount: { currency: 'USD' as const, minor },
});

const payment = (over: Partial<PaymentRecorded['data']> = {}): PaymentRecorded['data'] => ({
  schoolId: 'school-1',
  paymentId: 'pay-1',
  receiptNo: '2026-000123',
  verificationCode: 'AB12CD34EF',
  accountId: 'rudo',
  payerStudentId: 'rudo',
  payerName: 'Rudo Moyo',
  studentIds: ['rudo', 'tapiwa'],
  amount: { currency: 'USD', minor: '12000' },
  channel: 'ECOCASH',
  reference: 'MP123',
  date: '2026-11-25',
  rate: null,
  converted: null,
  allocations: [line('rudo', '8000'), line('tapiwa', '4000')],
  credit: { currency: 'USD', minor: '0' },
  recordedBy: null,
  recordedAt: '2026-11-25T08:00:00.000Z',
  ...over,
});

const names: Record<string, string> = { tapiwa: 'Tapiwa Moyo' };

describe('whom a payment was for', () => {
  it('names each learner whose lines it paid, once, in alphabetical order', () => {
    expect(
      paidFor(
        payment({ allocations: [line('tapiwa', '1'), line('rudo', '2'), line('tapiwa', '3')] }),
        (id) => names[id],
      ),
    ).toEqual(['Rudo Moyo', 'Tapiwa Moyo']);
  });

  it('names the learner it was taken for when all of it is credit', () => {
    expect(
      paidFor(
        payment({ allocations: [], credit: { currency: 'USD', minor: '12000' } }),
        (id) => names[id],
      ),
    ).toEqual(['Rudo Moyo']);
  });
});

describe('the receipt to the family', () => {
  const parents = [
    { parentId: 'p1', name: 'Tsitsi Moyo', email: 'tsitsi@example.test', phone: '263771234567' },
    { parentId: 'p2', name: null, email: null, phone: '263771234567' },
    { parentId: 'p3', name: 'Farai Moyo', email: null, phone: null },
  ];
  const mails = receiptMessages(
    payment(),
    parents,
    'Chikoro High',
    ['Rudo Moyo', 'Tapiwa Moyo'],
    'https://school.example/',
  );

  it('sends each phone one short SMS with the amount, the children, the number and the link', () => {
    const sms = mails.filter((m) => m.channel === 'SMS');
    expect(sms.map((m) => [m.to, m.body])).toEqual([
      [
        '263771234567',
        'Chikoro: Chikoro High received USD 120.00 for Rudo Moyo and Tapiwa Moyo, receipt 2026-000123. https://school.example/verify/AB12CD34EF',
      ],
    ]);
    expect(sms[0]!.body.length).toBeLessThanOrEqual(160);
  });

  it('mails a parent with an email where to check and download the receipt, about this payment', () => {
    const email = mails.filter((m) => m.channel === undefined);
    expect(email).toEqual([
      {
        to: 'tsitsi@example.test',
        subject: 'Chikoro High: receipt 2026-000123 for USD 120.00',
        body: [
          'Dear Tsitsi Moyo,',
          '',
          'Chikoro High received USD 120.00 for Rudo Moyo and Tapiwa Moyo, receipt 2026-000123. Paid by EcoCash on 2026-11-25.',
          '',
          'Check the receipt at https://school.example/verify/AB12CD34EF',
          'Download it as a PDF from Fees in the parent portal: https://school.example/parent/fees_management',
          '',
          'Chikoro High',
        ].join('\n'),
        topic: 'receipt:pay-1',
        schoolId: 'school-1',
        recipientName: 'Tsitsi Moyo',
      },
    ]);
  });

  it('sends nothing to a family without a phone or an email', () => {
    expect(receiptMessages(payment(), [parents[2]!], 'Chikoro High', [], 'https://x')).toEqual([]);
  });
});

describe('the receipt to the payer’s own phone and email', () => {
  const parent = {
    parentId: 'p1',
    name: 'Tsitsi Moyo',
    email: 'tsitsi@example.test',
    phone: '263771234567',
  };
  const byUncle = payment({ payerPhone: '263772999888', payerEmail: 'tendai@example.test' });
  const send = (
    p: PaymentRecorded['data'],
    parents: (typeof parent)[],
    settings?: { sms: boolean; email: boolean },
  ) =>
    receiptMessages(p, parents, 'Chikoro High', ['Rudo Moyo'], 'https://school.example', settings);

  it('goes to the payer as well as the parents, an SMS and an email each', () => {
    expect(send(byUncle, [parent]).map((m) => [m.channel ?? 'EMAIL', m.to])).toEqual([
      ['SMS', '263771234567'],
      ['EMAIL', 'tsitsi@example.test'],
      ['SMS', '263772999888'],
      ['EMAIL', 'tendai@example.test'],
    ]);
  });

  it('goes to a payer whose family has no parent the school holds', () => {
    const mails = send(byUncle, []);
    expect(mails.map((m) => [m.channel ?? 'EMAIL', m.to])).toEqual([
      ['SMS', '263772999888'],
      ['EMAIL', 'tendai@example.test'],
    ]);
    expect(mails[0]!.body).toBe(
      'Chikoro: Chikoro High received USD 120.00 for Rudo Moyo, receipt 2026-000123. https://school.example/verify/AB12CD34EF',
    );
    expect(mails[1]!.body).toBe(
      [
        'Hello,',
        '',
        'Chikoro High received USD 120.00 for Rudo Moyo, receipt 2026-000123. Paid by EcoCash on 2026-11-25.',
        '',
        'Check the receipt at https://school.example/verify/AB12CD34EF',
        '',
        'Chikoro High',
      ].join('\n'),
    );
  });

  it('sends a parent who paid with their own phone and email one SMS and one email', () => {
    const byParent = payment({ payerPhone: '263771234567', payerEmail: 'tsitsi@example.test' });
    expect(send(byParent, [parent]).map((m) => [m.channel ?? 'EMAIL', m.to])).toEqual([
      ['SMS', '263771234567'],
      ['EMAIL', 'tsitsi@example.test'],
    ]);
  });

  it('sends no SMS while the school has them off, the emails still', () => {
    expect(
      send(byUncle, [parent], { sms: false, email: true }).map((m) => [m.channel ?? 'EMAIL', m.to]),
    ).toEqual([
      ['EMAIL', 'tsitsi@example.test'],
      ['EMAIL', 'tendai@example.test'],
    ]);
  });

  it('sends no email while the school has them off, the SMS still', () => {
    expect(
      send(byUncle, [parent], { sms: true, email: false }).map((m) => [m.channel ?? 'EMAIL', m.to]),
    ).toEqual([
      ['SMS', '263771234567'],
      ['SMS', '263772999888'],
    ]);
  });
});
