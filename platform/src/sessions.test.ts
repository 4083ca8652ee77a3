import { describe, expect, it } from 'vitest';
import { Sessions } from './sessions';

/** A stand-in for the auth_sessions table that counts the queries it answers. */
function table() {
  const ended = new Map<string, boolean>();
  const db = {
    queries: 0,
    query(sql: string, params: unknown[]) {
      db.queries += 1;
      const [id] = params as [string];
      if (sql.startsWith('INSERT')) ended.set(id, false);
      if (sql.startsWith('SELECT'))
        return Promise.resolve({ rows: ended.has(id) ? [{ open: !ended.get(id) }] : [] });
      if (sql.startsWith('UPDATE') && ended.has(id)) {
        ended.set(id, true);
        return Promise.resolve({ rows: [{ id }] });
      }
      return Promise.resolve({ rows: [] });
    },
  };
  return db as typeof db & ConstructorParameters<typeof Sessions>[0];
}

describe('sessions seen by two replicas sharing one table', () => {
  let now = 0;
  const clock = () => now;

  it('an open session is asked of the table once per five seconds, not per request', async () => {
    const db = table();
    const sessions = new Sessions(db, 5_000, clock);
    const id = await sessions.open('user-1');
    const before = db.queries;
    for (let i = 0; i < 20; i++) expect(await sessions.isOpen(id)).toBe(true);
    expect(db.queries - before).toBe(1);
  });

  it('the replica that ends a session refuses it at once; another one within five seconds', async () => {
    now = 0;
    const db = table();
    const here = new Sessions(db, 5_000, clock);
    const there = new Sessions(db, 5_000, clock);
    const id = await here.open('user-1');
    expect(await here.isOpen(id)).toBe(true);
    expect(await there.isOpen(id)).toBe(true);
    await here.end(id);
    expect(await here.isOpen(id)).toBe(false);
    now = 5_001;
    expect(await there.isOpen(id)).toBe(false);
  });

  it('an unknown session is not open', async () => {
    expect(await new Sessions(table(), 5_000, clock).isOpen('no-such-session')).toBe(false);
  });
});
