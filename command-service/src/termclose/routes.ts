import {
  ForbiddenError,
  authMessages,
  termCloseMessages as m,
  type CommandContext,
  type TermCloseEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { required } from '../classes/references';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { schoolSetupOf } from '../setup/reader';
import { termCloseDecider, type ClosingTerm, type TermCloseCommand } from './decide';
import { termCloseStream, type TermCloseState } from './termClose';

/** The term in the token's school's set-up, named "Term 3 2026", with its last day: another school's term is not found. */
async function termOf(
  store: EventStore,
  context: CommandContext,
  termId: string,
): Promise<ClosingTerm> {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  const setup = await schoolSetupOf(store, context.schoolId);
  const term = required(setup.terms[termId], 'termId', m.termNotFound);
  const year = setup.years[term.academicYearId]?.name;
  return {
    schoolId: context.schoolId,
    termId,
    termName: year ? `${term.name} ${year}` : term.name,
    endDate: term.endDate,
  };
}

/** CloseTerm, ReopenTerm and SetNextTermOpening, on the school's term's own stream. */
export function registerTermCloseCommands(
  registry: CommandRegistry,
  { store }: { store: EventStore },
): void {
  const common = {
    decider: termCloseDecider,
    streamId: (c: TermCloseCommand) => termCloseStream(c.term.schoolId, c.term.termId),
    answer: (c: TermCloseCommand) => ({ termId: c.term.termId }),
  };
  registry.register<TermCloseCommand, TermCloseState, TermCloseEvent>({
    ...common,
    type: 'CloseTerm',
    async parse(req, context) {
      const { termId } = parseInput('CloseTerm', req.body);
      return { type: 'CloseTerm', term: await termOf(store, context, termId) };
    },
  });
  registry.register<TermCloseCommand, TermCloseState, TermCloseEvent>({
    ...common,
    type: 'ReopenTerm',
    async parse(req, context) {
      const { termId, reason } = parseInput('ReopenTerm', req.body);
      return { type: 'ReopenTerm', term: await termOf(store, context, termId), reason };
    },
  });
  registry.register<TermCloseCommand, TermCloseState, TermCloseEvent>({
    ...common,
    type: 'SetNextTermOpening',
    async parse(req, context) {
      const { termId, opensOn } = parseInput('SetNextTermOpening', req.body);
      return { type: 'SetNextTermOpening', term: await termOf(store, context, termId), opensOn };
    },
  });
}
