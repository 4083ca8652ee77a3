import type { AudienceKind, DeliveryChannel, PostedAudience, RecipientRole } from './commands';

export type AnnouncementStatus = 'Posted' | 'Withdrawn';

/** Per role: how many it reached and how many of them have read it. */
export type RoleCounts = Partial<Record<RecipientRole, number>>;

/** One row of /api/announcements. Recipients get `read`; the admin gets the counts. */
export interface Announcement {
  id: string;
  schoolId: string;
  schoolName: string;
  title: string;
  body: string;
  audience: PostedAudience;
  audienceKind: AudienceKind;
  /** "Form 1 and Form 2 parents", "Teachers", "The whole school". */
  audienceLabel: string;
  eventDate: string | null;
  shortCode: string;
  status: AnnouncementStatus;
  postedAt: string;
  editedAt: string | null;
  /** False until the delivery has resolved the audience. */
  delivered: boolean;
  recipientCount?: number;
  readCount?: number;
  recipientsByRole?: RoleCounts;
  readsByRole?: RoleCounts;
  mailCount?: number;
  smsCount?: number;
  read?: boolean;
}

/** One row of /api/announcement-reads: a recipient who has read an announcement (admins only). */
export interface AnnouncementReadReceipt {
  id: string;
  announcementId: string;
  personId: string;
  role: RecipientRole;
  name: string;
  channel: DeliveryChannel;
  readAt: string;
}

/** One row of /api/announcement-recipients: everyone an announcement reached, and how (admins only). */
export interface AnnouncementRecipient extends Omit<AnnouncementReadReceipt, 'readAt'> {
  readAt: string | null;
}
