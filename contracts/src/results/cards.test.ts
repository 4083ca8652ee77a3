import { describe, expect, it } from 'vitest';
import {
  cardChanges,
  cardContents,
  subjectResult,
  type PaperInput,
  type PublicationInputs,
} from './cards';
import { canonicalJson } from './snapshot';

/** Version 2 of the level's scale: different from the sample scale, so a grade shows which one was used. */
const scaleV2 = [
  { grade: 'A', minScore: 80, maxScore: 100, pass: true },
  { grade: 'B', minScore: 60, maxScore: 79, pass: true },
  { grade: 'C', minScore: 40, maxScore: 59, pass: true },
  { grade: 'F', minScore: 0, maxScore: 39, pass: false },
];
const student = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Moyo',
  registrationNumber: `REG-${id}`,
});
const paper = (
  examId: string,
  subjectId: string,
  subjectName: string,
  paperNo: number,
  outOf: number,
  weight: number,
  marks: PaperInput['marks'],
): PaperInput => ({
  examId,
  subjectId,
  subjectName,
  teacherId: 't-1',
  teacherName: 'Tendai Dube',
  paperNo,
  name: `${subjectName} paper ${paperNo}`,
  outOf,
  weight,
  marks,
  corrections: {},
});

/**
 * Maths: paper 1 out of 50 weighing 40, paper 2 out of 100 weighing 60. English: one paper out of 100.
 * s1: 45/50, 90 → 36 + 54 = 90; English 80 → average 85.
 * s2: 40/50, 70 → 32 + 42 = 74; English 76 → average 75.
 * s3: exempt, 75 → 75 (the exempt paper leaves the total); English 75 → average 75.
 * s4: 25/50, absent → 20 + 0 = 20; English 60 → average 40.
 * s5: no entry on Maths paper 1 nor on English → both incomplete, no average, no position.
 */
const inputs: PublicationInputs = {
  school: { id: 'school-1', name: 'Mbare High', logoFileId: 'logo-1' },
  class: { id: 'class-1', name: 'Form 2 Blue' },
  classTeacher: { id: 't-2', name: 'Rudo Chari' },
  level: { id: 'level-2', name: 'Form 2' },
  gradingScale: { version: 2, rows: scaleV2 },
  term: { id: 'term-1', name: 'Term 1' },
  academicYear: { id: 'year-1', name: '2026' },
  students: [
    student('s4', 'Dudzai'),
    student('s2', 'Batsirai'),
    student('s1', 'Anesu'),
    student('s3', 'Chipo'),
    student('s5', 'Eddie'),
  ],
  papers: [
    paper('maths-2', 'maths', 'Mathematics', 2, 100, 60, {
      s1: 90,
      s2: 70,
      s3: 75,
      s4: 'ABSENT',
      s5: 50,
    }),
    paper('maths-1', 'maths', 'Mathematics', 1, 50, 40, { s1: 45, s2: 40, s3: 'EXEMPT', s4: 25 }),
    paper('english-1', 'english', 'English', 1, 100, 100, { s1: 80, s2: 76, s3: 75, s4: 60 }),
  ],
  subjectComments: { maths: { s1: 'Excellent work', s2: '' } },
  headComments: { s1: 'Keep it up' },
};

