import { z } from 'zod';
import { passwordChangeMessages as pm, profileMessages as m } from './messages';

const name = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: message }).min(1, { error: message }).max(100, { error: 'Keep this under 100 characters' }));

/** A signed-in user's own names; who they are comes from the token, never from the body. */
export const UpdateMyProfileInput = z.strictObject({ firstName: name(m.firstName), lastName: name(m.lastName) });
export type UpdateMyProfileInput = z.infer<typeof UpdateMyProfileInput>;

/** The names as the account holds them now, read on the write side before deciding. */
export const UpdateMyProfile = UpdateMyProfileInput.extend({
  type: z.literal('UpdateMyProfile'),
  userId: z.string(),
  current: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type UpdateMyProfile = z.infer<typeof UpdateMyProfile>;

/** Settings: current, new and repeated new password; the new one differs and is repeated exactly. */
export const ChangeMyPasswordInput = z
  .strictObject({
    currentPassword: z.string({ error: pm.currentRequired }).min(1, { error: pm.currentRequired }).max(200),
    newPassword: z.string({ error: pm.tooShort }).min(8, { error: pm.tooShort }).max(200),
    repeatPassword: z.string({ error: pm.mismatch }).max(200),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword.length >= 8 && v.newPassword === v.currentPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: pm.mustDiffer });
    if (v.repeatPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: pm.mismatch });
  });
export type ChangeMyPasswordInput = z.infer<typeof ChangeMyPasswordInput>;

/** The notifications a user has looked at: everything up to this global position. */
export const MarkNotificationsSeenInput = z.strictObject({
  upTo: z.number({ error: 'upTo must be a position (a whole number)' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export const MarkNotificationsSeen = MarkNotificationsSeenInput.extend({ type: z.literal('MarkNotificationsSeen'), userId: z.string() });
export type MarkNotificationsSeen = z.infer<typeof MarkNotificationsSeen>;

/** Records that a user changed their own password; the new hash goes to the credentials table, never to the log. */
export const ChangeMyPassword = z.object({ type: z.literal('ChangeMyPassword'), userId: z.string() });
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
export type PersonCommand = UpdateMyProfile | ChangeMyPassword | RegisterSuperadmin;
