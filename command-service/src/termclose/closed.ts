import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { termCloseDecider } from './decide';
import { termCloseStream, type TermCloseState } from './termClose';

/** The school's term as its own stream says: closed or open, and the day the next term opens. */
export async function termCloseState(
  store: EventStore,
  schoolId: string,
  termId: string,
): Promise<TermCloseState> {
  return fold(
    termCloseDecider,
    (await store.readStream(termCloseStream(schoolId, termId))).map(decodeEvent),
  );
}

/** Whether the school's term stands closed: what marks and registers are refused by. */
export async function termClosed(
  store: EventStore,
  schoolId: string,
  termId: string,
): Promise<boolean> {
  return (await termCloseState(store, schoolId, termId)).status === 'Closed';
}
