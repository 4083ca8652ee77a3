import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ConflictError,
  bursarMessages as m,
  type BursarCommand,
  type BursarEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { Users } from '../auth/users';
import type { CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { caughtUp } from '../reactors/catchUp';
import { TEACHER_ACCOUNTS_REACTOR } from '../teachers/accounts';
import { BURSAR_ACCOUNTS_REACTOR } from './accounts';
import { bursarDecider } from './decide';
import { bursarStream, type BursarState } from './bursar';

export interface BursarDependencies {
  store: EventStore;
  pool: pg.Pool;
  users: Users;
}

export function registerBursarCommands(registry: CommandRegistry, deps: BursarDependencies): void {
  registry.register<BursarCommand, BursarState, BursarEvent>({
    decider: bursarDecider,
    type: 'RegisterBursar',
    streamId: (c) => bursarStream(c.bursarId),
    answer: (c) => ({ bursarId: c.bursarId }),
    async parse(req) {
      const input = parseInput('RegisterBursar', req.body);
      // A sign-in is made from this email: one already in use (by anyone) is refused without saying whose.
      await caughtUp(deps.pool, deps.store, BURSAR_ACCOUNTS_REACTOR, m.addFailed);
      await caughtUp(deps.pool, deps.store, TEACHER_ACCOUNTS_REACTOR, m.addFailed);
      if (await deps.users.identifierTaken(input.email, ''))
        throw new ConflictError(m.emailUnavailable, [
          { field: 'email', message: m.emailUnavailable },
        ]);
      return { type: 'RegisterBursar', bursarId: randomUUID(), ...input };
    },
  });

  registry.register<BursarCommand, BursarState, BursarEvent>({
    decider: bursarDecider,
    type: 'ChangeBursarStatus',
    streamId: (c) => bursarStream(c.bursarId),
    answer: (c) => ({ bursarId: c.bursarId }),
    parse: (req) => ({ type: 'ChangeBursarStatus', ...parseInput('ChangeBursarStatus', req.body) }),
  });
}
