import type pg from 'pg';
import { underMigrationLock } from '@chikoro/platform';
import type { CommandModule } from './module';

/** Every module's command-side tables, made under the one migration lock: replicas starting together take turns. */
export async function migrateModules(
  pool: pg.Pool,
  modules: readonly CommandModule[],
): Promise<void> {
  await underMigrationLock(pool, async (db) => {
    for (const module of modules) await module.migrate?.(db);
  });
}
