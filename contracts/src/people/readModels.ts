import type { Role } from '../shared/roles';
import type { ProfileField } from './commands';

/** The facts of a teacher's record beyond the ones every profile has (spec 001 §3 "Teacher"). */
export interface TeacherFacts {
  status: string;
  ecNumber: string | null;
  hireDate: string | null;
  employmentType: string | null;
  yearsOfExperience: number;
  gender: string | null;
  nationality: string | null;
  address: string | null;
  country: string | null;
  province: string | null;
  district: string | null;
  alternatePhoneNumber: string | null;
  emergencyContactName: string | null;
  emergencyContactRelationship: string | null;
  emergencyContactPhoneNumber: string | null;
}

/**
 * GET /api/me: the signed-in person's own record, whatever their role, from the log: the record
 * the school keeps of them (or their account's, for the admin and the superadmin), their school,
 * and what they may change about themselves.
 */
export interface MyProfile {
  id: string;
  role: Role;
  schoolId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** YYYY-MM-DD where the record has one (a teacher's, a student's). */
  dateOfBirth: string | null;
  /** The photo's file id (GET /api/files/<id>), if any. */
  photo: string | null;
  /** The school's name and logo (file id); null for the superadmin. */
  school: { id: string; name: string; logoFileId: string | null } | null;
  /** The fields this person may change themselves; the rest is the school's. */
  editable: ProfileField[];
  student?: {
    registrationNumber: string;
    className: string | null;
    levelName: string | null;
    status: string;
  };
  teacher?: TeacherFacts;
  parent?: { childrenCount: number; status: string };
}

/**
 * One new thing on a bell: an enrolment request or an enquiry (the superadmin), an announcement (its
 * recipients), a document (those who may read it), a child marked absent whom the family had not
 * reported (their parents), an absence a family reported (the class's teacher).
 */
export interface NotificationItem {
  /** The event's id. */
  id: string;
  position: number;
  kind:
    'ENROLMENT_REQUEST' | 'ENQUIRY' | 'ANNOUNCEMENT' | 'DOCUMENT' | 'ABSENCE' | 'ABSENCE_REPORT';
  /** The school request's, the enquiry's, the announcement's, the document's or the (reported) absent student's id. */
  recordId: string;
  title: string;
  /** Where the item leads in the UI, when it says (an announcement: its short link). */
  link?: string;
  /** The school the item is of, when it is one school's (its directory name): a family with children at two schools tells them apart. */
  schoolName?: string;
  occurredAt: string;
}

/** GET /api/notifications: what arrived after the user last looked. */
export interface Notifications {
  unseen: number;
  seenUpTo: number;
  items: NotificationItem[];
}
