import { z } from 'zod';

const at = z.string();
const file = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** One stream per teacher (`teacher-<teacherId>`); every event names its school. */
export const TeacherRegistered = z.object({
  type: z.literal('TeacherRegistered'),
  data: z.object({
    schoolId: z.string(),
    teacherId: z.string(),
    details: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string().optional(),
      alternatePhoneNumber: z.string().optional(),
      birthday: z.string().optional(),
      address: z.string().optional(),
      nationality: z.string().optional(),
      yearsOfExperience: z.number().int(),
      hireDate: z.string().optional(),
      gender: z.string().optional(),
      employmentType: z.string().optional(),
      country: z.string().optional(),
      province: z.string().optional(),
      district: z.string().optional(),
      emergencyContactName: z.string().optional(),
      emergencyContactRelationship: z.string().optional(),
      emergencyContactPhoneNumber: z.string().optional(),
      ecNumber: z.string().optional(),
    }),
    photo: file.optional(),
    registeredAt: at,
  }),
});
/** The teacher teaches a subject to a class in a term; the names are as they were that day. */
export const TeacherAssigned = z.object({
  type: z.literal('TeacherAssigned'),
  data: z.object({
    schoolId: z.string(),
    teacherId: z.string(),
    assignmentId: z.string(),
    subjectId: z.string(),
    subjectName: z.string(),
    classId: z.string(),
    className: z.string(),
    termId: z.string(),
    termName: z.string(),
    academicYearId: z.string(),
    academicYearName: z.string(),
    assignedAt: at,
  }),
});
export const TeacherUnassigned = z.object({
  type: z.literal('TeacherUnassigned'),
  data: z.object({
    schoolId: z.string(),
    teacherId: z.string(),
    assignmentId: z.string(),
    subjectName: z.string(),
    className: z.string(),
    termName: z.string(),
    academicYearName: z.string(),
    unassignedAt: at,
  }),
});
/** Active or Inactive, with the status before: an inactive teacher cannot sign in. */
export const TeacherStatusChanged = z.object({
  type: z.literal('TeacherStatusChanged'),
  data: z.object({
    schoolId: z.string(),
    teacherId: z.string(),
    before: z.string(),
    status: z.string(),
    changedAt: at,
  }),
});
/** The teacher left the school: the sign-in ends, the record and its history stay. */
export const TeacherRemoved = z.object({
  type: z.literal('TeacherRemoved'),
  data: z.object({
    schoolId: z.string(),
    teacherId: z.string(),
    before: z.string(),
    removedAt: at,
  }),
});

export type TeacherRegistered = z.infer<typeof TeacherRegistered>;
export type TeacherAssigned = z.infer<typeof TeacherAssigned>;
export type TeacherUnassigned = z.infer<typeof TeacherUnassigned>;
export type TeacherStatusChanged = z.infer<typeof TeacherStatusChanged>;
export type TeacherRemoved = z.infer<typeof TeacherRemoved>;
export type TeacherEvent =
  TeacherRegistered | TeacherAssigned | TeacherUnassigned | TeacherStatusChanged | TeacherRemoved;
