import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { shedLoad, type Shedder } from './shedding';

/** A server whose app holds every request until the test lets it go, behind the shedder. */
async function heldServer(maxInFlight: number, reservedForWork: number) {
  const held: ServerResponse[] = [];
  const shedder: Shedder = shedLoad((_req, res) => void held.push(res), {
    maxInFlight,
    reservedForWork,
  });
  const server: Server = createServer(shedder.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  const release = () => held.splice(0).forEach((res) => res.end('done'));
  return { shedder, server, url, held, release };
}

describe('shedding load past the requests a process answers at once', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it("turns a reader away with 503, Retry-After and the busy problem once the readers' places are taken, and admits one again when a place frees", async () => {
    const s = await heldServer(4, 1);
    stop = async () => {
      s.release();
      await new Promise((r) => s.server.close(r));
    };
    const reads = [1, 2, 3].map(() => fetch(s.url('/api/report-cards')));
    await expect.poll(() => s.held.length).toBe(3);
    expect(s.shedder.inFlight()).toBe(3);

    const turned = await fetch(s.url('/api/report-cards'));
    expect(turned.status).toBe(503);
    expect(turned.headers.get('content-type')).toBe('application/problem+json');
    const retryAfter = Number(turned.headers.get('retry-after'));
    expect([1, 2, 3]).toContain(retryAfter);
    expect(await turned.json()).toEqual({
      type: 'https://chikoro.app/problems/busy',
      title: 'Busy',
      status: 503,
      detail: `Many families are reading results right now — trying again in ${['', '1 second', '2 seconds', '3 seconds'][retryAfter]}.`,
    });
    expect(s.shedder.shed()).toBe(1);

    s.release();
    for (const read of reads) expect((await read).status).toBe(200);
    await expect.poll(() => s.shedder.inFlight()).toBe(0);
    const again = fetch(s.url('/api/report-cards'));
    await expect.poll(() => s.held.length).toBe(1);
    s.release();
    expect((await again).status).toBe(200);
  });

  it('keeps the reserved place for a sign-in and a command while readers fill theirs, and turns even those away when every place is taken', async () => {
    const s = await heldServer(4, 2);
    stop = async () => {
      s.release();
      await new Promise((r) => s.server.close(r));
    };
    const reads = [1, 2].map(() => fetch(s.url('/api/my-children')));
    await expect.poll(() => s.held.length).toBe(2);
    expect((await fetch(s.url('/api/my-children'))).status).toBe(503);

    const signIn = fetch(s.url('/api/auth/login'), { method: 'POST', body: '{}' });
    const command = fetch(s.url('/api/commands/RecordMarks'), { method: 'POST', body: '{}' });
    await expect.poll(() => s.held.length).toBe(4);
    const fifth = await fetch(s.url('/api/commands/RecordMarks'), { method: 'POST', body: '{}' });
    expect(fifth.status).toBe(503);
    expect(fifth.headers.get('connection')).toBe('close');

    s.release();
    expect([
      (await signIn).status,
      (await command).status,
      ...(await Promise.all(reads)).map((r) => r.status),
    ]).toEqual([200, 200, 200, 200]);
  });

  it("never turns away health, readiness or the UI's own files", async () => {
    const s = await heldServer(1, 0);
    stop = async () => {
      s.release();
      await new Promise((r) => s.server.close(r));
    };
    const read = fetch(s.url('/api/students'));
    await expect.poll(() => s.held.length).toBe(1);
    expect((await fetch(s.url('/api/students'))).status).toBe(503);
    const passing = ['/api/health', '/api/ready', '/assets/index.js', '/parent'].map((p) =>
      fetch(s.url(p)),
    );
    await expect.poll(() => s.held.length).toBe(5);
    s.release();
    expect((await Promise.all([read, ...passing])).map((r) => r.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
  });

  it('sheds nothing when the limit is 0', async () => {
    const s = await heldServer(0, 0);
    stop = async () => {
      s.release();
      await new Promise((r) => s.server.close(r));
    };
    const reads = Array.from({ length: 20 }, () => fetch(s.url('/api/students')));
    await expect.poll(() => s.held.length).toBe(20);
    s.release();
    expect((await Promise.all(reads)).every((r) => r.status === 200)).toBe(true);
    expect(s.shedder.shed()).toBe(0);
  });
});
