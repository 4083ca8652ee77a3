import type { CommandContext, FieldError, ImportRowPlan } from '@chikoro/contracts';

/**
 * A checked row ready to run: appends through the module's own commands, answers the streams it
 * created (or, for an update, the existing record's stream it added to).
 */
export interface PreparedRow {
  plan: ImportRowPlan;
  run?(context: CommandContext): Promise<string[]>;
}

/** One kind of import: checks every row (nothing written) against the school's records. */
export interface Importer {
  prepare(rows: { row: number; cells: Record<string, string> }[], context: CommandContext): Promise<PreparedRow[]>;
  /**
   * Rows run at once (default 1, one after another): more only where no two rows of a file touch
   * one stream (each creates its own record), so their appends share commits and none refuses another.
   */
  rowsAtOnce?: number;
  /**
   * The compensation of what the batch (`context.batchId`) did to one record, through the module's
   * own commands: a record it created is withdrawn or removed, one it added to loses the additions.
   */
  undo(streamId: string, context: CommandContext): Promise<void>;
}

/** Field errors of a schema named by the file's columns; a field with no column (none here) keeps its name. */
export function columnErrors(errors: readonly FieldError[], headerOf: (field: string) => string | undefined): ImportRowPlan['errors'] {
  return errors.map((e) => ({ column: headerOf(e.field) ?? e.field, message: e.message }));
}
