import {
  importColumns,
  type CommandContext,
  type FieldError,
  type ImportKind,
  type ImportRowPlan,
} from '@chikoro/contracts';
import { isWellFormedText, malformedTextMessage } from '@chikoro/platform';
import type { FileRow } from './file';

/**
 * A checked row ready to run: appends through the module's own commands, answers the streams it
 * created (or, for an update, the existing record's stream it added to).
 */
export interface PreparedRow {
  plan: ImportRowPlan;
  /** For a row found already there: the record it matched (a resumed batch's own rows count as written). */
  existing?: string;
  run?(context: CommandContext): Promise<string[]>;
}

/**
 * One kind of import: checks every row (nothing written) against the school's records; for a
 * resumed batch, `context.batchId` is the batch.
 */
export interface Importer {
  prepare(
    rows: { row: number; cells: Record<string, string> }[],
    context: CommandContext,
  ): Promise<PreparedRow[]>;
  /**
   * Rows run at once (default 1, one after another): more only where no two rows of a file touch
   * one stream (each creates its own record), so their appends share commits and none refuses another.
   */
  rowsAtOnce?: number;
  /** The event types that make (or add to) one of its records: a batch's records are their streams. */
  records: readonly string[];
  /**
   * Every row is one such event on a stream the rows share (the school's payments): what a batch
   * wrote is counted by its events, a row each, not by its streams.
   */
  rowsShareStream?: boolean;
  /**
   * The compensation of what the batch (`context.batchId`) did to one record, through the module's
   * own commands: a record it created is withdrawn or removed, one it added to loses the additions.
   * Answers how many of the batch's rows it undid when a record holds many (one, when it says nothing).
   */
  undo(streamId: string, context: CommandContext): Promise<void | number>;
  /**
   * Refuses the undo (throws) when something since the batch stands on what it wrote. Without it, a
   * record whose last event is not the batch's own is changed since, and the undo is refused naming it.
   */
  refuseUndo?(streams: readonly string[], context: CommandContext): Promise<void>;
}

/** Field errors of a schema named by the file's columns; a field with no column (none here) keeps its name. */
export function columnErrors(
  errors: readonly FieldError[],
  headerOf: (field: string) => string | undefined,
): ImportRowPlan['errors'] {
  return errors.map((e) => ({ column: headerOf(e.field) ?? e.field, message: e.message }));
}

/**
 * The rule every command applies to text (platform's text.ts: no NUL, no unpaired surrogate),
 * applied to the file's cells: such a row is refused by the dry run, naming the column, exactly
 * as the import would refuse it, and the import never runs it.
 */
export function refuseMalformedCells(
  kind: ImportKind,
  rows: readonly FileRow[],
  prepared: readonly PreparedRow[],
): PreparedRow[] {
  const cellsOf = new Map(rows.map((r) => [r.row, r.cells]));
  return prepared.map((p) => {
    const cells = cellsOf.get(p.plan.row) ?? {};
    const malformed = importColumns[kind]
      .filter((c) => !isWellFormedText(cells[c.field] ?? ''))
      .map((c) => ({ column: c.header, message: malformedTextMessage }));
    if (malformed.length === 0) return p;
    const errors = [
      ...malformed,
      ...p.plan.errors.filter((e) => !malformed.some((m) => m.column === e.column)),
    ];
    return { plan: { ...p.plan, errors } };
  });
}
