import { LoginResponse } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';
import { clearSession, getSession, saveSession } from './session';

export interface Credentials {
  identifier: string;
  password: string;
  keepSignedIn: boolean;
}

/** Signs in and stores the session; an ApiError carries the problem (401 detail, 400 field errors). */
export async function signIn(credentials: Credentials): Promise<LoginResponse> {
  const { json } = await apiFetch('/api/auth/login', { method: 'POST', body: JSON.stringify(credentials), auth: false });
  const response = LoginResponse.safeParse(json);
  if (!response.success) throw new Error('The sign-in answer could not be read. Please try again.');
  saveSession(response.data);
  return response.data;
}

/** Revokes the refresh token on the server (a failure changes nothing) and forgets the session. */
export async function signOut(): Promise<void> {
  const session = getSession();
  if (session) {
    try {
      await apiFetch('/api/auth/logout', { method: 'POST', body: JSON.stringify({ refreshToken: session.refreshToken ?? undefined }) });
    } catch {
      // Signing out locally must not depend on the server answering.
    }
  }
  clearSession();
}
