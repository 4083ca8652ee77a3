import { describe, expect, it } from 'vitest';
import { childLabel, parentName } from './parentName';

describe("a parent's name", () => {
  it('is the phone as people read it (+263 77 …) until the parent registers', () => {
    expect(parentName({ firstName: null, lastName: null, phone: '263772123456' })).toBe(
      '+263 77 212 3456',
    );
    expect(parentName({ firstName: 'Rufaro', lastName: 'Nyathi', phone: '263772123456' })).toBe(
      'Rufaro Nyathi',
    );
  });
});

describe("a parent's child", () => {
  it('is named with the registration number and status', () => {
    expect(
      childLabel({
        id: 'x',
        name: 'Simba Nyathi',
        registrationNumber: 'MAB-26-0001',
        status: 'Withdrawn',
      }),
    ).toBe('Simba Nyathi (MAB-26-0001, Withdrawn)');
    expect(
      childLabel({ id: 'y', name: 'Simba Nyathi', registrationNumber: null, status: null }),
    ).toBe('Simba Nyathi');
  });
});
