import type { Role } from '../shared/roles';

/** GET /api/me: the signed-in user's own profile. */
export interface MyProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  role: Role;
  schoolId: string | null;
}

/** One new thing on a bell: an enrolment request or an enquiry (the superadmin), an announcement (its recipients). */
export interface NotificationItem {
  /** The event's id. */
  id: string;
  position: number;
  kind: 'ENROLMENT_REQUEST' | 'ENQUIRY' | 'ANNOUNCEMENT';
  /** The school request's, the enquiry's or the announcement's id. */
  recordId: string;
  title: string;
  /** Where the item leads in the UI, when it says (an announcement: its short link). */
  link?: string;
  occurredAt: string;
}

/** GET /api/notifications: what arrived after the user last looked. */
export interface Notifications {
  unseen: number;
  seenUpTo: number;
  items: NotificationItem[];
}
