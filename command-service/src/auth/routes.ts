import { Router } from 'express';
import { z } from 'zod';
import { LoginRequest, UnauthenticatedError, ValidationError, authMessages, isZimbabweMobile, normalisePhone, type LoginResponse } from '@chikoro/contracts';
import type { TokenSigner } from '@chikoro/platform';
import { parseWith } from '../commands/parse';
import type { OneTimeCodes } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import { AddressLimiter, addressOf, authLimits } from './rateLimit';
import type { RefreshTokens } from './refreshTokens';
import type { UserRow, Users } from './users';

export interface AuthDependencies {
  users: Users;
  tokens: TokenSigner;
  refreshTokens: RefreshTokens;
  codes: OneTimeCodes;
}

export const passwordMessages = {
  tooShort: 'Use at least 8 characters for your password',
  codeInvalid: 'The code is not valid or has expired. Ask for a new one.',
} as const;

const SetPasswordRequest = z.strictObject({
  email: z.string().trim().min(1, { error: 'Enter your email' }).max(200),
  code: z.string().trim().min(1, { error: 'Enter the code you received' }).max(20),
  password: z.string().min(8, { error: passwordMessages.tooShort }).max(200),
});
const RefreshRequest = z.strictObject({ refreshToken: z.string().min(1).max(200) });

export function signedIn(user: UserRow, deps: Pick<AuthDependencies, 'tokens'>, refreshToken?: string): LoginResponse {
  const { token, expiresIn } = deps.tokens.sign({ userId: user.id, role: user.role, schoolId: user.schoolId });
  return {
    token,
    expiresIn,
    refreshToken,
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role, schoolId: user.schoolId },
  };
}

/** A phone signs in under any of its spellings, so they all share one budget of failures. */
const identifierKey = (identifier: string) => (isZimbabweMobile(identifier) ? normalisePhone(identifier) : addressOf(identifier));

export function authRoutes(deps: AuthDependencies): Router {
  const router = Router();
  const failedLogins = new AddressLimiter(authLimits.loginFailures);

  router.post('/auth/login', async (req, res) => {
    const { identifier, password, keepSignedIn } = parseWith(LoginRequest, req.body);
    const key = identifierKey(identifier);
    failedLogins.refuseIfSpent(key, res);
    const user = await deps.users.findByIdentifier(identifier);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok || user.status !== 'ACTIVE') {
      failedLogins.record(key);
      throw new UnauthenticatedError(authMessages.invalidCredentials);
    }
    const refreshToken = keepSignedIn ? await deps.refreshTokens.issue(user.id) : undefined;
    res.json(signedIn(user, deps, refreshToken));
  });

  router.post('/auth/refresh', async (req, res) => {
    const { refreshToken } = parseWith(RefreshRequest, req.body);
    const userId = await deps.refreshTokens.use(refreshToken);
    const user = userId ? await deps.users.findById(userId) : undefined;
    if (!user || user.status !== 'ACTIVE') throw new UnauthenticatedError('Your sign-in has ended. Sign in again.');
    res.json(signedIn(user, deps, await deps.refreshTokens.issue(user.id)));
  });

  router.post('/auth/logout', async (req, res) => {
    const body = RefreshRequest.partial().safeParse(req.body ?? {});
    if (body.success && body.data.refreshToken) await deps.refreshTokens.revoke(body.data.refreshToken);
    if (req.principal) await deps.refreshTokens.revokeAllFor(req.principal.userId);
    res.status(204).end();
  });

  /** Sets a password with a one-time code (new accounts' first password, or a reset). */
  router.post('/auth/set-password', async (req, res) => {
    const { email, code, password } = parseWith(SetPasswordRequest, req.body);
    const user = await deps.users.findByIdentifier(email);
    const ok = user ? await deps.codes.consume(user.id, ['SET_PASSWORD', 'RESET_PASSWORD'], code) : false;
    if (!user || !ok) throw new ValidationError(passwordMessages.codeInvalid, [{ field: 'code', message: passwordMessages.codeInvalid }]);
    await deps.users.setPasswordHash(user.id, await hashPassword(password));
    await deps.refreshTokens.revokeAllFor(user.id);
    res.json({ role: user.role });
  });

  return router;
}
