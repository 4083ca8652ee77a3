import { z } from 'zod';
import { deliveryChannels, recipientRoles } from './commands';

const at = z.string();
const change = <T extends z.ZodType>(value: T) => z.object({ before: value, after: value });

export const PostedAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['WHOLE_SCHOOL', 'TEACHERS', 'PARENTS']) }),
  z.object({
    kind: z.literal('LEVELS'),
    levelIds: z.array(z.string()),
    names: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('CLASSES'),
    classIds: z.array(z.string()),
    names: z.array(z.string()),
  }),
]);

/**
 * One stream per announcement (`announcement-<id>`); every event names its school. The short code
 * is the SMS's link (`/a/<code>`): it names the announcement, and opens it only after sign-in.
 */
export const AnnouncementPosted = z.object({
  type: z.literal('AnnouncementPosted'),
  data: z.object({
    schoolId: z.string(),
    schoolName: z.string().optional(),
    announcementId: z.string(),
    shortCode: z.string(),
    title: z.string(),
    body: z.string(),
    audience: PostedAudienceSchema,
    eventDate: z.string().optional(),
    postedAt: at,
  }),
});
/** Each changed field with its value before and after; a date taken away is null. */
export const AnnouncementEdited = z.object({
  type: z.literal('AnnouncementEdited'),
  data: z.object({
    schoolId: z.string(),
    announcementId: z.string(),
    title: change(z.string()).optional(),
    body: change(z.string()).optional(),
    eventDate: change(z.string().nullable()).optional(),
    editedAt: at,
  }),
});
export const AnnouncementWithdrawn = z.object({
  type: z.literal('AnnouncementWithdrawn'),
  data: z.object({
    schoolId: z.string(),
    announcementId: z.string(),
    title: z.string(),
    withdrawnAt: at,
  }),
});
/**
 * Who the announcement reached, resolved once by the delivery reactor from the log as it stood
 * when the announcement was posted, and how each was told. Names only: contacts stay out of it.
 */
export const AnnouncementDelivered = z.object({
  type: z.literal('AnnouncementDelivered'),
  data: z.object({
    schoolId: z.string(),
    announcementId: z.string(),
    title: z.string(),
    shortCode: z.string(),
    eventDate: z.string().optional(),
    recipients: z.array(
      z.object({
        personId: z.string(),
        role: z.enum(recipientRoles),
        name: z.string(),
        channel: z.enum(deliveryChannels),
      }),
    ),
    deliveredAt: at,
  }),
});
/** A recipient opened it: once per person. */
export const AnnouncementRead = z.object({
  type: z.literal('AnnouncementRead'),
  data: z.object({
    schoolId: z.string(),
    announcementId: z.string(),
    personId: z.string(),
    role: z.enum(recipientRoles),
    name: z.string(),
    readAt: at,
  }),
});

export type AnnouncementPosted = z.infer<typeof AnnouncementPosted>;
export type AnnouncementEdited = z.infer<typeof AnnouncementEdited>;
export type AnnouncementWithdrawn = z.infer<typeof AnnouncementWithdrawn>;
export type AnnouncementDelivered = z.infer<typeof AnnouncementDelivered>;
export type AnnouncementRead = z.infer<typeof AnnouncementRead>;
export type AnnouncementEvent =
  | AnnouncementPosted
  | AnnouncementEdited
  | AnnouncementWithdrawn
  | AnnouncementDelivered
  | AnnouncementRead;
