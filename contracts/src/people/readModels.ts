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

/** One new thing for the superadmin: an enrolment request or an enquiry. */
export interface NotificationItem {
  /** The event's id. */
  id: string;
  position: number;
  kind: 'ENROLMENT_REQUEST' | 'ENQUIRY';
  /** The school request's or the enquiry's id. */
  recordId: string;
  title: string;
  occurredAt: string;
}

/** GET /api/notifications: what arrived after the user last looked. */
export interface Notifications {
  unseen: number;
  seenUpTo: number;
  items: NotificationItem[];
}
