import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getSession } from './session';

/** Private custom routes: an anonymous visitor goes to /login and never sees private chrome. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getSession()) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
