import type { Projection } from '../runner/projection';

/**
 * A deliberately non-idempotent read model (a counter per event type) for the crash tests:
 * an event applied twice, or skipped, shows as a wrong count.
 */
export const eventCounts: Projection<'event_counts'> = {
  name: 'test-event-counts',
  version: 1,
  tables: { event_counts: (t) => `CREATE TABLE ${t} (id text PRIMARY KEY, n int NOT NULL)` },
  handles: ['SchoolEnrolmentSubmitted', 'SchoolApproved', 'SchoolRejected'],
  async apply(event, { db, tables }) {
    await db.query(
      `INSERT INTO ${tables.event_counts} (id, n) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET n = ${tables.event_counts}.n + 1`,
      [event.type],
    );
  },
};
