import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  listen,
  problemHandler,
  requestLogger,
  withFront,
  type SessionPrincipal,
} from '@chikoro/platform';
import { UnauthenticatedError } from '@chikoro/contracts';
import { Pages } from './pages';
import { markRepeatable, Repeats } from './repeats';

const SCHOOL_A = '0a000000-0000-4000-8000-00000000000a';
const SCHOOL_B = '0b000000-0000-4000-8000-00000000000b';
/** A token names its reader here: "a", "b", or "expired" (which no longer verifies). */
const readers: Record<string, SessionPrincipal> = {
  a: {
    userId: '0c000000-0000-4000-8000-00000000000a',
    role: 'ADMIN',
    schoolId: SCHOOL_A,
    sessionId: 'session-a',
  },
  b: {
    userId: '0c000000-0000-4000-8000-00000000000b',
    role: 'ADMIN',
    schoolId: SCHOOL_B,
    sessionId: 'session-b',
  },
};
const tokens = {
  verify(token: string): SessionPrincipal {
    const principal = readers[token];
    if (!principal) throw new UnauthenticatedError('expired');
    return principal;
  },
};
const openSessions = new Set<string>();
let stamp: string | undefined = 'stamp-1';
/** Rows by school: what the app reads; its page is kept under the stamp. */
const rows: Record<string, string[]> = { [SCHOOL_A]: ['Chalk', 'Duster'], [SCHOOL_B]: ['Globe'] };
/** Requests the app saw. */
let appAnswers = 0;
const lines: Record<string, unknown>[] = [];

let pages: Pages;
let repeats: Repeats;
let server: Server;
let port: number;

/** A GET with exactly these headers; the answer's status, headers and bytes as they came. */
function get(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
const asReader = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  ...extra,
});
/** The headers of an answer but those every answer makes afresh. */
function lasting(headers: IncomingHttpHeaders) {
  const {
    date: _d,
    'x-request-id': _r,
    'content-length': _l,
    'transfer-encoding': _t,
    connection: _c,
    'keep-alive': _k,
    ...rest
  } = headers;
  return rest;
}

