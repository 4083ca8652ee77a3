import { readFileSync } from 'node:fs';
import { percentile, round } from './context';

/** One family on results night: a token and, when reading Chikoro, nothing else (it finds its child). */
export interface NightOptions {
  base: string;
  /** `chikoro`: each family reads its children, their cards and the newest card's PDF; `static`: the same number of reads of one PDF file. */
  mode: 'chikoro' | 'static';
  tokens: string[];
  concurrency: number;
  staticPath?: string;
}

export interface NightResult {
  families: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  failures: number;
  firstFailure?: string;
}

/**
 * Runs in its own process (`node --import tsx bench/resultsNightClient.ts <options.json>`), so the
 * families never share an event loop with the server they read from; prints one NightResult.
 */
async function main(options: NightOptions): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const timed = async (path: string, token: string) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${options.base}${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = Buffer.from(await res.arrayBuffer());
      latencies.push(performance.now() - t0);
      if (!res.ok) {
        failures += 1;
        firstFailure ??= `${path}: ${res.status} ${body.toString().slice(0, 200)}`;
      }
      return body;
    } catch (error) {
      // A connection refused or reset: a failure the figure counts, not the end of the evening.
      latencies.push(performance.now() - t0);
      failures += 1;
      firstFailure ??= `${path}: ${String((error as { cause?: unknown }).cause ?? error)}`;
      return Buffer.from('[]');
    }
  };
  const family = async (token: string) => {
    if (options.mode === 'static') {
      for (let i = 0; i < 3; i++) await timed(options.staticPath!, token);
      return;
    }
    const children = JSON.parse((await timed('/api/my-children', token)).toString()) as {
      studentId?: string;
      id?: string;
    }[];
    const studentId = children[0]?.studentId ?? children[0]?.id;
    const cards = JSON.parse(
      (
        await timed(
          `/api/report-cards?filter=${encodeURIComponent(JSON.stringify({ studentId }))}`,
          token,
        )
      ).toString(),
    ) as { id: string }[];
    if (cards[0]) await timed(`/api/report-cards/${cards[0].id}/pdf`, token);
  };
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.tokens.length) await family(options.tokens[next++]!);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const result: NightResult = {
    families: options.tokens.length,
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50), 1),
    p95Ms: round(percentile(latencies, 95), 1),
    failures,
    ...(firstFailure && { firstFailure }),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as NightOptions).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
