import path from 'node:path';
import { loadConfig } from '@chikoro/platform';
import { takeBackup } from './backupFile';
import { openPlatformDatabase } from './database';

/**
 * `npm run backup [file]`: writes one file holding the event log, the write side's tables and
 * DATA_DIR's secrets, from one consistent snapshot. Works while the platform runs or when it is stopped.
 */
async function main() {
  const config = loadConfig();
  const file = path.resolve(
    process.argv[2] ??
      `chikoro-backup-${new Date()
        .toISOString()
        .replaceAll(':', '-')
        .replace(/\.\d+Z$/, 'Z')}.jsonl.gz`,
  );
  const database = await openPlatformDatabase(config);
  try {
    const summary = await takeBackup({
      databaseUrl: database.url,
      dataDir: path.resolve(config.DATA_DIR),
      file,
    });
    const events = summary.tables.es_events ?? 0;
    console.log(
      `Backup written to ${file}: ${events} events (up to position ${summary.lastPosition ?? 'none'}), ${Object.keys(summary.tables).length} tables, files: ${summary.files.join(', ') || 'none'}.`,
    );
  } finally {
    await database.stop?.();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
