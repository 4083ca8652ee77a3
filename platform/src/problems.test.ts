import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyConflictError,
  ConflictError,
  IdempotencyKeyReusedError,
  NotFoundError,
  ValidationError,
} from '@chikoro/contracts';
import { listen } from './http';
import { notFoundHandler, problemHandler } from './problems';

/** An error as the HTTP libraries raise them (http-errors): a status, and `expose` for client errors. */
const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, expose: true });

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.post('/json', express.json(), (_req, res) => void res.json({ ok: true }));
  app.get('/thrown/:status', (req) => {
    throw httpError(Number(req.params.status), 'thrown by a library');
  });
  app.get('/domain/:kind', (req) => {
    const errors = {
      rule: new ConflictError('Already decided.'),
      race: new ConcurrencyConflictError('Changed meanwhile.'),
      missing: new NotFoundError('No such school.'),
      invalid: new ValidationError('Bad.'),
      reused: new IdempotencyKeyReusedError('Reused.'),
    };
    throw errors[req.params.kind as keyof typeof errors];
  });
  app.get('/things/:id', (req, res) => void res.json({ id: req.params.id }));
  app.get('/boom', () => {
    throw new Error('secret internals');
  });
  app.use(notFoundHandler);
  app.use(problemHandler);
  server = await listen(app, 0, '127.0.0.1');
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function problem(path: string, init?: RequestInit) {
  const res = await fetch(`${base}${path}`, init);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return (await res.json()) as { type: string; title: string; status: number; detail: string };
}

describe('problems raised by the HTTP layer', () => {
  it('titles each client error by its own status, never "Bad request" for all', async () => {
    expect(await problem('/thrown/404')).toEqual({
      type: 'https://chikoro.app/problems/not-found',
      title: 'Not found',
      status: 404,
      detail: 'thrown by a library',
    });
    expect(await problem('/thrown/405')).toMatchObject({
      type: 'https://chikoro.app/problems/method-not-allowed',
      title: 'Method not allowed',
      status: 405,
    });
    expect(await problem('/thrown/409')).toMatchObject({ title: 'Conflict', status: 409 });
    expect(await problem('/thrown/413')).toMatchObject({ title: 'Payload too large', status: 413 });
    expect(await problem('/thrown/415')).toMatchObject({
      title: 'Unsupported media type',
      status: 415,
    });
    expect(await problem('/thrown/422')).toMatchObject({
      title: 'Unprocessable request',
      status: 422,
    });
    expect(await problem('/thrown/429')).toMatchObject({ title: 'Too many requests', status: 429 });
    expect(await problem('/thrown/400')).toMatchObject({ title: 'Bad request', status: 400 });
  });

  it('answers an unknown charset of a JSON body with 415 Unsupported media type', async () => {
    const res = await problem('/json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=klingon' },
      body: '{}',
    });
    expect(res).toMatchObject({
      type: 'https://chikoro.app/problems/unsupported-media-type',
      title: 'Unsupported media type',
      status: 415,
    });
  });

  it('answers an unknown endpoint with a typed 404', async () => {
    expect(await problem('/nowhere')).toEqual({
      type: 'https://chikoro.app/problems/not-found',
      title: 'Not found',
      status: 404,
      detail: 'No such endpoint: GET /nowhere',
    });
  });

  it('answers a malformed percent-escape in the path with 400, not 500', async () => {
    const res = await problem('/things/%E0%A4%A');
    expect(res).toMatchObject({
      type: 'https://chikoro.app/problems/bad-request',
      title: 'Bad request',
      status: 400,
    });
  });

  it('keeps an unexpected error a typed 500 without its message', async () => {
    const res = await problem('/boom');
    expect(res).toMatchObject({
      type: 'https://chikoro.app/problems/internal-error',
      title: 'Internal error',
      status: 500,
      detail: 'Something went wrong on our side.',
    });
  });
});

describe('problems raised by the domain', () => {
  it('tells a rule refusal from a concurrency conflict by type, both 409', async () => {
    expect(await problem('/domain/rule')).toEqual({
      type: 'https://chikoro.app/problems/rule-refused',
      title: 'Refused by a rule',
      status: 409,
      detail: 'Already decided.',
    });
    expect(await problem('/domain/race')).toEqual({
      type: 'https://chikoro.app/problems/concurrency-conflict',
      title: 'Changed by someone else',
      status: 409,
      detail: 'Changed meanwhile.',
    });
  });

  it('gives every domain error its own type and title', async () => {
    expect(await problem('/domain/missing')).toMatchObject({
      type: 'https://chikoro.app/problems/not-found',
      title: 'Not found',
      status: 404,
    });
    expect(await problem('/domain/invalid')).toMatchObject({
      type: 'https://chikoro.app/problems/invalid-input',
      title: 'Invalid input',
      status: 400,
    });
    expect(await problem('/domain/reused')).toMatchObject({
      type: 'https://chikoro.app/problems/idempotency-key-reused',
      title: 'Idempotency-Key already used',
      status: 422,
    });
  });
});
