import type { ServerResponse } from 'node:http';

/** Raised when a streamed answer ends before its last byte: the client hung up, or its time ran out. */
export class StreamClosed extends Error {
  constructor() {
    super('the streamed answer was closed before it ended');
    this.name = 'StreamClosed';
  }
}

export interface AnswerStream {
  /** Resolves once the chunk is taken (waiting for `drain` when the client reads slowly); rejects with StreamClosed once the answer is closed. */
  write(chunk: string): Promise<void>;
  /** Ends the answer and its time limit. */
  end(): void;
}

/**
 * A streamed answer (a CSV read through a cursor, say) whose writes never wait on a client that
 * went away: when the request closes, or `timeLimitMs` passes, the next write (or the one waiting
 * for `drain`) rejects, so whatever the stream holds (a database session) is given back.
 */
export function answerStream(res: ServerResponse, timeLimitMs: number): AnswerStream {
  const limit = setTimeout(() => res.destroy(), timeLimitMs);
  res.once('close', () => clearTimeout(limit));
  return {
    async write(chunk) {
      if (res.destroyed) throw new StreamClosed();
      if (res.write(chunk)) return;
      await new Promise<void>((resolve, reject) => {
        const drained = () => {
          res.off('close', closed);
          resolve();
        };
        const closed = () => {
          res.off('drain', drained);
          reject(new StreamClosed());
        };
        res.once('drain', drained);
        res.once('close', closed);
      });
    },
    end() {
      clearTimeout(limit);
      res.end();
    },
  };
}
