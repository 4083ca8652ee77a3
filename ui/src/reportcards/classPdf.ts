import { ApiError, problemMessage } from '../api/httpClient';
import { getToken } from '../auth/session';

export interface PdfProgress {
  /** Cards in the document (the server says so before the first byte). */
  cards: number | null;
  received: number;
  total: number | null;
}

/**
 * GET /api/report-cards/pdf for a class and term, read as a stream so the screen can show how
 * much has arrived: the server names the number of cards and the size before sending the bytes.
 */
export async function fetchClassPdf(
  classId: string,
  termId: string,
  onProgress: (p: PdfProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const headers = new Headers({ Accept: 'application/pdf' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const query = `classId=${encodeURIComponent(classId)}&termId=${encodeURIComponent(termId)}`;
  const response = await fetch(`/api/report-cards/pdf?${query}`, { headers, signal });
  if (!response.ok || !response.body) {
    const problem = (await response.json().catch(() => undefined)) as
      { type?: string; detail?: string; title?: string } | undefined;
    throw new ApiError(problemMessage(problem, response.status), response.status, problem);
  }
  const cards = Number(response.headers.get('X-Report-Cards')) || null;
  const total = Number(response.headers.get('Content-Length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ cards, received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ cards, received, total });
  }
  return new Blob(chunks, { type: 'application/pdf' });
}

/** "1.2 MB", "830 KB". */
export function sizeText(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
