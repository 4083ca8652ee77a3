import { Kafka, logLevel, Partitioners, type Message, type Producer } from 'kafkajs';
import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { logger } from '@chikoro/platform/logger';
import { startCheckpointedConsumer } from '@chikoro/eventstore/consumer';
import { CHECKPOINTS } from '../runner/schema';

export const RELAY_NAME = 'kafka-relay';
/** Headers every relayed message carries: consumers deduplicate on the event id. */
export const EVENT_ID_HEADER = 'event-id';
export const EVENT_TYPE_HEADER = 'event-type';

export interface KafkaRelayOptions {
  store: EventStore;
  /** Holds the relay's checkpoint (in projection_checkpoints). */
  pool: pg.Pool;
  brokers: string[];
  topic: string;
  clientId?: string;
  /** Used only when the relay creates the topic (default 3). */
  partitions?: number;
  /** Events per produce request (default 100): keeps a request well under the broker's 1 MB message limit. */
  batchSize?: number;
  /** Test seam: runs after a batch is sent, before its checkpoint commits. */
  beforeCommit?(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface KafkaRelay {
  stop(): Promise<void>;
}

/** The message for one event: keyed by stream, so one stream's events share a partition and keep their order. */
export function toMessage(event: RecordedEvent): Message {
  const { id, type, streamId, revision, position, data, metadata, recordedAt } = event;
  return {
    key: streamId,
    value: JSON.stringify({ id, type, streamId, revision, position, data, metadata, recordedAt }),
    headers: { [EVENT_ID_HEADER]: id, [EVENT_TYPE_HEADER]: type },
  };
}

async function ensureTopic(kafka: Kafka, topic: string, partitions: number): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    if ((await admin.listTopics()).includes(topic)) return;
    // Answers false, without failing, when another relay created it meanwhile.
    await admin.createTopics({
      topics: [{ topic, numPartitions: partitions }],
      waitForLeaders: true,
    });
  } finally {
    await admin.disconnect();
  }
}

/**
 * Kafka may still be starting when the relay does (a broker's group coordinator loading, a new
 * topic's leader being elected, two relays creating the topic at once): start-up tries again, with
 * growing pauses for about half a minute, before it gives up.
 */
async function startingUp<T>(what: string, attempt: () => Promise<T>, tries = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      logger.warn({ err: error, attempt: i }, `kafka relay: ${what} failed, trying again`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** (i - 1), 8000)));
    }
  }
}

/**
 * Publishes every event of the store to `topic`, in log order, from the relay's checkpoint on.
 * One relay runs per database (the consumer's advisory lock); a second one waits as a standby.
 */
export async function startKafkaRelay(options: KafkaRelayOptions): Promise<KafkaRelay> {
  const kafka = new Kafka({
    clientId: options.clientId ?? 'chikoro-kafka-relay',
    brokers: options.brokers,
    logLevel: logLevel.WARN,
  });
  await startingUp('creating its topic', () =>
    ensureTopic(kafka, options.topic, options.partitions ?? 3),
  );
  await options.pool.query(
    `CREATE TABLE IF NOT EXISTS ${CHECKPOINTS} (name text PRIMARY KEY, position bigint NOT NULL)`,
  );

  const connectProducer = async () => {
    // The Java client's partitioner (murmur2 of the key): a stream maps to the same partition from any producer.
    const producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await producer.connect();
    return producer;
  };
  let producer: Producer = await startingUp('connecting its producer', connectProducer);

  // At-least-once: a batch is sent, then its checkpoint commits; a crash between the two re-sends it, so consumers dedup by the event-id header.
  const consumer = await startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: RELAY_NAME,
    checkpointTable: CHECKPOINTS,
    batchSize: options.batchSize ?? 100,
    handle: async (events) => {
      try {
        await producer.send({ topic: options.topic, acks: -1, messages: events.map(toMessage) });
      } catch (error) {
        // The retry gets a fresh producer session: a broker that lost this producer's id or
        // sequence (UNKNOWN_PRODUCER_ID, OUT_OF_ORDER_SEQUENCE_NUMBER) cannot wedge the relay.
        await producer.disconnect().catch(() => {});
        producer = await connectProducer().catch(() => producer);
        throw error;
      }
    },
    beforeCommit: options.beforeCommit,
    onError: options.onError ?? ((error) => logger.error({ err: error }, 'kafka relay failed')),
  }).catch(async (error: unknown) => {
    await producer.disconnect().catch(() => {});
    throw error;
  });

  return {
    async stop() {
      await consumer.stop();
      await producer.disconnect();
    },
  };
}
