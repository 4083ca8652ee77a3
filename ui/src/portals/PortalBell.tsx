import { Suspense, lazy } from 'react';

/** The bell, loaded only once a signed-in frame shows it: the public pages' visitors download none of it. */
const NotificationsBell = lazy(async () => ({
  default: (await import('../superadmin/layout/NotificationsBell')).NotificationsBell,
}));

/** Every role's bell in the portals' frames: their own announcements since they last looked. */
export function PortalBell() {
  return (
    <Suspense fallback={null}>
      <NotificationsBell emptyText="Nothing new since you last looked." />
    </Suspense>
  );
}
