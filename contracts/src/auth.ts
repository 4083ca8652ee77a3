import { z } from 'zod';
import { isZimbabweMobile, normalisePhone, zimbabweMobilePattern } from './reference/phones';
import { emailPattern } from './schools/commands';
import { Role } from './shared/roles';

export const authMessages = {
  identifierRequired: 'Enter your email, registration number or phone number',
  identifierInvalid:
    'Enter a valid email, registration number or phone number (a Zimbabwean mobile number such as 0772 123 456)',
  passwordRequired: 'Enter your password',
  invalidCredentials: 'The sign-in details are not correct. Check them and try again.',
  signInRequired: 'Sign in to continue.',
  forbidden: 'You do not have permission to do this.',
} as const;

/** A student registration number: letters, digits, `/` and `-`, 3 to 30 of them, at least one digit. */
export const registrationNumberPattern = /^(?=[^\d]*\d)[A-Z0-9](?:[A-Z0-9/-]{1,28})[A-Z0-9]$/;

/** What a sign-in identifier names, in the one spelling the credentials table holds. */
export type SignInIdentifier =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'registrationNumber'; value: string };

/**
 * The one spelling of a sign-in identifier, used alike by the failure budget and the lookup: an
 * email lower-cased, a Zimbabwean mobile in its canonical form (263…), a registration number
 * upper-cased. Anything else is not an identifier, including a phone number with stray characters
 * around it (it would otherwise count apart from the phone and still reach its account).
 */
export function signInIdentifier(input: string): SignInIdentifier | undefined {
  const value = input.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return emailPattern.test(email) && email.length <= 200
      ? { kind: 'email', value: email }
      : undefined;
  }
  if (isZimbabweMobile(value)) return { kind: 'phone', value: normalisePhone(value) };
  if (zimbabweMobilePattern.test(value.replace(/[^\d+]/g, ''))) return undefined;
  const upper = value.toUpperCase();
  return registrationNumberPattern.test(upper)
    ? { kind: 'registrationNumber', value: upper }
    : undefined;
}

export const LoginRequest = z.strictObject({
  identifier: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: authMessages.identifierRequired })
      .min(1, { error: authMessages.identifierRequired })
      .max(200)
      .refine((v) => v === '' || signInIdentifier(v) !== undefined, {
        error: authMessages.identifierInvalid,
      }),
  ),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .max(200),
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
  emailInvalid: 'Enter a valid email address',
  emailOrNumberInvalid: 'Enter a valid email address or registration number',
  codeRequired: 'Enter the code you received',
  codeInvalid: 'The code is not valid or has expired. Ask for a new one.',
  codeSent:
    'If an account uses this email, a one-time code has been sent to it. It is valid for 15 minutes and can be used once.',
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
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, { error: message }).max(max),
  );

/** An account's email in its one spelling (trimmed, lower-cased): the recovery budget and the lookup share it. */
const accountEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: recoveryMessages.emailRequired })
    .min(1, { error: recoveryMessages.emailRequired })
    .max(200)
    .refine((v) => v === '' || emailPattern.test(v), { error: recoveryMessages.emailInvalid })
    .transform((v) => v.toLowerCase()),
);

export const ForgotPasswordRequest = z.strictObject({ email: accountEmail });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ForgotPasswordResponse = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

/**
 * Who a code was given to: an account's email, or a student's registration number (the code the
 * school printed), each in its one spelling.
 */
const codeHolder = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: recoveryMessages.emailRequired })
    .min(1, { error: recoveryMessages.emailRequired })
    .max(200)
    .refine(
      (v) => v === '' || ['email', 'registrationNumber'].includes(signInIdentifier(v)?.kind ?? ''),
      { error: recoveryMessages.emailOrNumberInvalid },
    )
    .transform((v) => signInIdentifier(v)?.value ?? v),
);

export const VerifyCodeRequest = z.strictObject({
  /** An email, or a student's registration number. */
  email: codeHolder,
  code: trimmed(recoveryMessages.codeRequired, 20),
});
export type VerifyCodeRequest = z.infer<typeof VerifyCodeRequest>;

/** A verified code is exchanged for this: short-lived, single use, good for one password change. */
export const VerifyCodeResponse = z.object({ resetToken: z.string(), expiresIn: z.number() });
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponse>;

/** A new password: required, at least 8 characters, typed twice alike. */
const newPasswordShape = {
  password: z
    .string({ error: recoveryMessages.newPasswordRequired })
    .min(1, { error: recoveryMessages.newPasswordRequired })
    .min(8, { error: recoveryMessages.tooShort })
    .max(200),
  confirmPassword: z
    .string({ error: recoveryMessages.confirmPasswordRequired })
    .min(1, { error: recoveryMessages.confirmPasswordRequired })
    .max(200),
};
/** Runs even when other fields failed, so the mismatch shows with the rest. */
function passwordsMatch(
  value: { password?: unknown; confirmPassword?: unknown },
  ctx: z.RefinementCtx,
) {
  if (
    typeof value.confirmPassword === 'string' &&
    value.confirmPassword &&
    value.password !== value.confirmPassword
  ) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: recoveryMessages.mismatch });
  }
}

export const NewPasswordForm = z
  .strictObject(newPasswordShape)
  .superRefine(passwordsMatch, { when: () => true });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

export const ResetPasswordRequest = z
  .strictObject({
    resetToken: z
      .string({ error: recoveryMessages.resetTokenInvalid })
      .min(1, { error: recoveryMessages.resetTokenInvalid })
      .max(200),
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
