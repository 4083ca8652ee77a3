import { z } from 'zod';

export const Role = z.enum(['SUPERADMIN', 'ADMIN', 'TEACHER', 'STUDENT', 'PARENT']);
export type Role = z.infer<typeof Role>;

/** Where each role lands after signing in (spec 000 §2, spec 001 §2.1). */
export const homeRouteByRole: Record<Role, string> = {
  ADMIN: '/admin',
  SUPERADMIN: '/superadmin-dashboard',
  TEACHER: '/teacher-portal',
  STUDENT: '/student-portal',
  PARENT: '/parent',
};
