import type { RequestHandler } from 'express';
import { ValidationError, type FieldError } from '@chikoro/contracts';

/** NUL, or a UTF-16 surrogate without its pair: PostgreSQL stores neither in text or jsonb. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const MALFORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MALFORMED_ALL = new RegExp(MALFORMED.source, 'g');

/** Far beyond any form of ours; deeper input would only exhaust the stack of whoever walks it. */
export const MAX_INPUT_DEPTH = 32;

export const malformedTextMessage =
  'Text must not contain NUL characters or invalid Unicode (an unpaired surrogate).';
export const tooDeepMessage = `Input must not be nested more than ${MAX_INPUT_DEPTH} levels deep.`;

export function isWellFormedText(text: string): boolean {
  return !MALFORMED.test(text);
}

/**
 * The first field (`details.name`, `ids.2`) holding text the database cannot store, or nested
 * too deeply, with the reason; undefined when the input is clean. Walks with its own stack.
 */
export function inputProblem(value: unknown): FieldError | undefined {
  const pending: [unknown, string, number][] = [[value, '', 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path, depth] = next;
    if (typeof item === 'string') {
      if (!isWellFormedText(item)) return { field: path || '_', message: malformedTextMessage };
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      if (depth >= MAX_INPUT_DEPTH) return { field: path || '_', message: tooDeepMessage };
      for (const [key, child] of Object.entries(item)) {
        // A malformed key is named with U+FFFD in its place, so the answer itself stays clean.
        const childPath = `${path ? `${path}.` : ''}${key.replace(MALFORMED_ALL, '\uFFFD')}`;
        if (!isWellFormedText(key)) return { field: childPath, message: malformedTextMessage };
        pending.push([child, childPath, depth + 1]);
      }
    }
  }
  return undefined;
}

/** A 400 naming the field, before such input reaches the database (or a serializer) and fails there as a 500. */
export function assertWellFormedInput(value: unknown): void {
  const problem = inputProblem(value);
  if (problem) throw new ValidationError(problem.message, [problem]);
}

/** Checks the query string and the parsed body of every request that passes. */
export const rejectMalformedInput: RequestHandler = (req, _res, next) => {
  assertWellFormedInput(req.query);
  assertWellFormedInput(req.body);
  next();
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Text cut to at most `max` characters as a reader counts them (grapheme clusters: an emoji, a
 * flag or a letter with its accents is one), ending in "..." when cut. A cut never splits a
 * surrogate pair, so what comes out is as storable as what went in.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length === max) return `${kept.slice(0, max - 3).join('')}...`;
    kept.push(segment);
  }
  return text;
}
