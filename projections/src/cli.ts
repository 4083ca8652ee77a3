import pg from 'pg';
import { createEventStore } from '@chikoro/eventstore';
import { loadConfig } from '@chikoro/platform';
import type { EventStore } from '@chikoro/eventstore';
import {
  allProjections,
  migrateRunner,
  rebuildProjections,
  rebuildSchool,
  refusePlatformWide,
  retrySetAside,
  retryStopped,
  skipStoppedEvent,
} from './index';
import { ensureLiveTables } from './runner/schema';

/**
 * `npm run replay -- rebuild [name...]`: refills read models from the whole event history and
 * swaps them in while the platform keeps answering. With `--school <id>`, only that school's rows
 * of per-school read models, in place, from the school's events; with `--workers <k>`, the
 * replay is split by school across k workers. `npm run replay -- list` names them.
 * `npm run replay -- skip <name>` passes over the event a stopped projection could not apply
 * (recorded in projection_skips); `npm run replay -- retry <name>` has it try that event again,
 * and applies the events it set aside for one school (projection_set_aside), each school's in order.
 * A running platform notices either within seconds.
 */
async function main() {
  const [verb = 'list', ...args] = process.argv.slice(2);
  const { names, school, workers } = options(args);
  if (verb === 'list') {
    for (const p of allProjections) console.log(`${p.name} (version ${p.version})`);
    return;
  }
  if (!['rebuild', 'skip', 'retry'].includes(verb))
    throw new Error(`Unknown verb ${verb}: use list, rebuild, skip or retry`);
  const config = loadConfig();
  if (!config.DATABASE_URL)
    throw new Error(
      'Set DATABASE_URL (the embedded server listens on postgres://postgres:chikoro@127.0.0.1:54329/chikoro while npm start runs)',
    );
  // A client per read model and worker, and two more (see rebuildProjections).
  const pool = new pg.Pool({
    connectionString: config.DATABASE_URL,
    max: Math.max(10, allProjections.length * workers + 2),
  });
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  await migrateRunner(pool);
  if (verb === 'skip' || verb === 'retry') {
    await resume(pool, store, verb, names);
    await store.close();
    await pool.end();
    return;
  }
  const chosen = names.length
    ? allProjections.filter((p) => names.includes(p.name))
    : allProjections;
  const unknown = names.filter((n) => !allProjections.some((p) => p.name === n));
  if (unknown.length) throw new Error(`No projection named ${unknown.join(', ')}`);
  for (const projection of chosen) await ensureLiveTables(pool, projection);
  const started = Date.now();
  if (school) {
    await refusePlatformWide(pool, chosen);
    for (const projection of chosen) {
      const at = Date.now();
      const { position, events } = await rebuildSchool(store, pool, projection, school);
      console.log(
        `${projection.name}: school ${school} rebuilt from its ${events} events up to position ${position} in ${Date.now() - at} ms`,
      );
    }
    await store.close();
    await pool.end();
    return;
  }
  const position = await rebuildProjections(store, pool, chosen, undefined, undefined, workers);
  console.log(
    `${chosen.map((p) => p.name).join(', ')}: rebuilt to position ${position}${workers > 1 ? ` by ${workers} workers` : ''} in ${Date.now() - started} ms`,
  );
  await store.close();
  await pool.end();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The projection names, and `--school <id>` or `--workers <k>`. */
function options(args: string[]): { names: string[]; school?: string; workers: number } {
  const names: string[] = [];
  let school: string | undefined;
  let workers = 1;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--school') {
      school = args[++i];
      if (!school || !UUID.test(school)) throw new Error('--school takes a school id (a uuid)');
    } else if (arg === '--workers') {
      workers = Number(args[++i]);
      if (!Number.isInteger(workers) || workers < 1)
        throw new Error('--workers takes a whole number of workers, 1 or more');
    } else names.push(arg);
  }
  if (school && workers > 1) throw new Error('--school and --workers do not go together');
  if (school && names.length === 0)
    throw new Error(
      'Name the read models to rebuild for the school: npm run replay -- rebuild <name...> --school <id>',
    );
  return { names, school, workers };
}

async function resume(pool: pg.Pool, store: EventStore, verb: 'skip' | 'retry', names: string[]) {
  const [name] = names;
  if (!name || names.length > 1)
    throw new Error(`Name one projection: npm run replay -- ${verb} <name>`);
  const projection = allProjections.find((p) => p.name === name);
  if (!projection) throw new Error(`No projection named ${name}`);
  if (verb === 'retry') {
    for (const { schoolId, applied, error } of await retrySetAside(pool, store, projection)) {
      console.log(
        error
          ? `${name}: school ${schoolId} still waits: ${error}`
          : `${name}: applied the ${applied} events set aside for school ${schoolId}.`,
      );
    }
  }
  const at = verb === 'skip' ? await skipStoppedEvent(pool, name) : await retryStopped(pool, name);
  if (!at) {
    console.log(`${name} is not stopped: nothing to ${verb}.`);
    return;
  }
  const event = `${at.eventType} ${at.eventId} (position ${at.position})`;
  console.log(
    verb === 'skip'
      ? `${name}: skipped ${event}; it goes on with the next event.`
      : `${name}: will try ${event} again.`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
