import { eventCatalogue } from '@chikoro/contracts';
import type { RecordedEvent } from './port';

/**
 * A stored event as readers see it: parsed by its schema and upcast from the version it was
 * written with. A type no module defines passes through; a mismatch throws EventDecodeError.
 */
export function decodeEvent(event: RecordedEvent): RecordedEvent {
  if (!eventCatalogue.has(event.type)) return event;
  return {
    ...event,
    data: eventCatalogue.decode(event.type, event.data, event.metadata.schemaVersion),
  };
}
