import { describe, expect, it } from 'vitest';
import { ForgotPasswordRequest, LoginRequest, signInIdentifier } from './auth';

describe('a sign-in identifier', () => {
  it('is an email, trimmed and lower-cased', () => {
    expect(signInIdentifier('  Rudo.Moyo@School.TEST ')).toEqual({
      kind: 'email',
      value: 'rudo.moyo@school.test',
    });
  });

  it('is a Zimbabwean mobile in any of its usual spellings, always as 263…', () => {
    for (const spelling of [
      '0772123456',
      '+263772123456',
      '00263772123456',
      '263772123456',
      '772123456',
      '077 212 3456',
      '0772-123-456',
    ]) {
      expect(signInIdentifier(spelling)).toEqual({ kind: 'phone', value: '263772123456' });
    }
  });

  it('is a registration number, upper-cased', () => {
    expect(signInIdentifier(' r2024/0173 ')).toEqual({
      kind: 'registrationNumber',
      value: 'R2024/0173',
    });
    expect(signInIdentifier('hig-2024-7')).toEqual({
      kind: 'registrationNumber',
      value: 'HIG-2024-7',
    });
  });

  it('is not a phone number with a stray letter or punctuation around it', () => {
    for (const spelling of [
      '0772123456x',
      'x0772123456',
      '(0772123456)',
      '0772123456.',
      '0772.123.456',
      '+263-772-123-456!',
      '0772123456/',
    ]) {
      expect(signInIdentifier(spelling)).toBeUndefined();
    }
  });

  it('is not a malformed email, a word without a digit, or punctuation', () => {
    for (const value of [
      'rudo@',
      '@school.test',
      'rudo@school',
      'a b@school.test',
      'superadmin',
      '---',
      'R1',
      "R2024'; --",
    ]) {
      expect(signInIdentifier(value)).toBeUndefined();
    }
  });
});

describe('the login request', () => {
  it('says which identifiers it takes when the identifier is none of them', () => {
    const parsed = LoginRequest.safeParse({ identifier: '0772123456x', password: 'secret-1' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'identifier',
        'Enter a valid email, registration number or phone number (a Zimbabwean mobile number such as 0772 123 456)',
      ],
    ]);
  });

  it('asks only for the identifier when it is empty', () => {
    const parsed = LoginRequest.safeParse({ identifier: '  ', password: 'secret-1' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Enter your email, registration number or phone number',
    ]);
  });
});

describe('the forgot-password request', () => {
  it('takes the email in its one spelling', () => {
    expect(ForgotPasswordRequest.parse({ email: ' Rudo@School.Test ' })).toEqual({
      email: 'rudo@school.test',
    });
  });

  it('refuses what is not an email', () => {
    const parsed = ForgotPasswordRequest.safeParse({ email: '0772123456' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Enter a valid email address']);
  });
});
