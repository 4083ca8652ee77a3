import { Router } from 'express';
import { z } from 'zod';
import {
  LoginRequest,
  UnauthenticatedError,
  ValidationError,
  authMessages,
  signInIdentifier,
  type LoginResponse,
  type SignInIdentifier,
} from '@chikoro/contracts';
import { sessionMessages, type Sessions, type TokenSigner } from '@chikoro/platform';
import { parseWith } from '../commands/parse';
import type { OneTimeCodes } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import { clientAddress } from '../http/rateLimit';
import { AddressLimiter, authLimits } from './rateLimit';
import type { RefreshTokens } from './refreshTokens';
import type { UserRow, Users } from './users';

export interface AuthDependencies {
  users: Users;
  tokens: TokenSigner;
  sessions: Sessions;
  refreshTokens: RefreshTokens;
  codes: OneTimeCodes;
  /** Proxies in front of the service, so the per-client budget counts the visitor, not the proxy. */
  trustedProxyHops?: number;
  now?: () => number;
}

export const passwordMessages = {
  tooShort: 'Use at least 8 characters for your password',
  codeInvalid: 'The code is not valid or has expired. Ask for a new one.',
} as const;

export const SetPasswordRequest = z.strictObject({
  email: z.string().trim().min(1, { error: 'Enter your email' }).max(200),
  code: z.string().trim().min(1, { error: 'Enter the code you received' }).max(20),
  password: z.string().min(8, { error: passwordMessages.tooShort }).max(200),
});
export const RefreshRequest = z.strictObject({ refreshToken: z.string().min(1).max(200) });

/** An access token for the session, with the refresh token that keeps it going, if any. */
function signedIn(
  user: UserRow,
  tokens: TokenSigner,
  sessionId: string,
  refreshToken?: string,
): LoginResponse {
  const { token, expiresIn } = tokens.sign({
    userId: user.id,
    role: user.role,
    schoolId: user.schoolId,
    sessionId,
  });
  return {
    token,
    expiresIn,
    refreshToken,
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      schoolId: user.schoolId,
    },
  };
}

/** Opens a sign-in session: an access token naming it, and with "keep me signed in" a refresh token in it. */
export async function startSession(
  user: UserRow,
  deps: Pick<AuthDependencies, 'tokens' | 'sessions' | 'refreshTokens'>,
  keepSignedIn: boolean,
): Promise<LoginResponse> {
  const sessionId = await deps.sessions.open(user.id);
  const refreshToken = keepSignedIn
    ? await deps.refreshTokens.issue(user.id, sessionId)
    : undefined;
  return signedIn(user, deps.tokens, sessionId, refreshToken);
}

/** Ends one session: its access tokens stop working, its refresh tokens are revoked. */
async function endSession(
  sessionId: string,
  deps: Pick<AuthDependencies, 'sessions' | 'refreshTokens'>,
): Promise<void> {
  await deps.refreshTokens.revokeSession(sessionId);
  await deps.sessions.end(sessionId);
}

/** Ends every session of the user: their access tokens stop working and their refresh tokens with them. */
export async function endAllSessions(
  userId: string,
  deps: Pick<AuthDependencies, 'sessions' | 'refreshTokens'>,
  except?: string,
): Promise<void> {
  await deps.refreshTokens.revokeAllFor(userId, except);
  await deps.sessions.endAllFor(userId, except);
}

/** The budget key of an identifier: its kind and its one spelling, so every spelling shares it. */
const budgetKey = (identifier: SignInIdentifier) => `${identifier.kind}:${identifier.value}`;

export function authRoutes(deps: AuthDependencies): Router {
  const router = Router();
  const failuresPerIdentifier = new AddressLimiter(authLimits.loginFailures, deps.now);
  const failuresPerClient = new AddressLimiter(authLimits.loginFailuresPerClient, deps.now);

  /**
   * The identifier is put in its one spelling once (the schema refuses what is not an email, a
   * phone or a registration number), and that spelling is what both budgets count and the lookup uses.
   */
  router.post('/auth/login', async (req, res) => {
    const parsed = parseWith(LoginRequest, req.body);
    const identifier = signInIdentifier(parsed.identifier);
    if (!identifier)
      throw new ValidationError(authMessages.identifierInvalid, [
        { field: 'identifier', message: authMessages.identifierInvalid },
      ]);
    const client = clientAddress(req, deps.trustedProxyHops);
    failuresPerClient.refuseIfSpent(client, res);
    failuresPerIdentifier.refuseIfSpent(budgetKey(identifier), res);
    const user = await deps.users.findByIdentifier(identifier);
    const ok = await verifyPassword(user?.passwordHash ?? null, parsed.password);
    if (!user || !ok || user.status !== 'ACTIVE') {
      failuresPerClient.record(client);
      failuresPerIdentifier.record(budgetKey(identifier));
      throw new UnauthenticatedError(authMessages.invalidCredentials);
    }
    res.json(await startSession(user, deps, parsed.keepSignedIn));
  });

  /** A refresh token is spent for a new pair in the same session, while that session is open. */
  router.post('/auth/refresh', async (req, res) => {
    const { refreshToken } = parseWith(RefreshRequest, req.body);
    const used = await deps.refreshTokens.use(refreshToken);
    if (!used || (used.sessionId && !(await deps.sessions.isOpen(used.sessionId))))
      throw new UnauthenticatedError(sessionMessages.ended);
    const user = await deps.users.findById(used.userId);
    if (!user || user.status !== 'ACTIVE') throw new UnauthenticatedError(sessionMessages.ended);
    // A token kept from before sessions existed starts one.
    const sessionId = used.sessionId ?? (await deps.sessions.open(user.id));
    res.json(
      signedIn(user, deps.tokens, sessionId, await deps.refreshTokens.issue(user.id, sessionId)),
    );
  });

  /**
   * Signing out ends the session of the access token presented and of the refresh token sent
   * (the access token may have expired): both stop working at once. The account's sessions on
   * other devices go on.
   */
  router.post('/auth/logout', async (req, res) => {
    const body = RefreshRequest.partial().safeParse(req.body ?? {});
    const ended = new Set<string>();
    if (body.success && body.data.refreshToken) {
      const sessionId = await deps.refreshTokens.revoke(body.data.refreshToken);
      if (sessionId) ended.add(sessionId);
    }
    if (req.principal) ended.add(req.principal.sessionId);
    for (const sessionId of ended) await endSession(sessionId, deps);
    res.status(204).end();
  });

  /** Sets a password with a one-time code (new accounts' first password, or a reset). */
  router.post('/auth/set-password', async (req, res) => {
    const { email, code, password } = parseWith(SetPasswordRequest, req.body);
    const user = await deps.users.findByEmail(email);
    const ok = user
      ? await deps.codes.consume(user.id, ['SET_PASSWORD', 'RESET_PASSWORD'], code)
      : false;
    if (!user || !ok)
      throw new ValidationError(passwordMessages.codeInvalid, [
        { field: 'code', message: passwordMessages.codeInvalid },
      ]);
    await deps.users.setPasswordHash(user.id, await hashPassword(password));
    await endAllSessions(user.id, deps);
    res.json({ role: user.role });
  });

  return router;
}
