import { describe, expect, it } from 'vitest';
import { canonicalJson } from './snapshot';

describe('the canonical text of a snapshot', () => {
  it('sorts keys at every depth, drops undefined and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined, e: null }, é: 'x' })).toBe(
      '{"a":{"d":[2,1],"e":null},"b":1,"é":"x"}',
    );
  });
});
