import { describe, expect, it } from 'vitest';
import type { MyChild, ReportCardRow } from '@chikoro/contracts';
import { latestPerTerm } from './ExamResults';
import { classLine, schoolYearLine, schoolsOf } from './useMyChildren';

const school = (id: string, name: string) => ({ id, name, logoFileId: null });
const child = (id: string, s: MyChild['school']) => ({ id, school: s }) as MyChild;

describe("a family's schools", () => {
  it('are named once each, in the order their children come', () => {
    const mufakose = school('s1', 'Mufakose High School');
    const chikurubi = school('s2', 'Chikurubi Primary School');
    expect(
      schoolsOf([child('a', mufakose), child('b', chikurubi), child('c', mufakose)]).map(
        (s) => s.name,
      ),
    ).toEqual(['Mufakose High School', 'Chikurubi Primary School']);
    expect(schoolsOf([])).toEqual([]);
  });
});

describe("a child's class", () => {
  it('reads as the class with its level, the level once when the class bears its name', () => {
    expect(classLine({ className: 'Form 2 Blue', levelName: 'Form 2' })).toBe(
      'Form 2 Blue (Form 2)',
    );
    expect(classLine({ className: 'Form 2', levelName: 'Form 2' })).toBe('Form 2');
    expect(classLine({ className: null, levelName: null })).toBe('No class');
  });

  it('reads, for a graduate, as graduated from the last class', () => {
    expect(classLine({ className: 'Form 4 Blue', levelName: 'Form 4', status: 'Graduated' })).toBe(
      'Graduated from Form 4 Blue (Form 4)',
    );
    expect(classLine({ className: 'Form 4 Blue', levelName: 'Form 4', status: 'Active' })).toBe(
      'Form 4 Blue (Form 4)',
    );
  });
});

describe("a child's school year", () => {
  it("is the year of the school's current term, or says there is none", () => {
    expect(schoolYearLine({ term: { id: 't3', name: 'Term 3', academicYearName: '2026' } })).toBe(
      '2026',
    );
    expect(schoolYearLine({ term: null })).toBe('No current school year');
  });

  it('is, for a graduate, "Graduated"', () => {
    expect(schoolYearLine({ term: null, status: 'Graduated' })).toBe('Graduated');
  });
});

describe('exam results from published cards', () => {
  const card = (id: string, termId: string, version: number, publishedAt: string) =>
    ({ id, termId, version, publishedAt }) as ReportCardRow;
  it("keep each term's latest version, the newest term first", () => {
    const rows = [
      card('t1v1', 't1', 1, '2026-04-10T08:00:00Z'),
      card('t2v1', 't2', 1, '2026-08-07T08:00:00Z'),
      card('t1v2', 't1', 2, '2026-05-02T08:00:00Z'),
    ];
    expect(latestPerTerm(rows).map((c) => c.id)).toEqual(['t2v1', 't1v2']);
  });
});
