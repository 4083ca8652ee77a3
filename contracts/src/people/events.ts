import { z } from 'zod';
import { FieldChange } from '../audit/changes';

/** The platform's superadmin account, made by the bootstrap on first start (actor SYSTEM). */
export const SuperadminRegistered = z.object({
  type: z.literal('SuperadminRegistered'),
  data: z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), registeredAt: z.string() }),
});

/** A user changed their own names: the names after, and each change with the value before. */
export const ProfileUpdated = z.object({
  type: z.literal('ProfileUpdated'),
  data: z.object({ userId: z.string(), updatedAt: z.string(), firstName: z.string(), lastName: z.string(), changes: z.array(FieldChange).min(1) }),
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
