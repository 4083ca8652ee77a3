import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { commandMap, type CommandName } from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { formErrors } from '../api/commands';

export interface CommandFormOptions {
  /** The form's values as the command takes them (e.g. a blank optional choice left out). */
  toInput?(values: FieldValues): FieldValues;
  /** A check beside the command's schema (e.g. the file chosen). */
  refine?: Refine;
  /** Fields that travel beside the command's body (its files): not the schema's to check, handed to the submit as they are. */
  beside?: readonly string[];
}

/**
 * A react-admin form's resolver for a command: the form's values (as `toInput` makes them the
 * command's input) checked with the command map's schema, the server's. What it accepts (and the
 * fields `beside` it) is what the form's submit receives.
 */
export function commandResolver(
  command: CommandName,
  { toInput = (v) => v, refine, beside = [] }: CommandFormOptions = {},
): Resolver<FieldValues> {
  const schema: z.ZodType<FieldValues, FieldValues> = commandMap[command].input;
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const input = Object.fromEntries(
      Object.entries(toInput(values)).filter(([field]) => !beside.includes(field)),
    );
    const result = await resolve(input, context, options);
    const found = Object.entries(refine?.(values) ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (found.length === 0) {
      return Object.keys(result.errors).length > 0
        ? result
        : {
            values: {
              ...result.values,
              ...Object.fromEntries(beside.map((field) => [field, values[field]])),
            },
            errors: {},
          };
    }
    // A field's own check replaces the schema's message on it and keeps the fields' order.
    const errors: FieldErrors = { ...result.errors };
    for (const [field, message] of found) errors[field] = { type: 'custom', message };
    return { values: {}, errors };
  };
}

/**
 * What a form checks beside the command's schema, by field: what the schema cannot know (this
 * exam's total) or a file chosen beside the fields. A field without a problem is left out.
 */
export type Refine = (values: FieldValues) => Record<string, string | undefined>;

/** A refusal's field errors, keyed by field, as a react-admin form's submit returns them to mark its fields. */
export function submissionErrors(failure: unknown): Record<string, string> | undefined {
  if (!(failure instanceof ApiError) || failure.fieldErrors.length === 0) return undefined;
  return formErrors(failure.fieldErrors);
}
