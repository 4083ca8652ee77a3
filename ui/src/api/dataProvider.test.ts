import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { toHttpError } from './dataProvider';
import { ApiError } from './httpClient';

describe('a refused command, as react-admin receives it', () => {
  const refusal = new ApiError('Give a reason for rejecting the school', 400, {
    type: 'about:blank',
    title: 'Bad request',
    status: 400,
    detail: 'Give a reason for rejecting the school',
    errors: [{ field: 'reason', message: 'Give a reason for rejecting the school' }],
  });

  it('is an HttpError with the status and the server’s detail', () => {
    const error = toHttpError(refusal) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Give a reason for rejecting the school');
    expect(error.body.detail).toBe('Give a reason for rejecting the school');
  });

  it('carries the field errors keyed by field, for the form, and as the server listed them', () => {
    const error = toHttpError(refusal) as HttpError;
    expect(error.body.errors).toEqual({ reason: 'Give a reason for rejecting the school' });
    expect(error.body.fieldErrors).toEqual([
      { field: 'reason', message: 'Give a reason for rejecting the school' },
    ]);
  });

  it('leaves a failure that is not the server’s answer as it is', () => {
    const offline = new TypeError('Failed to fetch');
    expect(toHttpError(offline)).toBe(offline);
  });
});
