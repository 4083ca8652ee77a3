import { lazy } from 'react';
import { RoleArea } from '../portals/RoleArea';

/** react-admin and its dependencies load only when the superadmin opens the area. */
const SuperadminApp = lazy(() => import('./SuperadminApp'));

/** /superadmin-dashboard/*: the platform superadmin's area. */
export function SuperadminArea() {
  return <RoleArea role="SUPERADMIN" area={SuperadminApp} />;
}
