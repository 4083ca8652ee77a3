import pg from 'pg';
import type { ProjectionContext } from './projection';

type Db = ProjectionContext['db'];

/** A value as an SQL constant of unknown type, as a text parameter would arrive: the statement's context gives it its type. */
function literal(value: unknown, index: number): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return `'${String(value)}'`;
  throw new TypeError(`A gathered write takes text, numbers and booleans only; parameter $${index} is ${typeof value}`);
}

/** The statement with its parameters written in as constants. */
function inline(text: string, values: readonly unknown[] = []): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n);
    if (index < 1 || index > values.length) throw new RangeError(`No parameter $${index} among ${values.length}`);
    return literal(values[index - 1], index);
  });
}

const noResult = {
  get rows(): never {
    throw new Error('A gathered write has no result: a handler that reads one cannot be gathered');
  },
  get rowCount(): never {
    throw new Error('A gathered write has no result: a handler that reads one cannot be gathered');
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
        this.statements.push(inline(text, typeof config === 'string' ? values : (config.values ?? values)));
        return Promise.resolve(noResult);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }) as unknown as Db['query'],
  };

  /** Runs what was gathered, in order, in one round trip. */
  async send(db: Db): Promise<void> {
    if (this.statements.length === 0) return;
    const script = this.statements.join(';\n');
    this.statements.length = 0;
    await db.query(script);
  }
}
