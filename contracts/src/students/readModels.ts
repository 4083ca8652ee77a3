import type { StudentStatus } from './commands';

export interface PersonRef {
  id: string;
  name: string;
}

/** One row of /api/students (spec 001 §3 "Student (read)" and §2.5's table). */
export interface Student {
  id: string;
  schoolId: string;
  registrationNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  /** The student's own mobile, if they gave one on their profile. */
  phone: string | null;
  dob: string;
  gender: string;
  parentPhone: string | null;
  parentEmail: string | null;
  homeAddress: string | null;
  country: string | null;
  city: string | null;
  province: string | null;
  district: string | null;
  levelId: string;
  levelName: string | null;
  classId: string;
  className: string | null;
  status: StudentStatus;
  photo: string | null;
  parents: PersonRef[];
  enrolledAt: string;
}
