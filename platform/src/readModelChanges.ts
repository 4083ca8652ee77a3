import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ListeningConnection } from './listening';

/** The channel a projection names itself on after a commit that changed its rows. */
export const READ_MODEL_CHANNEL = 'chikoro_read_models';

/** How the listening connection names itself in pg_stat_activity. */
export const READ_MODEL_LISTENER = 'chikoro read-model changes';

/** Says, after the commit, that `projection`'s rows changed: every query service listening forgets what it read of them. */
export async function announceReadModelChange(
  db: Pick<pg.ClientBase, 'query'>,
  projection: string,
): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [READ_MODEL_CHANNEL, projection]);
}

/**
 * What a query service knows of read-model changes, from one LISTEN connection: a stamp per
 * projection that moves whenever that projection announces a change. A page read under a stamp
 * still holds while the stamp does, for a change committed after the page's snapshot is announced
 * after its commit and moves it. Without a listening connection there is no stamp (nothing may be
 * remembered), and every stamp given before a reconnection is void, for announcements may have
 * been missed meanwhile.
 */
export class ReadModelChanges {
  private readonly connection: ListeningConnection;
  private listening = false;
  private epoch = 0;
  private readonly versions = new Map<string, number>();
  /** What the connection in use sends itself once it listens. */
  private probe = '';

  constructor(config: pg.ClientConfig, reconnectMs = 1000) {
    // Listening counts from when the connection hears its own probe: a pooler that passes LISTEN
    // on but never delivers what is announced (transaction pooling) leaves nothing kept.
    this.connection = new ListeningConnection(
      { ...config, application_name: READ_MODEL_LISTENER },
      READ_MODEL_CHANNEL,
      {
        notified: (payload) => {
          if (payload === this.probe) {
            this.epoch += 1;
            this.listening = true;
          } else if (payload !== undefined)
            this.versions.set(payload, (this.versions.get(payload) ?? 0) + 1);
        },
        listening: async (client) => {
          this.probe = `probe ${randomUUID()}`;
          await announceReadModelChange(client, this.probe);
        },
        dropped: () => {
          this.listening = false;
        },
      },
      reconnectMs,
    );
  }

  /** The stamp of `projection` now, or undefined while not listening (the first call starts listening). */
  stamp(projection: string): string | undefined {
    this.connection.start();
    return this.listening ? `${this.epoch}:${this.versions.get(projection) ?? 0}` : undefined;
  }

  /** Resolves once listening: for tests and start-up, never needed to be correct. */
  async ready(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    this.stamp('');
    while (!this.listening) {
      if (this.connection.isClosed || Date.now() > until)
        throw new Error('not listening for read-model changes');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async close(): Promise<void> {
    this.listening = false;
    await this.connection.close();
  }
}
