import { createHash, randomBytes } from 'node:crypto';
import type { ReportCardIssued } from '@chikoro/contracts';
import type { Mail } from '../notify/mailer';

/** How long a results link opens its card. */
export const RESULTS_LINK_DAYS = 14;

/** A new link's secret: 256 random bits, URL-safe. Only its hash is kept. */
export const newResultsLinkToken = (): string => randomBytes(32).toString('base64url');

/** What is kept of a token, and what a presented token is looked up by. */
export const resultsLinkHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Where a results link leads: the public card page. */
export const resultsLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/results/${token}`;

/** The outbox's topic of a card version's links, as a screen would ask for them. */
export const resultsLinkTopic = (reportCardId: string) => `results-link:${reportCardId}`;

export const resultsLinkExpiry = (issuedAt: string): string =>
  new Date(Date.parse(issuedAt) + RESULTS_LINK_DAYS * 86_400_000).toISOString();

/** A parent record of the card's school, as its stream stood when the card was issued. */
export interface LinkedParent {
  parentId: string;
  status: string;
  phoneNumber: string;
  name?: string;
  studentIds: readonly string[];
}

/**
 * Who is sent a link to this card: the school's active parents linked to the card's student, once
 * each. Nobody when the school has not turned results links on.
 */
export function resultsLinkRecipients(
  card: ReportCardIssued['data'],
  sendOnPublication: boolean,
  parents: readonly LinkedParent[],
): LinkedParent[] {
  if (!sendOnPublication) return [];
  const seen = new Set<string>();
  return parents.filter((p) => {
    const due =
      p.status === 'Active' && p.studentIds.includes(card.studentId) && !seen.has(p.parentId);
    seen.add(p.parentId);
    return due;
  });
}

/** The SMS to the phone the parent signs in with, so it reaches only the account's holder. */
export function resultsLinkMessage(
  card: ReportCardIssued['data'],
  parent: LinkedParent,
  link: string,
): Mail {
  const s = card.snapshot;
  const school = s.school.name || 'Your school';
  const what = `${s.student.firstName}'s ${s.term.name} ${s.academicYear.name} report card`;
  return {
    channel: 'SMS',
    to: parent.phoneNumber,
    subject: `${school}: ${what}`,
    body: `${school}: ${what} ${card.amended ? 'has been amended' : 'is ready'}. Open it at ${link} (valid ${RESULTS_LINK_DAYS} days, this card only).`,
    topic: resultsLinkTopic(card.reportCardId),
    schoolId: card.schoolId,
    recipientName: parent.name ?? null,
  };
}
