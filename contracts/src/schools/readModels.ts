import { z } from 'zod';

export const enrolmentStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const EnrolmentStatus = z.enum(enrolmentStatuses);
export type EnrolmentStatus = z.infer<typeof EnrolmentStatus>;

/** One row of the superadmin's enrolment requests table (its id is the school id). */
export interface EnrolmentRequest {
  id: string;
  name: string;
  streetName: string;
  town: string;
  district: string;
  province: string;
  country: string;
  schoolContact: string;
  schoolEmail: string;
  headFirstname: string;
  headLastname: string;
  headEmail: string;
  headPhonenumber: string;
  adminFirstname: string;
  adminLastname: string;
  adminEmail: string;
  adminPhonenumber: string;
  responsibleAuthority: string;
  ownershipType: string;
  numberOfStudents: number | null;
  numberOfTeachers: number | null;
  adminNote: string | null;
  paymentMethod: string | null;
  paymentReferenceNumber: string | null;
  logoFileId: string | null;
  receiptFileId: string | null;
  status: EnrolmentStatus;
  rejectionReason: string | null;
  submittedAt: string;
  decidedAt: string | null;
}

/** The public school directory: approved schools only, what a visitor may see. */
export interface PublicSchool {
  id: string;
  name: string;
  address: string;
  town: string;
  province: string;
  country: string;
  logoFileId: string | null;
  /** True once the school is approved on Chikoro; false for a directory listing not yet enrolled. */
  onChikoro: boolean;
}
