import {
  ForgotPasswordResponse,
  LoginResponse,
  ResetPasswordResponse,
  VerifyCodeResponse,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type VerifyCodeRequest,
} from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';
import { clearSession, getSession, saveSession } from './session';

export interface Credentials {
  identifier: string;
  password: string;
  keepSignedIn: boolean;
}

const unreadable = 'The answer could not be read. Please try again.';

/** Signs in and stores the session; an ApiError carries the problem (401 detail, 400 field errors). */
export async function signIn(credentials: Credentials): Promise<LoginResponse> {
  const { json } = await apiFetch('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify(credentials),
    auth: false,
  });
  const response = LoginResponse.safeParse(json);
  if (!response.success) throw new Error('The sign-in answer could not be read. Please try again.');
  saveSession(response.data);
  return response.data;
}

/** POST /api/auth/logout with or without the bearer token; a failure changes nothing. */
async function revoke(refreshToken: string | null, token: string | null): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/api/auth/logout', {
    method: 'POST',
    headers,
    body: JSON.stringify(refreshToken ? { refreshToken } : {}),
  });
  return response.status;
}

/**
 * Revokes the refresh token on the server and forgets the session. An expired access token is
 * refused by the server (401), so the refresh token is then revoked on its own.
 */
export async function signOut(): Promise<void> {
  const session = getSession();
  if (session) {
    try {
      const status = await revoke(session.refreshToken, session.token);
      if (status === 401 && session.refreshToken) await revoke(session.refreshToken, null);
    } catch {
      // Signing out locally must not depend on the server answering.
    }
  }
  clearSession();
}

export async function requestResetCode(request: ForgotPasswordRequest): Promise<string> {
  const { json } = await apiFetch('/api/auth/forgot-password', {
    method: 'POST',
    body: JSON.stringify(request),
    auth: false,
  });
  const response = ForgotPasswordResponse.safeParse(json);
  if (!response.success) throw new Error(unreadable);
  return response.data.message;
}

export async function verifyCode(request: VerifyCodeRequest): Promise<VerifyCodeResponse> {
  const { json } = await apiFetch('/api/auth/verify-code', {
    method: 'POST',
    body: JSON.stringify(request),
    auth: false,
  });
  const response = VerifyCodeResponse.safeParse(json);
  if (!response.success) throw new Error(unreadable);
  return response.data;
}

/** Sets the new password; an active account comes back signed in and its session is stored. */
export async function resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  const { json } = await apiFetch('/api/auth/reset-password', {
    method: 'POST',
    body: JSON.stringify(request),
    auth: false,
  });
  const response = ResetPasswordResponse.safeParse(json);
  if (!response.success) throw new Error(unreadable);
  if (response.data.session) saveSession(response.data.session);
  else clearSession();
  return response.data;
}
