/**
 * GET /api/public/verify/<code>: all an anonymous visitor learns from a card's verification code,
 * enough to compare with the paper in their hand and nothing more (no marks, no comments).
 */
export interface CardVerification {
  schoolName: string;
  studentName: string;
  termName: string;
  academicYearName: string;
  version: number;
  amended: boolean;
  /** Whether no later version of this card was issued. */
  latest: boolean;
  /** SHA-256 of the card's canonical snapshot, as printed on the card. */
  fingerprint: string;
}

/** Verification codes are URL-safe; anything else is not a code (and is refused before any lookup). */
export const VERIFICATION_CODE = /^[A-Za-z0-9_-]{6,64}$/;

/** The public page a card's QR code leads to. */
export const verificationUrl = (publicUrl: string, code: string): string => `${publicUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(code)}`;

export const verificationMessages = {
  heading: 'Report card verification',
  unknown: 'No report card has this verification code. Check the code printed on the card.',
  genuine: 'This code belongs to a report card issued on Chikoro.',
  latest: 'This is the latest version of this report card.',
  superseded: 'This version has been replaced by a later, amended version. Ask the school for the latest card.',
  compare: 'Compare these details and the fingerprint with the printed card.',
  tooMany: (wait: string) => `Too many verification requests from your address. Please try again in ${wait}.`,
} as const;
