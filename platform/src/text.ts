import type { RequestHandler } from 'express';
import { ValidationError } from '@chikoro/contracts';

/** NUL, or a UTF-16 surrogate without its pair: PostgreSQL stores neither in text or jsonb. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const MALFORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MALFORMED_ALL = new RegExp(MALFORMED.source, 'g');

export const malformedTextMessage = 'Text must not contain NUL characters or invalid Unicode (an unpaired surrogate).';

export function isWellFormedText(text: string): boolean {
  return !MALFORMED.test(text);
}

/**
 * The path (`details.name`, `ids.2`) of the first string or key holding malformed text, or
 * undefined. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findMalformedText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (!isWellFormedText(item)) return path || '_';
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        // A malformed key is named with U+FFFD in its place, so the answer itself stays clean.
        const childPath = `${path ? `${path}.` : ''}${key.replace(MALFORMED_ALL, '\uFFFD')}`;
        if (!isWellFormedText(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** A 400 naming the field, before such text reaches the database and fails there as a 500. */
export function assertWellFormedText(value: unknown): void {
  const field = findMalformedText(value);
  if (field !== undefined) throw new ValidationError(malformedTextMessage, [{ field, message: malformedTextMessage }]);
}

/** Checks the query string and the parsed body of every request that passes. */
export const rejectMalformedText: RequestHandler = (req, _res, next) => {
  assertWellFormedText(req.query);
  assertWellFormedText(req.body);
  next();
};
