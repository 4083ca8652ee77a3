import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { parentDecider } from '../parents/decide';
import { parentIdFor, parentStream } from '../parents/parent';

async function parentState(store: EventStore, parentId: string) {
  return fold(parentDecider, (await store.readStream(parentStream(parentId))).map(decodeEvent));
}

/**
 * A parent's family across schools: one sign-in (made by the first school whose invitation they
 * completed; its id is that school's parent id) and, at every school that named the same phone, a
 * parent record of that school. The sign-in acts at another school as its record there: this one,
 * unless the school removed it or never named the phone. The read side's `familyOf` (query-service scope) keeps the same rule.
 */
export async function familyRecordAt(
  store: EventStore,
  signInParentId: string,
  schoolId: string,
): Promise<string | undefined> {
  return (await familyParentAt(store, signInParentId, schoolId))?.parentId;
}

/** The sign-in's parent record at a school (see `familyRecordAt`), with its name and linked children. */
export async function familyParentAt(
  store: EventStore,
  signInParentId: string,
  schoolId: string,
): Promise<
  { parentId: string; name: string | undefined; studentIds: readonly string[] } | undefined
> {
  const own = await parentState(store, signInParentId);
  if (own.status === 'Initial') return undefined;
  const recordId = parentIdFor(schoolId, own.phoneNumber);
  const there = await parentState(store, recordId);
  return there.status === 'Initial' || there.status === 'Removed'
    ? undefined
    : { parentId: recordId, name: there.name, studentIds: there.studentIds };
}
