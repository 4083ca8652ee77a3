import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createTokens } from './tokens';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('access tokens', () => {
  it('name their session, and give it back on verification', () => {
    const tokens = createTokens(secret, 900);
    const { token } = tokens.sign({ userId: 'u-1', role: 'ADMIN', schoolId: 's-1', sessionId: 'sess-1' });
    expect(tokens.verify(token)).toEqual({ userId: 'u-1', role: 'ADMIN', schoolId: 's-1', sessionId: 'sess-1' });
  });

  it('without a session (signed before sessions existed) are refused', () => {
    const token = jwt.sign({ role: 'ADMIN', schoolId: 's-1' }, secret, { algorithm: 'HS256', issuer: 'chikoro', audience: 'chikoro-api', subject: 'u-1', expiresIn: 900 });
    expect(() => createTokens(secret, 900).verify(token)).toThrow();
  });
});
