import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEventStoreContract, type OpenedStore } from '../contract';
import { collect, metadata, newEvents, sleep, streamName, waitFor } from '../contract/support';
import { PostgresEventStore } from './PostgresEventStore';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(pools.map(endPool));
  await database.drop();
});

/** pool.end() resolves before its connections have closed; dropping the database meanwhile would kill them mid-close. */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  await closed;
}

async function openStore(
  pollMs?: number,
): Promise<OpenedStore & { store: PostgresEventStore; pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: database.url, max: 20 });
  pools.push(pool);
  const store = new PostgresEventStore({ pool, pollMs });
  await store.migrate();
  return {
    store,
    pool,
    async holdOpen(streamId, events, options) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await store.appendWithin(client, streamId, events, options);
        return {
          result,
          async commit() {
            await client.query('COMMIT');
            client.release();
          },
        };
      } catch (error) {
        await client.query('ROLLBACK');
        client.release();
        throw error;
      }
    },
    close: () => store.close(),
  };
}

describeEventStoreContract('PostgresEventStore', {
  capabilities: { heldOpenTransaction: true, exactReplayUnderRace: true },
  open: () => openStore(),
});

describe('PostgresEventStore specifics', () => {
  it('migrates again, and from several stores at once, without harm', async () => {
    const { store } = await openStore();
    await Promise.all([store.migrate(), store.migrate(), (await openStore()).store.migrate()]);
    expect(await store.readStream(streamName('after-migrate'))).toEqual([]);
  });

  it('refuses appendWithin outside a transaction', async () => {
    const { store, pool } = await openStore();
    const client = await pool.connect();
    try {
      await expect(
        store.appendWithin(client, streamName('no-tx'), newEvents(1), { expectedRevision: 'any' }),
      ).rejects.toThrow(/transaction/);
    } finally {
      client.release();
    }
  });

  it('leaves the caller transaction usable after a conflict', async () => {
    const { store, pool } = await openStore();
    const streamId = streamName('conflict-in-tx');
    await store.appendToStream(streamId, newEvents(1), { expectedRevision: 'no_stream' });
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await expect(
        store.appendWithin(client, streamId, newEvents(1), { expectedRevision: 'no_stream' }),
      ).rejects.toThrow(/revision/);
      const result = await store.appendWithin(client, streamId, newEvents(1), {
        expectedRevision: 0,
      });
      await client.query('COMMIT');
      expect(result.nextRevision).toBe(1);
    } finally {
      client.release();
    }
  });

  it('keeps quotes, backslashes, braces and commas in stream ids, types and data as written', async () => {
    const { store } = await openStore();
    const streamId = streamName(`odd "name", {x} \\ it's`);
    const data = {
      note: 'a "quoted" \\ back\\slash, {braces}, \'apostrophes\' and NULL',
      list: ['{"a":1}', 'b,c'],
    };

    await store.appendToStream(streamId, [{ type: 'Odd"Type\\', data, metadata: metadata() }], {
      expectedRevision: 'no_stream',
    });

    const [read] = await store.readStream(streamId);
    expect(read).toMatchObject({ streamId, type: 'Odd"Type\\', data });
  });

  it('numbers the events of concurrent appends with consecutive positions', async () => {
    const { store } = await openStore();
    const prefix = streamName('dense');
    const start = await store.headPosition();

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        store.appendToStream(`${prefix}-${i}`, newEvents(2), { expectedRevision: 'no_stream' }),
      ),
    );

    const positions = (await store.readAll({ after: start, limit: 1000 })).map((e) => e.position);
    expect(positions).toEqual(Array.from({ length: 80 }, (_, i) => start + 1 + i));
    expect(results.map((r) => r.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => start + 2 + 2 * i),
    );
  });

  it('fails only the append that reuses an event id when appends share a transaction', async () => {
    const { store } = await openStore();
    const taken = { ...newEvents(1)[0]!, id: randomUUID() };
    await store.appendToStream(streamName('first-owner'), [taken], {
      expectedRevision: 'no_stream',
    });
    const prefix = streamName('shared-tx');

    const outcomes = await store.appendMany([
      { streamId: `${prefix}-a`, events: newEvents(1), options: { expectedRevision: 'no_stream' } },
      { streamId: `${prefix}-b`, events: [taken], options: { expectedRevision: 'no_stream' } },
      { streamId: `${prefix}-c`, events: newEvents(1), options: { expectedRevision: 'no_stream' } },
    ]);

    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.readStream(`${prefix}-a`)).toHaveLength(1);
    expect(await store.readStream(`${prefix}-b`)).toEqual([]);
    expect(await store.readStream(`${prefix}-c`)).toHaveLength(1);
  });

  it('writes a bulk of many batches in the order given: each append checked against the ones before it, a refused one stopping none', async () => {
    const { store } = await openStore();
    const prefix = streamName('bulk');
    await store.appendToStream(`${prefix}-taken`, newEvents(1), { expectedRevision: 'no_stream' });
    const start = await store.headPosition();
    // 5,000 new streams (five batches of the writer's 1,000 events), then the first of them again at revision 0,
    // a stream already there, and the last of them again expecting none: each answered against what came before it.
    const appends = [
      ...Array.from({ length: 5000 }, (_, i) => ({
        streamId: `${prefix}-${i}`,
        events: newEvents(1),
        options: { expectedRevision: 'no_stream' as const },
      })),
      { streamId: `${prefix}-0`, events: newEvents(1), options: { expectedRevision: 0 } },
      {
        streamId: `${prefix}-taken`,
        events: newEvents(1),
        options: { expectedRevision: 'no_stream' as const },
      },
      {
        streamId: `${prefix}-4999`,
        events: newEvents(1),
        options: { expectedRevision: 'no_stream' as const },
      },
    ];

    const outcomes = await store.appendMany(appends);

    expect(outcomes.map((o) => o.status)).toEqual([
      ...Array(5001).fill('fulfilled'),
      'rejected',
      'rejected',
    ]);
    const positions = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.position] : []));
    expect(positions).toEqual(Array.from({ length: 5001 }, (_, i) => start + 1 + i));
    const written = await store.readAll({ after: start, limit: 10_000 });
    expect(written.map((e) => `${e.streamId}@${e.revision}`)).toEqual([
      ...Array.from({ length: 5000 }, (_, i) => `${prefix}-${i}@0`),
      `${prefix}-0@1`,
    ]);
  });

  it('positions new streams written by two processes at once as the log holds them, each import in its order, a taken stream refused alone', async () => {
    const [first, second] = [await openStore(), await openStore()];
    const prefix = streamName('two-imports');
    await first.store.appendToStream(`${prefix}-a-taken`, newEvents(1), {
      expectedRevision: 'no_stream',
    });
    const start = await first.store.headPosition();
    const live = collect(first.store, start, (e) => e.streamId.startsWith(prefix));
    const appends = (name: string) =>
      Array.from({ length: 2500 }, (_, i) => ({
        streamId: i === 1700 ? `${prefix}-a-taken` : `${prefix}-${name}-${i}`,
        events: newEvents(1),
        options: { expectedRevision: 'no_stream' as const },
      }));
    // And one-event appends of new streams beside them, each its own caller.
    const singles = Array.from({ length: 200 }, (_, i) =>
      second.store.appendToStream(`${prefix}-single-${i}`, newEvents(1), {
        expectedRevision: 'no_stream',
      }),
    );

    const [a, b, one] = await Promise.all([
      first.store.appendMany(appends('a')),
      second.store.appendMany(appends('b')),
      Promise.all(singles),
    ]);

    expect(a.filter((o) => o.status === 'rejected')).toHaveLength(1);
    expect(b.filter((o) => o.status === 'rejected')).toHaveLength(1);
    const acknowledged = [...a, ...b]
      .flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))
      .concat(one);
    const logged = await first.store.readAll({ after: start, limit: 10_000 });
    expect(logged.map((e) => e.position)).toEqual(
      Array.from({ length: 5198 }, (_, i) => start + 1 + i),
    );
    const byStream = new Map(logged.map((e) => [e.streamId, e.position]));
    for (const result of acknowledged) expect(result.position).toBe(byStream.get(result.streamId));
    for (const outcomes of [a, b]) {
      const positions = outcomes.flatMap((o) =>
        o.status === 'fulfilled' ? [o.value.position] : [],
      );
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
    }
    await waitFor(() => live.events.length >= 5198, 20_000);
    await live.stop();
    expect(live.events.map((e) => e.position)).toEqual(logged.map((e) => e.position));
  });

  it('wakes live subscribers again after its LISTEN connection is killed', async () => {
    const { store, pool } = await openStore(60_000);
    const streamId = streamName('relisten');
    const live = collect(store, await store.headPosition(), (e) => e.streamId === streamId);
    await sleep(300);
    await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    await sleep(1500);

    await store.appendToStream(streamId, newEvents(1), { expectedRevision: 'no_stream' });

    await waitFor(() => live.events.length === 1, 5000);
    await store.close();
  });
});
