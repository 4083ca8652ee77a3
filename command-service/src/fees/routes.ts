import { randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  authMessages,
  exchangeRatesStream,
  feeMessages as m,
  feeScheduleStream,
  type CommandContext,
  type ExchangeRateCommand,
  type ExchangeRateEvent,
  type FeePayers,
  type FeePayersInput,
  type FeeScheduleCommand,
  type FeeScheduleEvent,
  type FeeTerm,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { classState, required } from '../classes/references';
import { setupNames, type SetupNames } from '../setup/reader';
import { exchangeRateDecider } from './decideRates';
import { feeScheduleDecider } from './decide';
import type { ExchangeRatesState } from './exchangeRates';
import type { FeeScheduleState } from './feeSchedule';

type C<T extends FeeScheduleCommand['type']> = Extract<FeeScheduleCommand, { type: T }>;

/** The term in the token's school's set-up, folded from its stream: another school's term is not there. */
function termOf(names: SetupNames, termId: string): FeeTerm {
  const term = required(names.terms.get(termId), 'termId', m.termNotFound);
  const year = names.years.get(term.academicYearId);
  return { termId, termName: year ? `${term.name} ${year}` : term.name };
}

/** The levels and classes named must be the school's; the event keeps their names as they are today. */
async function payersOf(
  store: EventStore,
  names: SetupNames,
  context: CommandContext,
  input: FeePayersInput,
): Promise<FeePayers> {
  const levels = [...new Set(input.levelIds)].map((id) => ({
    id,
    name: required(names.levels.get(id), 'payers.levelIds', m.levelNotFound),
  }));
  const classes: FeePayers['classes'] = [];
  for (const id of new Set(input.classIds)) {
    const found = await classState(store, id);
    const own =
      found.status !== 'Initial' &&
      found.status !== 'Deleted' &&
      found.schoolId === context.schoolId
        ? found
        : undefined;
    classes.push({ id, name: required(own, 'payers.classIds', m.classNotFound).name });
  }
  return { levels, classes, residence: input.residence, newLearnersOnly: input.newLearnersOnly };
}

/** A rate addressed to the signed-in keeper's school: the stream comes from the token, never the body. */
type AddressedRate = ExchangeRateCommand & { schoolId: string };

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/** The school's exchange rates and each term's fee schedule; sent by the school's fee keepers (its admin). New ids are chosen here. */
export function registerFeeCommands(
  registry: CommandRegistry,
  { store }: { store: EventStore },
): void {
  registry.register<AddressedRate, ExchangeRatesState, ExchangeRateEvent>({
    type: 'RecordExchangeRate',
    decider: exchangeRateDecider,
    parse: (req, ctx) => ({
      type: 'RecordExchangeRate',
      ...parseInput('RecordExchangeRate', req.body),
      schoolId: schoolOf(ctx),
    }),
    streamId: (c) => exchangeRatesStream(c.schoolId),
  });

  const schedule = {
    decider: feeScheduleDecider,
    streamId: (c: FeeScheduleCommand) => feeScheduleStream(c.termId),
  };

  registry.register<C<'DefineFeeItem'>, FeeScheduleState, FeeScheduleEvent>({
    ...schedule,
    type: 'DefineFeeItem',
    async parse(req, ctx) {
      const { termId, payers, ...item } = parseInput('DefineFeeItem', req.body);
      const names = await setupNames(store, schoolOf(ctx));
      return {
        type: 'DefineFeeItem',
        ...termOf(names, termId),
        feeItemId: randomUUID(),
        ...item,
        payers: await payersOf(store, names, ctx, payers),
      };
    },
    answer: (c) => ({ feeItemId: c.feeItemId }),
  });

  registry.register<C<'ChangeFeeItem'>, FeeScheduleState, FeeScheduleEvent>({
    ...schedule,
    type: 'ChangeFeeItem',
    async parse(req, ctx) {
      const { termId, payers, ...changes } = parseInput('ChangeFeeItem', req.body);
      const names = await setupNames(store, schoolOf(ctx));
      return {
        type: 'ChangeFeeItem',
        ...termOf(names, termId),
        ...changes,
        ...(payers ? { payers: await payersOf(store, names, ctx, payers) } : {}),
      };
    },
    answer: (c) => ({ feeItemId: c.feeItemId }),
  });

  registry.register<C<'RemoveFeeItem'>, FeeScheduleState, FeeScheduleEvent>({
    ...schedule,
    type: 'RemoveFeeItem',
    async parse(req, ctx) {
      const { termId, feeItemId } = parseInput('RemoveFeeItem', req.body);
      return {
        type: 'RemoveFeeItem',
        ...termOf(await setupNames(store, schoolOf(ctx)), termId),
        feeItemId,
      };
    },
  });

  registry.register<C<'ApproveFeeSchedule'>, FeeScheduleState, FeeScheduleEvent>({
    ...schedule,
    type: 'ApproveFeeSchedule',
    async parse(req, ctx) {
      const { termId } = parseInput('ApproveFeeSchedule', req.body);
      return {
        type: 'ApproveFeeSchedule',
        ...termOf(await setupNames(store, schoolOf(ctx)), termId),
      };
    },
  });
}
