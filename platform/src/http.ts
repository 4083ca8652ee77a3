import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Server } from 'node:http';
import helmet from 'helmet';
import { healthRoutes, type Readiness } from './health';
import { requestLogger } from './logger';
import { notFoundHandler, problemHandler } from './problems';

/**
 * Headers every answer carries (helmet): no sniffing, no framing by other sites, no referrer
 * leaks, cross-origin isolation. The Content-Security-Policy is left to the UI's own setting.
 */
export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** Listens, or fails with a sentence a person can act on (a port already taken, say). */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use: stop what uses it, or start with PORT=<another port>.`) : error);
    });
  });
}

/** A service's own HTTP server (docker-compose runs each one alone): its router under /api, problems for the rest. */
export function serveApi(router: Router, port: number, host: string, ready: () => Promise<Readiness>): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use('/api', healthRoutes(ready));
  app.use(requestLogger());
  app.use('/api', router);
  app.use(notFoundHandler);
  app.use(problemHandler);
  return listen(app, port, host);
}
