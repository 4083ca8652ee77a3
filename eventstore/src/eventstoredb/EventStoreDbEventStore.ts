import { randomUUID } from 'node:crypto';
import {
  EventStoreDBClient,
  jsonEvent,
  NO_STREAM,
  WrongExpectedVersionError,
  type JSONType,
} from '@eventstore/db-client';
import {
  SchoolReadsNotSupportedError,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from '../port';
import { SubscriptionSet } from '../subscription';
import { idempotentEventId } from './deterministicId';
import { LiveSignal } from './liveSignal';
import { toServerRevision } from './mapping';
import { headPosition, readAll, readStream } from './reads';

export interface EventStoreDbEventStoreOptions {
  /** e.g. `esdb://localhost:2113?tls=false` */
  connectionString: string;
  /** How often a live subscription reads when no wake-up came (default 500 ms). */
  pollMs?: number;
}

/**
 * The event log in EventStoreDB / KurrentDB (server 22.6 or later). With an idempotency key, event
 * ids derive from the key (caller ids are replaced), so the server drops a repeat; a repeat found
 * in the stream answers `replayed: true`. Two repeats racing may both answer `replayed: false`,
 * but the stream holds the events once. `close()` ends the client the store created.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly signal: LiveSignal;
  private readonly subscriptions: SubscriptionSet;

  constructor(options: EventStoreDbEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(options.connectionString);
    this.signal = new LiveSignal(this.client);
    this.subscriptions = new SubscriptionSet(
      this.signal,
      (after, limit) => this.readAll({ after, limit }),
      options.pollMs ?? 500,
    );
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const key = options.idempotencyKey;
    const toWrite = events.map((e, i) => ({
      ...e,
      id: key === undefined ? (e.id ?? randomUUID()) : idempotentEventId(key, i),
    }));
    if (key !== undefined) {
      const earlier = await this.findAppended(
        streamId,
        toWrite.map((e) => e.id),
      );
      if (earlier) return earlier;
    }
    try {
      const written = await this.client.appendToStream(
        streamId,
        toWrite.map((e) =>
          jsonEvent({
            id: e.id,
            type: e.type,
            data: (e.data ?? null) as JSONType,
            metadata: e.metadata,
          }),
        ),
        { expectedRevision: toServerRevision(options.expectedRevision) },
      );
      const nextRevision = Number(written.nextExpectedRevision);
      const last =
        events.length === 0
          ? undefined
          : (await readStream(this.client, streamId, nextRevision, 1))[0];
      return {
        streamId,
        nextRevision,
        position: last?.position ?? (await this.headPosition()),
        replayed: false,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
      throw new WrongExpectedRevisionError(streamId, options.expectedRevision, actual);
    }
  }

  /** One append after another: the server has no multi-stream append to share. */
  async appendMany(
    appends: readonly StreamAppend[],
  ): Promise<PromiseSettledResult<AppendResult>[]> {
    const outcomes: PromiseSettledResult<AppendResult>[] = [];
    for (const { streamId, events, options } of appends) {
      try {
        outcomes.push({
          status: 'fulfilled',
          value: await this.appendToStream(streamId, events, options),
        });
      } catch (reason) {
        outcomes.push({ status: 'rejected', reason });
      }
    }
    return outcomes;
  }

  readStream(streamId: string): Promise<RecordedEvent[]> {
    return readStream(this.client, streamId);
  }

  readAll({ after, limit, types }: ReadAllOptions): Promise<RecordedEvent[]> {
    return readAll(this.client, after, limit, types);
  }

  /** Not supported: EventStoreDB keeps no index of the log by school. */
  readSchool(): Promise<RecordedEvent[]> {
    return Promise.reject(new SchoolReadsNotSupportedError());
  }

  /** Not supported, as `readSchool`. */
  readShare(): Promise<RecordedEvent[]> {
    return Promise.reject(new SchoolReadsNotSupportedError());
  }

  /** Not supported, as `readSchool`. */
  countBySchool(): Promise<Map<string | null, number>> {
    return Promise.reject(new SchoolReadsNotSupportedError());
  }

  headPosition(): Promise<number> {
    return headPosition(this.client);
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return this.subscriptions.open(options);
  }

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.signal.close();
    await this.client.dispose();
  }

  /** The result of an earlier append that wrote these ids to this stream, if there was one. */
  private async findAppended(streamId: string, ids: string[]): Promise<AppendResult | undefined> {
    const lastId = ids[ids.length - 1];
    if (lastId === undefined) return undefined;
    const last = (await this.readStream(streamId)).find((e) => e.id === lastId);
    return (
      last && { streamId, nextRevision: last.revision, position: last.position, replayed: true }
    );
  }
}
