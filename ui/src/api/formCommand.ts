import {
  commandMap,
  type CommandAnswer,
  type CommandMap,
  type CommandName,
  type CommandSpec,
} from '@chikoro/contracts';
import { postCommand, type SendOptions } from './httpClient';

/** The commands whose body is JSON (the others carry files, as a FormData). */
export type JsonCommandName = {
  [K in CommandName]: CommandMap[K] extends { multipart: true } ? never : K;
}[CommandName];
/** The commands whose files travel beside their fields. */
export type FileCommandName = Exclude<CommandName, JsonCommandName>;

/**
 * A form's values sent as a command: parsed first with the command map's schema, the one the
 * server parses it with, and what that parse gives is the body. Values the command does not take
 * never leave the page: the parse throws the schema's error instead.
 */
export async function sendFormCommand<K extends JsonCommandName>(
  type: K,
  values: unknown,
  options: SendOptions = {},
): Promise<CommandAnswer<K>> {
  const body: unknown = commandMap[type].input.parse(values);
  return (await postCommand(type, body, options)) as CommandAnswer<K>;
}

/**
 * A form of a command that carries files: its values parsed with the command map's schema as
 * above, each parsed field as text beside the files (a field left out stays out).
 */
export async function sendFormWithFiles<K extends FileCommandName>(
  type: K,
  values: unknown,
  files: Record<string, File>,
  options: SendOptions = {},
): Promise<CommandAnswer<K>> {
  const parsed: unknown = commandMap[type].input.parse(values);
  const body = new FormData();
  for (const [field, value] of Object.entries(parsed ?? {}))
    if (value !== undefined && value !== null) body.append(field, String(value));
  for (const [field, file] of Object.entries(files)) body.append(field, file, file.name);
  return (await postCommand(type, body, options)) as CommandAnswer<K>;
}

/** Whether the command's files travel beside its fields (its body a FormData). */
export function carriesFiles(type: CommandName): type is FileCommandName {
  const spec: CommandSpec = commandMap[type];
  return spec.multipart === true;
}
