import { z } from 'zod';
import { FieldChange } from '../audit/changes';
import { SchoolEnrolmentDetails, StoredFile } from './commands';

export const SchoolEnrolmentSubmitted = z.object({
  type: z.literal('SchoolEnrolmentSubmitted'),
  data: z.object({
    schoolId: z.string(),
    details: SchoolEnrolmentDetails,
    logo: StoredFile.optional(),
    receipt: StoredFile.optional(),
    submittedAt: z.string(),
  }),
});

export const SchoolApproved = z.object({
  type: z.literal('SchoolApproved'),
  data: z.object({
    schoolId: z.string(),
    approvedAt: z.string(),
    admin: z.object({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
  }),
});

export const SchoolRejected = z.object({
  type: z.literal('SchoolRejected'),
  data: z.object({ schoolId: z.string(), rejectedAt: z.string(), reason: z.string() }),
});

/** A pending request corrected by the superadmin: each changed field with its value before and after. */
export const SchoolDetailsCorrected = z.object({
  type: z.literal('SchoolDetailsCorrected'),
  data: z.object({
    schoolId: z.string(),
    correctedAt: z.string(),
    changes: z.array(FieldChange).min(1),
  }),
});

export type SchoolEnrolmentSubmitted = z.infer<typeof SchoolEnrolmentSubmitted>;
export type SchoolApproved = z.infer<typeof SchoolApproved>;
export type SchoolRejected = z.infer<typeof SchoolRejected>;
export type SchoolDetailsCorrected = z.infer<typeof SchoolDetailsCorrected>;
export type SchoolEvent =
  SchoolEnrolmentSubmitted | SchoolApproved | SchoolRejected | SchoolDetailsCorrected;
