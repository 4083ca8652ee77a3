import {
  END,
  excludeSystemEvents,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import type { Wakeup } from '../subscription';

/**
 * One live $all subscription per store, used only to wake the store's subscriptions early: they
 * still read through readAll, so ordering, batching and retries stay those of the poll loop.
 * It re-subscribes after any error; wake-ups lost meanwhile are covered by the poll.
 */
export class LiveSignal {
  private subscription: AllStreamSubscription | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly wakeups = new Set<Wakeup>();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly reconnectMs = 1000,
  ) {}

  add(wakeup: Wakeup): void {
    this.wakeups.add(wakeup);
    if (!this.subscription && !this.retryTimer) this.open();
  }

  remove(wakeup: Wakeup): void {
    this.wakeups.delete(wakeup);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.unsubscribe().catch(() => {});
  }

  private open(): void {
    if (this.closed) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: END,
      filter: excludeSystemEvents(),
    });
    this.subscription = subscription;
    subscription.on('confirmation', () => this.wakeAll());
    subscription.on('data', () => this.wakeAll());
    subscription.on('error', () => this.dropAndRetry(subscription));
    subscription.on('end', () => this.dropAndRetry(subscription));
  }

  private dropAndRetry(subscription: AllStreamSubscription): void {
    if (this.subscription !== subscription) return;
    this.subscription = null;
    subscription.unsubscribe().catch(() => {});
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.open();
    }, this.reconnectMs);
  }

  private wakeAll(): void {
    for (const wakeup of this.wakeups) wakeup.notify();
  }
}
