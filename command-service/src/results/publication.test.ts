import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  canonicalJson,
  type CommandContext,
  type PaperInput,
  type PublicationInputs,
  type ReportCardEvent,
  type ReportCardIssued,
} from '@chikoro/contracts';
import { publicationDecider, type PublishResults } from './publication';

const schoolId = 'school-1';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-04-10T08:00:00.000Z',
};
const system: CommandContext = {
  actorId: null,
  actorRole: 'SYSTEM',
  schoolId,
  now: '2026-04-20T09:00:00.000Z',
};
const scale = [
  { grade: 'A', minScore: 75, maxScore: 100, pass: true },
  { grade: 'C', minScore: 50, maxScore: 74, pass: true },
  { grade: 'U', minScore: 0, maxScore: 49, pass: false },
];
const paper = (
  marks: PaperInput['marks'],
  corrections: PaperInput['corrections'] = {},
): PaperInput => ({
  examId: 'exam-1',
  subjectId: 'maths',
  subjectName: 'Mathematics',
  teacherId: 't-1',
  teacherName: 'Tendai Dube',
  paperNo: 1,
  name: 'Paper 1',
  outOf: 50,
  weight: 100,
  marks,
  corrections,
});
const inputs = (
  marks: PaperInput['marks'],
  extra: Partial<PublicationInputs> = {},
  corrections: PaperInput['corrections'] = {},
): PublicationInputs => ({
  school: { id: schoolId, name: 'Mbare High', logoFileId: null },
  class: { id: 'class-1', name: 'Form 2 Blue' },
  classTeacher: null,
  level: { id: 'level-2', name: 'Form 2' },
  gradingScale: { version: 1, rows: scale },
  term: { id: 'term-1', name: 'Term 1' },
  academicYear: { id: 'year-1', name: '2026' },
  students: [
    { id: 's1', firstName: 'Anesu', lastName: 'Moyo', registrationNumber: 'R1' },
    { id: 's2', firstName: 'Chipo', lastName: 'Ncube', registrationNumber: 'R2' },
  ],
  papers: [paper(marks, corrections)],
  subjectComments: {},
  headComments: {},
  ...extra,
});
const publish = (
  i: PublicationInputs,
  trigger: PublishResults['trigger'] = 'admin',
): PublishResults => ({
  type: 'PublishResults',
  schoolId,
  classId: 'class-1',
  termId: 'term-1',
  trigger,
  inputs: i,
  fresh: { ids: ['id-a', 'id-b'], codes: ['code-a', 'code-b'] },
});

function given(events: ReportCardEvent[]) {
  const state = events.reduce(publicationDecider.evolve, publicationDecider.initialState);
  return {
    when:
      (command: PublishResults, context = admin) =>
      () =>
        publicationDecider.decide(command, state, context),
  };
}
const cards = (events: ReportCardEvent[]) =>
  events.filter((e): e is ReportCardIssued => e.type === 'ReportCardIssued').map((e) => e.data);

// 40/50 = 80 % (A), 30/50 = 60 % (C): positions 1 and 2 of 2.
const first = given([]).when(publish(inputs({ s1: 40, s2: 30 })))();

