import type { CommandAnswer, SchoolEnrolmentDetails } from '@chikoro/contracts';
import { ApiError, sendCommand } from '../api/httpClient';

export interface EnrolmentUploads {
  logo: File | null;
  receipt: File | null;
}

export type EnrolSchoolResult = CommandAnswer<'EnrolSchool'>;

/** The multipart EnrolSchool command: every non-empty field as a text part, then the files. */
export function enrolmentFormData(
  details: SchoolEnrolmentDetails,
  uploads: EnrolmentUploads,
): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(details)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(field, String(value));
  }
  if (uploads.logo) form.append('logo', uploads.logo);
  if (uploads.receipt) form.append('receipt', uploads.receipt);
  return form;
}

export function submitEnrolment(
  details: SchoolEnrolmentDetails,
  uploads: EnrolmentUploads,
): Promise<EnrolSchoolResult> {
  return sendCommand('EnrolSchool', enrolmentFormData(details, uploads), { auth: false });
}

/** What the failure modal lists besides its fixed sentence: the server's field or file messages. */
export function submissionMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  if (error.fieldErrors.length > 0) return error.fieldErrors.map((e) => e.message);
  if (error.status >= 400 && error.status < 500 && error.body?.detail) return [error.body.detail];
  return [];
}
