import { describe, expect, it } from 'vitest';

describe('the embedded PostgreSQL starter', () => {
  it('leaves no process hook that would turn a failing run into exit code 0', async () => {
    const before = ['beforeExit', 'SIGINT', 'SIGTERM'].map((e) => process.listenerCount(e));
    await import('./embeddedPostgres');
    expect(['beforeExit', 'SIGINT', 'SIGTERM'].map((e) => process.listenerCount(e))).toEqual(
      before,
    );
  });
});
