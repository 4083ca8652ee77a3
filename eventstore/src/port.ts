import type { EventMetadata } from '@chikoro/contracts';

/**
 * Revisions count from 0: the first event of a stream has revision 0 (EventStoreDB's convention).
 * 'no_stream' demands the stream be new, 'any' skips the check, a number is the revision of the
 * stream's last event as the writer last saw it.
 */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface NewEvent {
  /** Optional: the store assigns a uuid when absent. */
  id?: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  type: string;
  streamId: string;
  revision: number;
  /** Global position in the store's log: strictly increasing in the order subscribers see events. */
  position: number;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: string;
}

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
  /** The same key again returns the first append's result and appends nothing. */
  idempotencyKey?: string;
}

/** One stream's append, as `appendMany` takes a list of them. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  options: AppendOptions;
}

export interface AppendResult {
  streamId: string;
  /** Revision of the stream's last event after the append. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: number;
  /** True when the idempotency key had been seen and nothing new was appended. */
  replayed: boolean;
}

export interface ReadAllOptions {
  /** Exclusive: events with a position greater than this. 0 reads from the start. */
  after: number;
  limit: number;
  /** Only events of these types (the limit counts them alone); every type when absent. */
  types?: readonly string[];
}

/**
 * One school's events (the school in the event's metadata, else in its data), or one share of the
 * log split by school, in log order.
 */
export interface ReadSchoolOptions {
  after: number;
  limit: number;
  /** Only events of these types; every type when absent. */
  types?: readonly string[];
}

/** Some schools' part of the log: their events, and those of no school when `noSchool`. */
export interface LogShare {
  schoolIds: readonly string[];
  noSchool: boolean;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  after: number;
  batchSize?: number;
  /** Called with each batch in log order; the next batch waits for the promise. */
  onBatch(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult>;
  /**
   * Many appends (a bulk import), each checked and answered as `appendToStream` would answer it,
   * in the order given: one refused does not stop the others. Outcomes come back in that order.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]>;
  /** Events of one stream in revision order; an empty array when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * The events of one school after `after`, in log order, read through the log's index by school
   * (PostgreSQL only: the EventStoreDB store throws SchoolReadsNotSupportedError).
   */
  readSchool(schoolId: string, options: ReadSchoolOptions): Promise<RecordedEvent[]>;
  /** The events after `after` of some schools (and of none), in log order (PostgreSQL only, as `readSchool`). */
  readShare(share: LogShare, options: ReadSchoolOptions): Promise<RecordedEvent[]>;
  /** How many events each school has in the log (`null`: events of no school), PostgreSQL only. */
  countBySchool(): Promise<Map<string | null, number>>;
  /** Catch-up then live: every event after `after`, in order, none skipped. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** The position of the last event visible to subscribers (0 when empty). */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(
      `Stream ${streamId} is at revision ${String(actual)}, the append expected ${String(expected)}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}

/** The EventStoreDB store has no index of its log by school: per-school reads need PostgreSQL. */
export class SchoolReadsNotSupportedError extends Error {
  constructor() {
    super(
      'Reading the log by school is not supported by the EventStoreDB event store: rebuild whole read models (npm run replay -- rebuild <name>) instead',
    );
    this.name = 'SchoolReadsNotSupportedError';
  }
}
