import type { FieldError } from './problems';

/** Errors that carry their HTTP meaning, so the edge maps them without guessing. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly title: string;
  constructor(message: string, readonly errors: FieldError[] = []) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  readonly status = 400;
  readonly title = 'Invalid input';
}

export class UnauthenticatedError extends DomainError {
  readonly status = 401;
  readonly title = 'Sign-in required';
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  readonly title = 'Forbidden';
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  readonly title = 'Not found';
}

export class ConflictError extends DomainError {
  readonly status = 409;
  readonly title = 'Conflict';
}

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  readonly title = 'Payload too large';
}

export class UnsupportedMediaError extends DomainError {
  readonly status = 415;
  readonly title = 'Unsupported media type';
}

export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  readonly title = 'Too many requests';
}
