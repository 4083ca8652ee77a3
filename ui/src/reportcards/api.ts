import type { CardVerification, ReportCardRow } from '@chikoro/contracts';
import { apiBlob, apiFetch } from '../api/httpClient';

/** Every published version of a student's cards that the signed-in person may read (the server decides which). */
export async function fetchStudentCards(studentId: string | undefined): Promise<ReportCardRow[]> {
  return fetchAll<ReportCardRow>('report-cards', studentId ? { studentId } : {});
}

const PAGE = 100;
const MAX_PAGES = 50;

/** Every row of a list resource, page by page (the API serves at most 100 rows a request). */
export async function fetchAll<Row>(
  resource: string,
  filter: Record<string, unknown> = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const range = encodeURIComponent(JSON.stringify([page * PAGE, page * PAGE + PAGE - 1]));
    const { json, headers } = await apiFetch(
      `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${range}`,
    );
    const batch = Array.isArray(json) ? (json as Row[]) : [];
    rows.push(...batch);
    const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? rows.length);
    if (batch.length < PAGE || rows.length >= total) break;
  }
  return rows;
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

export type VerificationResult =
  | { status: 'found'; card: CardVerification }
  | { status: 'unknown' }
  | { status: 'error'; message: string };

/** GET /api/public/verify/<code>, anonymous. */
export async function verifyCode(code: string): Promise<VerificationResult> {
  try {
    const { json } = await apiFetch(`/api/public/verify/${encodeURIComponent(code)}`, {
      auth: false,
    });
    return { status: 'found', card: json as CardVerification };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404) return { status: 'unknown' };
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
