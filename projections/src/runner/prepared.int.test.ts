import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestClient } from '@chikoro/platform/testing/postgres';
import { preparing } from './prepared';

describe('prepared handler writes', () => {
  let opened: Awaited<ReturnType<typeof connectTestClient>>;
  let client: pg.Client;

  beforeAll(async () => {
    opened = await connectTestClient();
    client = opened.client;
    await client.query('CREATE TABLE prep_rows (id int PRIMARY KEY, name text NOT NULL)');
  });
  afterAll(() => opened?.end());

  const prepared = async () =>
    (
      await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')
    ).rows.map((r) => r.statement);

  it('are prepared once on the connection; reads and statements without values are sent as they are', async () => {
    const writes = preparing(client);
    await writes.query('INSERT INTO prep_rows (id, name) VALUES ($1, $2)', [1, 'Rudo']);
    await writes.query('INSERT INTO prep_rows (id, name) VALUES ($1, $2)', [2, 'Tendai']);
    await writes.query('SELECT name FROM prep_rows WHERE id = $1', [1]);
    await writes.query('UPDATE prep_rows SET name = $2 WHERE id = $1 RETURNING id', [
      2,
      'Tendai M',
    ]);
    await writes.query("UPDATE prep_rows SET name = name || '' WHERE id = 1");
    expect(await prepared()).toEqual(['INSERT INTO prep_rows (id, name) VALUES ($1, $2)']);
    expect((await client.query('SELECT id, name FROM prep_rows ORDER BY id')).rows).toEqual([
      { id: 1, name: 'Rudo' },
      { id: 2, name: 'Tendai M' },
    ]);
  });

  it('write to the table that has the name now, after a rebuild renamed a fresh one in', async () => {
    const writes = preparing(client);
    await writes.query('UPDATE prep_rows SET name = $2 WHERE id = $1', [1, 'before the swap']);
    await client.query(
      'CREATE TABLE prep_rows__rebuild (id int PRIMARY KEY, name text NOT NULL, extra text)',
    );
    await client.query("INSERT INTO prep_rows__rebuild (id, name) VALUES (1, 'rebuilt')");
    await client.query('ALTER TABLE prep_rows RENAME TO prep_rows__old');
    await client.query('ALTER TABLE prep_rows__rebuild RENAME TO prep_rows');
    await client.query('DROP TABLE prep_rows__old');
    await writes.query('UPDATE prep_rows SET name = $2 WHERE id = $1', [1, 'after the swap']);
    expect((await client.query('SELECT id, name FROM prep_rows')).rows).toEqual([
      { id: 1, name: 'after the swap' },
    ]);
  });
});
