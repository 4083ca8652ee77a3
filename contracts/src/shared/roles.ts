import { z } from 'zod';

export const Role = z.enum(['SUPERADMIN', 'ADMIN', 'TEACHER', 'STUDENT', 'PARENT', 'BURSAR']);
export type Role = z.infer<typeof Role>;

export { homeRouteByRole } from './homeRoutes';
