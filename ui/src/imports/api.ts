import type { ImportDryRun, ImportKind, ImportOutcome, ImportStreamLine } from '@chikoro/contracts';
import {
  ApiError,
  apiBlob,
  apiFetch,
  authorisedFetch,
  failureOf,
  rememberPosition,
} from '../api/httpClient';
import { ndjsonLines } from './ndjson';

function formOf(kind: ImportKind, file: File, skipInvalid = false, resume?: string): FormData {
  const body = new FormData();
  body.append('kind', kind);
  if (skipInvalid) body.append('skipInvalid', 'true');
  if (resume) body.append('resume', resume);
  body.append('file', file, file.name);
  return body;
}

/** Saves a protected download under its name (the template needs the bearer token, so no plain link). */
export async function downloadTemplate(kind: ImportKind, format: 'csv' | 'xlsx'): Promise<void> {
  const blob = await apiBlob(`/api/imports/template?kind=${kind}&format=${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-template.${format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The dry run: every row checked against the school's records, nothing written; for the resume of
 * an interrupted batch (`resume`), knowing the rows it wrote are its own.
 */
export async function checkFile(
  kind: ImportKind,
  file: File,
  resume?: string,
): Promise<ImportDryRun> {
  const { json } = await apiFetch('/api/imports/dry-run', {
    method: 'POST',
    body: formOf(kind, file, false, resume),
  });
  return json as ImportDryRun;
}

/** The rows the dry run refused, as a CSV with each row's errors, saved to correct and import again. */
export async function downloadSkippedRows(
  kind: ImportKind,
  file: File,
  resume?: string,
): Promise<void> {
  const response = await authorisedFetch('/api/imports/skipped-rows', {
    method: 'POST',
    body: formOf(kind, file, false, resume),
  });
  if (!response.ok) throw await failureOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${file.name.replace(/\.(csv|xlsx)$/i, '') || kind}-rows-to-fix.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What the connection's end without an outcome means: the server may well have gone on. */
export const connectionLost =
  'The connection ended before the import said it was done. It may have finished: look at the list and at the earlier imports before trying again.';

/** The connection's end, as the dialog shows it (its detail is what the admin reads). */
const lost = () => new ApiError(connectionLost, 0, { detail: connectionLost });

/**
 * The import, followed as it runs: the server streams a line as rows are done, so the progress is
 * the rows really written, then the outcome, whose position the lists read after. With
 * `skipInvalid` the rows with errors are left out (the admin's choice after the dry run); with
 * `resume` an interrupted batch is finished (its rows already written are not written again).
 * A connection that ends before the outcome (the server gone, the network dropped) says so: the
 * rows written so far stay, shown by the earlier imports.
 */
export async function importFile(
  kind: ImportKind,
  file: File,
  onProgress: (done: number, total: number) => void,
  skipInvalid = false,
  resume?: string,
): Promise<ImportOutcome> {
  try {
    const response = await authorisedFetch('/api/imports', {
      method: 'POST',
      body: formOf(kind, file, skipInvalid, resume),
      headers: { Accept: 'application/x-ndjson' },
    });
    if (!response.ok) throw await failureOf(response);
    if (!response.body) throw lost();
    for await (const text of ndjsonLines(response.body)) {
      const line = JSON.parse(text) as ImportStreamLine;
      if (line.type === 'progress') onProgress(line.done, line.total);
      if (line.type === 'problem') throw new ApiError(line.detail ?? line.title, line.status, line);
      if (line.type === 'outcome') {
        const { type: _type, ...outcome } = line;
        rememberPosition(outcome.position);
        return outcome;
      }
    }
  } catch (error) {
    // A refusal is the server's answer; any other failure is the connection's (it may have gone on).
    if (error instanceof ApiError) throw error;
    throw lost();
  }
  throw lost();
}
