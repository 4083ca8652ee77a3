import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { problemType } from '@chikoro/contracts';

/** How many requests a process answers at once, and how many of those only school work may take. */
export interface SheddingLimits {
  /** Requests in flight before reads are turned away; 0 turns shedding off. */
  maxInFlight: number;
  /** Of those, the places only sign-ins and writes (commands, uploads, imports) may take. */
  reservedForWork: number;
}

/** The sentence a turned-away reader sees, with the seconds it waits before trying again. */
export const busyDetail = (seconds: number) =>
  `Many families are reading results right now — trying again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

export interface Shedder {
  listener: RequestListener;
  /** Requests being answered now (for the bench and tests). */
  inFlight(): number;
  /** Requests turned away since start. */
  shed(): number;
}

// Never turned away: health for the orchestrator, and what is not the API (the UI's own files, from memory or disk).
const alwaysAdmitted = (path: string) =>
  !path.startsWith('/api/') || path === '/api/health' || path === '/api/ready';
// School work: signing in and out, and every write. Reads (GET, HEAD) are what results night brings by the thousand.
const isWork = (method: string, path: string) =>
  path.startsWith('/api/auth/') || (method !== 'GET' && method !== 'HEAD');

/**
 * Admits a request only while fewer than `maxInFlight` are being answered (reads: fewer than
 * `maxInFlight - reservedForWork`), so a crowd of readers never queues the process into timeouts:
 * the rest get a quick 503 problem with `Retry-After` (1–3 s, spread so they do not all return at
 * once), and sign-ins and commands keep their share. A turned-away request has done nothing, so
 * any request may be sent again as it was.
 */
export function shedLoad(
  app: RequestListener,
  { maxInFlight, reservedForWork }: SheddingLimits,
): Shedder {
  let inFlight = 0;
  let shed = 0;
  const readLimit = Math.max(1, maxInFlight - reservedForWork);
  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const method = req.method ?? 'GET';
    if (maxInFlight <= 0 || alwaysAdmitted(path)) return void app(req, res);
    const limit = isWork(method, path) ? maxInFlight : readLimit;
    if (inFlight >= limit) {
      shed += 1;
      const seconds = 1 + Math.floor(Math.random() * 3);
      const body = JSON.stringify({
        type: problemType('busy'),
        title: 'Busy',
        status: 503,
        detail: busyDetail(seconds),
      });
      const headers: Record<string, string> = {
        'Content-Type': 'application/problem+json',
        'Retry-After': String(seconds),
        'Cache-Control': 'no-store',
      };
      // A write's body is left unread, so its connection is not kept for another request.
      if (isWork(method, path) && method !== 'GET') headers.Connection = 'close';
      res.writeHead(503, headers);
      return void res.end(body);
    }
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    app(req, res);
  };
  return { listener, inFlight: () => inFlight, shed: () => shed };
}
