import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { commandMap, type CommandName } from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { formErrors } from '../api/commands';

/**
 * A react-admin form's resolver for a command: the form's values (as `toInput` makes them the
 * command's input, e.g. a blank optional choice left out) checked with the command map's schema,
 * the server's. What it accepts is what the form's submit receives.
 */
export function commandResolver(command: CommandName, toInput: (values: FieldValues) => FieldValues = (v) => v): Resolver<FieldValues> {
  const schema: z.ZodType<FieldValues, FieldValues> = commandMap[command].input;
  const resolve = zodResolver(schema);
  return (values, context, options) => resolve(toInput(values), context, options);
}

/** A refusal's field errors, keyed by field, as a react-admin form's submit returns them to mark its fields. */
export function submissionErrors(failure: unknown): Record<string, string> | undefined {
  if (!(failure instanceof ApiError) || failure.fieldErrors.length === 0) return undefined;
  return formErrors(failure.fieldErrors);
}
