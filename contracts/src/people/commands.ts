import { z } from 'zod';
import { isZimbabweMobile, normalisePhone } from '../reference/phones';
import { StoredFile } from '../schools/commands';
import { Role } from '../shared/roles';
import {
  passwordChangeMessages as pm,
  profileMessages as m,
  schoolOwnedMessages as owned,
} from './messages';

const name = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(100, { error: 'Keep this under 100 characters' }),
  );

/** A field that may be cleared: an empty text is null (cleared), a missing key is "not changing". */
const clearable = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), schema.nullable()).optional();

/** A real calendar day, YYYY-MM-DD, from 1900 up to today. */
export const DateOfBirth = z
  .string({ error: m.dateOfBirth })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateOfBirth })
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return (
        !Number.isNaN(day.getTime()) &&
        day.toISOString().startsWith(v) &&
        v >= '1900-01-01' &&
        day.getTime() <= Date.now()
      );
    },
    { error: m.dateOfBirth },
  );

/** The facts of a profile a person might change about themselves. */
export const profileFields = ['firstName', 'lastName', 'phone', 'dateOfBirth', 'photo'] as const;
export type ProfileField = (typeof profileFields)[number];

/**
 * What each role may change about themselves; the rest of their record is the school's (or the
 * platform's). A student's name and date of birth are the school's record; a parent's phone is
 * their sign-in and the school's key for them (their children are linked through it).
 */
export const ownProfileFields: Record<Role, readonly ProfileField[]> = {
  SUPERADMIN: ['firstName', 'lastName', 'phone', 'photo'],
  ADMIN: ['firstName', 'lastName', 'phone', 'photo'],
  TEACHER: ['firstName', 'lastName', 'phone', 'dateOfBirth', 'photo'],
  STUDENT: ['phone', 'photo'],
  PARENT: ['firstName', 'lastName', 'photo'],
  BURSAR: ['firstName', 'lastName', 'phone', 'photo'],
};

/** Why this role may not change this field themselves (a field that is theirs has no refusal). */
export function notYoursToChange(role: Role, field: ProfileField): string | undefined {
  if (ownProfileFields[role].includes(field)) return undefined;
  if (field === 'firstName' || field === 'lastName') return owned.name;
  if (field === 'dateOfBirth') return role === 'STUDENT' ? owned.dateOfBirth : owned.noDateOfBirth;
  if (field === 'phone') return owned.parentPhone;
  return owned.name;
}

/**
 * A signed-in person's own facts, each optional (a missing key is not changed; an empty phone or
 * date of birth clears it). Who they are comes from the token, never from the body.
 */
export const UpdateMyProfileInput = z.strictObject({
  firstName: name(m.firstName).optional(),
  lastName: name(m.lastName).optional(),
  phone: clearable(
    z
      .string({ error: m.phone })
      .refine(isZimbabweMobile, { error: m.phone })
      .transform(normalisePhone),
  ),
  dateOfBirth: clearable(DateOfBirth),
});
export type UpdateMyProfileInput = z.infer<typeof UpdateMyProfileInput>;
/** What the profile form holds: every field as text. */
export type UpdateMyProfileForm = { [K in keyof UpdateMyProfileInput]?: string };

/** A profile's values as the credentials hold them, read at the edge: what the log has not named yet. */
export const AccountValues = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable().optional(),
});
export type AccountValues = z.infer<typeof AccountValues>;

/** The person's role and the account as read: the role says which record stream holds their profile. */
export const UpdateMyProfile = UpdateMyProfileInput.extend({
  type: z.literal('UpdateMyProfile'),
  userId: z.string(),
  role: Role,
  current: AccountValues,
});
export type UpdateMyProfile = z.infer<typeof UpdateMyProfile>;

/** A new photo of oneself (jpg or png, judged by its bytes, 5 MB at most), already staged. */
export const ChangeMyPhoto = z.object({
  type: z.literal('ChangeMyPhoto'),
  userId: z.string(),
  role: Role,
  photo: StoredFile,
  current: AccountValues,
});
export type ChangeMyPhoto = z.infer<typeof ChangeMyPhoto>;

/** Settings: current, new and repeated new password; the new one differs and is repeated exactly. */
export const ChangeMyPasswordInput = z
  .strictObject({
    currentPassword: z
      .string({ error: pm.currentRequired })
      .min(1, { error: pm.currentRequired })
      .max(200),
    newPassword: z.string({ error: pm.tooShort }).min(8, { error: pm.tooShort }).max(200),
    repeatPassword: z.string({ error: pm.mismatch }).max(200),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword.length >= 8 && v.newPassword === v.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: pm.mustDiffer });
    if (v.repeatPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: pm.mismatch });
  });
export type ChangeMyPasswordInput = z.infer<typeof ChangeMyPasswordInput>;

/** The notifications a user has looked at: everything up to this global position. */
export const MarkNotificationsSeenInput = z.strictObject({
  upTo: z
    .number({ error: 'upTo must be a position (a whole number)' })
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER),
});
export const MarkNotificationsSeen = MarkNotificationsSeenInput.extend({
  type: z.literal('MarkNotificationsSeen'),
  userId: z.string(),
});
export type MarkNotificationsSeen = z.infer<typeof MarkNotificationsSeen>;

/** Records that a user changed their own password; the new hash goes to the credentials table, never to the log. */
export const ChangeMyPassword = z.object({
  type: z.literal('ChangeMyPassword'),
  userId: z.string(),
});
export type ChangeMyPassword = z.infer<typeof ChangeMyPassword>;

/** Puts the platform's superadmin account in the log, once: sent by the bootstrap at start (actor SYSTEM). */
export const RegisterSuperadmin = z.object({
  type: z.literal('RegisterSuperadmin'),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type RegisterSuperadmin = z.infer<typeof RegisterSuperadmin>;

/** The commands of a person's own stream (`user-<id>`). */
export type PersonCommand = UpdateMyProfile | ChangeMyPhoto | ChangeMyPassword | RegisterSuperadmin;
