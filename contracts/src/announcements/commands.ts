import { z } from 'zod';
import { isoDate } from '../setup/commands';
import { announcementMessages as m } from './messages';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const id = (message: string) => z.string({ error: message }).uuid({ error: message });
const ids = (message: string) =>
  z.array(id(message), { error: message }).min(1, { error: message }).max(50, { error: message });

export const announcementTitle = z.preprocess(
  trim,
  z.string({ error: m.title }).min(1, { error: m.title }).max(120, { error: m.titleLength }),
);
export const announcementBody = z.preprocess(
  trim,
  z.string({ error: m.body }).min(1, { error: m.body }).max(5000, { error: m.bodyLength }),
);
const eventDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate(m.eventDate).optional());

/** Who an announcement is for: the whole school, parents and students of levels or classes, the teachers, or every parent. */
export const AnnouncementAudience = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('WHOLE_SCHOOL') }),
    z.strictObject({ kind: z.literal('LEVELS'), levelIds: ids(m.levels) }),
    z.strictObject({ kind: z.literal('CLASSES'), classIds: ids(m.classes) }),
    z.strictObject({ kind: z.literal('TEACHERS') }),
    z.strictObject({ kind: z.literal('PARENTS') }),
  ],
  { error: m.audience },
);
export type AnnouncementAudience = z.infer<typeof AnnouncementAudience>;
export const audienceKinds = ['WHOLE_SCHOOL', 'LEVELS', 'CLASSES', 'TEACHERS', 'PARENTS'] as const;
export type AudienceKind = (typeof audienceKinds)[number];

/** An announcement; with an event date it is a school event (sports day, prize giving). */
export const PostAnnouncementInput = z.strictObject({
  title: announcementTitle,
  body: announcementBody,
  audience: AnnouncementAudience,
  eventDate,
});
export type PostAnnouncementInput = z.infer<typeof PostAnnouncementInput>;

/** The changed fields only; `eventDate: null` takes the date away. The audience stays: it was delivered. */
export const EditAnnouncementInput = z
  .strictObject({
    announcementId: id(m.notFound),
    title: announcementTitle.optional(),
    body: announcementBody.optional(),
    eventDate: z.union([z.null(), isoDate(m.eventDate)]).optional(),
  })
  .refine((v) => v.title !== undefined || v.body !== undefined || v.eventDate !== undefined, {
    error: m.unchanged,
  });
export type EditAnnouncementInput = z.infer<typeof EditAnnouncementInput>;

export const WithdrawAnnouncementInput = z.strictObject({ announcementId: id(m.notFound) });
export const MarkAnnouncementReadInput = z.strictObject({ announcementId: id(m.notFound) });

/** The roles an announcement reaches; students see theirs in the portal only. */
export const recipientRoles = ['TEACHER', 'PARENT', 'STUDENT'] as const;
export type RecipientRole = (typeof recipientRoles)[number];
/** How a recipient was told: by mail, by SMS with a short link, or only in the portal and the bell. */
export const deliveryChannels = ['EMAIL', 'SMS', 'PORTAL'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export interface Recipient {
  personId: string;
  role: RecipientRole;
  name: string;
  channel: DeliveryChannel;
}

/** The audience as the event keeps it: the level or class names as they were that day. */
export type PostedAudience =
  | { kind: 'WHOLE_SCHOOL' | 'TEACHERS' | 'PARENTS' }
  | { kind: 'LEVELS'; levelIds: string[]; names: string[] }
  | { kind: 'CLASSES'; classIds: string[]; names: string[] };

/** The commands as the decider sees them: ids, short code and names are found at the edge. */
export type AnnouncementCommand =
  | {
      type: 'PostAnnouncement';
      announcementId: string;
      shortCode: string;
      schoolName?: string;
      title: string;
      body: string;
      audience: PostedAudience;
      eventDate?: string;
    }
  | ({ type: 'EditAnnouncement' } & EditAnnouncementInput)
  | { type: 'WithdrawAnnouncement'; announcementId: string }
  /**
   * `reader`, set at the edge only: the recipient a parent reads as when the announcement is from
   * another school of their family (their record there); otherwise the actor and school of the token.
   */
  | {
      type: 'MarkAnnouncementRead';
      announcementId: string;
      reader?: { personId: string; schoolId: string };
    }
  | { type: 'RecordAnnouncementDelivery'; announcementId: string; recipients: Recipient[] };
