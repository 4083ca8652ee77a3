import { describe, expect, it } from 'vitest';
import type { ReportCardRow } from '@chikoro/contracts';
import { cardYear, initialChoice, versionsFor, yearOptions } from './choose';

const row = (
  id: string,
  termName: string,
  academicYearName: string,
  version: number,
  publishedAt: string,
) =>
  ({
    id,
    termName,
    academicYearId: `year-${academicYearName}`,
    academicYearName,
    version,
    publishedAt,
  }) as ReportCardRow;
const cards = [
  row('a1', 'Term 1', '2025', 1, '2025-04-10T09:00:00Z'),
  row('a2', 'Term 1', '2025', 2, '2025-05-02T09:00:00Z'),
  row('b1', 'Term 2', '2025', 1, '2025-08-07T09:00:00Z'),
  row('c1', 'Term 3', '2024', 1, '2024-12-01T09:00:00Z'),
];

describe('the year selector', () => {
  it('runs from the current year down to 1900', () => {
    const years = yearOptions(2026);
    expect(years.slice(0, 3)).toEqual([2026, 2025, 2024]);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });
});

describe('filtering a student’s cards by term and year', () => {
  it('gives the versions of that term’s card, newest first', () => {
    expect(versionsFor(cards, 'Term 1', '2025').map((c) => c.id)).toEqual(['a2', 'a1']);
  });
  it('gives nothing for a term with no published card', () => {
    expect(versionsFor(cards, 'Term 3', '2025')).toEqual([]);
  });
  it('finds a past year’s card under the year its academic year is named by', () => {
    const named = [
      row('d1', 'Term 3', '2023/24', 1, '2024-07-20T09:00:00Z'),
      row('e1', 'Term 3', 'Academic year 2022-2023', 1, '2023-07-21T09:00:00Z'),
    ];
    expect(versionsFor(named, 'Term 3', '2023').map((c) => c.id)).toEqual(['d1']);
    expect(versionsFor(named, 'Term 3', '2022').map((c) => c.id)).toEqual(['e1']);
    expect(versionsFor(named, 'Term 3', '2024')).toEqual([]);
  });
});

describe('the year a card is shown under', () => {
  it('is the first year its academic year’s name gives, else the year it was published', () => {
    expect(cardYear({ academicYearName: '2025', publishedAt: '2025-12-01T09:00:00Z' })).toBe(
      '2025',
    );
    expect(cardYear({ academicYearName: '2025/26', publishedAt: '2026-07-01T09:00:00Z' })).toBe(
      '2025',
    );
    expect(cardYear({ academicYearName: 'Year 12345', publishedAt: '2026-04-01T09:00:00Z' })).toBe(
      '2026',
    );
    expect(cardYear({ academicYearName: 'Next year', publishedAt: '2027-04-01T09:00:00Z' })).toBe(
      '2027',
    );
  });
});

describe('the term and year the screen opens on', () => {
  it('is the given version’s', () => {
    expect(initialChoice(cards, 'c1', 2026)).toEqual({ term: 'Term 3', year: '2024' });
  });
  it('is the latest published card’s when none is given', () => {
    expect(initialChoice(cards, undefined, 2026)).toEqual({ term: 'Term 2', year: '2025' });
  });
  it('is the year its academic year is named by, an option of the year selector', () => {
    const named = [row('d1', 'Term 3', '2023/24', 1, '2024-07-20T09:00:00Z')];
    expect(initialChoice(named, undefined, 2026)).toEqual({ term: 'Term 3', year: '2023' });
  });
  it('is Term 1 of this year when the student has no card', () => {
    expect(initialChoice([], undefined, 2026)).toEqual({ term: 'Term 1', year: '2026' });
  });
});
