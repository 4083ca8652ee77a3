import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError, recoveryMessages } from '@chikoro/contracts';
import { AddressLimiter } from './rateLimit';

function fakeResponse() {
  const headers: Record<string, string> = {};
  return {
    headers,
    res: {
      setHeader: (name: string, value: string) => void (headers[name] = value),
    } as unknown as Response,
  };
}

describe('an address limiter of 3 per minute', () => {
  let now = 0;
  const limiter = () => new AddressLimiter({ limit: 3, windowMs: 60_000 }, () => now);

  it('lets three through, refuses the fourth with Retry-After and a message naming the wait', () => {
    now = 1_000;
    const l = limiter();
    const { res, headers } = fakeResponse();
    for (let i = 0; i < 3; i++) l.take('rudo@school.test', res);
    expect(() => l.take('rudo@school.test', res)).toThrow(TooManyRequestsError);
    expect(headers['Retry-After']).toBe('60');
    expect(() => l.take('rudo@school.test', res)).toThrow(
      recoveryMessages.tooManyRequests('1 minute'),
    );
  });

  it('counts each address apart', () => {
    const l = limiter();
    const { res } = fakeResponse();
    for (let i = 0; i < 3; i++) l.take('a@school.test', res);
    expect(() => l.take('b@school.test', res)).not.toThrow();
  });

  it('lets the address in again once its oldest hit leaves the window', () => {
    now = 0;
    const l = limiter();
    const { res } = fakeResponse();
    for (let i = 0; i < 3; i++) l.take('a@school.test', res);
    now = 60_001;
    expect(() => l.take('a@school.test', res)).not.toThrow();
  });

  it('refuseIfSpent does not count: only recorded failures do', () => {
    const l = limiter();
    const { res } = fakeResponse();
    for (let i = 0; i < 10; i++) l.refuseIfSpent('a@school.test', res);
    l.record('a@school.test');
    l.record('a@school.test');
    expect(() => l.refuseIfSpent('a@school.test', res)).not.toThrow();
    l.record('a@school.test');
    expect(() => l.refuseIfSpent('a@school.test', res)).toThrow(TooManyRequestsError);
  });
});
