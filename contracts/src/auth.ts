import { z } from 'zod';
import { Role } from './shared/roles';

export const authMessages = {
  identifierRequired: 'Enter your email, registration number or phone number',
  passwordRequired: 'Enter your password',
  invalidCredentials: 'The sign-in details are not correct. Check them and try again.',
  signInRequired: 'Sign in to continue.',
  forbidden: 'You do not have permission to do this.',
} as const;

export const LoginRequest = z.strictObject({
  identifier: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: authMessages.identifierRequired }).min(1, { error: authMessages.identifierRequired }).max(200)),
  password: z.string({ error: authMessages.passwordRequired }).min(1, { error: authMessages.passwordRequired }).max(200),
  keepSignedIn: z.boolean().optional().default(false),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SignedInUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  role: Role,
  schoolId: z.string().nullable(),
});
export type SignedInUser = z.infer<typeof SignedInUser>;

export const LoginResponse = z.object({
  token: z.string(),
  expiresIn: z.number(),
  refreshToken: z.string().optional(),
  user: SignedInUser,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Password recovery and first passwords (spec 000 §2, spec 001 §2.15 and §8). */
export const recoveryMessages = {
  emailRequired: 'Enter your email',
  codeRequired: 'Enter the code you received',
  codeInvalid: 'The code is not valid or has expired. Ask for a new one.',
  codeSent: 'If an account uses this email, a one-time code has been sent to it. It is valid for 15 minutes and can be used once.',
  newPasswordRequired: 'Enter a new password',
  confirmPasswordRequired: 'Confirm your new password',
  tooShort: 'Use at least 8 characters for your password',
  mismatch: 'The passwords do not match',
  resetTokenInvalid: 'This password reset has expired or was already used. Ask for a new code.',
  resetSucceeded: 'Password reset successfully!',
  resetFailed: 'An error occurred while reseting your password.',
  tooManyRequests: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
} as const;

const trimmed = (message: string, max = 200) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: message }).min(1, { error: message }).max(max));

export const ForgotPasswordRequest = z.strictObject({ email: trimmed(recoveryMessages.emailRequired) });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ForgotPasswordResponse = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

export const VerifyCodeRequest = z.strictObject({
  email: trimmed(recoveryMessages.emailRequired),
  code: trimmed(recoveryMessages.codeRequired, 20),
});
export type VerifyCodeRequest = z.infer<typeof VerifyCodeRequest>;

/** A verified code is exchanged for this: short-lived, single use, good for one password change. */
export const VerifyCodeResponse = z.object({ resetToken: z.string(), expiresIn: z.number() });
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponse>;

/** A new password: required, at least 8 characters, typed twice alike. */
const newPasswordShape = {
  password: z.string({ error: recoveryMessages.newPasswordRequired }).min(1, { error: recoveryMessages.newPasswordRequired }).min(8, { error: recoveryMessages.tooShort }).max(200),
  confirmPassword: z.string({ error: recoveryMessages.confirmPasswordRequired }).min(1, { error: recoveryMessages.confirmPasswordRequired }).max(200),
};
/** Runs even when other fields failed, so the mismatch shows with the rest. */
function passwordsMatch(value: { password?: unknown; confirmPassword?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value.confirmPassword === 'string' && value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: recoveryMessages.mismatch });
  }
}

export const NewPasswordForm = z.strictObject(newPasswordShape).superRefine(passwordsMatch, { when: () => true });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

export const ResetPasswordRequest = z
  .strictObject({
    resetToken: z.string({ error: recoveryMessages.resetTokenInvalid }).min(1, { error: recoveryMessages.resetTokenInvalid }).max(200),
    ...newPasswordShape,
  })
  .superRefine(passwordsMatch, { when: () => true });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** The role routes the user on; an active account is signed in at once (no refresh token). */
export const ResetPasswordResponse = z.object({ role: Role, session: LoginResponse.optional() });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

/** What a verified access token says about its bearer. */
export interface Principal {
  userId: string;
  role: Role;
  schoolId: string | null;
}
