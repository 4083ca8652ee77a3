import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type RecordedEvent } from '@chikoro/eventstore';
import { isWellFormedText } from '@chikoro/platform/text';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { allProjections, rebuildProjections } from '../index';
import { mixedHistory, type HistoryAppend } from '../testing/mixedHistory';
import { probe } from '../testing/probe';
import { snapshot, waitForCheckpoints } from '../testing/snapshot';
import { readSideReadiness } from './readiness';
import { startProjections } from './runner';
import { retrySetAside, setAsideSchools } from './setAside';
import { projectionStatuses } from './status';

/**
 * Names, comments and reasons of any script: emoji (41 of them are 82 UTF-16 units, cut at 77 by
 * the old summaries), families and flags (several code points each), and whatever fast-check draws
 * from the whole of Unicode as readers see it (grapheme clusters).
 */
const TEXT_KEYS = new Set([
  'name',
  'firstName',
  'lastName',
  'headLastname',
  'adminLastname',
  'adminLastName',
  'comment',
  'reason',
  'streetName',
  'address',
  'adminNote',
  'className',
  'studentName',
  'levelName',
  'toClassName',
]);
const fixed = [
  '👨‍👩‍👧🇿🇼'.repeat(30),
  `x${'\u{1F600}'.repeat(60)}`,
  'Tatenda Mukanya\u0301',
  'ṰḕṦṪ'.repeat(40),
];
const drawn = fc.sample(
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 120 })
    .filter((s) => s.trim() !== '' && isWellFormedText(s)),
  { numRuns: 300, seed: 20261127 },
);
const texts = [...fixed, ...drawn];

/** Every free-text value of the history replaced with one of `texts` (the same value again for the same text, so names still match). */
function withUnicodeText(history: HistoryAppend[]): HistoryAppend[] {
  // A parent's new first name is 41 emoji, shown in the audit log as the change's after value.
  const replaced = new Map<string, string>([['Patience', '\u{1F600}'.repeat(41)]]);
  let next = 0;
  const swap = (value: string) => {
    if (!replaced.has(value)) replaced.set(value, texts[next++ % texts.length]!);
    return replaced.get(value)!;
  };
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string')
      return key !== undefined && TEXT_KEYS.has(key) ? swap(value) : value;
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === 'object') {
      const fields = value as Record<string, unknown>;
      // A field change's before and after are text when its field is.
      const textChange = typeof fields.field === 'string' && TEXT_KEYS.has(fields.field);
      return Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [
          k,
          textChange && (k === 'before' || k === 'after')
            ? walk(v, fields.field as string)
            : walk(v, k),
        ]),
      );
    }
    return value;
  };
  return history.map(({ streamId, events }) => ({
    streamId,
    events: events.map((e) => ({ ...e, data: walk(e.data) })),
  }));
}

describe('when text of any script reaches the read models', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 * allProjections.length + 10 });
    pool.on('error', () => {});
    store = new PostgresEventStore({ pool });
    await store.migrate();
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('every projection applies it live, stops nowhere, sets nothing aside, and a rebuild gives the same rows', async () => {
    let head = 0;
    for (const { streamId, events } of withUnicodeText(mixedHistory(60)))
      head = (await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' }))
        .position;
    const running = await startProjections({
      store,
      pool,
      projections: allProjections,
      halt: { maxAttempts: 2, backoffMs: 5, pollMs: 50 },
      onError: () => {},
    });
    try {
      await waitForCheckpoints(
        pool,
        allProjections.map((p) => p.name),
        head,
        90_000,
      );
    } finally {
      await running.stop();
    }
    expect((await projectionStatuses(pool)).filter((s) => s.status !== 'running')).toEqual([]);
    expect(await setAsideSchools(pool)).toEqual([]);
    const live = await snapshot(pool, allProjections);
    // The audit log shows the emoji surname whole: 41 emoji are 41 characters, within the 80 shown.
    const summaries = (live.audit_log as { summary: string }[]).map((r) => r.summary);
    expect(summaries.some((s) => s.includes(`'${'\u{1F600}'.repeat(41)}'`))).toBe(true);
    await rebuildProjections(store, pool, allProjections);
    expect(await snapshot(pool, allProjections)).toEqual(live);
  }, 180_000);
});

