import type pg from 'pg';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  LogShare,
  ReadAllOptions,
  ReadSchoolOptions,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../port';
import { SubscriptionSet } from '../subscription';
import { appendWithin } from './append';
import { Notifier } from './notifier';
import { AppendWriter, type AppendWriterOptions } from './writer';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows';
import { EVENT_SCHOOL, migrate, NOTIFY_CHANNEL } from './schema';

export interface PostgresEventStoreOptions {
  /** The caller's pool: the store borrows it and never ends it. */
  pool: pg.Pool;
  /** How often a live subscription looks for events when no notification came (default 500 ms). */
  pollMs?: number;
  /** How appends are grouped into transactions (defaults suit a service). */
  writer?: AppendWriterOptions;
}

/**
 * The event log in PostgreSQL. `close()` stops the store's subscriptions and ends its own LISTEN
 * connection; the pool stays open for its owner to end.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly notifier: Notifier;
  private readonly subscriptions: SubscriptionSet;
  private readonly writer: AppendWriter;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.writer = new AppendWriter(options.pool, options.writer);
    this.notifier = new Notifier(options.pool.options, NOTIFY_CHANNEL);
    this.subscriptions = new SubscriptionSet(
      this.notifier,
      (after, limit) => this.readAll({ after, limit }),
      options.pollMs ?? 500,
    );
  }

  migrate(): Promise<void> {
    return migrate(this.pool);
  }

  /** An append inside a transaction the caller opens and commits; the append lock is held until then. */
  appendWithin(
    client: pg.ClientBase,
    streamId: string,
    events: NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    return appendWithin(client, { streamId, events, options });
  }

  /** Shares a transaction and its commit with the other appends waiting at that moment. */
  appendToStream(
    streamId: string,
    events: NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    return this.writer.append({ streamId, events, options });
  }

  appendMany(appends: readonly StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]> {
    return this.writer.appendMany(appends);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 ORDER BY revision`,
      [streamId],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll({ after, limit, types }: ReadAllOptions): Promise<RecordedEvent[]> {
    const { rows } = types
      ? await this.pool.query<EventRow>(
          `SELECT ${EVENT_COLUMNS} FROM es_events WHERE position > $1 AND type = ANY($3) ORDER BY position LIMIT $2`,
          [after, limit, types],
        )
      : await this.pool.query<EventRow>(
          `SELECT ${EVENT_COLUMNS} FROM es_events WHERE position > $1 ORDER BY position LIMIT $2`,
          [after, limit],
        );
    return rows.map(toRecordedEvent);
  }

  async readSchool(
    schoolId: string,
    { after, limit, types }: ReadSchoolOptions,
  ): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE ${EVENT_SCHOOL} = $1 AND position > $2
         AND ($4::text[] IS NULL OR type = ANY($4)) ORDER BY ${EVENT_SCHOOL}, position LIMIT $3`,
      [schoolId, after, limit, types ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  async readShare(
    { schoolIds, noSchool }: LogShare,
    { after, limit, types }: ReadSchoolOptions,
  ): Promise<RecordedEvent[]> {
    // Read in log order (the primary key), keeping the share's events: a share is a large part of the log.
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE position > $1
         AND (${EVENT_SCHOOL} = ANY($3) OR ($4 AND ${EVENT_SCHOOL} IS NULL))
         AND ($5::text[] IS NULL OR type = ANY($5)) ORDER BY position LIMIT $2`,
      [after, limit, schoolIds, noSchool, types ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  async countBySchool(): Promise<Map<string | null, number>> {
    const { rows } = await this.pool.query<{ school: string | null; events: string }>(
      `SELECT ${EVENT_SCHOOL} AS school, count(*) AS events FROM es_events GROUP BY 1`,
    );
    return new Map(rows.map((r) => [r.school, Number(r.events)]));
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.pool.query<{ head: string }>(
      'SELECT coalesce(max(position), 0) AS head FROM es_events',
    );
    return Number(rows[0]?.head ?? 0);
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return this.subscriptions.open(options);
  }

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.notifier.close();
  }
}
