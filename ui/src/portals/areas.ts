import type { Role } from '@chikoro/contracts';

export const roleTitle: Record<Role, string> = {
  SUPERADMIN: 'Platform superadmin',
  ADMIN: 'School admin',
  TEACHER: 'Teacher',
  STUDENT: 'Student',
  PARENT: 'Parent',
  BURSAR: 'Bursar',
};
