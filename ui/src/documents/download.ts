import { documentDownloadPath } from '@chikoro/contracts';
import { apiBlob } from '../api/httpClient';

/** Fetches a document's file with the bearer token and hands it to the browser as a download under its own name. */
export async function downloadDocument(document: { id: string; fileName: string }): Promise<void> {
  const blob = await apiBlob(documentDownloadPath(document.id));
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "1.2 MB", "310 KB": how big the file is, as people say it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
