import type { CardVerification, ReportCardRow, WireMoney } from '@chikoro/contracts';
import { apiBlob, apiFetch } from '../api/httpClient';
import { fetchAll } from '../api/fetchAll';

export { fetchAll };

/** Every published version of a student's cards that the signed-in person may read (the server decides which). */
export async function fetchStudentCards(studentId: string | undefined): Promise<ReportCardRow[]> {
  return fetchAll<ReportCardRow>('report-cards', studentId ? { studentId } : {});
}

/** Saves a blob under a file name, as the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The server's PDF of one version (made from its frozen snapshot), saved as a download. */
export async function downloadCardPdf(card: ReportCardRow): Promise<void> {
  const blob = await apiBlob(`/api/report-cards/${encodeURIComponent(card.id)}/pdf`);
  const s = card.snapshot;
  saveBlob(
    blob,
    `report-card-${slug(`${s.student.firstName} ${s.student.lastName} ${s.term.name} ${s.academicYear.name}`)}-v${card.version}.pdf`,
  );
}

/** What a receipt's printed code proves (GET /api/public/receipts/<code>). */
export interface ReceiptVerification {
  schoolName: string | null;
  receiptNo: string;
  date: string;
  amount: WireMoney;
  status: 'Recorded' | 'Reversed';
}

export type VerificationResult =
  | { status: 'found'; card: CardVerification }
  | { status: 'receipt'; receipt: ReceiptVerification }
  | { status: 'unknown' }
  | { status: 'error'; message: string };

/**
 * GET /api/public/verify/<code>, anonymous; a code no card has may be a fee receipt's
 * (GET /api/public/receipts/<code>), whose SMS and QR code lead to the same page.
 */
export async function verifyCode(code: string): Promise<VerificationResult> {
  try {
    const { json } = await apiFetch(`/api/public/verify/${encodeURIComponent(code)}`, {
      auth: false,
    });
    return { status: 'found', card: json as CardVerification };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== 404)
      return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (!/^[A-Z0-9]{10}$/.test(code)) return { status: 'unknown' };
  try {
    const { json } = await apiFetch(`/api/public/receipts/${encodeURIComponent(code)}`, {
      auth: false,
    });
    return { status: 'receipt', receipt: json as ReceiptVerification };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { status: 'unknown' };
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export type ResultsLinkResult =
  | { status: 'found'; card: ReportCardRow }
  | { status: 'gone' }
  | { status: 'error'; message: string };

/** GET /api/public/results/<token>: the card a results link was sent for, without a sign-in. */
export async function openResultsLink(token: string): Promise<ResultsLinkResult> {
  try {
    const { json } = await apiFetch(`/api/public/results/${encodeURIComponent(token)}`, {
      auth: false,
    });
    return { status: 'found', card: json as ReportCardRow };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { status: 'gone' };
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
