import { describe, expect, it } from 'vitest';
import { newSecretToken, secretTokenHash } from './secretTokens';

describe('secret tokens', () => {
  it('are long, URL-safe and never repeat', () => {
    const a = newSecretToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecretToken()).not.toBe(a);
  });
  it('are stored as a stable hash that is not the token', () => {
    const token = newSecretToken();
    expect(secretTokenHash(token)).toBe(secretTokenHash(token));
    expect(secretTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(secretTokenHash(token)).not.toContain(token);
  });
});
