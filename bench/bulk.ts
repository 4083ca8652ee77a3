import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { PostgresEventStore } from '@chikoro/eventstore';
import { emmettEvent, event, INSERT_MANY, RAW_TABLE } from './appends';
import { percentile, ratio, round, type BenchContext } from './context';

const ROWS = 10_000;

/** The median rate of `rounds` runs of `work`, which handles ROWS rows each time. */
async function medianRate(rounds: number, work: () => Promise<void>): Promise<number> {
  const rates: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t0 = performance.now();
    await work();
    rates.push(ROWS / ((performance.now() - t0) / 1000));
  }
  return percentile(rates, 50);
}

/** `ROWS` rows split into `chunk`-sized pieces, handed to `writers` concurrent loops in turn. */
async function inChunks(
  writers: number,
  chunk: number,
  write: (writer: number, first: number, count: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (next < ROWS) {
        const first = next;
        next += chunk;
        await write(w, first, Math.min(chunk, ROWS - first));
      }
    }),
  );
}

function rawRows(run: string, stream: (i: number) => string, first: number, count: number) {
  const rows = Array.from({ length: count }, (_, k) => event(first + k));
  return [
    rows.map(() => randomUUID()),
    rows.map((_, k) => stream(first + k)),
    rows.map((_, k) => first + k),
    rows.map((e) => e.type),
    rows.map((e) => JSON.stringify(e.data)),
    rows.map((e) => JSON.stringify(e.metadata)),
  ];
}

/** Bulk: a 10,000-stream import in one call, and 10,000 events in appends of 100, next to batched raw INSERTs. */
export async function benchBulk(ctx: BenchContext, url: string): Promise<void> {
  const rounds = ctx.quick ? 2 : 5;
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  const store = new PostgresEventStore({ pool });
  await store.migrate();
  await pool.query(RAW_TABLE);

  // Raw and Chikoro take turns, each going first every other round, so that load from outside the bench and what one
  // run leaves to the next (the table's vacuum, a checkpoint) weigh on both alike.
  const client = await pool.connect();
  const rawRates: number[] = [];
  const chikoroRates: number[] = [];
  const raw = async () =>
    rawRates.push(
      await medianRate(1, async () => {
        const run = randomUUID();
        await inChunks(1, 1000, (_, first, count) =>
          client
            .query(
              INSERT_MANY,
              rawRows(run, (i) => `import-${run}-${i}`, first, count),
            )
            .then(() => undefined),
        );
      }),
    );
  const chikoro = async () =>
    chikoroRates.push(
      await medianRate(1, async () => {
        const run = randomUUID();
        const outcomes = await store.appendMany(
          Array.from({ length: ROWS }, (_, i) => ({
            streamId: `import-${run}-${i}`,
            events: [event(i)],
            options: { expectedRevision: 'no_stream' as const },
          })),
        );
        if (outcomes.some((o) => o.status === 'rejected'))
          throw new Error('an import append was refused');
      }),
    );
  // A first round of each, not counted: the code compiled and the caches filled, as in a running service.
  await raw();
  await chikoro();
  rawRates.length = 0;
  chikoroRates.length = 0;
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      await raw();
      await chikoro();
    } else {
      await chikoro();
      await raw();
    }
  }
  client.release();
  const [rawImport, chikoroImport] = [percentile(rawRates, 50), percentile(chikoroRates, 50)];
  ctx.report('bulk-import', {
    store: 'raw-insert',
    rows: ROWS,
    rowsPerStatement: 1000,
    rowsPerSecond: round(rawImport),
  });
  ctx.report('bulk-import', {
    store: 'chikoro',
    rows: ROWS,
    streams: ROWS,
    eventsPerSecond: round(chikoroImport),
    ratioToRaw: ratio(chikoroImport, rawImport),
  });

  const emmettPool = new pg.Pool({ connectionString: url, max: 6 });
  const emmett = getPostgreSQLEventStore(url, { connectionOptions: { pool: emmettPool } });
  await emmett.schema.migrate();
  for (const writers of [1, 4]) {
    const raw = await medianRate(rounds, async () => {
      const run = randomUUID();
      const clients = await Promise.all(Array.from({ length: writers }, () => pool.connect()));
      await inChunks(writers, 100, (w, first, count) =>
        clients[w]!.query(
          INSERT_MANY,
          rawRows(run, (i) => `raw-${run}-${Math.floor(i / 100)}`, first, count),
        ).then(() => undefined),
      );
      clients.forEach((c) => c.release());
    });
    const em = await medianRate(rounds, async () => {
      const run = randomUUID();
      await inChunks(writers, 100, async (_, first, count) => {
        await emmett.appendToStream(
          `emmett-${run}-${first}`,
          Array.from({ length: count }, (_, k) => emmettEvent(first + k)),
        );
      });
    });
    const chikoro = await medianRate(rounds, async () => {
      const run = randomUUID();
      await inChunks(writers, 100, async (_, first, count) => {
        await store.appendToStream(
          `chikoro-${run}-${first}`,
          Array.from({ length: count }, (_, k) => event(first + k)),
          { expectedRevision: 'no_stream' },
        );
      });
    });
    ctx.report('bulk-appends-of-100', {
      store: 'raw-insert',
      writers,
      rows: ROWS,
      rowsPerSecond: round(raw),
    });
    ctx.report('bulk-appends-of-100', {
      store: 'emmett-postgresql',
      writers,
      events: ROWS,
      eventsPerSecond: round(em),
      ratioToRaw: ratio(em, raw),
    });
    ctx.report('bulk-appends-of-100', {
      store: 'chikoro',
      writers,
      events: ROWS,
      eventsPerSecond: round(chikoro),
      ratioToRaw: ratio(chikoro, raw),
      ratioToEmmett: ratio(chikoro, em),
    });
  }
  await emmett.close();
  await emmettPool.end().catch(() => undefined);
  await store.close();
  await pool.end();
}
