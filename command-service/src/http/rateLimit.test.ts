import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '@chikoro/contracts';
import { SlidingWindow, addressKey, clientAddress, parseRate, rateLimit } from './rateLimit';

const MINUTE = 60_000;

describe('parseRate', () => {
  it('reads count per window in seconds, minutes or hours', () => {
    expect(parseRate('5/10m')).toEqual({ limit: 5, windowMs: 10 * MINUTE });
    expect(parseRate('60/1m')).toEqual({ limit: 60, windowMs: MINUTE });
    expect(parseRate('3/30s')).toEqual({ limit: 3, windowMs: 30_000 });
    expect(parseRate('100/1h')).toEqual({ limit: 100, windowMs: 3_600_000 });
  });
  it('reads off as no limit, and refuses anything else', () => {
    expect(parseRate('off')).toBeNull();
    expect(() => parseRate('five a minute')).toThrow(/Not a rate/);
    expect(() => parseRate('0/1m')).toThrow(/Not a rate/);
  });
});

describe('a sliding window of 3 per minute', () => {
  it('lets three through, then says how long until the oldest leaves the window', () => {
    const window = new SlidingWindow({ limit: 3, windowMs: MINUTE });
    for (const at of [0, 1000, 2000]) {
      expect(window.waitFor('a', at)).toBe(0);
      window.record('a', at);
    }
    expect(window.waitFor('a', 30_000)).toBe(30_000);
    expect(window.waitFor('a', MINUTE + 1)).toBe(0);
  });
  it('counts each key on its own', () => {
    const window = new SlidingWindow({ limit: 1, windowMs: MINUTE });
    window.record('a', 0);
    expect(window.waitFor('a', 10)).toBeGreaterThan(0);
    expect(window.waitFor('b', 10)).toBe(0);
  });
  it('forgets keys whose hits all expired, so memory stays bounded', () => {
    const window = new SlidingWindow({ limit: 1, windowMs: MINUTE }, 2);
    window.record('a', 0);
    window.record('b', 0);
    expect(window.waitFor('c', 10)).toBe(MINUTE);
    expect(window.waitFor('c', MINUTE + 1)).toBe(0);
    expect(window.size).toBe(0);
  });
});

describe('client addresses', () => {
  const req = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as Request;

  it('is the socket address unless proxies are trusted: a forged X-Forwarded-For changes nothing', () => {
    expect(clientAddress(req('::ffff:203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
  });
  it('behind one trusted proxy, is the address that proxy saw', () => {
    expect(clientAddress(req('10.0.0.2', '198.51.100.1, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(req('10.0.0.2'), 1)).toBe('10.0.0.2');
  });
  it('counts an IPv6 client per /64', () => {
    expect(addressKey('2001:db8:abcd:12:1::5')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0db8:abcd:0012:ffff:1:2:3')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the rate limit middleware', () => {
  function limiter() {
    let now = 0;
    const handler = rateLimit({
      perAddress: { limit: 2, windowMs: 10 * MINUTE },
      overall: { limit: 3, windowMs: MINUTE },
      message: (s) => `address wait ${s}`,
      busyMessage: (s) => `busy wait ${s}`,
      now: () => now,
    });
    const send = (address: string) => {
      const headers: Record<string, string> = {};
      let passed: unknown = 'not called';
      const res = {
        setHeader: (k: string, v: string) => void (headers[k] = v),
      } as unknown as Response;
      handler(
        { socket: { remoteAddress: address }, headers: {} } as unknown as Request,
        res,
        (err?: unknown) => void (passed = err),
      );
      return { error: passed, headers };
    };
    return { send, advance: (ms: number) => void (now += ms) };
  }

  it('refuses the third from one address with 429, its message and Retry-After', () => {
    const { send } = limiter();
    expect(send('198.51.100.1').error).toBeUndefined();
    expect(send('198.51.100.1').error).toBeUndefined();
    const refused = send('198.51.100.1');
    expect(refused.error).toBeInstanceOf(TooManyRequestsError);
    expect((refused.error as Error).message).toBe('address wait 600');
    expect(refused.headers['Retry-After']).toBe('600');
  });
  it('caps a burst from many addresses with the busy message', () => {
    const { send, advance } = limiter();
    for (const a of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect(send(a).error).toBeUndefined();
    const refused = send('198.51.100.4');
    expect((refused.error as Error).message).toBe('busy wait 60');
    advance(MINUTE);
    expect(send('198.51.100.4').error).toBeUndefined();
  });
  it('does not count a refused request against the address', () => {
    const { send, advance } = limiter();
    send('198.51.100.1');
    send('198.51.100.1');
    advance(5 * MINUTE);
    expect(send('198.51.100.1').error).toBeInstanceOf(TooManyRequestsError);
    expect(send('198.51.100.1').error).toBeInstanceOf(TooManyRequestsError);
    advance(5 * MINUTE + 1);
    expect(send('198.51.100.1').error).toBeUndefined();
  });
});
