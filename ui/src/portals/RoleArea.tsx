import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@chikoro/contracts';
import { getSession } from '../auth/session';
import { Loading } from '../shared/Loading';

/** The page for someone signed in with another role: its shell loads only when shown. */
const AreaOfAnotherRole = lazy(async () => ({
  default: (await import('./AreaOfAnotherRole')).AreaOfAnotherRole,
}));

/**
 * A signed-in area of one role, loaded only when opened: a visitor signs in first; someone signed
 * in with another role is told whose area this is (and downloads none of it). An expired token is
 * the area's own to notice.
 */
export function RoleArea({
  role,
  area: Area,
}: {
  role: Role;
  area: LazyExoticComponent<ComponentType>;
}) {
  const location = useLocation();
  const signedIn = getSession()?.role;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (signedIn !== role)
    return (
      <Suspense fallback={<Loading />}>
        <AreaOfAnotherRole area={role} role={signedIn} />
      </Suspense>
    );
  return (
    <Suspense fallback={<Loading />}>
      <Area />
    </Suspense>
  );
}
