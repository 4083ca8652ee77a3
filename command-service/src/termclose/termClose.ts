import type { TermCloseEvent } from '@chikoro/contracts';

export { termCloseStream } from '@chikoro/contracts';

/** A school's term: open (never closed, or reopened) or closed since a moment. */
export type TermCloseState = { status: 'Open' } | { status: 'Closed'; closedAt: string };

export const initialTermCloseState: TermCloseState = { status: 'Open' };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveTermClose(state: TermCloseState, event: TermCloseEvent | { type: string; data: unknown }): TermCloseState {
  const e = event as TermCloseEvent;
  if (e.type === 'TermClosed') return { status: 'Closed', closedAt: e.data.closedAt };
  if (e.type === 'TermReopened') return { status: 'Open' };
  return state;
}
