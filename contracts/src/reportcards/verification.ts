/** One subject as the printed card shows it: its name, final score and grade (no comment). */
export interface VerifiedLine {
  subject: string;
  score: string;
  grade: string;
}

/**
 * GET /api/public/verify/<code>: all an anonymous visitor learns from a card's verification code,
 * enough to compare the paper in their hand line by line and nothing more: the subjects, scores
 * and grades as published, never a comment, a correction's reason or another student.
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
  /** This version's subjects, scores and grades, as printed. */
  lines: VerifiedLine[];
  /** When a later version replaced this one: that version's number and lines. */
  latestVersion: { version: number; lines: VerifiedLine[] } | null;
}

/** Verification codes are URL-safe; anything else is not a code (and is refused before any lookup). */
export const VERIFICATION_CODE = /^[A-Za-z0-9_-]{6,64}$/;

/** The public page a card's QR code leads to. */
export const verificationUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(code)}`;

export const verificationMessages = {
  heading: 'Report card verification',
  unknown: 'No report card has this verification code. Check the code printed on the card.',
  genuine: 'This code belongs to a report card issued on Chikoro.',
  latest: 'This is the latest version of this report card.',
  superseded:
    'This version has been replaced by a later, amended version. Ask the school for the latest card.',
  compare:
    'Compare these details, each subject’s score and grade, and the fingerprint with the printed card.',
  amended: 'This card was amended after publication: this version replaces an earlier one.',
  linesHeading: (version: number) => `As published in version ${version}`,
  latestHeading: (version: number) => `The latest version (${version}) now says`,
  tooMany: (wait: string) =>
    `Too many verification requests from your address. Please try again in ${wait}.`,
} as const;
