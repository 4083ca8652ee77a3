import type { ComponentType, ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Layout, Menu, Resource, Title, useBasename, type DashboardComponent, type LayoutProps, type ResourceProps } from 'react-admin';
import type { Role } from '@chikoro/contracts';
import { dataProvider } from '../api/dataProvider';
import { makeAuthProvider } from '../auth/authProvider';
import { AdminAppBar } from '../admin/layout/AdminLayout';
import type { AreaRoute } from '../module';
import { ComingSoon } from '../public/ComingSoon';
import { NotFound } from '../public/NotFound';
import { ProfilePage } from '../superadmin/ProfilePage';
import { SettingsPage } from '../superadmin/SettingsPage';
import { superadminTheme as brandTheme } from '../superadmin/theme';

/** One sidebar entry of a school area: a label and a path under the area's basename ('' is the dashboard). */
export interface AreaSection {
  label: string;
  path: string;
}

export interface SchoolAreaProps {
  role: Exclude<Role, 'SUPERADMIN'>;
  /** Where the area is mounted, e.g. '/student-portal'. */
  basename: string;
  title: string;
  sections: readonly AreaSection[];
  icons?: Readonly<Record<string, ReactElement>>;
  dashboard: DashboardComponent;
  resources: readonly ResourceProps[];
  pages: readonly AreaRoute[];
  /** Other spellings of the area's paths, each to its clean path (both under the basename). */
  aliases?: Readonly<Record<string, string>>;
  /** The top bar; the school's (logo, name, bell, settings, profile menu) unless given. */
  appBar?: ComponentType;
}

function sidebar(sections: readonly AreaSection[], icons: Readonly<Record<string, ReactElement>>) {
  return function AreaMenu() {
    const basename = useBasename();
    // Long labels ('School Events and Announcements') wrap onto a second line instead of being cut off.
    return (
      <Menu sx={{
        '& .MuiMenuItem-root': { whiteSpace: 'normal', minHeight: 44, height: 'auto' },
        '& .MuiMenuItem-root .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'anywhere' },
      }}>
        {sections.map((s) => (
          <Menu.Item key={s.path} to={`${basename}/${s.path}`} primaryText={s.label} leftIcon={icons[s.path]} end={s.path === ''} />
        ))}
      </Menu>
    );
  };
}

/**
 * A signed-in school area (admin, teacher, student or parent): react-admin on the shared data
 * provider, the school's top bar, the role's sidebar, its resources and pages; every sidebar entry
 * not built yet leads to the coming-soon page inside the shell, and unknown paths to the 404 page.
 * Made once per area, at module scope, so its layout and menu keep their identity across renders.
 */
export function makeSchoolArea({ role, basename, title, sections, icons = {}, dashboard, resources, pages: ownPages, aliases = {}, appBar = AdminAppBar }: SchoolAreaProps): ComponentType {
  const authProvider = makeAuthProvider(role);
  // Every role's own profile and password (spec 001's /{role}/profile_section and settings_section); the top bar's menu leads there.
  const pages: AreaRoute[] = [{ path: 'profile_section', element: <ProfilePage /> }, { path: 'settings_section', element: <SettingsPage /> }, ...ownPages];
  const built = new Set<string>(['', ...resources.map((r) => r.name), ...pages.map((p) => p.path)]);
  const comingSoon = sections.filter((s) => !built.has(s.path));
  const AreaMenu = sidebar(sections, icons);
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
            <Route key={section.path} path={`/${section.path}`} element={<><Title title={section.label} /><ComingSoon heading="h2" home={basename} homeLabel="Go to the dashboard" /></>} />
          ))}
          {Object.entries(aliases).map(([alias, clean]) => (
            <Route key={alias} path={`/${alias}/*`} element={<Navigate to={`${basename}/${clean}`} replace />} />
          ))}
        </CustomRoutes>
      </Admin>
    );
  };
}
