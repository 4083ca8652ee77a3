import net from 'node:net';
import express, { Router } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { listen, securityHeaders, serveApi } from './http';

describe('listen', () => {
  it('says which port is taken and what to do, instead of crashing on an unhandled error', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(listen(express(), port, '127.0.0.1')).rejects.toThrow(
        `Port ${port} is already in use: stop what uses it, or start with PORT=<another port>.`,
      );
    } finally {
      blocker.close();
    }
  });
});

describe('the security headers', () => {
  it('forbid sniffing and framing, and keep the referrer to the origin across sites', async () => {
    const server = await listen(
      express()
        .use(securityHeaders)
        .get('/', (_req, res) => void res.send('ok')),
      0,
      '127.0.0.1',
    );
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}/`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    } finally {
      server.close();
    }
  });

  it('are the very headers helmet itself sets on each answer', async () => {
    const live = helmet({
      contentSecurityPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    const headersOf = async (middleware: express.RequestHandler) => {
      const server = await listen(
        express()
          .use(middleware)
          .get('/', (_req, res) => void res.send('ok')),
        0,
        '127.0.0.1',
      );
      try {
        const res = await fetch(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}/`);
        return [...res.headers].filter(
          ([name]) => !['date', 'etag', 'keep-alive', 'connection'].includes(name),
        );
      } finally {
        server.close();
      }
    };
    const fixed = await headersOf(securityHeaders);
    expect(fixed).toEqual(await headersOf(live));
    expect(fixed.map(([name]) => name)).toContain('strict-transport-security');
  });
});

describe('a service listening before its routes are up', () => {
  it('answers 503 (starting) to readiness and to its routes until they are served, then theirs', async () => {
    const api = await serveApi(0, '127.0.0.1', async () => ({ ready: true, database: 'ok' }));
    const get = async (path: string) => {
      const res = await fetch(`http://127.0.0.1:${api.port}${path}`);
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: await res.json(),
      };
    };
    try {
      expect(await get('/api/health')).toEqual({
        status: 200,
        retryAfter: null,
        body: { status: 'ok' },
      });
      expect(await get('/api/ready')).toEqual({
        status: 503,
        retryAfter: null,
        body: { status: 'not ready', starting: 'the routes are not up yet' },
      });
      expect(await get('/api/things')).toEqual({
        status: 503,
        retryAfter: '1',
        body: {
          type: 'https://chikoro.app/problems/starting',
          title: 'Starting',
          status: 503,
          detail: 'The service is starting: try again in a moment.',
        },
      });
      api.serve(Router().get('/things', (_req, res) => void res.json(['chalk'])));
      expect(await get('/api/ready')).toEqual({
        status: 200,
        retryAfter: null,
        body: { status: 'ready', database: 'ok' },
      });
      expect(await get('/api/things')).toEqual({ status: 200, retryAfter: null, body: ['chalk'] });
      expect((await get('/api/nothing')).status).toBe(404);
    } finally {
      api.server.close();
    }
  });
});
