import {
  BACKWARDS,
  END,
  START,
  StreamNotFoundError,
  type EventStoreDBClient,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import type { RecordedEvent } from '../port';
import { toRecordedEvent } from './mapping';

const PAGE = 500;

export async function readStream(
  client: EventStoreDBClient,
  streamId: string,
  fromRevision?: number,
  maxCount?: number,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  try {
    const read = client.readStream(streamId, {
      fromRevision: fromRevision === undefined ? START : BigInt(fromRevision),
      maxCount: maxCount ?? Number.MAX_SAFE_INTEGER,
    });
    for await (const resolved of read) {
      const event = toRecordedEvent(resolved);
      if (event) events.push(event);
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return events;
}

/** Our events with a commit position above `after`, in log order; system events neither count nor show. */
export async function readAll(
  client: EventStoreDBClient,
  after: number,
  limit: number,
  types?: readonly string[],
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let seen = after;
  // The read is inclusive of its start, hence the `seen` guard.
  let from: ReadPosition = after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START;
  for (;;) {
    let count = 0;
    const page = client.readAll({ fromPosition: from, maxCount: PAGE });
    for await (const resolved of page) {
      count += 1;
      const position: Position | undefined = resolved.event?.position;
      if (!position || Number(position.commit) <= seen) continue;
      seen = Number(position.commit);
      from = position;
      const event = toRecordedEvent(resolved);
      if (event && (!types || types.includes(event.type))) events.push(event);
      if (events.length >= limit) return events;
    }
    if (count < PAGE) return events;
  }
}

/** Commit position of the newest event that is ours (0 when there is none). */
export async function headPosition(client: EventStoreDBClient): Promise<number> {
  let from: ReadPosition = END;
  for (;;) {
    let count = 0;
    for await (const resolved of client.readAll({
      direction: BACKWARDS,
      fromPosition: from,
      maxCount: PAGE,
    })) {
      count += 1;
      const event = toRecordedEvent(resolved);
      if (event) return event.position;
      if (resolved.event?.position) from = resolved.event.position;
    }
    if (count < PAGE) return 0;
  }
}
