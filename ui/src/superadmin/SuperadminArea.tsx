import { Suspense, lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getSession } from '../auth/session';
import { AreaOfAnotherRole } from '../portals/AreaOfAnotherRole';
import { Loading } from '../shared/Loading';

/** react-admin and its dependencies load only when the superadmin opens the area. */
const SuperadminApp = lazy(() => import('./SuperadminApp'));

/**
 * /superadmin-dashboard/*: a visitor signs in first; someone signed in with another role is told
 * whose area this is (and downloads none of it). An expired token is react-admin's to notice.
 */
export function SuperadminArea() {
  const location = useLocation();
  const role = getSession()?.role;
  if (!role) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (role !== 'SUPERADMIN') return <AreaOfAnotherRole area="SUPERADMIN" role={role} />;
  return (
    <Suspense fallback={<Loading />}>
      <SuperadminApp />
    </Suspense>
  );
}
