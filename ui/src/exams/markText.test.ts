import { describe, expect, it } from 'vitest';
import { markText, parseMark } from './markText';

describe('a cell of the grading grid', () => {
  it('reads numbers from 0 to the total, with a decimal point or comma', () => {
    expect(parseMark('45', 50)).toEqual({ ok: true, mark: 45 });
    expect(parseMark(' 0 ', 50)).toEqual({ ok: true, mark: 0 });
    expect(parseMark('49,5', 50)).toEqual({ ok: true, mark: 49.5 });
    expect(parseMark('50', 50)).toEqual({ ok: true, mark: 50 });
  });
  it('reads A, ABS and ABSENT as absent, EX and EXEMPT as exempt, never as 0', () => {
    expect(['a', 'ABS', 'absent'].map((t) => parseMark(t, 50))).toEqual(
      [1, 2, 3].map(() => ({ ok: true, mark: 'ABSENT' })),
    );
    expect(['ex', 'Exempt'].map((t) => parseMark(t, 50))).toEqual(
      [1, 2].map(() => ({ ok: true, mark: 'EXEMPT' })),
    );
  });
  it('reads an empty cell as no entry', () =>
    expect(parseMark('', 50)).toEqual({ ok: true, mark: null }));
  it('refuses a mark above the total, a negative one, and words', () => {
    expect(parseMark('51', 50)).toEqual({
      ok: false,
      error: 'A mark must be from 0 to the exam’s total (50)',
    });
    expect(parseMark('-1', 50).ok).toBe(false);
    expect(parseMark('forty', 50)).toEqual({
      ok: false,
      error: 'A mark must be from 0 to the exam’s total (50), or A for absent, EX for exempt',
    });
  });
  it('shows a mark as typed back', () => {
    expect([45, 'ABSENT', 'EXEMPT', null].map((m) => markText(m as never))).toEqual([
      '45',
      'ABSENT',
      'EXEMPT',
      '',
    ]);
  });
});