beforeAll(async () => {
  const app = express();
  // Every request the app sees, whatever it answers.
  app.use((_req, _res, next) => {
    appAnswers++;
    next();
  });
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  app.use(requestLogger(log));
  app.use(compression());
  app.use((req, _res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (token === undefined) return next();
    try {
      req.principal = tokens.verify(token);
    } catch (error) {
      return next(error);
    }
    // The service asks the sessions table; the test's sessions are open while in the set.
    if (!openSessions.has(req.principal.sessionId)) return next(new UnauthenticatedError('ended'));
    next();
  });
  app.get('/api/things', (req, res) => {
    if (!req.principal) throw new UnauthenticatedError('sign in');
    const school = req.principal.schoolId!;
    const key = `${school}\u0000${req.url}`;
    const kept =
      pages.find(key, stamp) ??
      pages.keep(key, stamp, {
        // Long enough to be compressed (compression leaves answers under 1 kB alone).
        body: JSON.stringify(rows[school]!.map((name) => ({ name, note: name.repeat(300) }))),
        contentRange: `things 0-${rows[school]!.length - 1}/${rows[school]!.length}`,
        estimated: false,
        checkpoint: 1,
      });
    if (kept) markRepeatable(res, { key, kept, projections: ['things'] });
    res.setHeader('Content-Range', (kept ?? { contentRange: '' }).contentRange);
    res.type('application/json').send(kept?.body);
  });
  app.get('/api/unmarked', (_req, res) => {
    res.json({ unmarked: true });
  });
  app.use(problemHandler);
  server = await listen(
    withFront(app, (req, res, next) => repeats.front(req, res, next)),
    0,
    '127.0.0.1',
  );
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

beforeEach(() => {
  pages = new Pages();
  repeats = new Repeats({
    pages,
    changes: { stamp: () => stamp },
    tokens,
    sessions: { knownOpen: (id) => openSessions.has(id) },
    log: pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    ),
    maxEntries: 3,
  });
  openSessions.clear();
  openSessions.add('session-a').add('session-b');
  stamp = 'stamp-1';
  rows[SCHOOL_A] = ['Chalk', 'Duster'];
});

describe('a repeated read of a kept page', () => {
  it('is answered before the app, with the status, headers and body the app gave', async () => {
    for (const encoding of [undefined, 'gzip']) {
      const headers = asReader('a', encoding ? { 'Accept-Encoding': encoding } : {});
      const first = await get('/api/things?range=[0,9]', headers);
      const calls = appAnswers;
      const answered = repeats.answered;
      const second = await get('/api/things?range=[0,9]', headers);
      expect(appAnswers).toBe(calls);
      expect(repeats.answered).toBe(answered + 1);
      expect(second.status).toBe(200);
      expect(lasting(second.headers)).toEqual(lasting(first.headers));
      expect(first.headers['content-encoding']).toBe(encoding);
      const text = (answer: typeof first) =>
        (answer.headers['content-encoding'] === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body
        ).toString();
      expect(JSON.parse(text(second))).toEqual(JSON.parse(text(first)));
      expect((JSON.parse(text(second)) as { name: string }[]).map((r) => r.name)).toEqual([
        'Chalk',
        'Duster',
      ]);
      expect(Number(second.headers['content-length'])).toBe(second.body.length);
    }
  });

  it('is matched on every header but the few that never change a list (the browser, its language, the request id)', async () => {
    await get('/api/things', asReader('a', { 'User-Agent': 'one' }));
    const calls = appAnswers;
    expect(
      (
        await get(
          '/api/things',
          asReader('a', {
            'User-Agent': 'two',
            'Accept-Language': 'sn',
            'X-Request-Id': crypto.randomUUID(),
          }),
        )
      ).status,
    ).toBe(200);
    expect(appAnswers).toBe(calls);
    // Another header, another URL, another reader, another method: the app answers.
    await get('/api/things', asReader('a', { 'User-Agent': 'two', 'X-Consistent-After': '5' }));
    await get('/api/things?x=1', asReader('a'));
    const b = await get('/api/things', asReader('b'));
    await get('/api/things', asReader('a'), 'POST', '{}');
    expect(appAnswers).toBe(calls + 4);
    expect(JSON.parse(b.body.toString()).map((r: { name: string }) => r.name)).toEqual(['Globe']);
  });

  it('goes to the app once the page is no longer kept, and the new page is repeated from then on', async () => {
    await get('/api/things', asReader('a'));
    rows[SCHOOL_A] = ['Chalk', 'Duster', 'Easel'];
    stamp = 'stamp-2';
    const calls = appAnswers;
    const after = await get('/api/things', asReader('a'));
    expect(appAnswers).toBe(calls + 1);
    expect(after.headers['content-range']).toBe('things 0-2/3');
    const again = await get('/api/things', asReader('a'));
    expect(appAnswers).toBe(calls + 1);
    expect(again.headers['content-range']).toBe('things 0-2/3');
    // With the changes not heard (no stamp), nothing is kept, so nothing is repeated.
    stamp = undefined;
    await get('/api/things', asReader('a'));
    await get('/api/things', asReader('a'));
    expect(appAnswers).toBe(calls + 3);
  });

  it('goes to the app, which refuses it, once the token no longer verifies or its session is not known to be open', async () => {
    await get('/api/things', asReader('a'));
    openSessions.delete('session-a');
    const ended = await get('/api/things', asReader('a'));
    expect(ended.status).toBe(401);
    openSessions.add('session-a');
    await get('/api/things', asReader('a'));
    const verified = readers.a!;
    delete readers.a;
    try {
      expect((await get('/api/things', asReader('a'))).status).toBe(401);
    } finally {
      readers.a = verified;
    }
  });

  it('is never an answer the app did not mark: another route, a refusal', async () => {
    const calls = appAnswers;
    await get('/api/unmarked', asReader('a'));
    await get('/api/unmarked', asReader('a'));
    await get('/api/things', asReader('expired'));
    await get('/api/things', asReader('expired'));
    expect(appAnswers).toBe(calls + 4);
    expect(repeats.answered).toBe(0);
  });

  it('has its own request id and its own log line', async () => {
    await get('/api/things', asReader('a'));
    lines.length = 0;
    const given = crypto.randomUUID();
    const mine = await get('/api/things', asReader('a', { 'X-Request-Id': given }));
    const other = await get('/api/things', asReader('a'));
    expect(repeats.answered).toBe(2);
    expect(mine.headers['x-request-id']).toBe(given);
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(given);
    await expect.poll(() => lines.length).toBe(2);
    expect(
      lines.map(({ reqId, method, path, status, actorId }) => ({
        reqId,
        method,
        path,
        status,
        actorId,
      })),
    ).toEqual([
      { reqId: given, method: 'GET', path: '/api/things', status: 200, actorId: readers.a!.userId },
      {
        reqId: other.headers['x-request-id'],
        method: 'GET',
        path: '/api/things',
        status: 200,
        actorId: readers.a!.userId,
      },
    ]);
  });

  it('keeps at most so many answers, the oldest forgotten first', async () => {
    for (let n = 1; n <= 4; n++) await get(`/api/things?n=${n}`, asReader('a'));
    expect(repeats.size).toBe(3);
    const calls = appAnswers;
    await get('/api/things?n=4', asReader('a'));
    expect(appAnswers).toBe(calls);
    await get('/api/things?n=1', asReader('a'));
    expect(appAnswers).toBe(calls + 1);
  });
});
