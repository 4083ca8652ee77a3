import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '@chikoro/contracts';
import {
  announceReadModelChange,
  problemHandler,
  READ_MODEL_LISTENER,
  ReadModelChanges,
} from '@chikoro/platform';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { Consistency } from '../consistency';
import { Pages } from './pages';
import { ownSchool, textSearch, type ListResource } from './resource';
import { ListReader, listRoutes } from './routes';
import { createCheckpoint, setCheckpoint } from '../testing/checkpoints';

const SCHOOL_A = '0a000000-0000-4000-8000-00000000000a';
const SCHOOL_B = '0b000000-0000-4000-8000-00000000000b';

type ThingRow = { id: number; name: string };

const things: ListResource<ThingRow> = {
  name: 'things',
  roles: ['ADMIN'],
  projection: 'things',
  pagesKept: true,
  from: 'things',
  select: 'id, name',
  idColumn: 'id',
  idType: 'text',
  sortable: { id: 'id', name: 'name' },
  defaultSort: ['id', 'ASC'],
  filters: { q: textSearch('name') },
  scope: ownSchool('school_id'),
  toRecord: (r) => ({ id: r.id, name: r.name }),
};
// The same rows, read afresh every time.
const unkept: ListResource<ThingRow> = { ...things, name: 'unkept-things', pagesKept: false };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let changes: ReadModelChanges;
let server: Server;
let base: string;

const admin = (schoolId: string): Principal => ({
  userId: '0c000000-0000-4000-8000-00000000000c',
  role: 'ADMIN',
  schoolId,
});

async function list(resource: string, schoolId = SCHOOL_A, headers: Record<string, string> = {}) {
  const response = await fetch(
    `${base}/${resource}?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,9]`,
    { headers: { 'X-School': schoolId, ...headers } },
  );
  return {
    status: response.status,
    range: response.headers.get('content-range'),
    names: await response
      .json()
      .then((body: unknown) =>
        Array.isArray(body) ? (body as ThingRow[]).map((t) => t.name) : body,
      ),
  };
}

const rename = (id: number, name: string) =>
  pool.query('UPDATE things SET name = $2 WHERE id = $1', [id, name]);
/** Announces a change of the things and waits until it is heard. */
async function announced(): Promise<void> {
  const before = changes.stamp('things');
  await announceReadModelChange(pool, 'things');
  await expect.poll(() => changes.stamp('things')).not.toBe(before);
}
const moveCheckpoint = (position: number) => setCheckpoint(pool, 'things', position);

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  await createCheckpoint(pool, 'things', 10);
  await pool.query(`
    CREATE TABLE things (id int PRIMARY KEY, school_id uuid NOT NULL, name text NOT NULL);
    INSERT INTO things VALUES (1, '${SCHOOL_A}', 'Chalk'), (2, '${SCHOOL_A}', 'Duster'), (3, '${SCHOOL_B}', 'Globe');`);
  // Reconnecting after 2 s: long enough to see the lists while nothing is heard.
  changes = new ReadModelChanges({ connectionString: database.url }, 2_000);
  await changes.ready();
  const app = express();
  // The reader comes from a header here; the services take it from the signed token.
  app.use((req, _res, next) => {
    req.principal = { ...admin(String(req.headers['x-school'])), sessionId: 's' };
    next();
  });
  app.use(
    listRoutes(
      pool,
      [things, unkept],
      new Consistency(pool, 2_000),
      new ListReader(pool, { changes, pages: new Pages() }),
    ),
  );
  app.use(problemHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await changes.close();
  await pool.end();
  await database.drop();
});

