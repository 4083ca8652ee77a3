import type { Response } from 'express';
import { TooManyRequestsError, recoveryMessages, waitText } from '@chikoro/contracts';
import { SlidingWindow, type Rate } from '../http/rateLimit';

/** The budgets of sign-in and recovery, per address (an email, a sign-in identifier or a client). */
export const authLimits = {
  /** Failed sign-ins per identifier (in its one spelling): a password cannot be guessed at speed. */
  loginFailures: { limit: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins per client address, whatever identifiers they name: no spraying across accounts. */
  loginFailuresPerClient: { limit: 50, windowMs: 15 * 60_000 },
  /** Recovery codes asked for per email: bounds the mail sent and the codes to guess at. */
  forgotPassword: { limit: 5, windowMs: 15 * 60_000 },
  /** Recovery requests per client address, whatever emails they name. */
  forgotPasswordPerClient: { limit: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Rate>;

/**
 * A sliding window per address on top of the shared limiter. In memory: each replica counts on
 * its own, so with N replicas an address gets at most N times its budget.
 */
export class AddressLimiter {
  private readonly window: SlidingWindow;

  constructor(
    rate: Rate,
    private readonly now: () => number = Date.now,
  ) {
    this.window = new SlidingWindow(rate);
  }

  /** 429 problem+json with Retry-After when the address has spent its budget. */
  refuseIfSpent(key: string, res: Response): void {
    const waitMs = this.window.waitFor(key, this.now());
    if (waitMs <= 0) return;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    res.setHeader('Retry-After', String(seconds));
    throw new TooManyRequestsError(recoveryMessages.tooManyRequests(waitText(seconds)));
  }

  record(key: string): void {
    this.window.record(key, this.now());
  }

  /** Refuses when spent, otherwise counts this request. */
  take(key: string, res: Response): void {
    this.refuseIfSpent(key, res);
    this.record(key);
  }
}