describe('when a projection cannot apply one school’s event', () => {
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
    for (const { streamId, events: batch } of mixedHistory(12))
      await store.appendToStream(streamId, batch, { expectedRevision: 'no_stream' });
    events = await store.readAll({ after: 0, limit: 10_000 });
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  const rows = async (name: string) =>
    (await pool.query<{ id: string }>(`SELECT id FROM rm_${name} ORDER BY position`)).rows.map(
      (r) => r.id,
    );

  it('sets it aside with its school’s later events, goes on with every other school, and applies them in order when retried', async () => {
    const { projection, state } = probe('probe_school');
    // A school with events after the poisoned one, and other schools' events after it too.
    const poisoned = events.find(
      (e, i) =>
        e.metadata.schoolId !== null &&
        events.slice(i + 1).some((l) => l.metadata.schoolId === e.metadata.schoolId) &&
        i < events.length / 2,
    )!;
    const school = poisoned.metadata.schoolId!;
    state.poisonedId = poisoned.id;
    const laterOfSchool = events.filter(
      (e) => e.metadata.schoolId === school && e.position > poisoned.position,
    );
    const others = events.filter((e) => e.metadata.schoolId !== school);
    const running = await startProjections({
      store,
      pool,
      projections: [projection],
      batchSize: 7,
      halt: { maxAttempts: 3, backoffMs: 5, pollMs: 50 },
      onError: () => {},
    });
    try {
      await waitForCheckpoints(pool, ['probe_school'], events.at(-1)!.position, 30_000);
      // Every event but the school's from the poisoned one on, and the projection still running.
      expect(await rows('probe_school')).toEqual(
        events
          .filter((e) => e.metadata.schoolId !== school || e.position < poisoned.position)
          .map((e) => e.id),
      );
      expect(others.length).toBeGreaterThan(laterOfSchool.length);
      expect((await projectionStatuses(pool)).find((s) => s.name === 'probe_school')?.status).toBe(
        'running',
      );
      expect(await setAsideSchools(pool, ['probe_school'])).toEqual([
        {
          projection: 'probe_school',
          schoolId: school,
          events: 1 + laterOfSchool.length,
          first: {
            eventId: poisoned.id,
            eventType: poisoned.type,
            position: poisoned.position,
            error: 'cannot apply this event',
          },
        },
      ]);
      // The platform stays ready, and says which school waits.
      const readiness = await readSideReadiness({ pool, store, projections: [projection] });
      expect(readiness.ready).toBe(true);
      expect(readiness).toMatchObject({
        setAside: [
          { projection: 'probe_school', schoolId: school, events: 1 + laterOfSchool.length },
        ],
      });

      // Retried while still broken: nothing applied, the school still waits.
      expect(await retrySetAside(pool, store, projection)).toEqual([
        { schoolId: school, applied: 0, error: 'cannot apply this event' },
      ]);
      expect(await setAsideSchools(pool, ['probe_school'])).toHaveLength(1);

      state.broken = false;
      expect(await retrySetAside(pool, store, projection)).toEqual([
        { schoolId: school, applied: 1 + laterOfSchool.length },
      ]);
      expect(await rows('probe_school')).toEqual(events.map((e) => e.id));
      expect(await setAsideSchools(pool, ['probe_school'])).toEqual([]);
    } finally {
      await running.stop();
    }
  }, 60_000);

  it('still stops at an event of no school, which every school’s rows may depend on', async () => {
    const { projection, state } = probe('probe_platform');
    const poisoned = events.find((e) => e.metadata.schoolId === null && e.position > 1)!;
    state.poisonedId = poisoned.id;
    const running = await startProjections({
      store,
      pool,
      projections: [projection],
      batchSize: 7,
      halt: { maxAttempts: 2, backoffMs: 5, pollMs: 50 },
      onError: () => {},
    });
    try {
      await expect
        .poll(
          async () =>
            (await projectionStatuses(pool)).find((s) => s.name === 'probe_platform')?.status,
          { timeout: 20_000 },
        )
        .toBe('stopped');
      expect(await rows('probe_platform')).toEqual(
        events.filter((e) => e.position < poisoned.position).map((e) => e.id),
      );
      expect(await setAsideSchools(pool, ['probe_platform'])).toEqual([]);
    } finally {
      await running.stop();
    }
  }, 60_000);
});
