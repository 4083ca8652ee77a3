import type { ClassStatus } from './commands';

/** One row of /api/classes (spec 001 §2.7's table, with its counts). */
export interface SchoolClass {
  id: string;
  schoolId: string;
  name: string;
  levelId: string;
  levelName: string | null;
  classTeacherId: string | null;
  classTeacherName: string | null;
  status: ClassStatus;
  studentCount: number;
  /** How many different teachers are assigned to teach a subject in this class. */
  subjectTeacherCount: number;
}

/** GET /api/my-class: the signed-in student's class, for the portal's dashboard. */
export interface MyClass {
  classId: string;
  className: string;
  levelName: string | null;
  classTeacherName: string | null;
}
