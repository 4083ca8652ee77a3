import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { databaseReady, healthRoutes } from './health';

async function get(
  router: express.Router,
  path: string,
): Promise<{ status: number; body: unknown }> {
  const app = express().use('/api', router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: res.status, body: await res.json() };
  } finally {
    server.close();
  }
}

const reachable = { query: async () => ({ rows: [{ '?column?': 1 }] }) } as never;
const unreachable = {
  query: async () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ),
} as never;

describe('the health endpoints', () => {
  it('answer liveness with 200 and status ok', async () => {
    expect(
      await get(
        healthRoutes(() => databaseReady(unreachable)),
        '/api/health',
      ),
    ).toEqual({ status: 200, body: { status: 'ok' } });
  });
  it('answer ready with 200 when the database answers', async () => {
    expect(
      await get(
        healthRoutes(() => databaseReady(reachable)),
        '/api/ready',
      ),
    ).toEqual({ status: 200, body: { status: 'ready', database: 'ok' } });
  });
  it('answer ready with 503 when the database is unreachable, without the connection details', async () => {
    expect(
      await get(
        healthRoutes(() => databaseReady(unreachable)),
        '/api/ready',
      ),
    ).toEqual({ status: 503, body: { status: 'not ready', database: 'unreachable' } });
  });
  it('answer ready with 503 when the check itself fails', async () => {
    const res = await get(
      healthRoutes(() =>
        Promise.reject(new Error('password authentication failed for user "postgres"')),
      ),
      '/api/ready',
    );
    expect(res).toEqual({
      status: 503,
      body: { status: 'not ready', error: 'the readiness check failed' },
    });
  });
});