describe('the cards of a class for a term', () => {
  const cards = cardContents(inputs);

  it('ranks the averages by competition, 1, 2, 2, 4, out of a class of five; no average, no position', () => {
    expect(
      ['s1', 's2', 's3', 's4', 's5'].map((id) => [
        cards.get(id)!.average,
        cards.get(id)!.position,
        cards.get(id)!.classSize,
      ]),
    ).toEqual([
      [85, 1, 5],
      [75, 2, 5],
      [75, 2, 5],
      [40, 4, 5],
      [null, null, 5],
    ]);
  });

  it('grades each final mark and the average on the level’s scale version the card names', () => {
    const s4 = cards.get('s4')!;
    expect(s4.gradingScale.version).toBe(2);
    expect(s4.subjects.map((s) => [s.subjectName, s.finalMark, s.grade, s.pass])).toEqual([
      ['English', 60, 'B', true],
      ['Mathematics', 20, 'F', false],
    ]);
    expect(s4.averageGrade).toBe('C');
    expect(cards.get('s1')!.averageGrade).toBe('A');
  });

  it('shows a subject with a missing entry as incomplete, with no final mark and no grade', () => {
    expect(
      cards.get('s5')!.subjects.map((s) => [s.subjectName, s.status, s.finalMark, s.grade]),
    ).toEqual([
      ['English', 'incomplete', null, null],
      ['Mathematics', 'incomplete', null, null],
    ]);
  });

  it('lists the papers by number with their marks, absent and exempt kept as such', () => {
    const maths = (id: string) => cards.get(id)!.subjects.find((s) => s.subjectId === 'maths')!;
    expect(maths('s3').papers.map((p) => [p.paperNo, p.outOf, p.weight, p.mark])).toEqual([
      [1, 50, 40, 'EXEMPT'],
      [2, 100, 60, 75],
    ]);
    expect(maths('s4').papers.map((p) => p.mark)).toEqual([25, 'ABSENT']);
    expect(maths('s5').papers.map((p) => p.mark)).toEqual([null, 50]);
  });

  it('carries the teacher’s and the head’s comments, an empty one as none', () => {
    expect(cards.get('s1')!.subjects.find((s) => s.subjectId === 'maths')!.comment).toBe(
      'Excellent work',
    );
    expect(cards.get('s2')!.subjects.find((s) => s.subjectId === 'maths')!.comment).toBeNull();
    expect([cards.get('s1')!.headComment, cards.get('s2')!.headComment]).toEqual([
      'Keep it up',
      null,
    ]);
  });

  it('is the same content whatever order the students and papers arrive in', () => {
    const shuffled = cardContents({
      ...inputs,
      students: [...inputs.students].reverse(),
      papers: [...inputs.papers].reverse(),
    });
    expect(canonicalJson([...shuffled.entries()].sort())).toBe(
      canonicalJson([...cards.entries()].sort()),
    );
  });
});

describe('a correction after publication', () => {
  it('names the paper, the mark before and after and the reason; the position stays 4', () => {
    const corrected = inputs.papers.map((p) =>
      p.examId !== 'maths-2'
        ? p
        : {
            ...p,
            marks: { ...p.marks, s4: 30 },
            corrections: {
              s4: {
                previous: 'ABSENT' as const,
                mark: 30,
                reason: 'Script found after marking',
                correctedAt: '2026-04-20T08:00:00.000Z',
              },
            },
          },
    );
    const before = cardContents(inputs).get('s4')!;
    const after = cardContents({ ...inputs, papers: corrected }).get('s4')!;
    // Maths: 20 + 30/100 × 60 = 38; average (38 + 60) / 2 = 49.
    expect([after.subjects[1]!.finalMark, after.average, after.position]).toEqual([38, 49, 4]);
    expect(cardChanges(before, after, corrected)).toEqual([
      {
        kind: 'mark',
        subjectId: 'maths',
        subjectName: 'Mathematics',
        examId: 'maths-2',
        paperNo: 2,
        paperName: 'Mathematics paper 2',
        previous: 'ABSENT',
        mark: 30,
        reason: 'Script found after marking',
      },
    ]);
  });

  it('marks the reason as shared with the family only when the admin chose so', () => {
    const correctedWith = (share: boolean | undefined) =>
      inputs.papers.map((p) =>
        p.examId !== 'maths-2'
          ? p
          : {
              ...p,
              marks: { ...p.marks, s4: 30 },
              corrections: {
                s4: {
                  previous: 'ABSENT' as const,
                  mark: 30,
                  reason: 'Script found after marking',
                  correctedAt: '2026-04-20T08:00:00.000Z',
                  ...(share === undefined ? {} : { shareReasonWithFamily: share }),
                },
              },
            },
      );
    const before = cardContents(inputs).get('s4')!;
    const change = (share: boolean | undefined) => {
      const papers = correctedWith(share);
      return cardChanges(before, cardContents({ ...inputs, papers }).get('s4')!, papers)[0];
    };
    expect(change(true)).toMatchObject({
      reason: 'Script found after marking',
      reasonShared: true,
    });
    expect(change(false)).not.toHaveProperty('reasonShared');
    expect(change(undefined)).not.toHaveProperty('reasonShared');
  });

  it('names a position that moved, on the card of the student it moved for', () => {
    const corrected = inputs.papers.map((p) =>
      p.examId !== 'english-1' ? p : { ...p, marks: { ...p.marks, s2: 72 } },
    );
    const after = cardContents({ ...inputs, papers: corrected });
    // s2's average falls to (74 + 72) / 2 = 73: s3 (75) is second alone, s2 third; s3's card is unchanged.
    expect(cardChanges(cardContents(inputs).get('s2')!, after.get('s2')!, corrected)).toEqual([
      {
        kind: 'mark',
        subjectId: 'english',
        subjectName: 'English',
        examId: 'english-1',
        paperNo: 1,
        paperName: 'English paper 1',
        previous: 76,
        mark: 72,
        reason: null,
      },
      { kind: 'position', previous: 2, position: 3, previousClassSize: 5, classSize: 5 },
    ]);
    expect(cardChanges(cardContents(inputs).get('s3')!, after.get('s3')!, corrected)).toEqual([]);
  });
});

