import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PostgresEventStore, type RecordedEvent } from '@chikoro/eventstore';
import { logger } from '@chikoro/platform/logger';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { appendSchoolHistory } from '../testing/history';
import { probe } from '../testing/probe';
import { waitForCheckpoints } from '../testing/snapshot';
import { startProjections } from './runner';
import { projectionStatuses, retryStopped, skipStoppedEvent } from './status';

describe('when a projection meets an event its handler cannot apply', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let events: RecordedEvent[];

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 20 });
    pool.on('error', () => {});
    store = new PostgresEventStore({ pool });
    await store.migrate();
    await appendSchoolHistory(store, 10);
    events = await store.readAll({ after: 0, limit: 1000 });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  const stoppedStatus = async (name: string) =>
    (await projectionStatuses(pool)).find((s) => s.name === name && s.status === 'stopped');
  const rows = async (name: string) =>
    Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM rm_${name}`)).rows[0]!.n);

  it('stops after five attempts, logs the event, records where it stopped, and goes on when the event is skipped', async () => {
    const { projection, state } = probe('probe_skip');
    const poisoned = events[6]!;
    state.poisonedId = poisoned.id;
    const logged = vi.spyOn(logger, 'error');
    const running = await startProjections({
      store,
      pool,
      projections: [projection],
      batchSize: 4,
      halt: { backoffMs: 5, pollMs: 50 },
      onError: () => {},
    });
    try {
      await expect.poll(() => stoppedStatus('probe_skip'), { timeout: 20_000 }).toBeDefined();
      expect(await stoppedStatus('probe_skip')).toEqual({
        name: 'probe_skip',
        status: 'stopped',
        stoppedAt: {
          eventId: poisoned.id,
          eventType: poisoned.type,
          position: poisoned.position,
          error: 'cannot apply this event',
        },
      });
      // Once in the batch it came in, then five attempts on its own.
      expect(state.attemptsAtPoison).toBe(6);
      // The six events before it are applied; nothing after it is.
      expect(await rows('probe_skip')).toBe(6);
      const line = logged.mock.calls.find(([, message]) =>
        String(message).startsWith('projection probe_skip stopped'),
      );
      expect(line?.[0]).toMatchObject({
        projection: 'probe_skip',
        eventId: poisoned.id,
        eventType: poisoned.type,
        position: poisoned.position,
        attempts: 5,
      });
      expect(String(line?.[1])).toContain(
        `at event ${poisoned.type} ${poisoned.id} (position ${poisoned.position}) after 5 attempts: cannot apply this event`,
      );

      await new Promise((r) => setTimeout(r, 300));
      expect(state.attemptsAtPoison).toBe(6); // stopped means stopped: no retry loop

      expect(await skipStoppedEvent(pool, 'probe_skip')).toMatchObject({
        eventId: poisoned.id,
        position: poisoned.position,
      });
      await waitForCheckpoints(pool, ['probe_skip'], events.at(-1)!.position, 20_000);
      expect(await rows('probe_skip')).toBe(events.length - 1);
      expect(await stoppedStatus('probe_skip')).toBeUndefined();
      const skips = await pool.query(
        'SELECT event_id, position FROM projection_skips WHERE name = $1',
        ['probe_skip'],
      );
      expect(skips.rows).toEqual([{ event_id: poisoned.id, position: String(poisoned.position) }]);
    } finally {
      logged.mockRestore();
      await running.stop();
    }
  });

  it('tries the event again when told to retry, and applies it once the handler is fixed', async () => {
    const { projection, state } = probe('probe_retry');
    const poisoned = events[2]!;
    state.poisonedId = poisoned.id;
    const running = await startProjections({
      store,
      pool,
      projections: [projection],
      batchSize: 50,
      halt: { backoffMs: 5, pollMs: 50 },
      onError: () => {},
    });
    try {
      await expect.poll(() => stoppedStatus('probe_retry'), { timeout: 20_000 }).toBeDefined();
      expect(await rows('probe_retry')).toBe(2);
      state.broken = false;
      await retryStopped(pool, 'probe_retry');
      await waitForCheckpoints(pool, ['probe_retry'], events.at(-1)!.position, 20_000);
      expect(await rows('probe_retry')).toBe(events.length);
      expect(state.attemptsAtPoison).toBe(7);
    } finally {
      await running.stop();
    }
  });
});
