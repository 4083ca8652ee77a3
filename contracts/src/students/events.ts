import { z } from 'zod';

const at = z.string();
const optional = z.string().optional();

/**
 * One stream per student (`student-<studentId>`); every event names its school. The class and
 * level names are as they were at the time, so the history reads without looking elsewhere.
 */
export const StudentEnrolled = z.object({
  type: z.literal('StudentEnrolled'),
  data: z.object({
    schoolId: z.string(),
    studentId: z.string(),
    registrationNumber: z.string(),
    classId: z.string(),
    levelId: z.string(),
    className: optional,
    levelName: optional,
    firstName: z.string(),
    lastName: z.string(),
    dob: z.string(),
    gender: z.string(),
    parentPhone: optional,
    email: optional,
    parentEmail: optional,
    homeAddress: optional,
    country: optional,
    city: optional,
    province: optional,
    district: optional,
    enrolledAt: at,
  }),
});
export const StudentMovedToClass = z.object({
  type: z.literal('StudentMovedToClass'),
  data: z.object({
    schoolId: z.string(),
    studentId: z.string(),
    fromClassId: z.string(),
    toClassId: z.string(),
    levelId: z.string(),
    fromClassName: optional,
    toClassName: optional,
    levelName: optional,
    movedAt: at,
  }),
});
/** Active, Inactive or Graduated, with the status before. */
export const StudentStatusChanged = z.object({
  type: z.literal('StudentStatusChanged'),
  data: z.object({
    schoolId: z.string(),
    studentId: z.string(),
    before: z.string(),
    status: z.string(),
    changedAt: at,
  }),
});
/** The student leaves the school; the record and its history stay. */
export const StudentWithdrawn = z.object({
  type: z.literal('StudentWithdrawn'),
  data: z.object({
    schoolId: z.string(),
    studentId: z.string(),
    classId: z.string(),
    before: optional,
    reason: optional,
    withdrawnAt: at,
  }),
});
/** Only that a sign-in code was issued: the code itself lives hashed in the credentials tables. */
export const StudentSignInCodeIssued = z.object({
  type: z.literal('StudentSignInCodeIssued'),
  data: z.object({ schoolId: z.string(), studentId: z.string(), issuedAt: at }),
});

export type StudentEnrolled = z.infer<typeof StudentEnrolled>;
export type StudentMovedToClass = z.infer<typeof StudentMovedToClass>;
export type StudentStatusChanged = z.infer<typeof StudentStatusChanged>;
export type StudentWithdrawn = z.infer<typeof StudentWithdrawn>;
export type StudentSignInCodeIssued = z.infer<typeof StudentSignInCodeIssued>;
export type StudentEvent =
  | StudentEnrolled
  | StudentMovedToClass
  | StudentStatusChanged
  | StudentWithdrawn
  | StudentSignInCodeIssued;
