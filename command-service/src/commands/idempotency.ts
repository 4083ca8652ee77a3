import type pg from 'pg';
import { ValidationError } from '@chikoro/contracts';
import type { CommandResult } from './execute';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** Validates the Idempotency-Key header: absent is fine, malformed is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new ValidationError('Idempotency-Key must be 8 to 200 letters, digits or . _ : -');
  }
  return key;
}

/**
 * The first answer to a keyed command, kept so that sending it again answers the same without
 * running the decider on the changed state. Keys are scoped to the command type and the actor.
 */
export class IdempotentAnswers {
  constructor(private readonly pool: pg.Pool) {}

  private scope(key: string, type: string, actor: string | null): string {
    return `${type}:${actor ?? 'public'}:${key}`;
  }

  async find(key: string, type: string, actor: string | null): Promise<CommandResult | undefined> {
    const { rows } = await this.pool.query<{ answer: CommandResult }>(
      'SELECT answer FROM idempotent_commands WHERE scope = $1',
      [this.scope(key, type, actor)],
    );
    return rows[0]?.answer;
  }

  async remember(key: string, type: string, actor: string | null, answer: CommandResult): Promise<void> {
    await this.pool.query(
      'INSERT INTO idempotent_commands (scope, answer) VALUES ($1, $2) ON CONFLICT (scope) DO NOTHING',
      [this.scope(key, type, actor), answer],
    );
  }
}
