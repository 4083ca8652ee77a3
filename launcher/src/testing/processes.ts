import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * One service of the scale-out layout run as its own OS process, as docker-compose runs it
 * (`node --import tsx <entry>`), on its own port; it can be killed and started again there.
 */
export class ServiceProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  /** The last lines it wrote, for a failure's message. */
  private output: string[] = [];
  exitCode: number | null = null;

  constructor(
    readonly name: string,
    private readonly entry: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.exitCode === null;
  }

  start(): void {
    this.exitCode = null;
    const child = spawn(process.execPath, ['--import', 'tsx', this.entry], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      this.output = this.output.slice(-40);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.exitCode = code ?? -1;
        resolve(code);
      }),
    );
    this.child = child;
  }

  /** What it last wrote (its log lines). */
  get lastLines(): string {
    return `${this.name}:\n  ${this.output.join('\n  ')}`;
  }

  /** Waits until it has exited; its exit code. */
  async exit(): Promise<number | null> {
    return this.exited;
  }

  /** SIGKILL: no shutdown, no cleanup, as a crashed machine. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /**
   * Waits (bounded) until GET /api/ready answers 200; fails with its last lines if it exits first.
   * The bound is wide: on a machine whose cores are busy, loading a service's modules alone can take minutes.
   */
  async ready(timeoutMs = 300_000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.exitCode !== null)
        throw new Error(
          `${this.name} exited with ${this.exitCode} before it was ready\n${this.lastLines}`,
        );
      const res = await fetch(`${this.url}/api/ready`).catch(() => undefined);
      if (res?.status === 200) return res.json();
      await res?.body?.cancel();
      if (Date.now() > deadline)
        throw new Error(
          `${this.name} was not ready within ${timeoutMs} ms (last answer: ${res?.status ?? 'none'})\n${this.lastLines}`,
        );
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
