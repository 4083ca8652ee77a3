import { randomUUID } from 'node:crypto';
import type { SuperadminRegistered } from '@chikoro/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@chikoro/eventstore';
import { userStream } from './account';

/**
 * Puts the superadmin's account in the log once (actor SYSTEM), so the audit log and the people
 * read model know them. An account made before this existed is recorded at the next start.
 */
export async function recordSuperadminRegistration(store: EventStore, user: { id: string; firstName: string; lastName: string; email: string }): Promise<void> {
  const stream = userStream(user.id);
  const history = await store.readStream(stream);
  if (history.some((e) => e.type === 'SuperadminRegistered')) return;
  const now = new Date().toISOString();
  const event: SuperadminRegistered = { type: 'SuperadminRegistered', data: { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, registeredAt: now } };
  try {
    await store.appendToStream(stream, [{
      type: event.type,
      data: event.data,
      metadata: { actorId: null, actorRole: 'SYSTEM', schoolId: null, correlationId: randomUUID(), causationId: null, occurredAt: now, schemaVersion: 1 },
    }], { expectedRevision: history.at(-1)?.revision ?? 'no_stream' });
  } catch (error) {
    // Another replica starting at the same moment recorded it first.
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
}
