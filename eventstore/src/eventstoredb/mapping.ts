import {
  ANY,
  NO_STREAM,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@chikoro/contracts';
import type { ExpectedRevision, RecordedEvent } from '../port';

export function toServerRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

/** The server's own events ($stats, projections, metadata, links) are not part of our log. */
export function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** Our event, or undefined for a system event. The commit position is our `position`. */
export function toRecordedEvent(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystemEvent(event)) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition;
  if (commit === undefined) {
    throw new Error(
      `EventStoreDB returned ${event.streamId}@${event.revision} without a log position: the adapter needs server 22.6 or later`,
    );
  }
  return {
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: Number(commit),
    data: event.data,
    metadata: event.metadata as EventMetadata,
    recordedAt: event.created.toISOString(),
  };
}
