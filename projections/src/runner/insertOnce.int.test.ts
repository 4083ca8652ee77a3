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
    await client.query(
      'CREATE TABLE once_rows (id text PRIMARY KEY, kind text NOT NULL, label text)',
    );
    await client.query('CREATE TABLE once_counts (kind text PRIMARY KEY, count bigint NOT NULL)');
  });
  afterAll(() => opened?.end());

  const rows = async () =>
    (await client.query('SELECT id, kind, label FROM once_rows ORDER BY id')).rows;
  const counts = async () =>
    Object.fromEntries(
      (
        await client.query<{ kind: string; count: string }>('SELECT kind, count FROM once_counts')
      ).rows.map((r) => [r.kind, Number(r.count)]),
    );

  it('keeps the first row of an id and counts only the rows it inserted, by the column named', async () => {
    await insertOnce(
      client,
      'once_rows',
      [
        { id: 'a', kind: 'Mark', label: 'first' },
        { id: 'b', kind: 'Enrol', label: null },
        { id: 'a', kind: 'Mark', label: 'again in the same batch' },
        { id: 'c', kind: 'Mark', label: null },
      ],
      counted,
    );
    expect(await rows()).toEqual([
      { id: 'a', kind: 'Mark', label: 'first' },
      { id: 'b', kind: 'Enrol', label: null },
      { id: 'c', kind: 'Mark', label: null },
    ]);
    expect(await counts()).toEqual({ Mark: 2, Enrol: 1 });
  });

  it('adds a later batch to the counts, leaving out the rows already there', async () => {
    await insertOnce(
      client,
      'once_rows',
      [
        { id: 'b', kind: 'Enrol', label: 'applied twice' },
        { id: 'd', kind: 'Enrol', label: null },
        { id: 'e', kind: 'Withdraw', label: null },
      ],
      counted,
    );
    expect(await counts()).toEqual({ Mark: 2, Enrol: 2, Withdraw: 1 });
    expect((await rows()).find((r) => r.id === 'b')).toEqual({
      id: 'b',
      kind: 'Enrol',
      label: null,
    });
  });

  it('without a count table inserts the same way and counts nothing', async () => {
    await insertOnce(client, 'once_rows', [
      { id: 'f', kind: 'Mark', label: null },
      { id: 'a', kind: 'Mark', label: 'no' },
    ]);
    expect((await rows()).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(await counts()).toEqual({ Mark: 2, Enrol: 2, Withdraw: 1 });
  });

  it('writes every column type as it was given: numbers, flags, times, JSON (null, text and nested), quotes, and array columns', async () => {
    await client.query(`CREATE TABLE once_typed (id uuid PRIMARY KEY, n bigint, ratio numeric(5,2), ok boolean, at timestamp with time zone, day date,
      doc jsonb, words text)`);
    await client.query('CREATE TABLE once_arrays (id text PRIMARY KEY, tags text[], marks int[])');
    const id = '4f1d2c3b-0000-4000-8000-0000000000aa';
    await insertOnce(client, 'once_typed', [
      {
        id,
        n: 9007199254740991,
        ratio: 12.5,
        ok: false,
        at: '2026-11-02T08:00:00.123Z',
        day: '2028-02-29',
        doc: { a: [1, 'two', null], b: '"quoted"' },
        words: 'a "quoted" \\ back\nslash',
      },
      {
        id: '4f1d2c3b-0000-4000-8000-0000000000ab',
        n: null,
        ratio: null,
        ok: true,
        at: null,
        day: null,
        doc: null,
        words: null,
      },
      { id: '4f1d2c3b-0000-4000-8000-0000000000ac', doc: 'just text' },
    ]);
    const { rows } =
      await client.query(`SELECT id, n::text, ratio::text, ok, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') AS at, day::text, doc, words
      FROM once_typed ORDER BY id`);
    expect(rows).toEqual([
      {
        id,
        n: '9007199254740991',
        ratio: '12.50',
        ok: false,
        at: '2026-11-02 08:00:00.123',
        day: '2028-02-29',
        doc: { a: [1, 'two', null], b: '"quoted"' },
        words: 'a "quoted" \\ back\nslash',
      },
      {
        id: '4f1d2c3b-0000-4000-8000-0000000000ab',
        n: null,
        ratio: null,
        ok: true,
        at: null,
        day: null,
        doc: null,
        words: null,
      },
      {
        id: '4f1d2c3b-0000-4000-8000-0000000000ac',
        n: null,
        ratio: null,
        ok: null,
        at: null,
        day: null,
        doc: 'just text',
        words: null,
      },
    ]);
    expect(
      (await client.query('SELECT doc IS NULL AS missing FROM once_typed ORDER BY id')).rows.map(
        (r) => r.missing,
      ),
    ).toEqual([false, true, false]);

    await insertOnce(client, 'once_arrays', [
      { id: 'x', tags: ['a', 'b "c"'], marks: [40, 75] },
      { id: 'y', tags: [], marks: null },
    ]);
    expect(
      (await client.query('SELECT id, tags, marks FROM once_arrays ORDER BY id')).rows,
    ).toEqual([
      { id: 'x', tags: ['a', 'b "c"'], marks: [40, 75] },
      { id: 'y', tags: [], marks: null },
    ]);
  });
});
