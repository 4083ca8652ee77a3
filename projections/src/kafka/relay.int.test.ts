import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type NewEvent, type RecordedEvent } from '@chikoro/eventstore';
import { readCheckpoint } from '@chikoro/eventstore/consumer';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { CHECKPOINTS } from '../runner/schema';
import { appendSchoolHistory } from '../testing/history';
import {
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  RELAY_NAME,
  startKafkaRelay,
  type KafkaRelay,
} from './index';

const brokers = process.env.KAFKA_BROKERS?.split(',')
  .map((b) => b.trim())
  .filter(Boolean);
const needsBroker =
  'Kafka tests need KAFKA_BROKERS (scripts/kafka/start-broker.sh starts a broker)';

// A skipped Kafka suite in CI would pass silently: there, a missing broker is a failure.
if (!brokers?.length && process.env.CI === 'true') {
  it(`${needsBroker}: CI must provide one`, () => {
    expect.fail('KAFKA_BROKERS is not set in CI');
  });
}

interface Received {
  partition: number;
  offset: number;
  key: string;
  id: string;
  type: string;
  event: RecordedEvent;
}

async function waitFor(
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Each message on the topic once: a consumer restarted after a crash reads again from its last
 * committed offsets, while a message the relay sent twice sits at two offsets.
 */
function onTopic(messages: Received[]): Received[] {
  const first = new Map<string, Received>();
  for (const m of messages)
    if (!first.has(`${m.partition}:${m.offset}`)) first.set(`${m.partition}:${m.offset}`, m);
  return [...first.values()];
}

/** First arrival of each event id: what a consumer that dedups by the event-id header keeps. */
function dedup(messages: Received[]): Received[] {
  const first = new Map<string, Received>();
  for (const m of messages) if (!first.has(m.id)) first.set(m.id, m);
  return [...first.values()];
}

function revisionsByStream(messages: Received[]): Record<string, number[]> {
  const byStream: Record<string, number[]> = {};
  for (const m of dedup(messages)) (byStream[m.key] ??= []).push(m.event.revision);
  return byStream;
}

function expectedRevisions(events: RecordedEvent[]): Record<string, number[]> {
  const byStream: Record<string, number[]> = {};
  for (const e of events) (byStream[e.streamId] ??= []).push(e.revision);
  return byStream;
}

const metadata = (): NewEvent['metadata'] => ({
  actorId: null,
  actorRole: 'SUPERADMIN',
  schoolId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date(Date.UTC(2026, 1, 1)).toISOString(),
  schemaVersion: 1,
});

/** Approves schools still pending: new events on streams whose first events were relayed earlier. */
async function approvePending(
  store: PostgresEventStore,
  events: RecordedEvent[],
  count: number,
): Promise<number> {
  const revisions = expectedRevisions(events);
  const pending = Object.entries(revisions)
    .filter(([, r]) => r.length === 1)
    .slice(0, count);
  let last = 0;
  for (const [streamId] of pending) {
    const [submitted] = await store.readStream(streamId);
    const { schoolId } = submitted!.data as { schoolId: string };
    const approved: NewEvent = {
      type: 'SchoolApproved',
      data: {
        schoolId,
        approvedAt: metadata().occurredAt,
        admin: {
          userId: randomUUID(),
          firstName: 'A',
          lastName: 'Admin',
          email: 'a@example.org',
          phone: '0772000000',
        },
      },
      metadata: metadata(),
    };
    last = (await store.appendToStream(streamId, [approved], { expectedRevision: 0 })).position;
  }
  return last;
}

(brokers?.length ? describe : describe.skip)(
  brokers?.length ? 'the Kafka relay' : `the Kafka relay (skipped: ${needsBroker})`,
  () => {
    const topic = `chikoro.events.test-${randomUUID()}`;
    const received: Received[] = [];
    const errors: unknown[] = [];
    let kafka: Kafka;
    let db: Awaited<ReturnType<typeof createTestDatabase>>;
    let pool: pg.Pool;
    let store: PostgresEventStore;
    let consumer: Consumer | undefined;
    let relay: KafkaRelay | undefined;
    let closing = false;
    const groupId = `relay-test-${randomUUID()}`;

    const start = (beforeCommit?: (events: RecordedEvent[]) => Promise<void>) =>
      startKafkaRelay({
        store,
        pool,
        brokers: brokers ?? [],
        topic,
        batchSize: 7,
        beforeCommit,
        onError: (e) => errors.push(e),
      });
    const allEvents = () => store.readAll({ after: 0, limit: 100_000 });
    const checkpoint = () => readCheckpoint(pool, CHECKPOINTS, RELAY_NAME);
    /** Each partition's next offset: the messages from here on are the ones sent after this call. */
    const topicEnd = async (): Promise<Map<number, number>> => {
      const admin = kafka.admin();
      await admin.connect();
      try {
        return new Map(
          (await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, Number(p.high)]),
        );
      } finally {
        await admin.disconnect();
      }
    };
    const sentSince = (end: Map<number, number>) =>
      onTopic(received).filter((m) => m.offset >= (end.get(m.partition) ?? 0));

    /**
     * Reads the topic from its start into `received`. kafkajs restarts a crashed consumer from a
     * timer whose failure reaches nobody; this reader is restarted here instead, its crash logged.
     */
    const startReader = async (): Promise<void> => {
      const reader = kafka.consumer({ groupId, retry: { restartOnFailure: async () => false } });
      consumer = reader;
      reader.on(reader.events.CRASH, ({ payload }) => {
        if (closing || reader !== consumer) return;
        console.warn("the test's Kafka reader crashed and starts again:", payload.error);
        void (async () => {
          await reader.disconnect().catch(() => {});
          while (!closing) {
            try {
              return await startReader();
            } catch (error) {
              console.warn("the test's Kafka reader failed to start again:", error);
              await new Promise((r) => setTimeout(r, 500));
            }
          }
        })();
      });
      await reader.connect();
      await reader.subscribe({ topic, fromBeginning: true });
      await reader.run({
        eachMessage: async ({ partition, message }) => {
          received.push({
            partition,
            offset: Number(message.offset),
            key: message.key!.toString(),
            id: message.headers![EVENT_ID_HEADER]!.toString(),
            type: message.headers![EVENT_TYPE_HEADER]!.toString(),
            event: JSON.parse(message.value!.toString()) as RecordedEvent,
          });
        },
      });
    };
    const allArrived = async (events: RecordedEvent[]) => {
      await waitFor('every event on the topic', () => dedup(received).length >= events.length);
      await waitFor(
        'the relay checkpoint to reach the head',
        async () => (await checkpoint()) === events.at(-1)!.position,
      );
    };

    beforeAll(async () => {
      kafka = new Kafka({
        clientId: 'chikoro-relay-test',
        brokers: brokers ?? [],
        logLevel: logLevel.NOTHING,
      });
      db = await createTestDatabase();
      pool = new pg.Pool({ connectionString: db.url });
      store = new PostgresEventStore({ pool });
      await store.migrate();
    });
    afterAll(async () => {
      closing = true;
      await relay?.stop();
      await consumer?.disconnect();
      const admin = kafka.admin();
      await admin.connect();
      await admin.deleteTopics({ topics: [topic] }).catch(() => {});
      await admin.disconnect();
      await store?.close();
      await pool?.end();
      await db?.drop();
    });

    describe('when the store holds a history', () => {
      it("publishes every event once, keyed by its stream, in each stream's order, and checkpoints the head", async () => {
        const head = await appendSchoolHistory(store, 40);
        relay = await start();
        await startReader();

        const events = await allEvents();
        expect(events.at(-1)!.position).toBe(head);
        await allArrived(events);

        expect(
          dedup(received)
            .map((m) => m.id)
            .sort(),
        ).toEqual(events.map((e) => e.id).sort());
        expect(new Set(received.map((m) => m.partition)).size).toBeGreaterThan(1);
        const byId = new Map(events.map((e) => [e.id, e]));
        for (const m of received) {
          expect(m.event).toEqual(byId.get(m.id));
          expect(m.key).toBe(m.event.streamId);
          expect(m.type).toBe(m.event.type);
        }
        expect(revisionsByStream(received)).toEqual(expectedRevisions(events));
        expect(await checkpoint()).toBe(head);
        expect(errors).toEqual([]);
      });
    });

    describe('when the relay stops and starts again', () => {
      it("sends only what came after its checkpoint, behind each stream's earlier events", async () => {
        await relay!.stop();
        relay = undefined;
        const stoppedAt = await checkpoint();
        const end = await topicEnd();
        const before = onTopic(received).filter((m) => m.offset < (end.get(m.partition) ?? 0));
        await appendSchoolHistory(store, 15);
        await approvePending(
          store,
          (await allEvents()).filter((e) => e.position <= stoppedAt),
          5,
        );

        relay = await start();
        const events = await allEvents();
        await allArrived(events);

        const afterRestart = sentSince(end);
        expect(afterRestart.filter((m) => m.event.position <= stoppedAt)).toEqual([]);
        expect(afterRestart.map((m) => m.id).sort()).toEqual(
          events
            .filter((e) => e.position > stoppedAt)
            .map((e) => e.id)
            .sort(),
        );
        const earlierStreams = new Set(before.map((m) => m.key));
        expect(
          afterRestart.filter((m) => earlierStreams.has(m.key)).map((m) => m.event.revision),
        ).toEqual([1, 1, 1, 1, 1]);
        expect(revisionsByStream(received)).toEqual(expectedRevisions(events));
        expect(await checkpoint()).toBe(events.at(-1)!.position);
        expect(errors).toEqual([]);
      });
    });

    describe('when a batch is sent but its checkpoint fails to commit', () => {
      it('sends the batch again: consumers deduplicating by event id see every event once, in stream order', async () => {
        await relay!.stop();
        const end = await topicEnd();
        await appendSchoolHistory(store, 10);
        let failures = 0;
        relay = await start(async () => {
          if (failures === 0) {
            failures += 1;
            throw new Error('injected failure before the checkpoint commits');
          }
        });
        const events = await allEvents();
        await allArrived(events);

        expect(failures).toBe(1);
        expect(errors).toHaveLength(1);
        const afterRestart = sentSince(end);
        expect(afterRestart.length).toBeGreaterThan(new Set(afterRestart.map((m) => m.id)).size);
        expect(
          dedup(received)
            .map((m) => m.id)
            .sort(),
        ).toEqual(events.map((e) => e.id).sort());
        expect(revisionsByStream(received)).toEqual(expectedRevisions(events));
      });
    });
  },
);