describe('when the class’s results are not yet published', () => {
  it('issues version 1 of each student’s card, then the publication marker', () => {
    expect(first.map((e) => e.type)).toEqual([
      'ReportCardIssued',
      'ReportCardIssued',
      'ResultsPublished',
    ]);
    expect(
      cards(first).map((c) => [
        c.studentId,
        c.version,
        c.amended,
        c.snapshot.subjects[0]!.finalMark,
        c.snapshot.subjects[0]!.grade,
        c.snapshot.position,
        c.snapshot.classSize,
      ]),
    ).toEqual([
      ['s1', 1, false, 80, 'A', 1, 2],
      ['s2', 1, false, 60, 'C', 2, 2],
    ]);
    expect(first[2]).toEqual({
      type: 'ResultsPublished',
      data: {
        schoolId,
        classId: 'class-1',
        termId: 'term-1',
        issued: 2,
        students: 2,
        publishedAt: '2026-04-10T08:00:00.000Z',
      },
    });
  });
  it('stamps the publication date, the fresh id and code, and the SHA-256 of the canonical snapshot', () => {
    const card = cards(first)[0]!;
    expect([
      card.snapshot.publishedAt,
      card.reportCardId,
      card.snapshot.reportCardId,
      card.verificationCode,
    ]).toEqual(['2026-04-10T08:00:00.000Z', 'id-a', 'id-a', 'code-a']);
    expect(card.fingerprint).toBe(
      createHash('sha256').update(canonicalJson(card.snapshot)).digest('hex'),
    );
    expect(card.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });
  it('refuses a class with no students or no exams', () => {
    expect(given([]).when(publish(inputs({}, { students: [] })))).toThrow(ConflictError);
    expect(given([]).when(publish(inputs({}, { papers: [] })))).toThrow(
      'This class has no students or no exams this term: there is nothing to publish',
    );
  });
  it('a correction re-issues nothing before a publication', () => {
    expect(given([]).when(publish(inputs({ s1: 45, s2: 30 }), 'correction'), system)()).toEqual([]);
  });
});

describe('when the class’s results are published', () => {
  it('publishing again with no change appends nothing', () => {
    expect(given(first).when(publish(inputs({ s1: 40, s2: 30 })))()).toEqual([]);
  });
  it('a correction re-issues the changed card as version 2, amended, naming the mark, before and after, and why', () => {
    const correction = {
      s2: {
        previous: 30,
        mark: 35,
        reason: 'Marks added up wrongly',
        correctedAt: '2026-04-20T09:00:00.000Z',
      },
    };
    const events = given(first).when(
      publish(inputs({ s1: 40, s2: 35 }, {}, correction), 'correction'),
      system,
    )();
    expect(events.map((e) => e.type)).toEqual(['ReportCardIssued']);
    const [card] = cards(events);
    // 35/50 = 70 %: still a C, still second.
    expect([
      card!.studentId,
      card!.version,
      card!.amended,
      card!.snapshot.subjects[0]!.finalMark,
      card!.reportCardId,
    ]).toEqual(['s2', 2, true, 70, 'id-b']);
    expect(card!.snapshot.changes).toEqual([
      {
        kind: 'mark',
        subjectId: 'maths',
        subjectName: 'Mathematics',
        examId: 'exam-1',
        paperNo: 1,
        paperName: 'Paper 1',
        previous: 30,
        mark: 35,
        reason: 'Marks added up wrongly',
      },
    ]);
  });
  it('a correction that changes the ranking re-issues both cards, the other naming its new position', () => {
    const events = given(first).when(publish(inputs({ s1: 40, s2: 45 }), 'correction'), system)();
    expect(cards(events).map((c) => [c.studentId, c.version, c.snapshot.position])).toEqual([
      ['s1', 2, 2],
      ['s2', 2, 1],
    ]);
    expect(cards(events)[0]!.snapshot.changes).toEqual([
      { kind: 'position', previous: 1, position: 2, previousClassSize: 2, classSize: 2 },
    ]);
  });
  it('the admin publishing after a head’s comment re-issues that card only, with the marker', () => {
    const events = given(first).when(
      publish(inputs({ s1: 40, s2: 30 }, { headComments: { s1: 'A fine term' } })),
    )();
    expect(events.map((e) => e.type)).toEqual(['ReportCardIssued', 'ResultsPublished']);
    expect(cards(events)[0]!.snapshot.changes).toEqual([
      { kind: 'headComment', previous: null, comment: 'A fine term' },
    ]);
  });
  it('version 3 follows version 2', () => {
    const second = given(first).when(publish(inputs({ s1: 40, s2: 35 }), 'correction'), system)();
    expect(
      cards(
        given([...first, ...second]).when(
          publish(inputs({ s1: 40, s2: 36 }), 'correction'),
          system,
        )(),
      ).map((c) => c.version),
    ).toEqual([3]);
  });
});

describe('attendance on the cards', () => {
  // s1 was present 18 of 20 days; s2 has no register entry (joined after the registers were taken).
  const counted = { s1: { totalDays: 20, daysPresent: 18, daysAbsent: 2 } };
  const published = given([]).when(publish(inputs({ s1: 40, s2: 30 }, { attendance: counted })))();

  it('a card carries its student’s term figures when registers were taken, and none otherwise', () => {
    expect(cards(published).map((c) => [c.studentId, c.snapshot.attendance])).toEqual([
      ['s1', { totalDays: 20, daysPresent: 18, daysAbsent: 2 }],
      ['s2', undefined],
    ]);
  });
  it('a card without registers has no attendance at all (never a 0 of 0)', () => {
    expect(cards(first).every((c) => !('attendance' in c.snapshot))).toBe(true);
  });
  it('a correction re-issues the card with the figures it was published with, though more days were counted since', () => {
    const later = {
      s1: { totalDays: 25, daysPresent: 22, daysAbsent: 3 },
      s2: { totalDays: 5, daysPresent: 5, daysAbsent: 0 },
    };
    const correction = {
      s1: {
        previous: 40,
        mark: 45,
        reason: 'Page 3 not added',
        correctedAt: '2026-04-20T09:00:00.000Z',
      },
    };
    const corrected = given(published).when(
      publish(inputs({ s1: 45, s2: 30 }, { attendance: later }, correction), 'correction'),
      system,
    )();
    // Only s1's mark changed (45/50 = 90 %, still first): one card, its figures as published, the mark its only change.
    expect(
      cards(corrected).map((c) => [
        c.studentId,
        c.version,
        c.snapshot.attendance,
        c.snapshot.changes,
      ]),
    ).toEqual([
      [
        's1',
        2,
        { totalDays: 20, daysPresent: 18, daysAbsent: 2 },
        [
          {
            kind: 'mark',
            subjectId: 'maths',
            subjectName: 'Mathematics',
            examId: 'exam-1',
            paperNo: 1,
            paperName: 'Paper 1',
            previous: 40,
            mark: 45,
            reason: 'Page 3 not added',
          },
        ],
      ],
    ]);
  });
  it('the admin publishing again counts the days anew, and the card names attendance among its changes', () => {
    const later = { s1: { totalDays: 25, daysPresent: 22, daysAbsent: 3 } };
    const again = cards(
      given(published).when(publish(inputs({ s1: 40, s2: 30 }, { attendance: later })))(),
    );
    expect(
      again.map((c) => [c.studentId, c.version, c.snapshot.attendance, c.snapshot.changes]),
    ).toEqual([
      [
        's1',
        2,
        { totalDays: 25, daysPresent: 22, daysAbsent: 3 },
        [{ kind: 'other', field: 'attendance' }],
      ],
    ]);
  });
});
