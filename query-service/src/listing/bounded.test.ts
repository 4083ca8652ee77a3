import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded';

describe('values kept within bounds', () => {
  it('forgets the oldest first past the count, and past the bytes', () => {
    const byCount = new BoundedMap<string>((v) => v.length, 2, 1_000);
    byCount.set('a', 'x');
    byCount.set('b', 'y');
    // Set again: now the latest, so b goes first.
    byCount.set('a', 'xx');
    byCount.set('c', 'z');
    expect([byCount.get('a'), byCount.get('b'), byCount.get('c')]).toEqual(['xx', undefined, 'z']);

    const byBytes = new BoundedMap<string>((v) => v.length, 100, 5);
    byBytes.set('a', 'aaa');
    expect(byBytes.set('b', 'bb')).toBe('bb');
    byBytes.set('c', 'c');
    expect([byBytes.get('a'), byBytes.get('b'), byBytes.get('c')]).toEqual([undefined, 'bb', 'c']);
    // A value over the bound on its own is not kept at all.
    expect(byBytes.set('d', 'dddddd')).toBeUndefined();
    expect(byBytes.size).toBe(0);
  });

  it('forgets a value only if it is still the one under its key, when told which', () => {
    const map = new BoundedMap<string>((v) => v.length, 10, 100);
    map.set('a', 'old');
    map.set('a', 'new');
    map.delete('a', 'old');
    expect(map.get('a')).toBe('new');
    map.delete('a', 'new');
    expect(map.get('a')).toBeUndefined();
  });
});
