import type { PersonRef } from '../students/readModels';
import type { ParentStatus } from './commands';

/** One row of /api/parents (spec 001 §2.6's table and view popup). */
export interface Parent {
  id: string;
  schoolId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string;
  address: string | null;
  city: string | null;
  country: string | null;
  status: ParentStatus;
  photo: string | null;
  students: PersonRef[];
  invitedAt: string;
}
