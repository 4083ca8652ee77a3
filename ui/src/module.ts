import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { homeRouteByRole, type NotificationItem, type Role } from '@chikoro/contracts';
import type { RecordCommand } from './api/commands';

/** A page of an area that is not a react-admin resource, at a path under the area's basename. */
export interface AreaRoute {
  path: string;
  element: ReactElement;
}

/** The signed-in areas a module can add screens to; each is the area of one role (`areaOfRole`). */
export type UiArea = 'superadmin' | 'admin' | 'teacher' | 'student' | 'parent' | 'bursar';

/** One entry of an area's sidebar. The role that sees it is the area's role (spec 001 §2.2: the sidebar follows the role). */
export interface MenuEntry {
  area: UiArea;
  /** The spec's label, as shown. */
  label: string;
  /** Path under the area's basename ('' is the dashboard); an entry with no page of its own leads to the coming-soon page. */
  path: string;
  /** Other spellings of the path the specs use (under the same basename), each leading to `path`. */
  aliases?: readonly string[];
  icon?: ComponentType;
  /** Place in the area's sidebar, lowest first: entries of every module interleave by it. */
  order: number;
  /** Words the area's search box finds the entry by (the admin dashboard's). */
  keywords?: readonly string[];
}

/** react-admin's own read actions on a resource; a command's action is the command's type. */
export type ReadAction = 'list' | 'show';

/** What a role may see and send from a react-admin area: only cosmetic, the services decide. */
export interface RoleGrants {
  reads?: Readonly<Record<string, readonly ReadAction[]>>;
  /** Granted on the resource each command changes (see recordCommands), never on another. */
  commands?: readonly RecordCommand[];
}

/** One kind of item on the bell: its icon, and where it leads when the item brings no link of its own. */
export interface BellItem {
  kind: NotificationItem['kind'];
  icon: ComponentType<{ fontSize?: 'small' }>;
  /** Where the item leads in the area the bell is in (the area's home unless given). */
  to?: (item: NotificationItem, basename: string) => string;
}

/**
 * What a business module gives the UI: its react-admin resources and pages by the area that shows
 * them, its sidebar entries, what each role may do with its resources, and its kinds of bell item.
 */
export interface UiModule {
  superadmin?: readonly ResourceProps[];
  admin?: readonly ResourceProps[];
  adminRoutes?: readonly AreaRoute[];
  /** The teacher portal (/teacher-portal): resources and pages at the paths of spec 001 §2.11. */
  teacher?: readonly ResourceProps[];
  teacherRoutes?: readonly AreaRoute[];
  /** The student portal (/student-portal, spec 001 §2.12). */
  student?: readonly ResourceProps[];
  studentRoutes?: readonly AreaRoute[];
  /** The parent portal (/parent, spec 001 §2.13). */
  parent?: readonly ResourceProps[];
  parentRoutes?: readonly AreaRoute[];
  /** The bursar's area (/bursar): the fees screens and nothing else. */
  bursar?: readonly ResourceProps[];
  bursarRoutes?: readonly AreaRoute[];
  menu?: readonly MenuEntry[];
  grants?: Partial<Readonly<Record<Role, RoleGrants>>>;
  bell?: readonly BellItem[];
}

/** The area each role signs in to. */
export const areaOfRole: Readonly<Record<Role, UiArea>> = {
  SUPERADMIN: 'superadmin',
  ADMIN: 'admin',
  TEACHER: 'teacher',
  STUDENT: 'student',
  PARENT: 'parent',
  BURSAR: 'bursar',
};

/** A sidebar entry with its full address. */
export interface SidebarEntry extends MenuEntry {
  to: string;
}

/** A role's sidebar: its area's entries from every module, in their order, each with its address. */
export function sidebarOf(role: Role, modules: readonly UiModule[]): SidebarEntry[] {
  const area = areaOfRole[role];
  const home = homeRouteByRole[role];
  return modules
    .flatMap((m) => m.menu ?? [])
    .filter((entry) => entry.area === area)
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ ...entry, to: entry.path === '' ? home : `${home}/${entry.path}` }));
}

/** An area's other spellings of its sidebar's paths, each to its clean path (both under the basename). */
export const aliasesOf = (area: UiArea, modules: readonly UiModule[]): Record<string, string> =>
  Object.fromEntries(
    modules
      .flatMap((m) => m.menu ?? [])
      .filter((e) => e.area === area)
      .flatMap((e) => (e.aliases ?? []).map((alias) => [alias, e.path])),
  );

/** Every role's grants, gathered from the modules that declare them. */
export function grantsOf(
  modules: readonly UiModule[],
): Partial<Record<Role, Required<RoleGrants>>> {
  const all: Partial<Record<Role, Required<RoleGrants>>> = {};
  for (const [role, grants] of modules.flatMap(
    (m) => Object.entries(m.grants ?? {}) as [Role, RoleGrants][],
  )) {
    const into = (all[role] ??= { reads: {}, commands: [] });
    for (const [resource, actions] of Object.entries(grants.reads ?? {}))
      into.reads = {
        ...into.reads,
        [resource]: [...new Set([...(into.reads[resource] ?? []), ...actions])],
      };
    into.commands = [...into.commands, ...(grants.commands ?? [])];
  }
  return all;
}

/** The bell's kinds of item, from the modules that declare them. */
export const bellItemsOf = (
  modules: readonly UiModule[],
): Partial<Record<NotificationItem['kind'], BellItem>> =>
  Object.fromEntries(modules.flatMap((m) => m.bell ?? []).map((item) => [item.kind, item]));
