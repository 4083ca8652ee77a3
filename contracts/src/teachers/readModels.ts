import type { TeacherStatus } from './commands';

/** One row of /api/teachers: spec 001 §3 "Teacher (read)" as far as the school records it. */
export interface Teacher {
  id: string;
  schoolId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  alternatePhoneNumber: string | null;
  birthday: string | null;
  address: string | null;
  nationality: string | null;
  yearsOfExperience: number;
  hireDate: string | null;
  gender: string | null;
  employmentType: string | null;
  country: string | null;
  province: string | null;
  district: string | null;
  emergencyContactName: string | null;
  emergencyContactRelationship: string | null;
  emergencyContactPhoneNumber: string | null;
  ecNumber: string | null;
  /** The uploaded photo's file id (GET /api/files/<id>), if any. */
  photo: string | null;
  status: TeacherStatus;
  /** Names of the subjects the teacher is assigned to teach. */
  subjectsTaught: string[];
  assignmentCount: number;
  registeredAt: string;
}

/** One row of /api/teacher-assignments. */
export interface TeacherAssignment {
  id: string;
  schoolId: string;
  teacherId: string;
  teacherName: string;
  subjectId: string;
  subjectName: string;
  classId: string;
  className: string;
  termId: string;
  termName: string;
  academicYearId: string;
  academicYearName: string;
  assignedAt: string;
}

/** A row of /api/my-subjects (spec 001 §2.12): a subject the signed-in student's class is taught in a term, and by whom. */
export interface MySubject {
  /** `<termId>:<subjectId>`. */
  id: string;
  subjectId: string;
  subjectName: string;
  code: string | null;
  departmentName: string | null;
  classId: string;
  className: string;
  termId: string;
  termName: string;
  academicYearName: string;
  /** The subject's teachers in that class and term (teachers who left the school are not shown). */
  teachers: { id: string; name: string }[];
}
