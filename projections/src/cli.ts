import pg from 'pg';
import { createEventStore } from '@chikoro/eventstore';
import { loadConfig } from '@chikoro/platform';
import { allProjections, migrateRunner, rebuildProjection } from './index';
import { ensureLiveTables } from './runner/schema';

/**
 * `npm run replay -- rebuild [name...]`: refills read models from the whole event history and
 * swaps them in while the platform keeps answering. `npm run replay -- list` names them.
 */
async function main() {
  const [verb = 'list', ...names] = process.argv.slice(2);
  if (verb === 'list') {
    for (const p of allProjections) console.log(`${p.name} (version ${p.version})`);
    return;
  }
  if (verb !== 'rebuild') throw new Error(`Unknown verb ${verb}: use list or rebuild`);
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL (the embedded server listens on postgres://postgres:chikoro@127.0.0.1:54329/chikoro while npm start runs)');
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL });
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  await migrateRunner(pool);
  const chosen = names.length ? allProjections.filter((p) => names.includes(p.name)) : allProjections;
  const unknown = names.filter((n) => !allProjections.some((p) => p.name === n));
  if (unknown.length) throw new Error(`No projection named ${unknown.join(', ')}`);
  for (const projection of chosen) {
    await ensureLiveTables(pool, projection);
    const started = Date.now();
    const position = await rebuildProjection(store, pool, projection);
    console.log(`${projection.name}: rebuilt to position ${position} in ${Date.now() - started} ms`);
  }
  await store.close();
  await pool.end();
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
