import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, problemType, type Problem } from '@chikoro/contracts';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './database';
import { logger } from './logger';

/** How long a client is asked to wait (`Retry-After`, seconds) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached: nothing was written, the same request may be sent again. */
export function databaseUnavailableProblem(): Problem {
  return {
    type: problemType('database-unavailable'),
    title: 'Database unavailable',
    status: 503,
    detail: 'Chikoro cannot reach its database; try again in a moment.',
  };
}

/** The headers a problem carries besides its body (a 503's `Retry-After`). */
export function problemHeaders(problem: Problem): Record<string, string> {
  return problem.type === problemType('database-unavailable')
    ? { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) }
    : {};
}

export function sendProblem(res: Response, problem: Problem): void {
  res
    .status(problem.status)
    .set(problemHeaders(problem))
    .type('application/problem+json')
    .json(problem);
}

/** The title and type of each client error the HTTP layer itself may raise (body parsing, routing). */
const CLIENT_ERRORS: Record<number, { title: string; slug: string }> = {
  400: { title: 'Bad request', slug: 'bad-request' },
  401: { title: 'Sign-in required', slug: 'sign-in-required' },
  403: { title: 'Forbidden', slug: 'forbidden' },
  404: { title: 'Not found', slug: 'not-found' },
  405: { title: 'Method not allowed', slug: 'method-not-allowed' },
  406: { title: 'Not acceptable', slug: 'not-acceptable' },
  408: { title: 'Request timeout', slug: 'request-timeout' },
  409: { title: 'Conflict', slug: 'conflict' },
  411: { title: 'Length required', slug: 'length-required' },
  412: { title: 'Precondition failed', slug: 'precondition-failed' },
  413: { title: 'Payload too large', slug: 'payload-too-large' },
  414: { title: 'URI too long', slug: 'uri-too-long' },
  415: { title: 'Unsupported media type', slug: 'unsupported-media-type' },
  416: { title: 'Range not satisfiable', slug: 'range-not-satisfiable' },
  422: { title: 'Unprocessable request', slug: 'unprocessable' },
  429: { title: 'Too many requests', slug: 'too-many-requests' },
  431: { title: 'Request headers too large', slug: 'headers-too-large' },
};

/** A problem for a status the HTTP layer raised: its own title and type, never a generic one. */
export function clientProblem(status: number, detail: string): Problem {
  const known = CLIENT_ERRORS[status] ?? { title: 'Client error', slug: 'client-error' };
  return { type: problemType(known.slug), title: known.title, status, detail };
}

/** Maps typed errors to problem+json; anything unmapped is a 500 with a trace id, never the raw message. */
export const problemHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof DomainError) {
    const errors = err.errors.length > 0 ? err.errors : undefined;
    sendProblem(res, {
      type: err.type,
      title: err.title,
      status: err.status,
      detail: err.message,
      errors,
    });
    return;
  }
  const body = err as { type?: string; status?: number; expose?: boolean; message?: string };
  if (body?.type === 'entity.parse.failed') {
    sendProblem(res, {
      type: problemType('invalid-json'),
      title: 'Invalid input',
      status: 400,
      detail: 'The request body is not valid JSON.',
    });
    return;
  }
  if (body?.type === 'entity.too.large') {
    sendProblem(res, clientProblem(413, 'The request body is too large.'));
    return;
  }
  if (err instanceof URIError) {
    sendProblem(
      res,
      clientProblem(400, 'The address holds a malformed percent-escape (such as %E0%A4%A).'),
    );
    return;
  }
  if (body?.expose && typeof body.status === 'number' && body.status >= 400 && body.status < 500) {
    sendProblem(res, clientProblem(body.status, body.message ?? 'The request cannot be served.'));
    return;
  }
  sendProblem(res, internalProblem(err, req.id));
};

/**
 * A 500 for an error nothing mapped: logged with a trace id, which the problem gives, never the raw
 * message. The database away is a 503 instead (see databaseUnavailableProblem).
 */
export function internalProblem(
  err: unknown,
  reqId: string | undefined,
  log: Logger = logger,
): Problem {
  if (isDatabaseUnavailable(err)) {
    log.warn({ err, reqId }, 'database unavailable');
    return databaseUnavailableProblem();
  }
  const traceId = randomUUID();
  log.error({ err, traceId, reqId }, 'unhandled error');
  return {
    type: problemType('internal-error'),
    title: 'Internal error',
    status: 500,
    detail: 'Something went wrong on our side.',
    traceId,
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendProblem(res, clientProblem(404, `No such endpoint: ${req.method} ${req.path}`));
};
