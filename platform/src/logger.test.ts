import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  process.env.LOG_LEVEL = 'info';
  const log = createLogger({ write: (line: string) => void lines.push(line) });
  delete process.env.LOG_LEVEL;
  return { log, lines };
}

describe('the logger', () => {
  it('redacts credentials in headers and password, code and token fields, at the top or one level down', () => {
    const { log, lines } = capture();
    log.info(
      {
        req: {
          headers: {
            authorization: 'Bearer eyJhbGciOi.secret-jwt',
            cookie: 'refresh=secret-cookie',
          },
        },
        body: {
          identifier: 'admin@school.test',
          password: 'Secret-password-1',
          confirmPassword: 'Secret-password-1',
          code: '482913',
        },
        resetToken: 'secret-reset-token',
        answer: { token: 'secret-access-token', refreshToken: 'secret-refresh-token' },
      },
      'something happened',
    );
    const text = lines.join('');
    for (const secret of [
      'secret-jwt',
      'secret-cookie',
      'Secret-password-1',
      '482913',
      'secret-reset-token',
      'secret-access-token',
      'secret-refresh-token',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'something happened',
      body: { identifier: 'admin@school.test', password: '[redacted]' },
    });
  });

  it('logs an error’s type, message, stack and plain fields, not the objects a library hangs on it', () => {
    const { log, lines } = capture();
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
      client: {
        connectionParameters: { password: 'pg-secret' },
        _types: { builtins: { BOOL: 16 } },
      },
    });
    log.warn({ err: error }, 'database connection lost');
    const line = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({
      type: 'Error',
      message: 'terminating connection due to administrator command',
      severity: 'FATAL',
    });
    expect(line.err.stack).toContain('terminating connection');
    expect(line.err).not.toHaveProperty('client');
    expect(lines[0]).not.toContain('pg-secret');
  });
});
