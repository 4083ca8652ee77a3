import type { Request } from 'express';
import {
  isCommandName,
  commandMap,
  type CommandAccess,
  type CommandContext,
  type CommandName,
  type CommandSpec,
} from '@chikoro/contracts';
import type { Decider, DomainEvent } from './decider';
import type { CommandResult, ExecuteOptions } from './execute';

/**
 * One command as the HTTP edge knows it: how to read it from the request, which stream it
 * addresses and which decider rules on it. Who may send it, and whether files travel with it,
 * come from the contracts' command map, as does the schema its body is parsed with.
 */
export interface CommandDefinition<
  Command = unknown,
  State = unknown,
  Event extends DomainEvent = DomainEvent,
> {
  /** A command of the contracts' map; any other needs its spec given where it is registered. */
  type: CommandName | (string & {});
  parse(req: Request, context: CommandContext): Promise<Command> | Command;
  streamId(command: Command): string;
  decider: Decider<State, Command, Event>;
  /** Checks against other write-side state (e.g. an email already taken), before appending. */
  precheck?(command: Command, state: State, context: CommandContext): Promise<void>;
  /**
   * Extra fields for the answer, e.g. the id of what was created; it may read the state the command
   * was decided on (a dry run answers what it would do).
   */
  answer?(command: Command, state: State): Record<string, unknown>;
  /**
   * A command written as several appends (a batch over many streams, begun and finished on its own
   * stream) runs its own steps in place of the one fold, decide and append; its last append takes
   * the options (the idempotency key) and gives the answer.
   */
  execute?(
    command: Command,
    context: CommandContext,
    options: ExecuteOptions,
  ): Promise<CommandResult>;
  /** How many times a concurrent append is folded and decided again before it is a 409 (none unless given). */
  retriesOnConflict?: number;
  /**
   * Answer fields made once the events are appended and shown in this answer only (a one-time
   * code to print): never kept with the idempotent answers, never in the log.
   */
  reveal?(command: Command): Promise<Record<string, unknown>>;
}

/** A definition as registered: with the map's access ('public' needs no sign-in) and multipart flag. */
export interface RegisteredCommand extends CommandDefinition {
  access: CommandAccess;
  /** Multipart commands carry files; everything else is JSON. */
  multipart: boolean;
}

export class CommandRegistry {
  private readonly definitions = new Map<string, RegisteredCommand>();

  /**
   * A command of the contracts' map takes its spec from there; `spec` is for a command the map
   * does not know (a module tried out before it joins the contracts), never a second one.
   */
  register<C, S, E extends DomainEvent>(
    definition: CommandDefinition<C, S, E>,
    extra?: CommandSpec,
  ): this {
    if (this.definitions.has(definition.type))
      throw new Error(`Command ${definition.type} registered twice`);
    const mapped: CommandSpec | undefined = isCommandName(definition.type)
      ? commandMap[definition.type]
      : undefined;
    if (mapped && extra)
      throw new Error(`Command ${definition.type} is in the command map: its spec is there`);
    const spec = mapped ?? extra;
    if (!spec) throw new Error(`Command ${definition.type} is not in the command map`);
    this.definitions.set(definition.type, {
      ...(definition as unknown as CommandDefinition),
      access: spec.access,
      multipart: spec.multipart === true,
    });
    return this;
  }

  get(type: string): RegisteredCommand | undefined {
    return this.definitions.get(type);
  }

  types(): string[] {
    return [...this.definitions.keys()];
  }
}
