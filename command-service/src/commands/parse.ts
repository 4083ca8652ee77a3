import type { z } from 'zod';
import {
  ValidationError,
  commandMap,
  fieldErrorsFrom,
  type CommandName,
  type ParsedCommandInput,
} from '@chikoro/contracts';

export const INVALID_INPUT = 'Some details are missing or not valid.';

/** Parses with the shared schema; failures become a 400 listing each field's message in order. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success)
    throw new ValidationError(INVALID_INPUT, fieldErrorsFrom(parsed.error.issues));
  return parsed.data;
}

/** Parses a command's body with the schema the command map gives it: the one the UI validates with. */
export function parseInput<K extends CommandName>(type: K, input: unknown): ParsedCommandInput<K> {
  return parseWith(commandMap[type].input, input) as ParsedCommandInput<K>;
}
