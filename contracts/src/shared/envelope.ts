import { z } from 'zod';
import { Role } from './roles';

/** Who did it, for which school, and why: set at the HTTP edge from the verified token. */
export const EventMetadata = z.object({
  actorId: z.string().nullable(),
  actorRole: z.union([Role, z.literal('PUBLIC'), z.literal('SYSTEM')]),
  schoolId: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  occurredAt: z.string(),
  schemaVersion: z.number().int().positive(),
  /** The bulk import (its batch id) that appended the event, when one did. */
  batchId: z.string().optional(),
  /** The key (a hash of the sender, its Idempotency-Key and the request) of the keyed command that appended the event. */
  idempotencyKey: z.string().optional(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** The metadata a command carries into its decider: the clock and the actor come from outside. */
export interface CommandContext {
  actorId: string | null;
  actorRole: EventMetadata['actorRole'];
  schoolId: string | null;
  now: string;
  /** The HTTP request's id: every event the command appends carries it as its correlationId. */
  correlationId?: string;
  /** Set by a bulk import: every event it appends carries the batch id. */
  batchId?: string;
}
