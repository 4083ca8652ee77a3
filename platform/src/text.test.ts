import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, isWellFormedText } from './text';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const count = (text: string) => [...segmenter.segment(text)].length;

describe('clipping text for a summary', () => {
  it('keeps text of 80 characters or fewer as it is', () => {
    expect(clip('Mabvazuva High School', 80)).toBe('Mabvazuva High School');
    expect(clip('x'.repeat(80), 80)).toBe('x'.repeat(80));
  });

  it('cuts longer text to 77 characters and three dots', () => {
    expect(clip('x'.repeat(81), 80)).toBe(`${'x'.repeat(77)}...`);
  });

  it('counts an emoji as one character and never splits its pair of UTF-16 units', () => {
    // 41 emoji are 82 UTF-16 units but 41 characters: nothing to cut.
    expect(clip('😀'.repeat(41), 80)).toBe('😀'.repeat(41));
    // 100 emoji: 77 of them and the dots, each emoji whole.
    expect(clip('😀'.repeat(100), 80)).toBe(`${'😀'.repeat(77)}...`);
    expect(isWellFormedText(clip(`a${'😀'.repeat(100)}`, 80))).toBe(true);
  });

  it('keeps a family emoji and a flag whole', () => {
    const family = '👨‍👩‍👧';
    const flag = '🇿🇼';
    expect(clip(`${family}${flag}`.repeat(50), 10)).toBe(
      `${family}${flag}${family}${flag}${family}${flag}${family}...`,
    );
  });

  it('for any text of any script: the result is storable, a prefix, and at most the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 4, max: 120 }),
        (text, max) => {
          const out = clip(text, max);
          expect(isWellFormedText(out)).toBe(true);
          expect(count(out)).toBeLessThanOrEqual(max);
          if (out !== text) {
            expect(out.endsWith('...')).toBe(true);
            expect(text.startsWith(out.slice(0, -3))).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('for any storable text of code points from the whole of Unicode: the result is storable', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 40, maxLength: 300 }).filter(isWellFormedText),
        (text) => {
          expect(isWellFormedText(clip(text, 80))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
