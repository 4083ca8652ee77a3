import { describe, expect, it } from 'vitest';
import { WrittenRows } from './rows';

describe('the rows a rebuild wrote, held in memory', () => {
  it('while all are held, a row never written is known to be absent', () => {
    const written = new WrittenRows(3);
    written.note('t', 'a', { id: 'a', n: 1 });
    written.note('t', 'b', null);
    expect(written.find('t', 'a')).toEqual({ id: 'a', n: 1 });
    expect(written.find('t', 'b')).toBeNull();
    expect(written.find('t', 'c')).toBeNull();
    // Tables apart: the same id in another table was never written.
    expect(written.find('u', 'a')).toBeNull();
  });

  it('past its bound forgets the oldest written, and then leaves every row it does not hold to the table', () => {
    const written = new WrittenRows(2);
    written.note('t', 'a', { id: 'a', n: 1 });
    written.note('t', 'b', { id: 'b', n: 1 });
    // Written again: now the latest, so b goes first.
    written.note('t', 'a', { id: 'a', n: 2 });
    written.note('t', 'c', { id: 'c', n: 1 });
    expect(written.size).toBe(2);
    expect(written.find('t', 'b')).toBeUndefined();
    expect(written.find('t', 'a')).toEqual({ id: 'a', n: 2 });
    expect(written.find('t', 'c')).toEqual({ id: 'c', n: 1 });
    // Its id was never written: the table does not have it either.
    expect(written.find('t', 'never')).toBeNull();
    expect(written.find('u', 'b')).toBeNull();
  });

  it('past its bound forgets the oldest tenth at once, not one row per row written', () => {
    const written = new WrittenRows(10);
    for (let n = 1; n <= 11; n++) written.note('t', `r${n}`, { id: `r${n}` });
    expect(written.size).toBe(9);
    expect(written.find('t', 'r1')).toBeUndefined();
    expect(written.find('t', 'r2')).toBeUndefined();
    expect(written.find('t', 'r3')).toEqual({ id: 'r3' });
    written.note('t', 'r12', { id: 'r12' });
    expect(written.size).toBe(10);
    expect(written.find('t', 'r3')).toEqual({ id: 'r3' });
  });

  it('past its bound of ids leaves every row it does not hold to the table', () => {
    const written = new WrittenRows(1, 2);
    written.note('t', 'a', { id: 'a', n: 1 });
    written.note('t', 'b', null);
    expect(written.find('t', 'a')).toBeUndefined();
    expect(written.find('t', 'never')).toBeNull();
    written.note('u', 'c', { id: 'c', n: 1 });
    expect(written.find('u', 'c')).toEqual({ id: 'c', n: 1 });
    expect(written.find('t', 'b')).toBeUndefined();
    expect(written.find('t', 'never')).toBeUndefined();
  });
});
