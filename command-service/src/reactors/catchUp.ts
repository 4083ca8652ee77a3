import type pg from 'pg';
import { ConflictError } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { readCheckpoint } from '@chikoro/eventstore/consumer';

/**
 * Waits (bounded) until a reactor has applied every event appended so far, so a check against its
 * table sees the log as it is now: two requests a few milliseconds apart remain a race, which the
 * table's unique keys or the later fold settle.
 */
export async function caughtUp(
  pool: pg.Pool,
  store: EventStore,
  reactor: string,
  busyMessage: string,
  timeoutMs = 5000,
): Promise<void> {
  const head = await store.headPosition();
  const deadline = Date.now() + timeoutMs;
  while ((await readCheckpoint(pool, 'reactor_checkpoints', reactor)) < head) {
    if (Date.now() > deadline) throw new ConflictError(busyMessage);
    await new Promise((r) => setTimeout(r, 25));
  }
}
