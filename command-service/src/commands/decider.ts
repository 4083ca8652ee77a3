import type { CommandContext } from '@chikoro/contracts';

export interface DomainEvent {
  type: string;
  data: unknown;
}

/** A pure decider: the clock, the actor and the school come in on the context. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  decide(command: Command, state: State, context: CommandContext): Event[];
  evolve(state: State, event: Event): State;
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly DomainEvent[],
): State {
  return events.reduce(
    (state, event) => decider.evolve(state, event as Event),
    decider.initialState,
  );
}
