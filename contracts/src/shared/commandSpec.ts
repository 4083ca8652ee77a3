import { z } from 'zod';
import type { Role } from './roles';

/** Who may send a command: anyone ('public', no sign-in) or the roles listed (checked before parsing). */
export type CommandAccess = 'public' | readonly Role[];

/**
 * One command as its sender and the server both know it: the body it takes (validated with this
 * schema on both sides), what it answers, and who may send it. A multipart command's schema
 * covers its text fields; its files travel beside them.
 */
export interface CommandSpec<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  input: Input;
  answer: Answer;
  access: CommandAccess;
  multipart?: true;
}

const id = z.string();

/** Every command answers where its events went; `extra` is what this command adds (the ids it made). */
export const commandAnswer = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z.object({
    streamId: z.string(),
    /** Global position of the last event written (or of the stream's last event when nothing was new). */
    position: z.number(),
    /** How many events were appended: 0 when the command changed nothing. */
    appended: z.number(),
    ...extra,
  });

/** The answer of a command that names one record by its id. */
export const answerWithId = <Name extends string>(name: Name) =>
  commandAnswer({ [name]: id } as { [K in Name]: typeof id });

/** Typed as given: checks a module's part of the map without widening its names. */
export const commandSpecs = <Specs extends Record<string, CommandSpec>>(specs: Specs): Specs =>
  specs;
