import { describe, expect, it } from 'vitest';
import { ndjsonLines } from './ndjson';

/** A body that arrives in these pieces, as a network would cut it. */
function arriving(...pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of pieces) controller.enqueue(typeof p === 'string' ? encoder.encode(p) : p);
      controller.close();
    },
  });
}

const collect = async (body: ReadableStream<Uint8Array>) => {
  const lines: string[] = [];
  for await (const line of ndjsonLines(body)) lines.push(line);
  return lines;
};

describe('a progress stream read line by line', () => {
  it('joins a line cut across pieces and gives each whole line once', async () => {
    expect(await collect(arriving('{"done":0}\n{"do', 'ne":1}\n', '{"done":2}\n'))).toEqual([
      '{"done":0}',
      '{"done":1}',
      '{"done":2}',
    ]);
  });

  it('gives a last line that has no newline, and skips blank lines', async () => {
    expect(await collect(arriving('{"a":1}\n\n', '{"b":2}'))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('keeps a character whose bytes are cut between pieces', async () => {
    const bytes = new TextEncoder().encode('{"name":"Tonderai Mapfumo – Nyamhunga"}\n');
    const cut = bytes.indexOf(0xe2) + 1;
    expect(await collect(arriving(bytes.slice(0, cut), bytes.slice(cut)))).toEqual([
      '{"name":"Tonderai Mapfumo – Nyamhunga"}',
    ]);
  });
});
