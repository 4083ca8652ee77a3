import type pg from 'pg';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../port';
import { SubscriptionSet } from '../subscription';
import { appendWithin } from './append';
import { Notifier } from './notifier';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows';
import { migrate, NOTIFY_CHANNEL } from './schema';

export interface PostgresEventStoreOptions {
  /** The caller's pool: the store borrows it and never ends it. */
  pool: pg.Pool;
  /** How often a live subscription looks for events when no notification came (default 500 ms). */
  pollMs?: number;
}

/**
 * The event log in PostgreSQL. `close()` stops the store's subscriptions and ends its own LISTEN
 * connection; the pool stays open for its owner to end.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly notifier: Notifier;
  private readonly subscriptions: SubscriptionSet;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.notifier = new Notifier(options.pool.options, NOTIFY_CHANNEL);
    this.subscriptions = new SubscriptionSet(this.notifier, (after, limit) => this.readAll({ after, limit }), options.pollMs ?? 500);
  }

  migrate(): Promise<void> {
    return migrate(this.pool);
  }

  /** The transactional core of `appendToStream`, for a transaction the caller opens and commits. */
  appendWithin(client: pg.ClientBase, streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return appendWithin(client, streamId, events, options);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
      const result = await appendWithin(client, streamId, events, options);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
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
      : await this.pool.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM es_events WHERE position > $1 ORDER BY position LIMIT $2`, [after, limit]);
    return rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.pool.query<{ head: string }>('SELECT coalesce(max(position), 0) AS head FROM es_events');
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
