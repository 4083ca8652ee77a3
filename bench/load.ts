import autocannon from 'autocannon';
import { percentile, round } from './context';

/** What the bench asks of one load run: where, how hard, how long, how many at most. */
export interface LoadOptions {
  url: string;
  connections: number;
  durationSec: number;
  maxRequests: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The 2xx answers alone: what an admitted request waited. */
  okRequests: number;
  okP95Ms: number;
  /** 503 answers (turned away), and every other answer that is not 2xx. */
  status503: number;
  otherNon2xx: number;
}

/**
 * Runs in its own process (`node --import tsx bench/load.ts '<options>'`) so that the load
 * generator never shares an event loop with the server it measures; prints one LoadResult.
 */
async function main(options: LoadOptions): Promise<void> {
  if (!new URL(options.url).hostname.startsWith('127.'))
    throw new Error('the bench loads 127.0.0.1 only');
  const latencies: number[] = [];
  const okLatencies: number[] = [];
  let status503 = 0;
  let otherNon2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSec,
        maxOverallRequests: options.maxRequests,
        headers: options.headers,
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status >= 200 && status < 300) okLatencies.push(responseTime);
      else if (status === 503) status503 += 1;
      else otherNon2xx += 1;
    });
  });
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  const summary: LoadResult = {
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50), 2),
    p95Ms: round(percentile(latencies, 95), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    okRequests: okLatencies.length,
    okP95Ms: round(percentile(okLatencies, 95), 2),
    status503,
    otherNon2xx,
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

main(JSON.parse(process.argv[2] ?? '{}') as LoadOptions).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
