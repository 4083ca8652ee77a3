import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { PostgresEventStore, type NewEvent } from '@chikoro/eventstore';
import { ratio, round, runLoops, type BenchContext } from './context';

/** The raw floor: the same row as es_events (same columns, same unique indexes), no store around it. */
export const RAW_TABLE = `
  CREATE TABLE raw_events (
    position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id uuid NOT NULL UNIQUE,
    stream_id text NOT NULL,
    revision int NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (stream_id, revision)
  )`;

const INSERT_ONE =
  'INSERT INTO raw_events (id, stream_id, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)';
export const INSERT_MANY = `INSERT INTO raw_events (id, stream_id, revision, type, data, metadata)
  SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[])`;

export const metadata = (): NewEvent['metadata'] => ({
  actorId: '2b1f0f7e-4c1a-4d0e-9b7a-0c6f7d8e9a10',
  actorRole: 'TEACHER',
  schoolId: '5d3c2b1a-0f9e-4d8c-8b7a-6e5f4d3c2b1a',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2026-03-02T08:00:00.000Z',
  schemaVersion: 1,
});
export const event = (i: number): NewEvent => ({
  type: 'MarkRecorded',
  data: { examId: 'e-1', studentId: `s-${i}`, mark: i % 100 },
  metadata: metadata(),
});

/** The same event as emmett takes it. */
export const emmettEvent = (i: number) => {
  const e = event(i);
  return { type: e.type, data: e.data as Record<string, unknown>, metadata: e.metadata };
};

const WRITERS = [1, 8, 32];

type Contender = 'raw-insert' | 'emmett-postgresql' | 'chikoro-own' | 'chikoro-shared';
type AppendOne = (writer: number, iteration: number) => Promise<number>;

/**
 * One-event appends at 1, 8 and 32 concurrent writers: raw INSERT, emmett-postgresql, Chikoro's
 * store on own streams and on one shared stream. The contenders take turns in short slices,
 * several rounds, so that load from outside the bench weighs on each alike.
 */
export async function benchAppends(ctx: BenchContext, url: string): Promise<void> {
  const rounds = ctx.quick ? 2 : 5;
  const slice = { durationMs: ctx.quick ? 500 : 1000, maxOps: 100_000 };
  const admin = new pg.Pool({ connectionString: url, max: 2 });
  await admin.query(RAW_TABLE);
  await admin.end();
  const rawClients = await Promise.all(
    Array.from({ length: 32 }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const emmettPool = new pg.Pool({ connectionString: url, max: 32 });
  const emmett = getPostgreSQLEventStore(url, { connectionOptions: { pool: emmettPool } });
  await emmett.schema.migrate();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const store = new PostgresEventStore({ pool });
  await store.migrate();

  for (const writers of WRITERS) {
    const run = randomUUID();
    const revisions = new Map<string, number>();
    const versions = new Map<string, bigint>();
    const contenders: Record<Contender, AppendOne> = {
      'raw-insert': async (w) => {
        const stream = `raw-${run}-${w}`;
        const revision = (revisions.get(stream) ?? -1) + 1;
        revisions.set(stream, revision);
        const e = event(revision);
        await rawClients[w]!.query(INSERT_ONE, [
          randomUUID(),
          stream,
          revision,
          e.type,
          JSON.stringify(e.data),
          JSON.stringify(e.metadata),
        ]);
        return 1;
      },
      'emmett-postgresql': async (w, i) => {
        const stream = `emmett-${run}-${w}`;
        const expectedStreamVersion = versions.get(stream);
        const result = await emmett.appendToStream(
          stream,
          [emmettEvent(i)],
          expectedStreamVersion === undefined ? {} : { expectedStreamVersion },
        );
        versions.set(stream, result.nextExpectedStreamVersion);
        return 1;
      },
      'chikoro-own': async (w, i) => {
        const stream = `chikoro-${run}-${w}`;
        const revision = revisions.get(stream);
        const result = await store.appendToStream(stream, [event(i)], {
          expectedRevision: revision ?? 'no_stream',
        });
        revisions.set(stream, result.nextRevision);
        return 1;
      },
      'chikoro-shared': async (_, i) => {
        await store.appendToStream(`chikoro-${run}-shared`, [event(i)], {
          expectedRevision: 'any',
        });
        return 1;
      },
    };
    const totals = new Map<Contender, { ops: number; ms: number; p50: number[]; p95: number[] }>();
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, append] of Object.entries(contenders) as [Contender, AppendOne][]) {
        const r = await runLoops(writers, slice, append);
        const total = totals.get(name) ?? { ops: 0, ms: 0, p50: [], p95: [] };
        totals.set(name, {
          ops: total.ops + r.ops,
          ms: total.ms + r.ms,
          p50: [...total.p50, r.p50Ms],
          p95: [...total.p95, r.p95Ms],
        });
      }
    }
    const rate = (name: Contender) => totals.get(name)!.ops / (totals.get(name)!.ms / 1000);
    for (const name of Object.keys(contenders) as Contender[]) {
      const t = totals.get(name)!;
      const [store, streams] = name.startsWith('chikoro')
        ? ['chikoro', name.slice('chikoro-'.length)]
        : [name, 'own'];
      ctx.report('append', {
        store,
        streams,
        writers,
        events: t.ops,
        eventsPerSecond: round(rate(name)),
        p50Ms: round(t.p50.reduce((a, b) => a + b, 0) / t.p50.length, 2),
        p95Ms: round(Math.max(...t.p95), 2),
        ...(name === 'raw-insert' ? {} : { ratioToRaw: ratio(rate(name), rate('raw-insert')) }),
        ...(name.startsWith('chikoro')
          ? { ratioToEmmett: ratio(rate(name), rate('emmett-postgresql')) }
          : {}),
      });
    }
  }
  await Promise.all(rawClients.map((c) => c.end()));
  await emmett.close();
  await emmettPool.end().catch(() => undefined);
  await store.close();
  await pool.end();
}
