import net from 'node:net';

// Below the kernel's ephemeral range (32768 and up), so no port picked here is one the kernel hands out
// for PORT=0 or an outgoing connection; each test worker has a block of its own, so two workers never
// pick the same port and one worker's test never polls another worker's server.
const FIRST = 20_000;
const BLOCK = 400;
const worker = Number(process.env.VITEST_POOL_ID ?? 0) % 30;
let next = 0;

function listensFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on, from this worker's own block and never given twice by this worker. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < BLOCK; tries++) {
    const port = FIRST + worker * BLOCK + (next++ % BLOCK);
    if (await listensFree(port)) return port;
  }
  throw new Error(`no free port in ${FIRST + worker * BLOCK}–${FIRST + (worker + 1) * BLOCK - 1}`);
}
