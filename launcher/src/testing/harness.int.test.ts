import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestPlatform } from './harness';

describe('the test platform', () => {
  it('removes the data folder it made when it stops, so test runs leave none behind', async () => {
    const t = await startTestPlatform();
    expect(existsSync(path.join(t.dataDir, 'jwt-secret'))).toBe(true);
    await t.stop();
    expect(existsSync(t.dataDir)).toBe(false);
  });

  it('keeps a data folder the test named', async () => {
    const named = mkdtempSync(path.join(os.tmpdir(), 'chikoro-named-'));
    try {
      const t = await startTestPlatform({ DATA_DIR: named });
      expect(t.dataDir).toBe(named);
      await t.stop();
      expect(existsSync(path.join(named, 'jwt-secret'))).toBe(true);
    } finally {
      rmSync(named, { recursive: true, force: true });
    }
  });
});
