import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, type Problem } from '@chikoro/contracts';
import { logger } from './logger';

export function sendProblem(res: Response, problem: Problem): void {
  res.status(problem.status).type('application/problem+json').json(problem);
}

/** Maps typed errors to problem+json; anything unmapped is a 500 with a trace id, never the raw message. */
export const problemHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof DomainError) {
    const errors = err.errors.length > 0 ? err.errors : undefined;
    sendProblem(res, { type: 'about:blank', title: err.title, status: err.status, detail: err.message, errors });
    return;
  }
  const body = err as { type?: string; status?: number; expose?: boolean; message?: string };
  if (body?.type === 'entity.parse.failed') {
    sendProblem(res, { type: 'about:blank', title: 'Invalid input', status: 400, detail: 'The request body is not valid JSON.' });
    return;
  }
  if (body?.type === 'entity.too.large') {
    sendProblem(res, { type: 'about:blank', title: 'Payload too large', status: 413, detail: 'The request body is too large.' });
    return;
  }
  if (body?.expose && typeof body.status === 'number' && body.status >= 400 && body.status < 500) {
    sendProblem(res, { type: 'about:blank', title: 'Bad request', status: body.status, detail: body.message ?? 'Bad request' });
    return;
  }
  const traceId = randomUUID();
  logger.error({ err, traceId, reqId: req.id }, 'unhandled error');
  sendProblem(res, { type: 'about:blank', title: 'Internal error', status: 500, detail: 'Something went wrong on our side.', traceId });
};

export const notFoundHandler: RequestHandler = (req, res) => {
  sendProblem(res, { type: 'about:blank', title: 'Not found', status: 404, detail: `No such endpoint: ${req.method} ${req.path}` });
};
