import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestClient } from '@chikoro/platform/testing/postgres';
import { KeyedRows } from './rows';

describe('the rows a batch holds, found by an index of their own', () => {
  let opened: Awaited<ReturnType<typeof connectTestClient>>;
  let client: pg.Client;
  const byClass = (row: Record<string, unknown>) =>
    row.class_id === null ? [] : [String(row.class_id)];
  const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id).sort();

  beforeAll(async () => {
    opened = await connectTestClient();
    client = opened.client;
    await client.query('CREATE TABLE keyed_pupils (id text PRIMARY KEY, class_id text)');
    await client.query(
      `INSERT INTO keyed_pupils VALUES ('a', 'c1'), ('b', 'c1'), ('c', 'c2'), ('d', NULL)`,
    );
  });
  afterAll(() => opened?.end());

  it('answers the rows held under a key, and follows each row put, moved and deleted after the index was made', async () => {
    const rows = new KeyedRows('keyed_pupils');
    for (const id of ['a', 'b', 'c', 'd', 'e']) rows.want(id);
    await rows.load(client);

    expect(ids(rows.where('class', byClass, 'c1'))).toEqual(['a', 'b']);
    expect(rows.where('class', byClass, 'nowhere')).toEqual([]);

    rows.put({ id: 'a', class_id: 'c2' });
    rows.put({ id: 'd', class_id: 'c1' });
    rows.put({ id: 'e', class_id: 'c1' });
    rows.delete('b');

    expect(ids(rows.where('class', byClass, 'c1'))).toEqual(['d', 'e']);
    expect(rows.where('class', byClass, 'c2')).toEqual([
      { id: 'c', class_id: 'c2' },
      { id: 'a', class_id: 'c2' },
    ]);
    // An index made now starts from the rows as they are.
    expect(ids(rows.where('moved', (r) => [String(r.class_id)], 'c2'))).toEqual(['a', 'c']);
  });
});
