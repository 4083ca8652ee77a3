import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath';

describe('where sign-in returns to', () => {
  it("an announcement's short link", () =>
    expect(returnPath({ from: '/a/k3PqX9wz' })).toBe('/a/k3PqX9wz'));
  it('nowhere else: another page, another site, a malformed code, no state', () => {
    for (const state of [
      { from: '/admin' },
      { from: '//evil.example/a/k3PqX9wz' },
      { from: '/a/k3Pq X9wz' },
      { from: '/a/../admin' },
      { from: 42 },
      null,
      undefined,
    ]) {
      expect(returnPath(state)).toBeUndefined();
    }
  });
});
