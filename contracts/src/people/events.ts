import { z } from 'zod';
import { FieldChange } from '../audit/changes';
import { StoredFile } from '../schools/commands';

/** The platform's superadmin account, made by the bootstrap on first start (actor SYSTEM). */
export const SuperadminRegistered = z.object({
  type: z.literal('SuperadminRegistered'),
  data: z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    registeredAt: z.string(),
  }),
});

/**
 * A person changed their own profile: the names after, each other fact only when it changed
 * (null: cleared), and each change with the value before. It is appended to the person's record
 * stream (a teacher's, a student's, a parent's; `user-<id>` for admins and the superadmin), so
 * every fold of that record sees it.
 */
export const ProfileUpdated = z.object({
  type: z.literal('ProfileUpdated'),
  data: z.object({
    userId: z.string(),
    updatedAt: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable().optional(),
    dateOfBirth: z.string().nullable().optional(),
    photo: StoredFile.optional(),
    changes: z.array(FieldChange).min(1),
  }),
});

/** A user changed their password. Only the fact: the password and its hash never enter the log. */
export const PasswordChanged = z.object({
  type: z.literal('PasswordChanged'),
  data: z.object({ userId: z.string(), changedAt: z.string() }),
});

/** A user looked at their notifications up to a position of the log. */
export const NotificationsSeen = z.object({
  type: z.literal('NotificationsSeen'),
  data: z.object({ userId: z.string(), upTo: z.number().int(), seenAt: z.string() }),
});

export type SuperadminRegistered = z.infer<typeof SuperadminRegistered>;
export type ProfileUpdated = z.infer<typeof ProfileUpdated>;
export type PasswordChanged = z.infer<typeof PasswordChanged>;
export type NotificationsSeen = z.infer<typeof NotificationsSeen>;
export type PersonEvent = SuperadminRegistered | ProfileUpdated | PasswordChanged;
