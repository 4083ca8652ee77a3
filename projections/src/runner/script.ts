import pg from 'pg';
import type { RecordedEvent } from '@chikoro/eventstore';
import type { Projection, ProjectionContext } from './projection';

/** A write that cannot be gathered: its handler reads its result, or gives a value a script cannot hold. */
export class NotGathered extends Error {}

type Db = ProjectionContext['db'];

/** A value as an SQL constant of unknown type, as a text parameter would arrive: the statement's context gives it its type. */
function literal(value: unknown, index: number): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean')
    return `'${String(value)}'`;
  throw new NotGathered(
    `A gathered write takes text, numbers and booleans only; parameter $${index} is ${typeof value}`,
  );
}

/** The statement with its parameters written in as constants. */
function inline(text: string, values: readonly unknown[] = []): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n);
    if (index < 1 || index > values.length)
      throw new RangeError(`No parameter $${index} among ${values.length}`);
    return literal(values[index - 1], index);
  });
}

const noResult = {
  get rows(): never {
    throw new NotGathered(
      'A gathered write has no result: a handler that reads one cannot be gathered',
    );
  },
  get rowCount(): never {
    throw new NotGathered(
      'A gathered write has no result: a handler that reads one cannot be gathered',
    );
  },
};

/**
 * Writes gathered from handlers that only write, sent as one script: a batch's hundreds of
 * statements in one round trip, run in order in the batch's transaction. A handler that reads a
 * result (rows, rowCount) fails at once rather than see nothing.
 */
export class Script {
  private readonly statements: string[] = [];

  readonly db: Db = {
    query: ((config: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
      try {
        const text = typeof config === 'string' ? config : config.text;
        this.statements.push(
          inline(text, typeof config === 'string' ? values : (config.values ?? values)),
        );
        return Promise.resolve(noResult);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }) as unknown as Db['query'],
  };

  /** How many statements are gathered so far. */
  get size(): number {
    return this.statements.length;
  }

  /** Forgets the statements gathered after the first `size`. */
  truncate(size: number): void {
    this.statements.length = size;
  }

  /** Runs what was gathered, in order, in one round trip. */
  async send(db: Db): Promise<void> {
    if (this.statements.length === 0) return;
    const script = this.statements.join(';\n');
    this.statements.length = 0;
    await db.query(script);
  }
}

/**
 * Applies a batch's events one by one with `apply`, their writes gathered into one script sent in
 * one round trip, in the batch's transaction. An event whose step reads a result (or gives a value
 * a script cannot hold) is applied by itself, after the writes gathered before it are sent, and the
 * gathering goes on after it.
 */
export async function applyGathered<N extends string>(
  events: RecordedEvent[],
  context: ProjectionContext<N>,
  apply: (event: RecordedEvent, context: ProjectionContext<N>) => Promise<void>,
): Promise<void> {
  const script = new Script();
  const gathering: ProjectionContext<N> = { ...context, db: script.db };
  for (const event of events) {
    const before = script.size;
    try {
      await apply(event, gathering);
    } catch (error) {
      if (!(error instanceof NotGathered)) throw error;
      script.truncate(before);
      await script.send(context.db);
      await apply(event, context);
    }
  }
  await script.send(context.db);
}

/** A projection whose handlers write one row or a few each, applied a batch at a time by `applyGathered`. */
export function gathered<N extends string>(projection: Projection<N>): Projection<N> {
  return {
    ...projection,
    setBased: (events: RecordedEvent[], context: ProjectionContext<N>) =>
      applyGathered(events, context, (event, own) => projection.handlers[event.type]!(event, own)),
  };
}
