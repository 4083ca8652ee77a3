import { z } from 'zod';

/** One stream per bursar (`bursar-<bursarId>`); the event names its school. */
export const BursarRegistered = z.object({
  type: z.literal('BursarRegistered'),
  data: z.object({
    schoolId: z.string(),
    bursarId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    registeredAt: z.string(),
  }),
});

export type BursarRegistered = z.infer<typeof BursarRegistered>;
export type BursarEvent = BursarRegistered;
