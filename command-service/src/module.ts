import type { Router } from 'express';
import type pg from 'pg';
import type { Clock } from '@chikoro/platform';
import type { EventStore } from '@chikoro/eventstore';
import type { RunningConsumer } from '@chikoro/eventstore/consumer';
import type { Users } from './auth/users';
import type { CommandRegistry } from './commands/registry';
import type { FileStore } from './files/store';
import type { CommandGuards } from './http/publicLimits';
import type { Mailer } from './notify/mailer';

/** What every module's commands, reactors and routes may use. */
export interface CommandDeps {
  store: EventStore;
  pool: pg.Pool;
  users: Users;
  files: FileStore;
  mailer: Mailer;
  /** The secret behind one-time codes. */
  secret: string;
  publicUrl: string;
  /** The platform's clock: what a reactor's own events are stamped with. */
  clock: Clock;
  /** How a reactor reports a failure, named for the reactor. */
  onError(reactor: string): (error: unknown) => void;
}

/**
 * What a business module gives the command service: its tables (credentials and the like, never
 * read models), its commands, the guards that run before a command is parsed, the reactors that act
 * on what was decided, and any routes that are not commands.
 */
export interface CommandModule {
  /** Runs inside the one migration transaction, under the advisory lock every schema change takes. */
  migrate?(db: Pick<pg.PoolClient, 'query'>): Promise<void>;
  register(registry: CommandRegistry, deps: CommandDeps): void;
  guards?(deps: CommandDeps): CommandGuards;
  /** Each starts one reactor, which holds a database session for good (its advisory lock). */
  reactors?: readonly ((deps: CommandDeps) => Promise<RunningConsumer>)[];
  /** HTTP routes that are not one command (a bulk import runs many); they see every module's commands. */
  routes?(registry: CommandRegistry, deps: CommandDeps): Router;
}
