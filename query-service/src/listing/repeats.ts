import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import {
  logger,
  traceRequest,
  type FrontOfApp,
  type ReadModelChanges,
  type SessionPrincipal,
  type Sessions,
  type TokenSigner,
} from '@chikoro/platform';
import { BoundedMap } from './bounded';
import { stampOf, type Kept, type Pages } from './pages';

/** What makes an answer repeatable: the kept page it sent, under its key, and the read models it was read from. */
interface Repeatable {
  key: string;
  kept: Kept;
  projections: readonly string[];
}

const REPEATABLE = Symbol('repeatable');
type Marked = ServerResponse & { [REPEATABLE]?: Repeatable };

/** Marks an answer as the kept page `kept`: Repeats may answer the same request again with the same bytes while the page is kept. */
export function markRepeatable(res: ServerResponse, mark: Repeatable): void {
  (res as Marked)[REPEATABLE] = mark;
}

/** An answer as it went out: status, headers but those of its own request and transport, body bytes. */
interface Answer extends Repeatable {
  status: number;
  /** Name, value, name, value… as `writeHead` takes them. */
  headers: (string | number | string[])[];
  body: Buffer;
  sessionId: string;
}

/** Headers that never change a list's answer here, left out of the request's key so that browsers' requests still match. */
const IGNORED = new Set([
  'host',
  'connection',
  'keep-alive',
  'user-agent',
  'accept-language',
  'referer',
  'x-request-id',
  'cookie',
  'dnt',
  'priority',
]);
/** Headers of an answer that are its own request's or the transport's: made afresh for each answer. */
const OWN = new Set([
  'x-request-id',
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** An answer longer than this is not kept (a kept page is 256 kB at most). */
const MAX_ANSWER_BYTES = 512 * 1024;

export interface RepeatsOptions {
  pages: Pages;
  changes: Pick<ReadModelChanges, 'stamp'>;
  tokens: Pick<TokenSigner, 'verify'>;
  sessions: Pick<Sessions, 'knownOpen'>;
  /** Only requests under this path are looked at (the API's mount). */
  under?: string;
  log?: Logger;
  /** Answers kept at most (the oldest forgotten first). */
  maxEntries?: number;
  /** Bytes of answers kept at most. */
  maxBytes?: number;
}

/**
 * Answers a request that repeats one answered before with a kept list page — the same GET, URL,
 * token and headers (but those in IGNORED) — with the bytes that answer went out with, before the
 * HTTP framework is entered, while the page is still kept (its read model unchanged since), the
 * token unexpired and its session known to be open. Anything else goes on to the app, which may
 * mark its answer repeatable (markRepeatable); such an answer is recorded as it is written, after
 * every middleware (security headers, compression) had its say. A repeated answer gets its own
 * X-Request-Id and its own log line, as requestLogger gives the app's.
 */
export class Repeats {
  private readonly answers: BoundedMap<Answer>;
  private readonly under: string;
  private readonly log: Logger;
  /** How many requests were answered here. */
  answered = 0;

  constructor(private readonly options: RepeatsOptions) {
    this.under = options.under ?? '/api/';
    this.log = options.log ?? logger;
    this.answers = new BoundedMap(
      (answer) => answer.body.length,
      options.maxEntries ?? 10_000,
      options.maxBytes ?? 64 * 1024 * 1024,
    );
  }

  readonly front: FrontOfApp = (req, res, next) => {
    if (
      req.method !== 'GET' ||
      !req.url?.startsWith(this.under) ||
      req.headers.authorization === undefined
    )
      return next();
    const key = requestKey(req);
    if (key === undefined) return next();
    const answer = this.answers.get(key);
    if (answer !== undefined) {
      const principal = this.stillHolds(req, answer);
      if (principal !== undefined) return this.repeat(req, res, answer, principal);
      this.answers.delete(key, answer);
    }
    this.record(key, res);
    next();
  };

  get size(): number {
    return this.answers.size;
  }

  /** The reader, if the answer may go to them again now. */
  private stillHolds(req: IncomingMessage, answer: Answer): SessionPrincipal | undefined {
    const { pages, changes, tokens, sessions } = this.options;
    if (pages.find(answer.key, stampOf(changes, answer.projections)) !== answer.kept)
      return undefined;
    let principal: SessionPrincipal;
    try {
      // Remembered once verified: a lookup and the expiry's check.
      principal = tokens.verify(req.headers.authorization!.slice('Bearer '.length));
    } catch {
      return undefined;
    }
    return principal.sessionId === answer.sessionId && sessions.knownOpen(principal.sessionId)
      ? principal
      : undefined;
  }

  private repeat(
    req: IncomingMessage,
    res: ServerResponse,
    answer: Answer,
    principal: SessionPrincipal,
  ): void {
    (req as IncomingMessage & { principal?: SessionPrincipal }).principal = principal;
    const id = traceRequest(req, res, this.log);
    this.answered++;
    const headers = [...answer.headers, 'X-Request-Id', id];
    if (answer.status !== 304) headers.push('Content-Length', answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  }

  /** Records the app's answer as it is written; kept if the app marked it repeatable. */
  private record(key: string, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let headers: OutgoingHttpHeaders | undefined;
    const { writeHead, write, end } = res;
    const take = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      if (size <= MAX_ANSWER_BYTES) chunks.push(bytes);
    };
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const result = (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      headers = this.getHeaders();
      return result;
    } as typeof res.writeHead;
    res.write = function (
      this: ServerResponse,
      chunk: unknown,
      encoding?: unknown,
      ...rest: unknown[]
    ) {
      take(chunk, encoding);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, ...rest);
    } as typeof res.write;
    res.end = function (
      this: ServerResponse,
      chunk?: unknown,
      encoding?: unknown,
      ...rest: unknown[]
    ) {
      take(chunk, encoding);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, ...rest);
    } as typeof res.end;
    res.once('finish', () => {
      const mark = (res as Marked)[REPEATABLE];
      const principal = (res.req as IncomingMessage & { principal?: SessionPrincipal }).principal;
      if (
        !mark ||
        !principal ||
        !headers ||
        (res.statusCode !== 200 && res.statusCode !== 304) ||
        size > MAX_ANSWER_BYTES
      )
        return;
      const flat: (string | number | string[])[] = [];
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined && !OWN.has(name)) flat.push(name, value);
      this.answers.set(key, {
        ...mark,
        status: res.statusCode,
        headers: flat,
        body: Buffer.concat(chunks),
        sessionId: principal.sessionId,
      });
    });
  }
}

/** The request as far as its answer can depend on it: the URL and every header but the IGNORED ones, in the order sent. */
function requestKey(req: IncomingMessage): string | undefined {
  if (!req.headers.authorization!.startsWith('Bearer ')) return undefined;
  // A request with a body is not a plain read.
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
    return undefined;
  let key = req.url!;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!IGNORED.has(name) && !name.startsWith('sec-')) key += `\n${name}:${raw[i + 1]}`;
  }
  return key;
}
