import type { BursarEvent } from '@chikoro/contracts';

export { bursarStream } from '@chikoro/contracts';

/** A bursar of one school: registered once, with a staff sign-in that works while they are Active. */
export type BursarState =
  | { status: 'Initial' }
  | { status: 'Active' | 'Inactive'; bursarId: string; schoolId: string; email: string };

export const initialBursarState: BursarState = { status: 'Initial' };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveBursar(
  state: BursarState,
  event: BursarEvent | { type: string; data: unknown },
): BursarState {
  const e = event as BursarEvent;
  switch (e.type) {
    case 'BursarRegistered': {
      const { bursarId, schoolId, email } = e.data;
      return { status: 'Active', bursarId, schoolId, email };
    }
    case 'BursarStatusChanged':
      return state.status === 'Initial' ? state : { ...state, status: e.data.status };
    default:
      return state;
  }
}