describe('a list page kept in memory', () => {
  it('is answered again, unchanged, until its projection announces a change, and read afresh after', async () => {
    expect(await list('things')).toEqual({
      status: 200,
      range: 'things 0-1/2',
      names: ['Chalk', 'Duster'],
    });
    // A write no projection announced: the kept page does not see it, the unkept list does.
    await rename(1, 'Board chalk');
    expect((await list('things')).names).toEqual(['Chalk', 'Duster']);
    expect((await list('unkept-things')).names).toEqual(['Board chalk', 'Duster']);

    await announced();
    expect((await list('things')).names).toEqual(['Board chalk', 'Duster']);
    await rename(1, 'Chalk');
    await announced();
  });

  it('is never another reader’s: each school gets its own rows, kept apart', async () => {
    const stamp = changes.stamp('things');
    expect((await list('things', SCHOOL_A)).names).toEqual(['Chalk', 'Duster']);
    expect((await list('things', SCHOOL_B)).names).toEqual(['Globe']);
    expect(changes.stamp('things')).toBe(stamp);
    expect((await list('things', SCHOOL_A)).names).toEqual(['Chalk', 'Duster']);
    expect(await list('things', SCHOOL_B)).toEqual({
      status: 200,
      range: 'things 0-0/1',
      names: ['Globe'],
    });
  });

  it('is not taken by a read-your-writes request for a later position than the page reflects', async () => {
    expect((await list('things')).names).toEqual(['Chalk', 'Duster']);
    await rename(2, 'Felt duster');
    await moveCheckpoint(11);
    // Not announced yet (as when the announcement is still on its way): the page is kept, the request for 11 reads afresh.
    expect((await list('things', SCHOOL_A, { 'X-Consistent-After': '11' })).names).toEqual([
      'Chalk',
      'Felt duster',
    ]);
    expect((await list('things', SCHOOL_A, { 'X-Consistent-After': '10' })).names).toEqual([
      'Chalk',
      'Felt duster',
    ]);
    expect((await list('things', SCHOOL_A, { 'X-Consistent-After': 'soon' })).status).toBe(400);
  });

  it('is neither kept nor answered while the announcements are not heard, and is again once they are', async () => {
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${READ_MODEL_LISTENER}' AND datname = current_database()`,
    );
    await expect.poll(() => changes.stamp('things'), { interval: 5 }).toBeUndefined();
    await rename(2, 'Duster');
    expect((await list('things')).names).toEqual(['Chalk', 'Duster']);
    await rename(2, 'Old duster');
    expect((await list('things')).names).toEqual(['Chalk', 'Old duster']);

    await changes.ready();
    expect((await list('things')).names).toEqual(['Chalk', 'Old duster']);
    await rename(2, 'Duster');
    expect((await list('things')).names).toEqual(['Chalk', 'Old duster']);
  });
});

describe('the pages kept', () => {
  const page = (body: string) => ({
    body,
    contentRange: 'things 0-0/1',
    estimated: false,
    checkpoint: 1,
  });

  it('forgets the oldest pages past the count or the bytes allowed, and never keeps a page too big', () => {
    const pages = new Pages({ maxEntries: 2, maxBytes: 10, maxPageBytes: 6 });
    pages.keep('a', 's', page('aaaa'));
    pages.keep('b', 's', page('bbbb'));
    pages.keep('c', 's', page('cc'));
    expect([pages.find('a', 's'), pages.find('b', 's')?.body, pages.find('c', 's')?.body]).toEqual([
      undefined,
      'bbbb',
      'cc',
    ]);
    pages.keep('d', 's', page('dddd'));
    expect([pages.find('b', 's'), pages.find('c', 's')?.body, pages.find('d', 's')?.body]).toEqual([
      undefined,
      'cc',
      'dddd',
    ]);
    pages.keep('e', 's', page('eeeeeee'));
    expect(pages.find('e', 's')).toBeUndefined();
    expect(pages.size).toBe(2);
  });

  it('answers a page only under the stamp it was read under, and keeps none without a stamp', () => {
    const pages = new Pages();
    pages.keep('a', '1:4', page('[]'));
    expect(pages.find('a', '1:4')?.body).toBe('[]');
    expect(pages.find('a', '1:5')).toBeUndefined();
    expect(pages.find('a', '1:4')).toBeUndefined();
    pages.keep('b', undefined, page('[]'));
    expect(pages.size).toBe(0);
  });
});
