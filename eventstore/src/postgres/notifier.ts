import type pg from 'pg';
import { ListeningConnection } from '@chikoro/platform/listening';
import type { Wakeup } from '../subscription';

/**
 * One LISTEN connection per store, fanned out to its subscriptions. It reconnects after any
 * error and wakes everyone once listening again; notifications lost meanwhile are covered by
 * the subscriptions' own poll.
 */
export class Notifier {
  private readonly wakeups = new Set<Wakeup>();
  private readonly connection: ListeningConnection;

  constructor(config: pg.ClientConfig, channel: string, reconnectMs = 1000) {
    this.connection = new ListeningConnection(
      config,
      channel,
      { notified: () => this.wakeAll(), listening: () => this.wakeAll() },
      reconnectMs,
    );
  }

  add(wakeup: Wakeup): void {
    this.wakeups.add(wakeup);
    this.connection.start();
  }

  remove(wakeup: Wakeup): void {
    this.wakeups.delete(wakeup);
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private wakeAll(): void {
    for (const wakeup of this.wakeups) wakeup.notify();
  }
}
