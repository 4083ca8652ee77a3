/**
 * The lines of a newline-delimited body as they arrive: a line split across chunks is joined, a
 * blank line skipped, and a last line without its newline still given.
 */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = done ? '' : (lines.pop() ?? '');
      for (const line of lines) if (line.trim()) yield line;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
