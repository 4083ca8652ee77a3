import { describe, expect, it } from 'vitest';
import { RecordPaymentInput } from './payments';

const payment = {
  studentId: '5c0f0e00-0000-4000-8000-000000000051',
  amount: { currency: 'USD', minor: '5000' },
  channel: 'CASH',
};
const issues = (body: object) => {
  const parsed = RecordPaymentInput.safeParse({ ...payment, ...body });
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the payer’s phone and email on a payment', () => {
  it('takes a Zimbabwean mobile as typed and keeps it as 263…, and the email in lower case', () => {
    expect(
      RecordPaymentInput.parse({
        ...payment,
        payerPhone: ' 0772 123 456 ',
        payerEmail: ' Uncle.Tendai@Example.TEST ',
      }),
    ).toMatchObject({ payerPhone: '263772123456', payerEmail: 'uncle.tendai@example.test' });
  });

  it('takes blank as not given', () => {
    const parsed = RecordPaymentInput.parse({ ...payment, payerPhone: '  ', payerEmail: '' });
    expect(parsed.payerPhone).toBeUndefined();
    expect(parsed.payerEmail).toBeUndefined();
  });

  it('refuses a phone that is not a Zimbabwean mobile, in the words a parent’s phone is refused in', () => {
    expect(issues({ payerPhone: '0242 123 456' })).toEqual([
      ['payerPhone', 'Enter a valid Zimbabwean mobile number'],
    ]);
  });

  it('refuses an email that is not one, in the words a parent’s email is refused in', () => {
    expect(issues({ payerEmail: 'uncle at example' })).toEqual([
      ['payerEmail', 'Enter a valid email address'],
    ]);
  });
});
