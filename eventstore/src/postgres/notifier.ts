import pg from 'pg';
import type { Wakeup } from '../subscription';

/**
 * One LISTEN connection per store, fanned out to its subscriptions. It reconnects after any
 * error and wakes everyone once listening again; notifications lost meanwhile are covered by
 * the subscriptions' own poll.
 */
export class Notifier {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly wakeups = new Set<Wakeup>();

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly reconnectMs = 1000,
  ) {}

  add(wakeup: Wakeup): void {
    this.wakeups.add(wakeup);
    if (!this.client && !this.retryTimer) this.connecting = this.connect();
  }

  remove(wakeup: Wakeup): void {
    this.wakeups.delete(wakeup);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.config);
    this.client = client;
    client.on('notification', () => this.wakeAll());
    client.on('error', () => this.dropAndRetry(client));
    client.on('end', () => this.dropAndRetry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.wakeAll();
    } catch {
      this.dropAndRetry(client);
    }
  }

  private dropAndRetry(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connecting = this.connect();
    }, this.reconnectMs);
  }

  private wakeAll(): void {
    for (const wakeup of this.wakeups) wakeup.notify();
  }
}
