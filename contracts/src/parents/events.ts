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

const link = {
  schoolId: z.string(),
  parentId: z.string(),
  studentId: z.string(),
  /** The names as they were at the time, so the history reads without looking elsewhere. */
  parentName: z.string().optional(),
  studentName: z.string(),
  registrationNumber: z.string(),
};

/** A parent is linked to one of their children (both of the school); a parent may have several. */
export const ParentLinkedToStudent = z.object({
  type: z.literal('ParentLinkedToStudent'),
  data: z.object({ ...link, linkedAt: z.string() }),
});
export const ParentUnlinkedFromStudent = z.object({
  type: z.literal('ParentUnlinkedFromStudent'),
  data: z.object({ ...link, unlinkedAt: z.string() }),
});
/** Active or Inactive (an inactive parent cannot sign in), with the status before. */
export const ParentStatusChanged = z.object({
  type: z.literal('ParentStatusChanged'),
  data: z.object({
    schoolId: z.string(),
    parentId: z.string(),
    before: z.string(),
    status: z.string(),
    changedAt: z.string(),
  }),
});
/** The school removed the parent: their access ends, their history stays. */
export const ParentRemoved = z.object({
  type: z.literal('ParentRemoved'),
  data: z.object({
    schoolId: z.string(),
    parentId: z.string(),
    before: z.string(),
    removedAt: z.string(),
  }),
});

export type ParentInvited = z.infer<typeof ParentInvited>;
export type ParentRegistered = z.infer<typeof ParentRegistered>;
export type ParentLinkedToStudent = z.infer<typeof ParentLinkedToStudent>;
export type ParentUnlinkedFromStudent = z.infer<typeof ParentUnlinkedFromStudent>;
export type ParentStatusChanged = z.infer<typeof ParentStatusChanged>;
export type ParentRemoved = z.infer<typeof ParentRemoved>;
export type ParentEvent =
  | ParentInvited
  | ParentRegistered
  | ParentLinkedToStudent
  | ParentUnlinkedFromStudent
  | ParentStatusChanged
  | ParentRemoved;
