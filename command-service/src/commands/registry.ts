import type { Request } from 'express';
import type { CommandContext, Role } from '@chikoro/contracts';
import type { Decider, DomainEvent } from './decider';

/**
 * One command as the HTTP edge knows it: who may send it, how to read it from the request,
 * which stream it addresses and which decider rules on it.
 */
export interface CommandDefinition<Command = unknown, State = unknown, Event extends DomainEvent = DomainEvent> {
  type: string;
  /** 'public' needs no sign-in; otherwise the roles allowed (checked before parsing). */
  access: 'public' | readonly Role[];
  /** Multipart commands carry files; everything else is JSON. */
  multipart?: boolean;
  parse(req: Request, context: CommandContext): Promise<Command> | Command;
  streamId(command: Command): string;
  decider: Decider<State, Command, Event>;
  /** Checks against other write-side state (e.g. an email already taken), before appending. */
  precheck?(command: Command, state: State, context: CommandContext): Promise<void>;
  /** Extra fields for the answer, e.g. the id of what was created. */
  answer?(command: Command): Record<string, unknown>;
  /**
   * Answer fields made once the events are appended and shown in this answer only (a one-time
   * code to print): never kept with the idempotent answers, never in the log.
   */
  reveal?(command: Command): Promise<Record<string, unknown>>;
}

export class CommandRegistry {
  private readonly definitions = new Map<string, CommandDefinition>();

  register<C, S, E extends DomainEvent>(definition: CommandDefinition<C, S, E>): this {
    if (this.definitions.has(definition.type)) throw new Error(`Command ${definition.type} registered twice`);
    this.definitions.set(definition.type, definition as unknown as CommandDefinition);
    return this;
  }

  get(type: string): CommandDefinition | undefined {
    return this.definitions.get(type);
  }

  types(): string[] {
    return [...this.definitions.keys()];
  }
}
