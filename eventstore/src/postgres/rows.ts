import type { EventMetadata } from '@chikoro/contracts';
import type { RecordedEvent } from '../port';

export const EVENT_COLUMNS = 'position, id, stream_id, revision, type, data, metadata, recorded_at';

export interface EventRow {
  position: string;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    streamId: row.stream_id,
    revision: row.revision,
    position: Number(row.position),
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at.toISOString(),
  };
}
