import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { competitionRanks, finalMark, type PaperMark } from './finalMark';

const paper = (mark: PaperMark['mark'], outOf: number, weight: number): PaperMark => ({
  mark,
  outOf,
  weight,
});

/** A paper with a real mark between 0 and its total. */
const markedPaper = fc
  .record({
    outOf: fc.integer({ min: 1, max: 200 }),
    weight: fc.integer({ min: 1, max: 100 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ outOf, weight, share }) => paper(Math.round(share * outOf * 100) / 100, outOf, weight));

describe('the final mark of a subject for a term', () => {
  it('weights each paper: 40/50 at 20 %, 70/100 at 20 %, 60/80 at 60 % make 75', () => {
    // 0.8 × 20 + 0.7 × 20 + 0.75 × 60 = 16 + 14 + 45 = 75
    expect(finalMark([paper(40, 50, 20), paper(70, 100, 20), paper(60, 80, 60)])).toBe(75);
  });

  it('counts an absent paper as 0 but leaves an exempt paper out, scaling the rest to 100', () => {
    // Absent: 0 × 50 + 0.6 × 50 = 30. Exempt: only the second paper counts, 60 %.
    expect(finalMark([paper('ABSENT', 100, 50), paper(60, 100, 50)])).toBe(30);
    expect(finalMark([paper('EXEMPT', 100, 50), paper(60, 100, 50)])).toBe(60);
  });

  it('is incomplete, never 0, while a paper has no entry, and when nothing counts', () => {
    expect(finalMark([paper(null, 100, 50), paper(60, 100, 50)])).toBeUndefined();
    expect(finalMark([paper('EXEMPT', 100, 100)])).toBeUndefined();
    expect(finalMark([])).toBeUndefined();
  });

  it('always lies between 0 and 100', () => {
    fc.assert(
      fc.property(fc.array(markedPaper, { minLength: 1, maxLength: 6 }), (papers) => {
        const result = finalMark(papers)!;
        return result >= 0 && result <= 100;
      }),
    );
  });

  it('is 100 for full marks and 0 for zeros, whatever the weights', () => {
    fc.assert(
      fc.property(fc.array(markedPaper, { minLength: 1, maxLength: 6 }), (papers) => {
        const full = finalMark(papers.map((p) => ({ ...p, mark: p.outOf })));
        const none = finalMark(papers.map((p) => ({ ...p, mark: 0 })));
        return full === 100 && none === 0;
      }),
    );
  });

  it('does not change when every weight is scaled by the same factor', () => {
    fc.assert(
      fc.property(
        fc.array(markedPaper, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 2, max: 5 }),
        (papers, k) => {
          const scaled = finalMark(papers.map((p) => ({ ...p, weight: p.weight * k })))!;
          return Math.abs(scaled - finalMark(papers)!) <= 0.01;
        },
      ),
    );
  });

  it('treats an exempt paper exactly as if it were not there', () => {
    fc.assert(
      fc.property(
        fc.array(markedPaper, { minLength: 1, maxLength: 5 }),
        markedPaper,
        (papers, extra) => {
          return finalMark([...papers, { ...extra, mark: 'EXEMPT' }]) === finalMark(papers);
        },
      ),
    );
  });

  it('never rises when a mark falls', () => {
    fc.assert(
      fc.property(
        fc.array(markedPaper, { minLength: 1, maxLength: 5 }),
        fc.nat({ max: 4 }),
        (papers, i) => {
          const at = i % papers.length;
          const lower = papers.map((p, j) => (j === at ? { ...p, mark: Number(p.mark) / 2 } : p));
          return finalMark(lower)! <= finalMark(papers)!;
        },
      ),
    );
  });
});

describe('class position', () => {
  it('ranks by competition: 1, 2, 2, 4', () => {
    const ranks = competitionRanks([
      { id: 'a', score: 70 },
      { id: 'b', score: 90 },
      { id: 'c', score: 80 },
      { id: 'd', score: 80 },
    ]);
    expect(['b', 'c', 'd', 'a'].map((id) => ranks.get(id))).toEqual([1, 2, 2, 4]);
  });
});
