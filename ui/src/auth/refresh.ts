import { LoginResponse } from '@chikoro/contracts';
import { clearSession, getSession, saveTokens } from './session';

let inFlight: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  const refreshToken = getSession()?.refreshToken;
  if (!refreshToken) return false;
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    const parsed = response.ok ? LoginResponse.safeParse(await response.json()) : null;
    if (!parsed?.success) return false;
    saveTokens(parsed.data);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Keep me signed in": trades the stored refresh token for a new access token (and a new refresh
 * token: each is good once). Calls that fail together share one refresh.
 */
export function refreshAccessToken(): Promise<boolean> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The session is over: forget it and go to the sign-in screen. */
export function endSession(): void {
  clearSession();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}
