import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  IdempotencyKeyReusedError,
  StillProcessingError,
  ValidationError,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { CommandResult, PlannedAnswer } from './execute';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** How long a first sending may take before a repeat may take its place (it crashed midway). */
const PENDING_SECONDS = 30;
/** When a repeat told "still processing" may try again. */
const RETRY_AFTER_SECONDS = 2;

export const keyReusedMessage =
  'This Idempotency-Key was already used for a different request (another command, record or content). Nothing was done: send a new key with a new change.';
export const keyPendingMessage =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';

/** Validates the Idempotency-Key header: absent is fine, malformed is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new ValidationError('Idempotency-Key must be 8 to 200 letters, digits or . _ : -');
  }
  return key;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with object keys in order, so the same content always prints (and hashes) the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * What makes two requests the same: the command type, the body (which names the record, hence
 * the stream) and the files' names and bytes. A multipart boundary or key order does not count.
 */
export function requestFingerprint(
  type: string,
  body: unknown,
  files: readonly { fieldname: string; originalname: string; buffer: Buffer }[] = [],
): string {
  const uploaded = files.map((f) => ({
    field: f.fieldname,
    name: f.originalname,
    sha256: sha256(f.buffer),
  }));
  return sha256(canonicalJson({ type, body: body ?? null, files: uploaded }));
}

/** How long a repeat waits for the first sending's answer (a double-click) before it answers "still processing". */
const WAIT_MS = 5_000;
const POLL_MS = 100;

/**
 * The answer a sending gave whose answer was never kept (it crashed after its append), from the
 * events it appended (they carry its key): undefined when it appended nothing.
 */
export async function answerFromLog(
  store: EventStore,
  planned: PlannedAnswer,
  storeKey: string,
): Promise<CommandResult | undefined> {
  const appended = (await store.readStream(planned.streamId)).filter(
    (event) => event.metadata.idempotencyKey === storeKey,
  );
  const last = appended.at(-1);
  return last && { ...planned, position: last.position, appended: appended.length };
}

interface KeptRequest {
  request_hash: string | null;
  answer: CommandResult | null;
  planned: PlannedAnswer | null;
}

/**
 * The first answer to a keyed command, so that sending it again answers the same without
 * running the decider on the changed state. A key belongs to its actor (the public shares one
 * scope); within it, a key names one request: another command, record or body under the same key
 * is refused, never answered with the first result. Before its append, a sending keeps what it
 * will answer (its stream and ids): if it dies before its answer is kept, a repeat finds the
 * events it appended and answers from them.
 */
export class IdempotentAnswers {
  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
  ) {}

  private scope(key: string, actor: string | null): string {
    return `${actor ?? 'public'}/${key}`;
  }

  /** The key the event store keeps for this request's append: one per actor, key and request. */
  storeKey(key: string, actor: string | null, fingerprint: string): string {
    return `command:${sha256(`${this.scope(key, actor)}\n${fingerprint}`)}`;
  }

  /**
   * Claims the key for this request: undefined when it is the first sending (run it), the first
   * answer when it is a repeat; a different request under the key is a 422. A repeat of a sending
   * still running waits for its answer, up to WAIT_MS, then is told to try again (409
   * still-processing); one whose sending died midway (PENDING_SECONDS without an answer) takes
   * its place.
   */
  async claim(
    key: string,
    actor: string | null,
    fingerprint: string,
  ): Promise<CommandResult | undefined> {
    const scope = this.scope(key, actor);
    const storeKey = this.storeKey(key, actor, fingerprint);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claimed = await this.pool.query<{ planned: PlannedAnswer | null }>(
        `INSERT INTO idempotent_commands (scope, request_hash, answer) VALUES ($1, $2, NULL)
         ON CONFLICT (scope) DO UPDATE SET created_at = now()
           WHERE idempotent_commands.answer IS NULL AND idempotent_commands.request_hash = EXCLUDED.request_hash
             AND idempotent_commands.created_at < now() - make_interval(secs => $3)
         RETURNING planned`,
        [scope, fingerprint, PENDING_SECONDS],
      );
      if (claimed.rowCount)
        return this.answerOfDead(key, actor, claimed.rows[0]!.planned, storeKey);
      const { rows } = await this.pool.query<KeptRequest>(
        'SELECT request_hash, answer, planned FROM idempotent_commands WHERE scope = $1',
        [scope],
      );
      const earlier = rows[0];
      if (earlier) {
        if (earlier.request_hash !== fingerprint)
          throw new IdempotencyKeyReusedError(keyReusedMessage);
        if (earlier.answer !== null) return earlier.answer;
        const logged = await this.answerOfDead(key, actor, earlier.planned, storeKey);
        if (logged) return logged;
        if (Date.now() >= deadline)
          throw new StillProcessingError(keyPendingMessage, RETRY_AFTER_SECONDS);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
  }

  /** The answer of a sending that appended but kept no answer, read from the log and kept now; undefined when it appended nothing. */
  private async answerOfDead(
    key: string,
    actor: string | null,
    planned: PlannedAnswer | null,
    storeKey: string,
  ): Promise<CommandResult | undefined> {
    const answer = planned ? await answerFromLog(this.store, planned, storeKey) : undefined;
    if (answer) await this.remember(key, actor, answer);
    return answer;
  }

  /** Keeps what the claimed sending will answer, before its append. */
  async plan(key: string, actor: string | null, planned: PlannedAnswer): Promise<void> {
    await this.pool.query('UPDATE idempotent_commands SET planned = $2 WHERE scope = $1', [
      this.scope(key, actor),
      planned,
    ]);
  }

  /** Keeps the answer of the claimed sending. */
  async remember(key: string, actor: string | null, answer: CommandResult): Promise<void> {
    await this.pool.query('UPDATE idempotent_commands SET answer = $2 WHERE scope = $1', [
      this.scope(key, actor),
      answer,
    ]);
  }

  /** Frees the key of a sending that was refused: nothing was done, so the key may be used again. */
  async release(key: string, actor: string | null): Promise<void> {
    await this.pool.query('DELETE FROM idempotent_commands WHERE scope = $1 AND answer IS NULL', [
      this.scope(key, actor),
    ]);
  }
}
