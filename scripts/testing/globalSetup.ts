import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@chikoro/platform/embeddedPostgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** One real PostgreSQL for the whole run; each test file creates its own database on it. */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-test-'));
  chmodSync(dir, 0o755); // the server runs as the `postgres` user when the tests run as root
  const server = await startEmbeddedPostgres({
    dataDir: dir,
    port: await freePort(),
    persistent: false,
    database: 'postgres',
  });
  process.env.TEST_DATABASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
