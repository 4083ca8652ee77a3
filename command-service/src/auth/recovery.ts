import { Router } from 'express';
import {
  ForgotPasswordRequest,
  ResetPasswordRequest,
  ValidationError,
  VerifyCodeRequest,
  recoveryMessages as m,
  signInIdentifier,
  waitText,
  type ForgotPasswordResponse,
  type ResetPasswordResponse,
  type VerifyCodeResponse,
} from '@chikoro/contracts';
import { logger, type Sessions, type TokenSigner } from '@chikoro/platform';
import { parseWith } from '../commands/parse';
import { rateLimit } from '../http/rateLimit';
import type { Mailer } from '../notify/mailer';
import type { OneTimeCodes } from './codes';
import { hashPassword } from './passwords';
import { AddressLimiter, authLimits } from './rateLimit';
import type { RefreshTokens } from './refreshTokens';
import type { ResetTokens } from './resetTokens';
import { endAllSessions, startSession } from './routes';
import type { UserRow, Users } from './users';

export const RESET_CODE_MINUTES = 15;

export interface RecoveryDependencies {
  users: Users;
  codes: OneTimeCodes;
  resetTokens: ResetTokens;
  refreshTokens: RefreshTokens;
  sessions: Sessions;
  tokens: TokenSigner;
  mailer: Mailer;
  publicUrl: string;
  trustedProxyHops?: number;
  now?: () => number;
}

function resetMail(user: UserRow & { email: string }, code: string, publicUrl: string) {
  return {
    to: user.email,
    subject: 'Your Chikoro password reset code',
    body: [
      `Dear ${user.firstName} ${user.lastName},`,
      '',
      'Someone asked to reset the password of your Chikoro account.',
      `Your one-time code is ${code}. It is valid for ${RESET_CODE_MINUTES} minutes and can be used once.`,
      `Enter it at ${publicUrl}/confirmotp?email=${encodeURIComponent(user.email)}`,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** The account of an email (already in its one spelling, from the request schema). */
async function accountOf(
  users: Users,
  email: string,
): Promise<(UserRow & { email: string }) | undefined> {
  const user = await users.findByEmail(email);
  return user?.email ? (user as UserRow & { email: string }) : undefined;
}

/** Who holds a code: the account of this email, or of this registration number (a student's printed code). */
function codeHolderOf(users: Users, emailOrNumber: string): Promise<UserRow | undefined> {
  const identifier = signInIdentifier(emailOrNumber);
  if (identifier?.kind === 'registrationNumber') return users.findByIdentifier(identifier);
  return accountOf(users, emailOrNumber);
}

/**
 * Recovery in three steps: ask for a code by email, exchange the code for a reset token, set the
 * new password with the token. The first step answers the same whether the email is known or not.
 */
export function recoveryRoutes(deps: RecoveryDependencies): Router {
  const router = Router();
  const perEmail = new AddressLimiter(authLimits.forgotPassword, deps.now);
  const perClient = rateLimit({
    perAddress: authLimits.forgotPasswordPerClient,
    overall: null,
    message: (seconds) => m.tooManyRequests(waitText(seconds)),
    busyMessage: (seconds) => m.tooManyRequests(waitText(seconds)),
    trustedProxyHops: deps.trustedProxyHops,
    now: deps.now,
  });

  router.post('/auth/forgot-password', perClient, async (req, res) => {
    const { email } = parseWith(ForgotPasswordRequest, req.body);
    perEmail.take(email, res);
    const user = await accountOf(deps.users, email);
    // The code and its mail are made after the answer: a known email answers as fast as an unknown one.
    if (user && user.status === 'ACTIVE') {
      setImmediate(() => {
        deps.codes
          .issue(user.id, 'RESET_PASSWORD', RESET_CODE_MINUTES)
          .then((code) => deps.mailer.enqueue(resetMail(user, code, deps.publicUrl)))
          .catch((error: unknown) =>
            logger.error({ err: error }, 'forgot-password: the code could not be issued or mailed'),
          );
      });
    }
    const answer: ForgotPasswordResponse = { message: m.codeSent };
    res.status(202).json(answer);
  });

  /**
   * A right code (a reset code, or the set-password code of a new account) is spent for a reset
   * token. `email` may also be a student's registration number, for the code the school printed.
   */
  router.post('/auth/verify-code', async (req, res) => {
    const { email, code } = parseWith(VerifyCodeRequest, req.body);
    const user = await codeHolderOf(deps.users, email);
    const ok = user
      ? await deps.codes.consume(user.id, ['SET_PASSWORD', 'RESET_PASSWORD'], code)
      : false;
    if (!user || !ok)
      throw new ValidationError(m.codeInvalid, [{ field: 'code', message: m.codeInvalid }]);
    const { token, expiresIn } = await deps.resetTokens.issue(user.id);
    const answer: VerifyCodeResponse = { resetToken: token, expiresIn };
    res.json(answer);
  });

  /** Sets the password, ends every session of the account, and signs an active account in afresh. */
  router.post('/auth/reset-password', async (req, res) => {
    const { resetToken, password } = parseWith(ResetPasswordRequest, req.body);
    const userId = await deps.resetTokens.consume(resetToken);
    const user = userId ? await deps.users.findById(userId) : undefined;
    if (!user)
      throw new ValidationError(m.resetTokenInvalid, [
        { field: 'resetToken', message: m.resetTokenInvalid },
      ]);
    await deps.users.setPasswordHash(user.id, await hashPassword(password));
    await endAllSessions(user.id, deps);
    const answer: ResetPasswordResponse = {
      role: user.role,
      session: user.status === 'ACTIVE' ? await startSession(user, deps, false) : undefined,
    };
    res.json(answer);
  });

  return router;
}
