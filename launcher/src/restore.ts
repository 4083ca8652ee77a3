import path from 'node:path';
import { loadConfig } from '@chikoro/platform';
import { restoreBackup } from './backupFile';

/**
 * `npm run restore <file>`: restores a backup into an empty DATA_DIR (and, with DATABASE_URL, an
 * empty database). The next `npm start` there rebuilds the read models from the restored event log.
 */
async function main() {
  const config = loadConfig();
  const given = process.argv[2];
  if (!given) throw new Error('Usage: npm run restore -- <backup file>   (into an empty DATA_DIR)');
  const file = path.resolve(given);
  const dataDir = path.resolve(config.DATA_DIR);
  const target = config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { embeddedPort: config.EMBEDDED_POSTGRES_PORT };
  const summary = await restoreBackup({ file, dataDir, ...target });
  console.log(
    `Restored ${summary.tables.es_events ?? 0} events (up to position ${summary.lastPosition ?? 'none'}), ${Object.keys(summary.tables).length} tables and files ${summary.files.join(', ') || 'none'} into ${dataDir}. ` +
      'Start the platform on it (npm start with this DATA_DIR): it rebuilds the read models from the event log.',
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
