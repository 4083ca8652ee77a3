import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import etag from 'etag';
import fresh from 'fresh';
import type { Logger } from 'pino';
import {
  assertWellFormedInput,
  internalProblem,
  logger,
  problemHeaders,
  type FrontOfApp,
  type SessionPrincipal,
  type Sessions,
  type TokenSigner,
} from '@chikoro/platform';
import type { Page } from './pages';
import { markRepeatable } from './repeats';
import { readModelsOf, type ListResource } from './resource';
import type { ListReader, PagePlan } from './routes';

/** The headers the query service's router gives every answer (see createQueryService). */
export const EXPOSED_HEADERS = 'Content-Range, X-Consistency, X-Total-Estimated';

export interface ListFrontOptions {
  resources: readonly ListResource[];
  reader: ListReader;
  tokens: Pick<TokenSigner, 'verify'>;
  sessions: Pick<Sessions, 'knownOpen'>;
  /** Only requests under this path are looked at (the API's mount). */
  under?: string;
  log?: Logger;
}

/**
 * Answers a plain read of a list page before the HTTP framework is entered: a GET of
 * `<under><resource>` with a bearer token whose session this process knows to be open, a reader of
 * the resource's roles, a sort, range and filter the resource allows, and no X-Consistent-After. The
 * page is read by the same ListReader as the list routes and goes out through `before`, the
 * middlewares the app runs ahead of its API (security headers, the request's id and log line,
 * compression), so it leaves with the same headers and bytes the app would send. Anything else,
 * every refusal among it, is left to the app, which answers it with its own problem; nothing is
 * written before that choice is made.
 *
 * Express's own work per request (its request and response objects, its router, `res.send`) is
 * what this saves: in `npm run bench -- --only=lists` a page read afresh answered 1.4 times as many
 * requests a second as through express (see docs/benchmarks.md).
 */
export class ListFront {
  private readonly resources: Map<string, ListResource>;
  private readonly under: string;
  private readonly log: Logger;
  /** How many requests were answered here. */
  answered = 0;

  constructor(private readonly options: ListFrontOptions) {
    this.resources = new Map(options.resources.map((r) => [r.name, r]));
    this.under = options.under ?? '/api/';
    this.log = options.log ?? logger;
  }

  /** What answers here, running `before` first; what it does not answer goes on with `next`. */
  front(before: readonly FrontOfApp[] = []): FrontOfApp {
    return (req, res, next) => {
      const plan = this.plan(req);
      if (plan === undefined) return next();
      this.answered++;
      const run = (i: number): void => {
        if (i < before.length) before[i]!(req, res, () => run(i + 1));
        else void this.answer(req, res, plan);
      };
      run(0);
    };
  }

  /** The page a request asks for, if it is a plain read answered here; nothing is written. */
  private plan(req: IncomingMessage): PagePlan | undefined {
    const url = req.url!;
    if (req.method !== 'GET' || !url.startsWith(this.under)) return undefined;
    const mark = url.indexOf('?');
    const resource = this.resources.get(url.slice(this.under.length, mark < 0 ? undefined : mark));
    const { headers } = req;
    if (resource === undefined || !headers.authorization?.startsWith('Bearer ')) return undefined;
    // Read-your-writes waits, request bodies: the app's.
    if (
      headers['x-consistent-after'] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    )
      return undefined;
    let principal: SessionPrincipal;
    try {
      principal = this.options.tokens.verify(headers.authorization.slice('Bearer '.length));
    } catch {
      return undefined;
    }
    // A session not seen open lately is asked of its table by the app's authentication.
    if (!this.options.sessions.knownOpen(principal.sessionId)) return undefined;
    try {
      // Express's query parser ("simple"), and the query router's check of what it parsed.
      const query = parseQueryString(mark < 0 ? '' : url.slice(mark + 1));
      assertWellFormedInput(query);
      const plan = this.options.reader.plan(resource, principal, query);
      (req as IncomingMessage & { principal?: SessionPrincipal }).principal = principal;
      return plan;
    } catch {
      // A refusal (role, sort, range, filter) is the app's to answer, with its problem.
      return undefined;
    }
  }

  private async answer(req: IncomingMessage, res: ServerResponse, plan: PagePlan): Promise<void> {
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    try {
      const projections = readModelsOf(plan.resource);
      const found = this.options.reader.kept(plan);
      let page: Page;
      if (found) {
        markRepeatable(res, { key: plan.key!, kept: found, projections });
        page = found;
      } else {
        const { page: read, kept } = await this.options.reader.read(plan);
        if (kept) markRepeatable(res, { key: plan.key!, kept, projections });
        page = kept ?? read;
      }
      send(req, res, page);
    } catch (error) {
      const problem = internalProblem(error, req.id, this.log);
      res.statusCode = problem.status;
      for (const [name, value] of Object.entries(problemHeaders(problem)))
        res.setHeader(name, value);
      res.setHeader('Content-Type', 'application/problem+json; charset=utf-8');
      res.end(JSON.stringify(problem));
    }
  }
}

/** What the list routes' `res.send` sends for a page: its headers, its weak ETag, a 304 when the reader holds it already. */
function send(req: IncomingMessage, res: ServerResponse, page: Page): void {
  page.etag ??= etag(page.body, { weak: true });
  res.setHeader('ETag', page.etag);
  if (page.estimated) res.setHeader('X-Total-Estimated', 'true');
  res.setHeader('Content-Range', page.contentRange);
  if (fresh(req.headers, { etag: page.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(page.body));
  res.end(page.body);
}
