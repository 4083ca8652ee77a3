import type { LoginResponse, Role } from '@chikoro/contracts';

/** Every role, checked against the contracts' list at compile time (no schema library on public pages). */
const roles: Record<Role, true> = {
  SUPERADMIN: true,
  ADMIN: true,
  TEACHER: true,
  STUDENT: true,
  PARENT: true,
  BURSAR: true,
};
const isRole = (value: string | null): value is Role =>
  value !== null && Object.hasOwn(roles, value);

/** What a sign-in leaves in localStorage (the keys the existing pages and portals read). */
const sessionKeys = [
  'token',
  'refreshToken',
  'firstName',
  'lastName',
  'role',
  'userRole',
  'userID',
  'schoolID',
  'email',
] as const;
/** Cached school branding, dropped together with the session. */
const schoolKeys = ['logo', 'schoolName', 'schoolAddress'] as const;

export interface Session {
  token: string;
  refreshToken: string | null;
  firstName: string;
  lastName: string;
  role: Role | null;
  userId: string | null;
  schoolId: string | null;
  email: string | null;
}

export function saveSession({ token, refreshToken, user }: LoginResponse): void {
  clearSession();
  const values: Record<(typeof sessionKeys)[number], string | null | undefined> = {
    token,
    refreshToken,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    userRole: user.role,
    userID: user.id,
    schoolID: user.schoolId,
    email: user.email,
  };
  for (const key of sessionKeys) {
    const value = values[key];
    if (value !== null && value !== undefined) localStorage.setItem(key, value);
  }
}

/** A refreshed sign-in: new tokens, the rest of the session (and the school's branding) kept. */
export function saveTokens({
  token,
  refreshToken,
}: Pick<LoginResponse, 'token' | 'refreshToken'>): void {
  localStorage.setItem('token', token);
  if (refreshToken) localStorage.setItem('refreshToken', refreshToken);
  else localStorage.removeItem('refreshToken');
}

export function clearSession(): void {
  for (const key of [...sessionKeys, ...schoolKeys]) localStorage.removeItem(key);
}

export function getToken(): string | null {
  return localStorage.getItem('token');
}

export function getSession(): Session | null {
  const token = getToken();
  if (!token) return null;
  const role = localStorage.getItem('role');
  return {
    token,
    refreshToken: localStorage.getItem('refreshToken'),
    firstName: localStorage.getItem('firstName') ?? '',
    lastName: localStorage.getItem('lastName') ?? '',
    role: isRole(role) ? role : null,
    userId: localStorage.getItem('userID'),
    schoolId: localStorage.getItem('schoolID'),
    email: localStorage.getItem('email'),
  };
}
