import {
  readModel,
  type SchoolApproved,
  type SchoolEnrolmentSubmitted,
  type SchoolRejected,
} from '@chikoro/contracts';
import { defineProjection, type Handler } from '../runner/projection';

const countOne: Handler<{ type: string; data: unknown }, 'event_counts'> = async (
  event,
  { db, tables },
) => {
  await db.query(
    `INSERT INTO ${tables.event_counts} (id, n) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET n = ${tables.event_counts}.n + 1`,
    [event.type],
  );
};

/**
 * A deliberately non-idempotent read model (a counter per event type) for the crash tests:
 * an event applied twice, or skipped, shows as a wrong count.
 */
export const eventCounts = defineProjection<
  SchoolEnrolmentSubmitted | SchoolApproved | SchoolRejected
>()({
  readModel: readModel('test-event-counts', ['event_counts']),
  version: 1,
  tables: { event_counts: (t) => `CREATE TABLE ${t} (id text PRIMARY KEY, n int NOT NULL)` },
  handlers: {
    SchoolEnrolmentSubmitted: countOne,
    SchoolApproved: countOne,
    SchoolRejected: countOne,
  },
});
