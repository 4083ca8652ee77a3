import { z } from 'zod';
import { ParentRegistrationDetails } from './commands';

/** An admin invited a parent; the invitation token lives in the credentials tables, never here. */
export const ParentInvited = z.object({
  type: z.literal('ParentInvited'),
  data: z.object({
    parentId: z.string(),
    schoolId: z.string(),
    phoneNumber: z.string(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
    invitedAt: z.string(),
  }),
});

/** The parent completed registration with a valid invitation; the password is not in the log. */
export const ParentRegistered = z.object({
  type: z.literal('ParentRegistered'),
  data: z.object({
    parentId: z.string(),
    schoolId: z.string(),
    details: ParentRegistrationDetails,
    registeredAt: z.string(),
  }),
});

export type ParentInvited = z.infer<typeof ParentInvited>;
export type ParentRegistered = z.infer<typeof ParentRegistered>;
export type ParentEvent = ParentInvited | ParentRegistered;
