import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets (refresh tokens, reset tokens, invitation links): 256 random bits, and only
 * their SHA-256 is stored, so a leaked table grants nothing.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function secretTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
