import type { FieldError } from './problems';

/** Where the problem types are documented; a problem's `type` is this base plus a slug. */
export const PROBLEM_TYPE_BASE = 'https://chikoro.app/problems/';

export const problemType = (slug: string): string => `${PROBLEM_TYPE_BASE}${slug}`;

/**
 * Errors that carry their HTTP meaning, so the edge maps them without guessing. The `type` tells
 * a client what kind of problem it is (two 409s may call for different answers).
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly title: string;
  abstract readonly type: string;
  constructor(
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  readonly status = 400;
  readonly title = 'Invalid input';
  readonly type = problemType('invalid-input');
}

export class UnauthenticatedError extends DomainError {
  readonly status = 401;
  readonly title = 'Sign-in required';
  readonly type = problemType('sign-in-required');
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  readonly title = 'Forbidden';
  readonly type = problemType('forbidden');
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  readonly title = 'Not found';
  readonly type = problemType('not-found');
}

/** A rule refuses the change (already decided, already taken...): retrying the same will not help. */
export class ConflictError extends DomainError {
  readonly status = 409;
  readonly title = 'Refused by a rule';
  readonly type = problemType('rule-refused');
}

/** Someone else changed the record between reading and writing: reload it and try again. */
export class ConcurrencyConflictError extends DomainError {
  readonly status = 409;
  readonly title = 'Changed by someone else';
  readonly type = problemType('concurrency-conflict');
}

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  readonly title = 'Payload too large';
  readonly type = problemType('payload-too-large');
}

export class UnsupportedMediaError extends DomainError {
  readonly status = 415;
  readonly title = 'Unsupported media type';
  readonly type = problemType('unsupported-media-type');
}

/** An Idempotency-Key sent again with a different request: nothing is done, the client needs a new key. */
export class IdempotencyKeyReusedError extends DomainError {
  readonly status = 422;
  readonly title = 'Idempotency-Key already used';
  readonly type = problemType('idempotency-key-reused');
}

/**
 * The first sending of this Idempotency-Key is still running: send the same again after
 * `Retry-After` seconds, and it is answered with that sending's result.
 */
export class StillProcessingError extends DomainError {
  readonly status = 409;
  readonly title = 'This request is still being processed';
  readonly type = problemType('still-processing');
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  readonly title = 'Too many requests';
  readonly type = problemType('too-many-requests');
}
