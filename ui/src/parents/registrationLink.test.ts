import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, registrationTarget } from './registrationLink';

const at = (query: string, path: 'register' | 'catch-all' = 'catch-all') =>
  registrationTarget(new URLSearchParams(query), path);

describe('what a registration link shows', () => {
  it('the form for a Zimbabwean mobile in any accepted form', () => {
    for (const phone of [
      '263771234567',
      '+263771234567',
      '00263781234567',
      '0731234567',
      '711234567',
    ])
      expect(at(`phoneNumber=${encodeURIComponent(phone)}`)).toBe('form');
  });
  it('the landing page for a number that is not a Zimbabwean mobile', () => {
    for (const phone of ['', '0242700100', '263751234567', '26377123456', 'abc'])
      expect(at(`phoneNumber=${phone}`)).toBe('home');
  });
  it('a 404 for an unknown path without the parameter, the landing page for /register', () => {
    expect(at('')).toBe('not-found');
    expect(at('', 'register')).toBe('home');
  });
});

describe('idempotency keys', () => {
  it("are fresh each time and fit the server's pattern", () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
  });
});
