import type { Role } from '@chikoro/contracts';
import type { AuthProvider } from 'react-admin';
import { canAccess } from './access';
import { signIn, signOut, type Credentials } from './api';
import { getSession } from './session';

/** The login screen lives outside the admin apps, at the site's /login. */
const LOGIN_ROUTE = '/login';

/** react-admin's rejection shape: go to the login screen, without a notification. */
const toLogin = () => ({ redirectTo: LOGIN_ROUTE, message: false });

/**
 * Session checks for a react-admin area meant for one role, and what that role may see and send
 * there (canAccess). Cosmetic only: the services check every token on every call.
 */
export function makeAuthProvider(requiredRole: Role): AuthProvider {
  return {
    login: (params: Credentials) => signIn(params).then(() => undefined),
    logout: () => signOut().then(() => LOGIN_ROUTE),
    checkAuth: () => {
      const session = getSession();
      return session && session.role === requiredRole
        ? Promise.resolve()
        : Promise.reject(toLogin());
    },
    checkError: (error: { status?: number } | undefined) =>
      error?.status === 401 ? Promise.reject(toLogin()) : Promise.resolve(),
    getIdentity: () => {
      const session = getSession();
      if (!session) return Promise.reject(toLogin());
      return Promise.resolve({
        id: session.userId ?? '',
        fullName: `${session.firstName} ${session.lastName}`.trim(),
      });
    },
    getPermissions: () => Promise.resolve(getSession()?.role ?? null),
    canAccess: ({ resource, action }) =>
      Promise.resolve(canAccess(getSession()?.role, resource, action)),
  };
}
