import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';

/** A page of an area that is not a react-admin resource, at a path under the area's basename. */
export interface AreaRoute {
  path: string;
  element: ReactElement;
}

/** What a business module gives the UI: its react-admin resources and pages, by the area that shows them. */
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
}

/** The signed-in areas a module can add screens to. */
export type UiArea = 'superadmin' | 'admin' | 'teacher' | 'student' | 'parent';
