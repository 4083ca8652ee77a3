import { z } from 'zod';

/** Spec 000 §4: an enquiry is Pending or Resolved (the words the table shows). */
export const enquiryStatuses = ['Pending', 'Resolved'] as const;
export const EnquiryStatus = z.enum(enquiryStatuses);
export type EnquiryStatus = z.infer<typeof EnquiryStatus>;

/** One row of the superadmin's enquiries table, with every detail the School Details modal shows. */
export interface Enquiry {
  id: string;
  name: string;
  town: string;
  country: string | null;
  province: string | null;
  district: string | null;
  address: string;
  schoolContact: string;
  schoolEmail: string | null;
  headFirstName: string;
  headLastname: string;
  headPhonenumber: string;
  headEmail: string;
  adminFirstName: string;
  adminLastName: string;
  adminPhonenumber: string;
  adminEmail: string;
  numberOfStudents: number;
  numberOfTeachers: number;
  status: EnquiryStatus;
  /** The superadmin's latest comment: how it was resolved, or why it was reopened. */
  superadminComment: string | null;
  createdAt: string;
  resolvedAt: string | null;
}
