import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busyMessage, busyNow } from './busy';
import { apiFetch } from './httpClient';

const busy = (seconds: number) => () =>
  new Response(
    JSON.stringify({
      type: 'https://chikoro.app/problems/busy',
      title: 'Busy',
      status: 503,
      detail: `Many families are reading results right now — trying again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    }),
    {
      status: 503,
      headers: { 'Content-Type': 'application/problem+json', 'Retry-After': String(seconds) },
    },
  );
const cards = () => new Response('[{"id":"card-1"}]', { status: 200 });

let answers: (() => Response)[];
let calls: number;

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  calls = 0;
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
  };
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('fetch', () => {
    calls += 1;
    return Promise.resolve((answers.shift() ?? (() => new Response('{}', { status: 500 })))());
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a read while the server is busy', () => {
  it('waits the seconds the server asks, with the notice up, then reads again and gets the page', async () => {
    answers.push(busy(2), cards);
    const read = apiFetch('/api/report-cards');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(busyNow()?.retryAt).toBe(Date.now() + 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await read).json).toEqual([{ id: 'card-1' }]);
    expect(calls).toBe(2);
    expect(busyNow()).toBeUndefined();
  });

  it('gives up after ten tries, and the busy problem reaches the screen as its message', async () => {
    answers.push(...Array.from({ length: 10 }, () => busy(1)));
    const read = apiFetch('/api/report-cards').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_000);
    const failure = (await read) as Error & { status: number };
    expect(calls).toBe(10);
    expect(failure.status).toBe(503);
    expect(failure.message).toBe(
      'Many families are reading results right now: try again in a few minutes.',
    );
  });

  it('does not wait on another 503, such as the database being unreachable', async () => {
    answers.push(
      () =>
        new Response(
          JSON.stringify({
            type: 'https://chikoro.app/problems/database-unavailable',
            title: 'Database unavailable',
            status: 503,
          }),
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
    );
    const failure = (await apiFetch('/api/report-cards').catch((e: unknown) => e)) as Error;
    expect(calls).toBe(1);
    expect(failure.message).toBe('Chikoro cannot reach its database; try again in a moment.');
  });

  it('says "1 second" and "3 seconds"', () => {
    expect(busyMessage(1)).toBe(
      'Many families are reading results right now — trying again in 1 second',
    );
    expect(busyMessage(3)).toBe(
      'Many families are reading results right now — trying again in 3 seconds',
    );
  });
});
