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

/** What a verified access token says about its bearer. */
export interface Principal {
  userId: string;
  role: Role;
  schoolId: string | null;
}
