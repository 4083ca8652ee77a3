import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markStopped, retryStopped } from '@chikoro/projections';
import { startTestPlatform, type TestPlatform } from './testing/harness';

describe('the health endpoints of the running platform', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('GET /api/health answers 200 without signing in', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /api/ready shows each projection caught up with the store head', async () => {
    const head = await t.platform.store.headPosition();
    expect(head).toBeGreaterThan(0); // the superadmin's account is an event
    await expect.poll(async () => (await t.request('/api/ready')).body.projections.every((p: { lag: number }) => p.lag === 0), { timeout: 20_000 }).toBe(true);
    const res = await t.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.database).toBe('ok');
    expect(res.body.head).toBe(head);
    expect(res.body.projections).toContainEqual({ name: 'audit-log', position: head, lag: 0, status: 'running' });
    expect(res.body.kafkaRelay).toBeUndefined();
  });

  it('GET /api/ready answers 503 naming a stopped projection, the event and the error', async () => {
    const [event] = await t.platform.store.readAll({ after: 0, limit: 1 });
    await markStopped(t.platform.pool, 'audit-log', { event: event!, error: new Error('cannot apply this event'), attempts: 5 });
    try {
      const res = await t.request('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('not ready');
      expect(res.body.projections).toContainEqual(expect.objectContaining({
        name: 'audit-log', status: 'stopped',
        stoppedAt: { eventId: event!.id, eventType: event!.type, position: event!.position, error: 'cannot apply this event' },
      }));
    } finally {
      await retryStopped(t.platform.pool, 'audit-log');
    }
    expect((await t.request('/api/ready')).status).toBe(200);
  });
});
