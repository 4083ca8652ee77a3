import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestClient } from '@chikoro/platform/testing/postgres';
import type { RecordedEvent } from '@chikoro/eventstore';
import type { Projection, ProjectionContext } from './projection';
import { gathered, Script } from './script';

describe('writes gathered into one script', () => {
  let opened: Awaited<ReturnType<typeof connectTestClient>>;
  let client: pg.Client;

  beforeAll(async () => {
    opened = await connectTestClient();
    client = opened.client;
    await client.query(
      'CREATE TABLE script_rows (id uuid PRIMARY KEY, name text, n int, ok boolean, doc json, at timestamptz)',
    );
  });
  afterAll(() => opened?.end());

  it('run in order in one round trip, every value arriving as it was given', async () => {
    const tricky = [
      "O'Brien",
      "back\\slash and \\' both",
      'a $1 and $$ dollars',
      'Ndebele: Ukuthula, Shona: Rugare, emoji 🌍',
      '',
      'line\nbreak',
    ];
    const ids = tricky.map((_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    const script = new Script();
    const queries: string[] = [];
    const counting = {
      query: (text: string) => (queries.push(text), client.query(text)),
    } as unknown as pg.Client;
    for (const [i, name] of tricky.entries()) {
      await script.db.query(
        'INSERT INTO script_rows (id, name, n, ok, doc, at) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          ids[i],
          name,
          i * 10,
          i % 2 === 0,
          JSON.stringify({ name, list: [i] }),
          '2026-11-25T08:00:00.000Z',
        ],
      );
    }
    // Later statements see the earlier ones; $10 is not $1 followed by 0.
    await script.db.query('UPDATE script_rows SET n = n + $1 WHERE id = $2 OR id = $10', [
      5,
      ids[0],
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      ids[1],
    ]);
    await script.db.query('UPDATE script_rows SET name = NULL WHERE id = $1', [ids[5]]);
    expect(queries).toEqual([]);

    await script.send(counting);

    expect(queries).toHaveLength(1);
    const { rows } = await client.query('SELECT name, n, ok, doc, at FROM script_rows ORDER BY id');
    expect(rows.map((r) => r.name)).toEqual([...tricky.slice(0, 5), null]);
    expect(rows.map((r) => r.n)).toEqual([5, 15, 20, 30, 40, 50]);
    expect(rows.map((r) => r.ok)).toEqual([true, false, true, false, true, false]);
    expect(rows.map((r) => r.doc)).toEqual(tricky.map((name, i) => ({ name, list: [i] })));
    expect(rows.every((r) => (r.at as Date).toISOString() === '2026-11-25T08:00:00.000Z')).toBe(
      true,
    );
  });

  it('refuses a value it cannot write as a constant, and a handler that reads what a write answered', async () => {
    const script = new Script();
    await expect(
      script.db.query('INSERT INTO script_rows (id, doc) VALUES ($1, $2)', [
        '00000000-0000-4000-8000-000000000009',
        { name: 'x' },
      ]),
    ).rejects.toThrow(/parameter \$2 is object/);
    await expect(script.db.query('SELECT 1 WHERE $1 = $2', [1])).rejects.toThrow(
      /No parameter \$2/,
    );
    const answer = await script.db.query('UPDATE script_rows SET n = 0 WHERE id = $1', [
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect(() => answer.rowCount).toThrow(/has no result/);
    expect(() => answer.rows).toThrow(/has no result/);
  });

  it('in a gathered projection, apply an event whose handler reads a result by itself, in its place, once', async () => {
    await client.query('CREATE TABLE gathered_rows (id text PRIMARY KEY, n int NOT NULL)');
    const queries: string[] = [];
    const counting = {
      query: (text: string, values?: unknown[]) => (queries.push(text), client.query(text, values)),
    } as unknown as pg.Client;
    const projection = gathered({
      name: 'gathered-test',
      readModel: { name: 'gathered-test', tables: ['rows'] },
      version: 1,
      tables: { rows: () => '' },
      handlers: {
        Added: async (e: RecordedEvent, { db }: ProjectionContext) =>
          void (await db.query('INSERT INTO gathered_rows (id, n) VALUES ($1, 0)', [
            (e.data as { id: string }).id,
          ])),
        // Reads what its write answered: it cannot be gathered.
        Bumped: async (e: RecordedEvent, { db }: ProjectionContext) => {
          const bumped = await db.query('UPDATE gathered_rows SET n = n + 1 WHERE id = $1', [
            (e.data as { id: string }).id,
          ]);
          if (bumped.rowCount === 0)
            await db.query('INSERT INTO gathered_rows (id, n) VALUES ($1, 100)', [
              (e.data as { id: string }).id,
            ]);
        },
      },
    } as unknown as Projection<'rows'>);
    const event = (type: string, id: string) =>
      ({ type, data: { id } }) as unknown as RecordedEvent;
    await projection.setBased!(
      [
        event('Added', 'a'),
        event('Added', 'b'),
        event('Bumped', 'a'),
        event('Bumped', 'c'),
        event('Added', 'd'),
        event('Bumped', 'd'),
      ],
      { db: counting, tables: { rows: 'gathered_rows' } },
    );
    const { rows } = await client.query('SELECT id, n FROM gathered_rows ORDER BY id');
    expect(rows).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 0 },
      { id: 'c', n: 100 },
      { id: 'd', n: 1 },
    ]);
    // The two adds in one script, each bump by itself (with the add gathered before the last one sent first).
    expect(queries).toEqual([
      expect.stringMatching(/'a'[\s\S]*;\n[\s\S]*'b'/),
      'UPDATE gathered_rows SET n = n + 1 WHERE id = $1',
      'UPDATE gathered_rows SET n = n + 1 WHERE id = $1',
      'INSERT INTO gathered_rows (id, n) VALUES ($1, 100)',
      expect.stringMatching(/^INSERT INTO gathered_rows \(id, n\) VALUES \('d', 0\)$/),
      'UPDATE gathered_rows SET n = n + 1 WHERE id = $1',
    ]);
  });
});
