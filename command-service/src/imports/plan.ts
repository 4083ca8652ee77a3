import type { CommandContext, FieldError } from '@chikoro/contracts';

/** What a row would do: a new record, or nothing because the record is already there. */
export type RowAction = 'create' | 'skip';

export interface RowPlan {
  row: number;
  action: RowAction;
  /** Per column (the spec's header), in the file's order; a row with any is not imported. */
  errors: { column: string; message: string }[];
  /** What the row is matched on, shown to the admin (a name, an email, a phone). */
  label: string;
}

/** A checked row ready to run: appends through the module's own commands, answers the streams it created. */
export interface PreparedRow {
  plan: RowPlan;
  run?(context: CommandContext): Promise<string[]>;
}

/** One kind of import: checks every row (nothing written) against the school's records. */
export interface Importer {
  prepare(rows: { row: number; cells: Record<string, string> }[], context: CommandContext): Promise<PreparedRow[]>;
  /** The compensation of one record this kind created, through the module's own command. */
  undo(streamId: string, context: CommandContext): Promise<void>;
}

/** Field errors of a schema named by the file's columns; a field with no column (none here) keeps its name. */
export function columnErrors(errors: readonly FieldError[], headerOf: (field: string) => string | undefined): RowPlan['errors'] {
  return errors.map((e) => ({ column: headerOf(e.field) ?? e.field, message: e.message }));
}
