import { describe, expect, it } from 'vitest';
import { feeAudit } from './audit';

const draft = { label: 'Fee schedule Term 1 2026', status: 'Draft' };
const everyone = { levels: [], classes: [], residence: 'ALL', newLearnersOnly: false };
const tuition = {
  name: 'Tuition',
  category: 'TUITION',
  amount: { currency: 'USD', minor: '12500' },
  dueDate: '2026-01-20',
  payers: everyone,
};

describe('the audit log’s words for fees', () => {
  it('prints a rate with its day and source, and what it corrected', () => {
    const said = feeAudit.ExchangeRateRecorded!(
      { date: '2026-03-10', rate: '26.8001', source: 'RBZ', previousRate: '26.7834' },
      { label: null, status: null },
    );
    expect(said.summary).toBe(
      'Exchange rate for 10 Mar 2026: 26.8001 ZWG per 1 USD (RBZ), correcting 26.7834',
    );
    expect(said.changes).toEqual([{ field: 'rate', before: '26.7834', after: '26.8001' }]);
  });

  it('prints money as "USD 125.00"', () => {
    const said = feeAudit.FeeItemDefined!(
      { termName: 'Term 1 2026', version: 1, ...tuition },
      { label: null, status: null },
    );
    expect(said.summary).toBe(
      "Fee item 'Tuition' (Tuition) defined for Term 1 2026: USD 125.00 due 20 Jan 2026, draft version 1",
    );
    expect(said.record).toEqual(draft);
  });

  it('prints each change as before → after', () => {
    const said = feeAudit.FeeItemChanged!(
      {
        termName: 'Term 1 2026',
        version: 2,
        ...tuition,
        amount: { currency: 'ZWG', minor: '334793' },
        before: tuition,
      },
      draft,
    );
    expect(said.summary).toBe(
      "Fee item 'Tuition' changed in draft version 2: amount USD 125.00 → ZWG 3,347.93",
    );
  });

  it('prints an approval’s version and its total per currency', () => {
    const items = [
      tuition,
      { ...tuition, name: 'Levy', amount: { currency: 'USD', minor: '2050' } },
      { ...tuition, name: 'Trip', amount: { currency: 'ZWG', minor: '100000' } },
    ];
    const said = feeAudit.FeeScheduleApproved!(
      { termName: 'Term 1 2026', version: 2, items },
      draft,
    );
    expect(said.summary).toBe(
      'Fee schedule for Term 1 2026 approved as version 2: 3 items, USD 145.50 + ZWG 1,000.00 in all',
    );
    expect(said.record).toEqual({ label: 'Fee schedule Term 1 2026', status: 'Approved' });
  });

  it('prints an invoice with its learner, class, version and totals per currency', () => {
    const totals = [
      { currency: 'USD', minor: '50000' },
      { currency: 'ZWG', minor: '133917' },
    ];
    const said = feeAudit.InvoiceIssued!(
      {
        studentName: 'Rudo Moyo',
        className: 'Form 1 Blue',
        termName: 'Term 1 2026',
        version: 1,
        totals,
      },
      { label: null, status: null },
    );
    expect(said.summary).toBe(
      'Invoice for Rudo Moyo (Form 1 Blue) issued for Term 1 2026 from version 1: USD 500.00 + ZWG 1,339.17',
    );
    expect(said.record).toEqual({ label: 'Invoice Rudo Moyo Term 1 2026', status: 'Issued' });
  });

  it('prints a payment with its receipt, money, channel, rate and credit, and a reversal with its reason', () => {
    const paid = feeAudit.PaymentRecorded!(
      {
        receiptNo: '2026-000003',
        amount: { currency: 'ZWG', minor: '2678340' },
        channel: 'ECOCASH',
        payerName: 'Rudo Moyo',
        rate: '26.7834',
        credit: { currency: 'USD', minor: '500' },
      },
      { label: null, status: null },
    );
    expect(paid.summary).toBe(
      "Payment 2026-000003 of ZWG 26,783.40 by ECOCASH for Rudo Moyo's family at 26.7834 ZWG per 1 USD, USD 5.00 credit on account",
    );
    const reversed = feeAudit.PaymentReversed!(
      {
        receiptNo: '2026-000003',
        amount: { currency: 'ZWG', minor: '2678340' },
        reason: 'Entered twice',
      },
      { label: 'Receipt 2026-000003', status: 'Recorded' },
    );
    expect(reversed.summary).toBe('Payment 2026-000003 of ZWG 26,783.40 reversed: Entered twice');
    expect(reversed.changes).toEqual([{ field: 'status', before: 'Recorded', after: 'Reversed' }]);
  });

  it('tells a sponsorship with its sponsor, learner, categories, share and terms', () => {
    const said = feeAudit.SponsorshipGranted!(
      {
        sponsorName: 'BEAM',
        studentName: 'Rudo Moyo',
        categories: ['TUITION', 'LEVY'],
        percent: null,
        cap: { currency: 'USD', minor: '12000' },
        from: { termName: 'Term 1 2026' },
        to: { termName: 'Term 3 2026' },
      },
      { label: null, status: null },
    );
    expect(said.summary).toBe(
      'BEAM sponsors Rudo Moyo: Tuition, Levy, up to USD 120.00 a term, Term 1 2026 to Term 3 2026',
    );
  });

  it('tells a sponsor’s payment with its receipt number', () => {
    const said = feeAudit.SponsorPaymentRecorded!(
      {
        receiptNo: '2026-000002',
        amount: { currency: 'USD', minor: '15000' },
        channel: 'BANK',
        sponsorName: 'BEAM',
        credit: { currency: 'USD', minor: '0' },
      },
      { label: null, status: null },
    );
    expect(said.summary).toBe('Payment 2026-000002 of USD 150.00 by BANK from the sponsor BEAM');
  });

  it('tells a sponsor payment’s reversal with its receipt number and reason', () => {
    const said = feeAudit.SponsorPaymentReversed!(
      {
        receiptNo: '2026-000002',
        amount: { currency: 'USD', minor: '15000' },
        reason: 'Transfer recalled',
      },
      { label: 'Receipt 2026-000002', status: 'Recorded' },
    );
    expect(said.summary).toBe(
      'Sponsor payment 2026-000002 of USD 150.00 reversed: Transfer recalled',
    );
    expect(said.changes).toEqual([{ field: 'status', before: 'Recorded', after: 'Reversed' }]);
  });

  it('prints a credit note and a write-off with their reason, and what the invoice owed before → after', () => {
    const data = {
      studentName: 'Rudo Moyo',
      termName: 'Term 1 2026',
      amount: { currency: 'USD', minor: '10000' },
      reason: 'Sibling discount',
      owedBefore: { currency: 'USD', minor: '53000' },
      owedAfter: { currency: 'USD', minor: '43000' },
    };
    const credited = feeAudit.CreditNoteIssued!(data, { label: null, status: null });
    expect(credited.summary).toBe(
      'Credit note of USD 100.00 on invoice Rudo Moyo Term 1 2026: Sibling discount',
    );
    expect(credited.changes).toEqual([
      { field: 'owed', before: 'USD 530.00', after: 'USD 430.00' },
    ]);
    const written = feeAudit.InvoiceWrittenOff!(
      {
        ...data,
        reason: 'Family left',
        owedBefore: data.owedAfter,
        owedAfter: { currency: 'USD', minor: '33000' },
      },
      { label: null, status: null },
    );
    expect(written.summary).toBe(
      'Write-off of USD 100.00 on invoice Rudo Moyo Term 1 2026: Family left',
    );
    expect(written.changes).toEqual([{ field: 'owed', before: 'USD 430.00', after: 'USD 330.00' }]);
  });

  it('tells a discount with its kind, learner, size, categories, terms, approver and reason', () => {
    const sibling = feeAudit.DiscountGranted!(
      {
        kind: 'SIBLING',
        studentName: 'Tendai Moyo',
        categories: ['TUITION'],
        percent: '10',
        amount: null,
        from: { termName: 'Term 1 2026' },
        to: null,
        reason: null,
        approvedBy: 'Mrs Dube',
      },
      { label: null, status: null },
    );
    expect(sibling.summary).toBe(
      'Sibling discount for Tendai Moyo: 10 % off Tuition, from Term 1 2026, approved by Mrs Dube',
    );
    const adHoc = feeAudit.DiscountGranted!(
      {
        kind: 'AD_HOC',
        studentName: 'Rudo Moyo',
        categories: ['TUITION', 'LEVY'],
        percent: null,
        amount: { currency: 'USD', minor: '2500' },
        from: { termName: 'Term 1 2026' },
        to: { termName: 'Term 2 2026' },
        reason: 'Flood at home',
        approvedBy: 'The head',
      },
      { label: null, status: null },
    );
    expect(adHoc.summary).toBe(
      'Ad hoc discount for Rudo Moyo: USD 25.00 off Tuition, Levy a term, Term 1 2026 to Term 2 2026, approved by The head (Flood at home)',
    );
  });

  it('says which receipt messages the school left on', () => {
    const said = feeAudit.ReceiptMessagesChanged!(
      { sms: false, email: true },
      { label: null, status: null },
    );
    expect(said.summary).toBe('Receipt messages changed: SMS off, email on');
    expect(said.changes).toEqual([
      { field: 'sms', before: null, after: 'off' },
      { field: 'email', before: null, after: 'on' },
    ]);
    expect(said.record).toEqual({ label: 'Receipt messages', status: 'Set' });
  });
});
