import type { TermCloseEvent } from '@chikoro/contracts';

export { termCloseStream } from '@chikoro/contracts';

/** A school's term: open (never closed, or reopened) or closed since a moment; either way, the day the next term opens once set. */
export type TermCloseState =
  | { status: 'Open'; nextTermOpens: string | null }
  | { status: 'Closed'; closedAt: string; nextTermOpens: string | null };

export const initialTermCloseState: TermCloseState = { status: 'Open', nextTermOpens: null };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveTermClose(
  state: TermCloseState,
  event: TermCloseEvent | { type: string; data: unknown },
): TermCloseState {
  const e = event as TermCloseEvent;
  if (e.type === 'TermClosed')
    return { status: 'Closed', closedAt: e.data.closedAt, nextTermOpens: state.nextTermOpens };
  if (e.type === 'TermReopened') return { status: 'Open', nextTermOpens: state.nextTermOpens };
  if (e.type === 'NextTermOpeningSet') return { ...state, nextTermOpens: e.data.opensOn };
  return state;
}
