import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { ForbiddenError, Role, UnauthenticatedError, authMessages, type Principal } from '@chikoro/contracts';

const ISSUER = 'chikoro';
const AUDIENCE = 'chikoro-api';
const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(principal: Principal): { token: string; expiresIn: number };
  verify(token: string): Principal;
}

/** Short-lived access tokens with an explicit algorithm, issuer and audience. */
export function createTokens(secret: string, ttlSeconds: number): TokenSigner {
  return {
    sign(principal) {
      const token = jwt.sign({ role: principal.role, schoolId: principal.schoolId }, secret, {
        algorithm: ALGORITHM, issuer: ISSUER, audience: AUDIENCE, subject: principal.userId, expiresIn: ttlSeconds,
      });
      return { token, expiresIn: ttlSeconds };
    },
    verify(token) {
      const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload === 'string' || !payload.sub) throw new UnauthenticatedError(authMessages.signInRequired);
      const role = Role.safeParse(payload.role);
      if (!role.success) throw new UnauthenticatedError(authMessages.signInRequired);
      const schoolId = typeof payload.schoolId === 'string' ? payload.schoolId : null;
      return { userId: payload.sub, role: role.data, schoolId };
    },
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

/** Reads a bearer token when present; a present but invalid token is a 401, never anonymous. */
export function authenticate(tokens: TokenSigner): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const match = /^Bearer (.+)$/.exec(header);
    if (!match?.[1]) return next(new UnauthenticatedError(authMessages.signInRequired));
    try {
      req.principal = tokens.verify(match[1]);
      next();
    } catch {
      next(new UnauthenticatedError('Your sign-in has expired or is not valid. Sign in again.'));
    }
  };
}

/** The server decides who may act: no principal is 401, a principal of another role 403. */
export function requirePrincipal(principal: Principal | undefined, roles: readonly Role[]): Principal {
  if (!principal) throw new UnauthenticatedError(authMessages.signInRequired);
  if (!roles.includes(principal.role)) throw new ForbiddenError(authMessages.forbidden);
  return principal;
}

export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    try {
      requirePrincipal(req.principal, roles);
      next();
    } catch (e) {
      next(e);
    }
  };
}
