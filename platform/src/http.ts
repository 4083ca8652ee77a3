import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import helmet from 'helmet';
import { healthRoutes, StartUp, type Readiness } from './health';
import { requestLogger } from './logger';
import { notFoundHandler, problemHandler } from './problems';
import { shedLoad, type SheddingLimits } from './shedding';

/**
 * helmet's headers, worked out once: with no Content-Security-Policy (left to the UI's own
 * setting), every answer gets the same set, so a request only copies them instead of running a
 * dozen middlewares.
 */
function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  void middleware(
    { headers: {} } as Request,
    recorder as unknown as Response,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      done = true;
    },
  );
  if (!done)
    throw new Error('the security headers depend on the request: they cannot be worked out once');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/**
 * Headers every answer carries (helmet): no sniffing, no framing by other sites, no referrer
 * leaks, cross-origin isolation. The Content-Security-Policy is left to the UI's own setting.
 */
export const securityHeaders: RequestHandler = fixedHeaders(
  helmet({
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }),
);

/**
 * What may answer a request before the app is entered (see the query service's Repeats), or pass
 * it on to the app with `next`.
 */
export type FrontOfApp = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The app, with what answers before it in front. */
export function withFront(app: RequestListener, front: FrontOfApp | undefined): RequestListener {
  return front ? (req, res) => front(req, res, () => void app(req, res)) : app;
}

/** Listens, or fails with a sentence a person can act on (a port already taken, say). */
export function listen(app: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app).listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: stop what uses it, or start with PORT=<another port>.`,
            )
          : error,
      );
    });
  });
}

/**
 * What answers some requests before the app, given the middlewares the app runs ahead of the
 * router it stands for, in their order (its answers go out through them too).
 */
export type FrontBefore = (before: readonly FrontOfApp[]) => FrontOfApp;

/** A service's own HTTP server, listening before its routes are up (see `serveApi`). */
export interface ServedApi {
  server: Server;
  port: number;
  /** The service's routes under /api, and what answers before the app: from now on they answer, and readiness is the service's. */
  serve(router?: Router, front?: FrontBefore): void;
}

/**
 * A service's own HTTP server (docker-compose runs each one alone), listening at once: /api/health
 * answers while the process lives, /api/ready and every other /api path answer 503 until `serve`
 * mounts the routes; then problems for what they do not answer.
 */
export async function serveApi(
  port: number,
  host: string,
  ready: () => Promise<Readiness>,
  limits: SheddingLimits = { maxInFlight: 0, reservedForWork: 0 },
): Promise<ServedApi> {
  const startUp = new StartUp();
  const mounted: { router?: Router; front?: FrontOfApp } = {};
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use('/api', healthRoutes(startUp.readiness(ready)));
  const logRequests = requestLogger();
  app.use(logRequests);
  app.use('/api', (req, res, next) => (mounted.router ? mounted.router(req, res, next) : next()));
  app.use('/api', startUp.gate);
  app.use(notFoundHandler);
  app.use(problemHandler);
  const server = await listen(
    shedLoad(
      withFront(app, (req, res, next) => (mounted.front ? mounted.front(req, res, next) : next())),
      limits,
    ).listener,
    port,
    host,
  );
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    serve(router, front) {
      mounted.router = router;
      mounted.front = front?.([securityHeaders, logRequests] as FrontOfApp[]);
      startUp.done();
    },
  };
}
