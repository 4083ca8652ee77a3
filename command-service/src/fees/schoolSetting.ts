import { Router } from 'express';
import {
  ForbiddenError,
  authMessages,
  type CommandName,
  type ParsedCommandInput,
  type Role,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { requirePrincipal } from '@chikoro/platform';
import type { Decider, DomainEvent } from '../commands/decider';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';

/** A command of a setting the school keeps on a stream of its own. */
export type SchoolSettingCommand<K extends CommandName> = ParsedCommandInput<K> & {
  type: K;
  schoolId: string;
};

/** A setting's command on the school's own stream; the school comes from the token, never the body. */
export function registerSchoolSetting<K extends CommandName, S, E extends DomainEvent>(
  registry: CommandRegistry,
  type: K,
  decider: Decider<S, SchoolSettingCommand<K>, E>,
  streamOf: (schoolId: string) => string,
): void {
  registry.register<SchoolSettingCommand<K>, S, E>({
    type,
    decider,
    streamId: (c) => streamOf(c.schoolId),
    parse(req, context) {
      if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
      return { ...parseInput(type, req.body), type, schoolId: context.schoolId };
    },
    answer: () => ({}),
  });
}

/**
 * GET `path`: the reader's school's setting, folded from its own stream so a change shows at once
 * (no read model to wait for); for the roles given, the school the token's.
 */
export function schoolSettingRoute<S, A>(
  store: EventStore,
  path: string,
  roles: readonly Role[],
  streamOf: (schoolId: string) => string,
  initial: S,
  evolve: (state: S, event: { type: string; data: unknown }) => S,
  answer: (state: S) => A,
): Router {
  const router = Router();
  router.get(path, async (req, res) => {
    const principal = requirePrincipal(req.principal, roles);
    if (!principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    const events = await store.readStream(streamOf(principal.schoolId));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(answer(events.reduce(evolve, initial)));
  });
  return router;
}
