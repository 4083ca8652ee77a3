import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embeddedPostgres';

describe('when started as root with DATA_DIR inside a folder only root may enter', () => {
  it.runIf(process.getuid?.() === 0)(
    'says that the database user cannot enter the folder, and how to fix it (not that the port may be taken)',
    async () => {
      const closed = mkdtempSync(path.join(os.tmpdir(), 'chikoro-closed-')); // mode 0700, like mktemp -d
      chmodSync(closed, 0o700);
      const dataDir = path.join(closed, 'data');
      try {
        const started = startEmbeddedPostgres({ dataDir, port: 54399, persistent: false });
        await expect(started).rejects.toThrow(
          `The data folder ${dataDir} cannot be entered by the database user 'postgres' (the server runs as that user when started as root): ` +
            `${closed} is closed to it. Make its parent folders readable (chmod o+x ${closed}) or choose DATA_DIR elsewhere.`,
        );
        await expect(started).rejects.not.toThrow(/port/);
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
    },
  );
});
