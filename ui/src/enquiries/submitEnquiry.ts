import {
  ENQUIRY_HONEYPOT,
  EnquiryDetails,
  fieldErrorsFrom,
  type CommandAnswer,
  type FieldError,
} from '@chikoro/contracts';
import { ApiError, sendCommand } from '../api/httpClient';
import type { EnquiryValues } from './enquiryFields';

export type RaiseEnquiryResult = CommandAnswer<'RaiseEnquiry'>;

/** The server's own checks, run before sending: one list of every problem, in the spec's order. */
export function checkEnquiry(
  values: EnquiryValues,
): { details: EnquiryDetails; errors: [] } | { details: null; errors: FieldError[] } {
  const parsed = EnquiryDetails.safeParse(values);
  return parsed.success
    ? { details: parsed.data, errors: [] }
    : { details: null, errors: fieldErrorsFrom(parsed.error.issues) };
}

/** RaiseEnquiry, public: the details and the honeypot exactly as the page holds it. */
export function submitEnquiry(
  details: EnquiryDetails,
  honeypot: string,
): Promise<RaiseEnquiryResult> {
  return sendCommand('RaiseEnquiry', { ...details, [ENQUIRY_HONEYPOT]: honeypot }, { auth: false });
}

/** What the failure modal lists under its fixed sentence: the server's field messages, or its 4xx detail (a 429's wait). */
export function enquiryFailureMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  if (error.fieldErrors.length > 0) return error.fieldErrors.map((e) => e.message);
  if (error.status >= 400 && error.status < 500 && error.body?.detail) return [error.body.detail];
  return [];
}
