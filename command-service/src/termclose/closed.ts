import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { termCloseDecider } from './decide';
import { termCloseStream } from './termClose';

/** Whether the school's term stands closed, from its own stream: what marks and registers are refused by. */
export async function termClosed(store: EventStore, schoolId: string, termId: string): Promise<boolean> {
  return fold(termCloseDecider, (await store.readStream(termCloseStream(schoolId, termId))).map(decodeEvent)).status === 'Closed';
}
