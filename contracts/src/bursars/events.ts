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

/** Active or Inactive, with the status before: an inactive bursar cannot sign in. */
export const BursarStatusChanged = z.object({
  type: z.literal('BursarStatusChanged'),
  data: z.object({
    schoolId: z.string(),
    bursarId: z.string(),
    before: z.string(),
    status: z.enum(['Active', 'Inactive']),
    changedAt: z.string(),
  }),
});

export type BursarRegistered = z.infer<typeof BursarRegistered>;
export type BursarStatusChanged = z.infer<typeof BursarStatusChanged>;
export type BursarEvent = BursarRegistered | BursarStatusChanged;
