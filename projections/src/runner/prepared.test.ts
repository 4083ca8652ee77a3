import { describe, expect, it } from 'vitest';
import { writesOnly } from './prepared';

describe('statements prepared as writes', () => {
  it('are writes answering no rows of their own, whatever their CTEs and subqueries return to them', () => {
    expect(writesOnly('INSERT INTO t (a) VALUES ($1)')).toBe(true);
    expect(
      writesOnly(
        'WITH inserted AS (INSERT INTO t (a) SELECT a FROM x RETURNING a) INSERT INTO c (k, n) SELECT a, count(*) FROM inserted GROUP BY a',
      ),
    ).toBe(true);
    expect(writesOnly('UPDATE t SET a = (SELECT max(a) FROM u) WHERE id = $1')).toBe(true);
    expect(writesOnly('DELETE FROM t WHERE id = ANY($1::uuid[])')).toBe(true);
  });

  it('leave out whatever answers rows: a RETURNING of the statement itself, a SELECT after CTEs, a read', () => {
    expect(writesOnly('UPDATE t SET a = $2 WHERE id = $1 RETURNING id')).toBe(false);
    expect(
      writesOnly('WITH x AS (UPDATE t SET a = 1 WHERE id = $1 RETURNING id) SELECT id FROM x'),
    ).toBe(false);
    expect(writesOnly('WITH x AS (SELECT a FROM t WHERE id = $1) SELECT a FROM x')).toBe(false);
    expect(writesOnly('SELECT a FROM t WHERE id = $1')).toBe(false);
  });
});
