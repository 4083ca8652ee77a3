import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * Where secrets could appear in a logged object: credentials in headers, and any field named like
 * a password, one-time code or token, at the top or one level down (a logged body or error).
 */
const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'code',
  'token',
  'refreshToken',
  'resetToken',
  'secret',
];
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
];

/**
 * An error as a log line shows it: its type, message, stack and own plain fields, but never the
 * objects some libraries hang on it (pg's pool puts the whole client, with its buffers, on an idle client's error).
 */
function errorOf(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as Record<string, unknown>;
  for (const [field, value] of Object.entries(serialized))
    if (
      value !== null &&
      typeof value === 'object' &&
      field !== 'cause' &&
      field !== 'aggregateErrors'
    )
      delete serialized[field];
  return serialized;
}

/** JSON lines on stdout; readable colours when a person watches a terminal. LOG_LEVEL sets the level (quiet under the test runner). */
export function createLogger(destination?: DestinationStream): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: errorOf },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY)
    return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss' }));
  // Under the test runner, through process.stdout (where the tests read the lines); otherwise buffered and written off the
  // request path (a line per request would otherwise be a write call each), flushed on exit.
  if (process.env.VITEST) return pino(options, process.stdout);
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}

/** The platform's logger: every service writes through it, never through console. */
export const logger: Logger = createLogger();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's id: the caller's X-Request-Id when it is a uuid, a fresh one otherwise. Commands put it on their events. */
export function requestId(req: Request): string {
  return req.id ?? randomUUID();
}

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (see requestLogger). */
    id?: string;
  }
}

type Principal = { userId?: string } | undefined;

/**
 * One line per request, when its answer is finished (or the caller has gone): method, path (never
 * the query string), status, duration, the acting user and the request id, which the answer
 * carries as X-Request-Id. A 5xx answer is logged as an error. Nothing but a listener and the id
 * is spent on a request whose line the level would drop.
 */
export function requestLogger(log: Logger = logger): RequestHandler {
  return (req, res, next) => {
    res.setHeader('X-Request-Id', traceRequest(req, res, log));
    next();
  };
}

/**
 * What requestLogger does to a request, for a server that answers some requests before its
 * framework is entered: gives the request its id (the caller's X-Request-Id when it is a uuid) and
 * logs its line when the answer is finished. Returns the id, for the answer's X-Request-Id.
 */
export function traceRequest(
  req: IncomingMessage,
  res: ServerResponse,
  log: Logger = logger,
): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && UUID.test(given) ? given : randomUUID();
  req.id = id;
  const started = performance.now();
  res.once('close', () => {
    const failed = res.statusCode >= 500;
    if (!log.isLevelEnabled(failed ? 'error' : 'info')) return;
    const request = req as IncomingMessage & { originalUrl?: string; principal?: Principal };
    const line = {
      reqId: id,
      method: req.method,
      path: (request.originalUrl ?? req.url ?? '').split('?')[0],
      status: res.statusCode,
      durationMs: Math.round(performance.now() - started),
      actorId: request.principal?.userId ?? null,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (failed) log.error(line, 'request failed');
    else log.info(line, 'request');
  });
  return id;
}
