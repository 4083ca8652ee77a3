import { describe, expect, it } from 'vitest';
import { percentOf } from './collectionRates';

describe('percentOf, in integers to one decimal, half up', () => {
  it('USD 183.33 of USD 400.00 is 45.8 (45.8325)', () => {
    expect(percentOf(18333n, 40000n)).toBe('45.8');
  });
  it('2 of 3 is 66.7, 1 of 3 is 33.3', () => {
    expect(percentOf(2n, 3n)).toBe('66.7');
    expect(percentOf(1n, 3n)).toBe('33.3');
  });
  it('a half of a tenth rounds up: 1 of 2,000 (0.05) is 0.1', () => {
    expect(percentOf(1n, 2000n)).toBe('0.1');
  });
  it('all of it is 100.0, nothing of it 0.0', () => {
    expect(percentOf(45000n, 45000n)).toBe('100.0');
    expect(percentOf(0n, 25000n)).toBe('0.0');
  });
  it('nothing billed has no rate', () => {
    expect(percentOf(0n, 0n)).toBeNull();
  });
});
