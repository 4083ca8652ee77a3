/**
 * The students module's events, as far as a class's roll goes (its contracts name them
 * StudentEnrolled, StudentMovedToClass, StudentStatusChanged and StudentWithdrawn, each naming the school).
 */
export type StudentEnrolledInClass = {
  type: 'StudentEnrolled';
  data: { schoolId: string; studentId: string; classId: string };
};
export type StudentMovedBetweenClasses = {
  type: 'StudentMovedToClass';
  data: { schoolId: string; studentId: string; fromClassId: string; toClassId: string };
};
export type StudentStatusOnRoll = {
  type: 'StudentStatusChanged';
  data: { schoolId: string; studentId: string; status: string };
};
export type StudentLeftClass = {
  type: 'StudentWithdrawn';
  data: { schoolId: string; studentId: string; classId: string };
};
export type ClassRollEvent =
  StudentEnrolledInClass | StudentMovedBetweenClasses | StudentStatusOnRoll | StudentLeftClass;
