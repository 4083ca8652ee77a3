import { createSecretKey } from 'node:crypto';
import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import {
  ForbiddenError,
  Role,
  UnauthenticatedError,
  authMessages,
  type Principal,
} from '@chikoro/contracts';
import type { Sessions } from './sessions';

const ISSUER = 'chikoro';
const AUDIENCE = 'chikoro-api';
const ALGORITHM = 'HS256';

/** Who a token is for, and the sign-in session it belongs to. */
export type SessionPrincipal = Principal & { sessionId: string };

export interface TokenSigner {
  sign(principal: SessionPrincipal): { token: string; expiresIn: number };
  verify(token: string): SessionPrincipal;
}

/** How many verified tokens are remembered (a token is some 300 bytes). */
const VERIFIED_KEPT = 10_000;

/**
 * Short-lived access tokens with an explicit algorithm, issuer and audience, each naming its session (`sid`).
 * A token once verified is remembered with its expiry: the signature covers every byte of it, so the same
 * string needs no second HMAC; its expiry is still checked on every use, and its session by the caller.
 */
export function createTokens(
  secret: string,
  ttlSeconds: number,
  now: () => number = () => Date.now(),
): TokenSigner {
  // One key object for every token: given the string, jsonwebtoken builds a key (first trying it as a public key) on each call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, { principal: SessionPrincipal; expiresAt: number }>();
  return {
    sign(principal) {
      const token = jwt.sign(
        { role: principal.role, schoolId: principal.schoolId, sid: principal.sessionId },
        key,
        {
          algorithm: ALGORITHM,
          issuer: ISSUER,
          audience: AUDIENCE,
          subject: principal.userId,
          expiresIn: ttlSeconds,
        },
      );
      return { token, expiresIn: ttlSeconds };
    },
    verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return known.principal;
        verified.delete(token);
      }
      const payload = jwt.verify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTimestamp: Math.floor(now() / 1000),
      });
      if (typeof payload === 'string' || !payload.sub)
        throw new UnauthenticatedError(authMessages.signInRequired);
      const role = Role.safeParse(payload.role);
      if (!role.success) throw new UnauthenticatedError(authMessages.signInRequired);
      if (typeof payload.sid !== 'string' || !payload.sid)
        throw new UnauthenticatedError(authMessages.signInRequired);
      const schoolId = typeof payload.schoolId === 'string' ? payload.schoolId : null;
      const principal: SessionPrincipal = Object.freeze({
        userId: payload.sub,
        role: role.data,
        schoolId,
        sessionId: payload.sid,
      });
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_KEPT) verified.clear();
        verified.set(token, { principal, expiresAt: payload.exp * 1000 });
      }
      return principal;
    },
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: SessionPrincipal;
  }
}

export const sessionMessages = {
  invalid: 'Your sign-in has expired or is not valid. Sign in again.',
  ended: 'Your sign-in has ended. Sign in again.',
} as const;

/**
 * Reads a bearer token when present; a present but invalid token is a 401, never anonymous, and
 * so is a token whose session has ended (signed out, or the password changed elsewhere).
 */
export function authenticate(
  tokens: TokenSigner,
  sessions: Pick<Sessions, 'isOpen'>,
): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const match = /^Bearer (.+)$/.exec(header);
    if (!match?.[1]) return next(new UnauthenticatedError(authMessages.signInRequired));
    let principal: SessionPrincipal;
    try {
      principal = tokens.verify(match[1]);
    } catch {
      return next(new UnauthenticatedError(sessionMessages.invalid));
    }
    sessions.isOpen(principal.sessionId).then((open) => {
      if (!open) return next(new UnauthenticatedError(sessionMessages.ended));
      req.principal = principal;
      next();
    }, next);
  };
}

/** The server decides who may act: no principal is 401, a principal of another role 403. */
export function requirePrincipal<P extends Principal>(
  principal: P | undefined,
  roles: readonly Role[],
): P {
  if (!principal) throw new UnauthenticatedError(authMessages.signInRequired);
  if (!roles.includes(principal.role)) throw new ForbiddenError(authMessages.forbidden);
  return principal;
}
