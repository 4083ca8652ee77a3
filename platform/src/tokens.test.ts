import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createTokens } from './tokens';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('access tokens', () => {
  it('name their session, and give it back on verification', () => {
    const tokens = createTokens(secret, 900);
    const { token } = tokens.sign({
      userId: 'u-1',
      role: 'ADMIN',
      schoolId: 's-1',
      sessionId: 'sess-1',
    });
    expect(tokens.verify(token)).toEqual({
      userId: 'u-1',
      role: 'ADMIN',
      schoolId: 's-1',
      sessionId: 'sess-1',
    });
  });

  it('without a session (signed before sessions existed) are refused', () => {
    const token = jwt.sign({ role: 'ADMIN', schoolId: 's-1' }, secret, {
      algorithm: 'HS256',
      issuer: 'chikoro',
      audience: 'chikoro-api',
      subject: 'u-1',
      expiresIn: 900,
    });
    expect(() => createTokens(secret, 900).verify(token)).toThrow();
  });

  it('once verified, are still refused when expired, and a token changed by one character is refused', () => {
    let at = Date.now();
    const tokens = createTokens(secret, 900, () => at);
    const { token } = tokens.sign({
      userId: 'u-1',
      role: 'TEACHER',
      schoolId: 's-1',
      sessionId: 'sess-1',
    });
    expect(tokens.verify(token).role).toBe('TEACHER');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = jwt.sign(
      { role: 'ADMIN', schoolId: 's-1', sid: 'sess-1' },
      'another-secret-of-at-least-32-chars',
      {
        algorithm: 'HS256',
        issuer: 'chikoro',
        audience: 'chikoro-api',
        subject: 'u-1',
        expiresIn: 900,
      },
    );
    expect(() => tokens.verify(`${header}.${forged.split('.')[1]!}.${signature}`)).toThrow();
    expect(() =>
      tokens.verify(
        `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      ),
    ).toThrow();
    at += 899_000;
    expect(tokens.verify(token).userId).toBe('u-1');
    at += 2_000;
    expect(() => tokens.verify(token)).toThrow();
  });
});
