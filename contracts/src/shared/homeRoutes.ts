import type { Role } from './roles';

/**
 * Where each role lands after signing in (spec 000 §2, spec 001 §2.1). Apart from the schema, so
 * the public pages can link a signed-in visitor to their area without loading a schema library.
 */
export const homeRouteByRole: Record<Role, string> = {
  ADMIN: '/admin',
  SUPERADMIN: '/superadmin-dashboard',
  TEACHER: '/teacher-portal',
  STUDENT: '/student-portal',
  PARENT: '/parent',
  BURSAR: '/bursar',
};
