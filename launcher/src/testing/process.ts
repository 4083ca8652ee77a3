import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './ports';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface PlatformProcess {
  url: string;
  child: ChildProcess;
  superadmin: { email: string; password: string };
  /** Everything the process wrote, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGKILL if it still runs, and its data folder removed. */
  kill(): Promise<void>;
}

/**
 * `npm run dev:start` as a person runs it: the whole platform in a process of its own, on the
 * database `databaseUrl` names, on a free port. A crash ends that process, never the test's.
 */
export async function startPlatformProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<PlatformProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-process-'));
  const superadmin = { email: 'root@chikoro.test', password: 'Root-password-1' };
  // One process, as `node` runs it: a signal reaches the platform itself, not a wrapper that relays it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'launcher/src/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SUPERADMIN_EMAIL: superadmin.email,
      SUPERADMIN_PASSWORD: superadmin.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const started = new Promise<void>((resolve, reject) => {
    const look = () => {
      if (output.includes('Chikoro is running at')) resolve();
    };
    child.stdout!.on('data', look);
    void exited.then((code) =>
      reject(new Error(`the platform ended (${code}) before it started:\n${output}`)),
    );
  });
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  await started.catch(async (error: unknown) => {
    await kill();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}`, child, superadmin, output: () => output, exited, kill };
}
