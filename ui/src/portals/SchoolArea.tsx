import type { ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  Layout,
  Resource,
  Title,
  type DashboardComponent,
  type LayoutProps,
} from 'react-admin';
import type { Role } from '@chikoro/contracts';
import { dataProvider } from '../api/dataProvider';
import { makeAuthProvider } from '../auth/authProvider';
import { AdminAppBar } from '../admin/layout/AdminLayout';
import { areaOfRole, type AreaRoute, type UiArea } from '../module';
import { aliasesFor, resourcesFor, routesFor, sidebarFor } from '../modules';
import { ComingSoon } from '../public/ComingSoon';
import { NotFound } from '../public/NotFound';
import { superadminTheme as brandTheme } from '../superadmin/theme';
import { lazyScreen } from '../shared/lazyScreen';
import { areaMenu } from './AreaMenu';

const ProfilePage = lazyScreen(() => import('../superadmin/ProfilePage'), 'ProfilePage');
const SettingsPage = lazyScreen(() => import('../superadmin/SettingsPage'), 'SettingsPage');

export interface SchoolAreaProps {
  role: Exclude<Role, 'SUPERADMIN'>;
  /** Where the area is mounted, e.g. '/student-portal'. */
  basename: string;
  title: string;
  dashboard: DashboardComponent;
  /** The top bar; the school's (logo, name, bell, settings, profile menu) unless given. */
  appBar?: ComponentType;
}

/**
 * A signed-in school area (admin, teacher, student or parent): react-admin on the shared data
 * provider, the school's top bar, the role's sidebar, the resources and pages every module gives
 * the area, and the other spellings of its paths; every sidebar entry
 * not built yet leads to the coming-soon page inside the shell, and unknown paths to the 404 page.
 * Made once per area, at module scope, so its layout and menu keep their identity across renders.
 */
export function makeSchoolArea({
  role,
  basename,
  title,
  dashboard,
  appBar = AdminAppBar,
}: SchoolAreaProps): ComponentType {
  const area = areaOfRole[role] as Exclude<UiArea, 'superadmin'>;
  const resources = resourcesFor(area);
  const aliases = aliasesFor(area);
  const sections = sidebarFor(role);
  const authProvider = makeAuthProvider(role);
  // Every role's own profile and password (spec 001's /{role}/profile_section and settings_section); the top bar's menu leads there.
  const pages: AreaRoute[] = [
    { path: 'profile_section', element: <ProfilePage /> },
    { path: 'settings_section', element: <SettingsPage /> },
    ...routesFor(area),
  ];
  const built = new Set<string>(['', ...resources.map((r) => r.name), ...pages.map((p) => p.path)]);
  const comingSoon = sections.filter((s) => !built.has(s.path));
  const AreaMenu = areaMenu(role);
  const AreaLayout = ({ children: content }: LayoutProps) => (
    <Layout appBar={appBar} menu={AreaMenu}>
      {content}
    </Layout>
  );
  const AreaNotFound = () => (
    <>
      <Title title="Page not found" />
      <NotFound home={basename} homeLabel="Go to the dashboard" heading="h2" />
    </>
  );
  return function SchoolArea() {
    return (
      <Admin
        basename={basename}
        title={title}
        dataProvider={dataProvider}
        authProvider={authProvider}
        dashboard={dashboard}
        layout={AreaLayout}
        catchAll={AreaNotFound}
        theme={brandTheme}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {resources.map((resource) => (
          <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
          {pages.map((page) => (
            <Route key={page.path} path={`/${page.path}`} element={page.element} />
          ))}
          {comingSoon.map((section) => (
            <Route
              key={section.path}
              path={`/${section.path}`}
              element={
                <>
                  <Title title={section.label} />
                  <ComingSoon heading="h2" home={basename} homeLabel="Go to the dashboard" />
                </>
              }
            />
          ))}
          {Object.entries(aliases).map(([alias, clean]) => (
            <Route
              key={alias}
              path={`/${alias}/*`}
              element={<Navigate to={`${basename}/${clean}`} replace />}
            />
          ))}
        </CustomRoutes>
      </Admin>
    );
  };
}