describe('one subject’s result', () => {
  it('is complete with no final mark when every paper is exempt', () => {
    expect(
      subjectResult(
        [{ examId: 'e', paperNo: 1, name: 'P1', outOf: 100, weight: 100, mark: 'EXEMPT' }],
        scaleV2,
      ),
    ).toEqual({
      finalMark: null,
      grade: null,
      points: null,
      pass: null,
      status: 'complete',
    });
  });
});

describe('when the school shows conduct and effort and prints whole numbers', () => {
  const cards = cardContents({
    ...inputs,
    cardSettings: { conductAndEffort: true, scoreFormat: 'WHOLE' },
    conductAndEffort: {
      maths: { s1: { conduct: 'A', effort: 'B' }, s2: { conduct: 'C', effort: null } },
    },
  });

  it('gives each subject the teacher’s ratings, null where not rated', () => {
    expect(cards.get('s1')!.subjects.map((s) => [s.subjectName, s.conduct, s.effort])).toEqual([
      ['English', null, null],
      ['Mathematics', 'A', 'B'],
    ]);
    expect(cards.get('s2')!.subjects[1]).toMatchObject({ conduct: 'C', effort: null });
  });
  it('freezes the choices on the card', () => {
    expect(cards.get('s1')).toMatchObject({ scoreFormat: 'WHOLE', conductAndEffort: true });
  });
  it('keeps marks, averages and positions as computed, unrounded', () => {
    expect(
      ['s1', 's2', 's3', 's4'].map((id) => [cards.get(id)!.average, cards.get(id)!.position]),
    ).toEqual([
      [85, 1],
      [75, 2],
      [75, 2],
      [40, 4],
    ]);
  });
  it('names a changed rating as a change of the card', () => {
    const before = cardContents({
      ...inputs,
      cardSettings: { conductAndEffort: true, scoreFormat: 'WHOLE' },
    }).get('s1')!;
    expect(cardChanges(before, cards.get('s1')!, inputs.papers)).toEqual([
      { kind: 'other', field: 'Mathematics: conduct' },
      { kind: 'other', field: 'Mathematics: effort' },
    ]);
  });
});

describe('when the cards are made without the school’s choices (as before them)', () => {
  it('has neither conduct and effort nor a score format', () => {
    const card = cardContents(inputs).get('s1')!;
    expect(card).not.toHaveProperty('scoreFormat');
    expect(card.subjects[0]).not.toHaveProperty('conduct');
  });
});

describe('when the school changes its choices between two issues', () => {
  it('names them as the card’s changes, in words', () => {
    const before = cardContents({
      ...inputs,
      cardSettings: { conductAndEffort: false, scoreFormat: 'WHOLE' },
    }).get('s1')!;
    const after = cardContents({
      ...inputs,
      cardSettings: { conductAndEffort: true, scoreFormat: 'ONE_DECIMAL' },
    }).get('s1')!;
    // Nothing is rated yet: the columns come, no rating changed.
    expect(cardChanges(before, after, inputs.papers)).toEqual([
      { kind: 'other', field: 'how scores print' },
      { kind: 'other', field: 'conduct and effort shown' },
    ]);
  });
});
