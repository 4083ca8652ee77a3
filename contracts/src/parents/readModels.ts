import type { ParentStatus } from './commands';

/**
 * A parent's child as the school knows them now: two children of one name (a withdrawn one and
 * one enrolled again) are told apart by their registration numbers and statuses.
 */
export interface ParentChild {
  id: string;
  name: string;
  registrationNumber: string | null;
  status: string | null;
}

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
  students: ParentChild[];
  invitedAt: string;
}

/** A subject a child takes this term, with whoever teaches it to the child's class. */
export interface ChildSubject {
  subjectId: string;
  subjectName: string;
  teachers: { id: string; name: string }[];
}

/**
 * One child of GET /api/my-children: a child linked to the signed-in parent at any school of their
 * family, with the school, class and level as named now, this term's subjects and the newest
 * published report card (none until the school publishes one).
 */
export interface MyChild {
  id: string;
  firstName: string;
  lastName: string;
  registrationNumber: string;
  status: string;
  school: { id: string; name: string; logoFileId: string | null };
  classId: string;
  className: string | null;
  levelId: string;
  levelName: string | null;
  /**
   * The school's current term (the one containing today, else the latest started), if it has one;
   * none for a graduate, who is in no term of the school any more (and so takes no subjects).
   */
  term: { id: string; name: string; academicYearName: string } | null;
  subjects: ChildSubject[];
  latestReportCardId: string | null;
}
