import type { ImportKind } from './columns';

/** What a row of a file would do: a new record, more to an existing one, or nothing (already there). */
export type ImportRowAction = 'create' | 'update' | 'skip';

/** One row of a dry run, numbered as a spreadsheet shows it (the header is row 1). */
export interface ImportRowPlan {
  row: number;
  action: ImportRowAction;
  /** Per column (the template's header), in the file's order; a row with any is not imported. */
  errors: { column: string; message: string }[];
  /** What the row is matched on, shown to the admin (a name, an email, a phone). */
  label: string;
}

/** POST /api/imports/dry-run: what the file would do, nothing written. */
export interface ImportDryRun {
  kind: ImportKind;
  create: number;
  update: number;
  skip: number;
  errors: number;
  rows: ImportRowPlan[];
}

/** POST /api/imports: what the import did; `position` is its last event's (read your writes). */
export interface ImportOutcome {
  batchId: string;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  /** Rows with errors left out (the admin chose to import the valid rows only). */
  invalid: number;
  position: number;
}

/**
 * POST /api/imports with `Accept: application/x-ndjson`: one JSON line as each row is done, then
 * the outcome, or a problem (RFC 9457 fields) if the import stopped after it began.
 */
export type ImportStreamLine =
  | { type: 'progress'; done: number; total: number }
  | ({ type: 'outcome' } & ImportOutcome)
  | { type: 'problem'; status: number; title: string; detail?: string; traceId?: string };

/** The statuses a batch's own stream gives it (the list's filter). */
export const importBatchStatuses = ['Started', 'Completed', 'Undone'] as const;
/** `Interrupted`: started, never completed, and no process runs it any more (its lease is free). */
export type ImportBatchStatus = (typeof importBatchStatuses)[number] | 'Interrupted';

/** One row of /api/import-batches: a school's import, as its own stream tells it. */
export interface ImportBatch {
  id: string;
  schoolId: string;
  kind: ImportKind;
  fileName: string;
  rows: number;
  status: ImportBatchStatus;
  /** Records made; for a batch not completed, the records its events in the log made so far. */
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  invalid: number;
  undone: number;
  startedAt: string;
  completedAt: string | null;
  undoneAt: string | null;
}
