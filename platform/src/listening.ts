import pg from 'pg';

export interface ListeningHandlers {
  notified(payload: string | undefined): void;
  /** Once the connection listens (again): what was sent while it did not is lost, and made up for here. */
  listening?(client: pg.Client): Promise<void> | void;
  /** When the connection drops; it is tried again `reconnectMs` later. */
  dropped?(): void;
}

/**
 * One LISTEN connection on one channel, opened on the first `start`, reconnected after any error.
 * Only the connection in use is heard: a notification from one already dropped is not.
 */
export class ListeningConnection {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: ListeningHandlers,
    private readonly reconnectMs = 1000,
  ) {}

  /** Opens the connection unless it is open, opening, waiting to be tried again or closed. */
  start(): void {
    if (!this.client && !this.retryTimer && !this.closed) this.connecting = this.connect();
  }

  get isClosed(): boolean {
    return this.closed;
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
    const client = new pg.Client(this.config);
    this.client = client;
    client.on('notification', ({ payload }) => {
      if (this.client === client && !this.closed) this.handlers.notified(payload);
    });
    client.on('error', () => this.dropAndRetry(client));
    client.on('end', () => this.dropAndRetry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.client === client && !this.closed) await this.handlers.listening?.(client);
    } catch {
      this.dropAndRetry(client);
    }
  }

  private dropAndRetry(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.handlers.dropped?.();
    client.end().catch(() => {});
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connecting = this.connect();
    }, this.reconnectMs);
  }
}
