import { Route, Routes } from 'react-router-dom';
import { homeRouteByRole } from '@chikoro/contracts';
import { getSession } from '../auth/session';
import { NotFound } from '../public/NotFound';
import { PublicLayout } from '../public/PublicLayout';
import { SuperadminArea } from '../superadmin/SuperadminArea';
import { RoleShell } from './RoleShell';

/**
 * The 404 page in the visitor's own frame (spec 001 §2.2: the sidebar follows the stored role):
 * the public look for a visitor, the superadmin's react-admin layout, a school area's sidebar.
 */
export function NotFoundPage() {
  const role = getSession()?.role;
  if (!role) {
    return (
      <PublicLayout>
        <NotFound />
      </PublicLayout>
    );
  }
  if (role === 'SUPERADMIN') {
    // The superadmin area answers an unknown path with its own 404 page (react-admin's catch-all);
    // it is shown at this address, whatever the address is.
    return (
      <Routes location="/superadmin-dashboard/page-not-found">
        <Route path="superadmin-dashboard/*" element={<SuperadminArea />} />
      </Routes>
    );
  }
  return (
    <RoleShell role={role}>
      <NotFound home={homeRouteByRole[role]} homeLabel="Go to my area" />
    </RoleShell>
  );
}
