import type pg from 'pg';
import { schoolDate } from '@chikoro/contracts';

/**
 * The platform's one source of business time: the moment a command is made (its metadata's
 * occurredAt), today for registers and "the current term", the demo's dates. Injected once at
 * start (startPlatform's `clock`, or CLOCK); timeouts and backoffs measure elapsed time on the
 * system clock instead.
 */
export interface Clock {
  now(): Date;
  /** Today in the schools' time zone (Africa/Harare, UTC+2 all year), as YYYY-MM-DD. */
  today(): string;
}

const todayAt = (at: Date): string => schoolDate(at.toISOString());

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => todayAt(new Date()),
};

/** An instant, or a day (YYYY-MM-DD: 10:00 in Harare that day). */
function instantOf(at: string | Date): Date {
  const instant =
    at instanceof Date ? at : new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T08:00:00.000Z` : at);
  if (Number.isNaN(instant.getTime()))
    throw new RangeError(`not an instant or a day: ${String(at)}`);
  return instant;
}

/** A clock that stands where it is set, for tests: `set` moves it to another day, `advance` on by some time. */
export class FixedClock implements Clock {
  private at: Date;
  constructor(at: string | Date) {
    this.at = instantOf(at);
  }
  now(): Date {
    return new Date(this.at);
  }
  today(): string {
    return todayAt(this.at);
  }
  set(at: string | Date): void {
    this.at = instantOf(at);
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** A clock that starts at `at` and runs on with the system's: a whole process (the demo, a test) living on another day. */
export function clockRunningFrom(at: string | Date, system: () => number = Date.now): Clock {
  const offset = instantOf(at).getTime() - system();
  const now = () => new Date(system() + offset);
  return { now, today: () => todayAt(now()) };
}

/** CLOCK: unset, the system clock; an instant or a day, a clock running from there. */
export const clockOf = (setting: string | undefined): Clock =>
  setting ? clockRunningFrom(setting) : systemClock;

/**
 * Today in SQL: the day the platform's clock tells each database session (see `tellSessionsTheDay`),
 * else the database's own today in Harare, which the system clock's agrees with.
 */
export const SQL_TODAY = `coalesce(nullif(current_setting('chikoro.today', true), '')::date, (now() AT TIME ZONE 'Africa/Harare')::date)`;

/**
 * Under a clock other than the system's, each session the pool hands out (to `connect` and to
 * `query` alike) is first told the clock's day, so reads that compare with today (registers owed,
 * the current term) follow the clock. Under the system clock nothing is sent.
 */
export function tellSessionsTheDay(pool: pg.Pool, clock: Clock): void {
  if (clock === systemClock) return;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const told = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    try {
      await client.query(`SELECT set_config('chikoro.today', $1, false)`, [clock.today()]);
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
  type Done = (
    error: Error | undefined,
    client?: pg.PoolClient,
    release?: (error?: Error | boolean) => void,
  ) => void;
  // pg's Pool.query checks a session out through `connect` with a callback; everything else awaits it.
  pool.connect = ((callback?: Done) => {
    if (!callback) return told();
    told().then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
}
