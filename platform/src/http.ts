import express, { type Router } from 'express';
import type { Server } from 'node:http';
import { notFoundHandler, problemHandler } from './problems';

/** A service's own HTTP server (docker-compose runs each one alone): its router under /api, problems for the rest. */
export function serveApi(router: Router, port: number, host: string): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.use('/api', router);
  app.use(notFoundHandler);
  app.use(problemHandler);
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
}
