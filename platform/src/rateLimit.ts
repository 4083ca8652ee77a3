import { isIPv6 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { TooManyRequestsError } from '@chikoro/contracts';

/** At most `limit` requests in any `windowMs`. */
export interface Rate {
  limit: number;
  windowMs: number;
}

const UNITS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** '5/10m' → 5 per 10 minutes; 'off' → no limit. The configuration validates the form first. */
export function parseRate(text: string): Rate | null {
  if (text.trim() === 'off') return null;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(text);
  if (!match) throw new Error(`Not a rate: ${text} (use <count>/<window> such as 5/10m, or off)`);
  const [, limit, amount, unit] = match;
  const rate = {
    limit: Number(limit),
    windowMs: Number(amount) * UNITS[unit as keyof typeof UNITS],
  };
  if (rate.limit < 1 || rate.windowMs < 1) throw new Error(`Not a rate: ${text}`);
  return rate;
}

/**
 * A sliding window per key: the times of the hits still inside the window, at most `limit` of
 * them, so memory per key is bounded; keys whose hits all expired are swept.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private sinceSweep = 0;

  constructor(
    readonly rate: Rate,
    private readonly maxKeys = 50_000,
  ) {}

  /** 0 when the key may go ahead now, otherwise how many ms until its oldest hit leaves the window. */
  waitFor(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.rate.limit) {
      if (!this.hits.has(key) && this.hits.size >= this.maxKeys) {
        this.sweep(now);
        if (this.hits.size >= this.maxKeys) return this.rate.windowMs;
      }
      return 0;
    }
    return recent[0]! + this.rate.windowMs - now;
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent.slice(-this.rate.limit));
    if (++this.sinceSweep >= 1000) this.sweep(now);
  }

  get size(): number {
    return this.hits.size;
  }

  private recent(key: string, now: number): number[] {
    const times = this.hits.get(key);
    if (!times) return [];
    const kept = times.filter((t) => t > now - this.rate.windowMs);
    if (kept.length === 0) this.hits.delete(key);
    else if (kept.length !== times.length) this.hits.set(key, kept);
    return kept;
  }

  private sweep(now: number): void {
    this.sinceSweep = 0;
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}

/**
 * Who is asking: with no trusted proxy, the socket's address (express's `req.ip` with
 * `trust proxy` off); behind N trusted proxies, the address the Nth one saw. IPv4-mapped
 * addresses read as IPv4; IPv6 clients are counted per /64, the block one subscriber holds.
 */
export function clientAddress(req: Request, trustedProxyHops = 0): string {
  const socket = req.socket?.remoteAddress ?? req.ip ?? 'unknown';
  let address = socket;
  if (trustedProxyHops > 0) {
    const header = req.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const chain = [socket, ...forwarded.reverse()];
    address = chain[Math.min(trustedProxyHops, chain.length - 1)]!;
  }
  return addressKey(address);
}

export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface RateLimitOptions {
  /** Per client address. */
  perAddress: Rate | null;
  /** Across every address together: a cap on bursts that many addresses send at once. */
  overall: Rate | null;
  /** The 429's detail, given how long to wait in seconds. */
  message(waitSeconds: number): string;
  busyMessage(waitSeconds: number): string;
  trustedProxyHops?: number;
  now?: () => number;
}

/**
 * Refuses a request past its limits with 429 problem+json and a Retry-After header; a request
 * that goes ahead counts against both limits, whatever its outcome, so refused input costs too.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const perAddress = options.perAddress && new SlidingWindow(options.perAddress);
  const overall = options.overall && new SlidingWindow(options.overall, 1);
  const now = options.now ?? Date.now;
  return (req, res, next) => {
    const at = now();
    const key = clientAddress(req, options.trustedProxyHops);
    const addressWait = perAddress?.waitFor(key, at) ?? 0;
    const overallWait = overall?.waitFor('*', at) ?? 0;
    if (addressWait > 0 || overallWait > 0) {
      const seconds = Math.max(1, Math.ceil(Math.max(addressWait, overallWait) / 1000));
      res.setHeader('Retry-After', String(seconds));
      next(
        new TooManyRequestsError(
          addressWait > 0 ? options.message(seconds) : options.busyMessage(seconds),
        ),
      );
      return;
    }
    perAddress?.record(key, at);
    overall?.record('*', at);
    next();
  };
}
