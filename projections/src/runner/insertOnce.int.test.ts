import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestClient } from '@chikoro/platform/testing/postgres';
import { insertOnce } from './rows';

describe('insertOnce', () => {
  let opened: Awaited<ReturnType<typeof connectTestClient>>;
  let client: pg.Client;
  const counted = { table: 'once_counts', column: 'kind' };

  beforeAll(async () => {
    opened = await connectTestClient();
    client = opened.client;
    await client.query('CREATE TABLE once_rows (id text PRIMARY KEY, kind text NOT NULL, label text)');
    await client.query('CREATE TABLE once_counts (kind text PRIMARY KEY, count bigint NOT NULL)');
  });
  afterAll(() => opened?.end());

  const rows = async () => (await client.query('SELECT id, kind, label FROM once_rows ORDER BY id')).rows;
  const counts = async () => Object.fromEntries((await client.query<{ kind: string; count: string }>('SELECT kind, count FROM once_counts')).rows.map((r) => [r.kind, Number(r.count)]));

  it('keeps the first row of an id and counts only the rows it inserted, by the column named', async () => {
    await insertOnce(client, 'once_rows', [
      { id: 'a', kind: 'Mark', label: 'first' },
      { id: 'b', kind: 'Enrol', label: null },
      { id: 'a', kind: 'Mark', label: 'again in the same batch' },
      { id: 'c', kind: 'Mark', label: null },
    ], counted);
    expect(await rows()).toEqual([
      { id: 'a', kind: 'Mark', label: 'first' },
      { id: 'b', kind: 'Enrol', label: null },
      { id: 'c', kind: 'Mark', label: null },
    ]);
    expect(await counts()).toEqual({ Mark: 2, Enrol: 1 });
  });

  it('adds a later batch to the counts, leaving out the rows already there', async () => {
    await insertOnce(client, 'once_rows', [
      { id: 'b', kind: 'Enrol', label: 'applied twice' },
      { id: 'd', kind: 'Enrol', label: null },
      { id: 'e', kind: 'Withdraw', label: null },
    ], counted);
    expect(await counts()).toEqual({ Mark: 2, Enrol: 2, Withdraw: 1 });
    expect((await rows()).find((r) => r.id === 'b')).toEqual({ id: 'b', kind: 'Enrol', label: null });
  });

  it('without a count table inserts the same way and counts nothing', async () => {
    await insertOnce(client, 'once_rows', [{ id: 'f', kind: 'Mark', label: null }, { id: 'a', kind: 'Mark', label: 'no' }]);
    expect((await rows()).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(await counts()).toEqual({ Mark: 2, Enrol: 2, Withdraw: 1 });
  });
});
