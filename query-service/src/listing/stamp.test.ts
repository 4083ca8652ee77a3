import { describe, expect, it } from 'vitest';
import { stampOf } from './pages';

describe('the stamp of a page read from several read models', () => {
  const changes = (stamps: Record<string, string | undefined>) => ({
    stamp: (projection: string) => stamps[projection],
  });

  it('is the one read model’s own stamp when it reads one', () => {
    expect(stampOf(changes({ students: '1:4' }), ['students'])).toBe('1:4');
  });

  it('moves when the second read model changes, the first standing still', () => {
    expect(
      stampOf(changes({ students: '1:4', membership: '1:7' }), ['students', 'membership']),
    ).toBe('1:4|1:7');
    expect(
      stampOf(changes({ students: '1:4', membership: '1:8' }), ['students', 'membership']),
    ).toBe('1:4|1:8');
  });

  it('is none while not listening, so nothing is kept', () => {
    expect(
      stampOf(changes({ students: undefined, membership: undefined }), ['students', 'membership']),
    ).toBeUndefined();
  });
});
