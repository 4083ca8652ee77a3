import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { toHttpError } from './dataProvider';
import { failureOf } from './httpClient';

/** The problem's type alone decides the sentence: a detail in another wording (or none) is not shown. */
const unavailable = () =>
  new Response(
    JSON.stringify({
      type: 'https://chikoro.app/problems/database-unavailable',
      title: 'Database unavailable',
      status: 503,
      detail: 'connect ECONNREFUSED',
    }),
    {
      status: 503,
      headers: { 'Content-Type': 'application/problem+json; charset=utf-8', 'Retry-After': '5' },
    },
  );

describe('when the server cannot reach its database', () => {
  it('tells the person to try again in a moment, whatever the problem’s detail', async () => {
    const failure = await failureOf(
      new Response(
        JSON.stringify({
          type: 'https://chikoro.app/problems/database-unavailable',
          title: 'Database unavailable',
          status: 503,
        }),
        { status: 503, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    expect(failure.status).toBe(503);
    expect(failure.message).toBe('Chikoro cannot reach its database; try again in a moment.');
  });

  it('is the notification react-admin shows for a list or a command that failed', async () => {
    const error = toHttpError(await failureOf(unavailable())) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(503);
    expect(error.message).toBe('Chikoro cannot reach its database; try again in a moment.');
  });

  it('leaves another server error its own detail', async () => {
    const failure = await failureOf(
      new Response(
        JSON.stringify({
          type: 'https://chikoro.app/problems/internal-error',
          title: 'Internal error',
          status: 500,
          detail: 'Something went wrong on our side.',
        }),
        { status: 500 },
      ),
    );
    expect(failure.message).toBe('Something went wrong on our side.');
  });
});
