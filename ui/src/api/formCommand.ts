import { commandMap, type CommandAnswer, type CommandMap, type CommandName } from '@chikoro/contracts';
import { postCommand, type SendOptions } from './httpClient';

/** The commands whose body is JSON (the others carry files, as a FormData). */
export type JsonCommandName = { [K in CommandName]: CommandMap[K] extends { multipart: true } ? never : K }[CommandName];

/**
 * A form's values sent as a command: parsed first with the command map's schema, the one the
 * server parses it with, and what that parse gives is the body. Values the command does not take
 * never leave the page: the parse throws the schema's error instead.
 */
export async function sendFormCommand<K extends JsonCommandName>(type: K, values: unknown, options: SendOptions = {}): Promise<CommandAnswer<K>> {
  const body: unknown = commandMap[type].input.parse(values);
  return (await postCommand(type, body, options)) as CommandAnswer<K>;
}
