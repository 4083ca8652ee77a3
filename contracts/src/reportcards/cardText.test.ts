import { describe, expect, it } from 'vitest';
import { cardText, harareDate } from './cardText';
import { sampleCard } from './sampleCard';

describe('a published card as text', () => {
  const text = cardText(sampleCard(), 'https://chikoro.example/');

  it('names the school, the student, the class with its level, and the term with its year', () => {
    expect(text.schoolName).toBe('Mufakose High School');
    expect(text.studentName).toBe('Tendai Moyo');
    expect(text.classGrade).toBe('Form 2 Blue (Form 2)');
    expect(text.term).toBe('Term 1 2025');
  });

  it('gives one row per subject: score with at most two decimals, grade, comment or a dash', () => {
    expect(text.rows).toEqual([
      {
        subject: 'English Language',
        score: '68.4',
        grade: 'B',
        comment: 'Reads widely; keep practising composition.',
      },
      { subject: 'Mathematics', score: '81', grade: 'A', comment: 'Excellent work this term.' },
      { subject: 'Combined Science', score: '47.25', grade: 'D', comment: '—' },
    ]);
  });

  it('shows the position with the class size, the average with its grade, attendance, the publication day in Harare', () => {
    expect(text.position).toBe('3 of 38');
    expect(text.average).toBe('65.55 (B)');
    expect(text.attendance).toBe('57 of 60 days present, 3 absent');
    expect(text.publishedOn).toBe('10 April 2025');
  });

  it('lists the grading system from the top grade down with its ranges', () => {
    expect(text.gradingSystem.map((r) => `${r.grade} ${r.range}`)).toEqual([
      'A 75–100',
      'B 65–74',
      'C 50–64',
      'D 40–49',
      'E 30–39',
      'U 0–29',
    ]);
  });

  it('leads the QR code to the public verification page of its code', () => {
    expect(text.verificationUrl).toBe('https://chikoro.example/verify/Vx7kQ2mP9tRz');
    expect(text.amendments).toBeNull();
  });
});

describe('when a card has no attendance, no position and an incomplete subject', () => {
  const card = sampleCard({
    attendance: undefined,
    position: null,
    average: null,
    averageGrade: null,
    school: { id: 's', name: '  ', logoFileId: null },
  });
  card.snapshot.subjects[2] = {
    ...card.snapshot.subjects[2]!,
    finalMark: null,
    grade: null,
    status: 'incomplete',
  };
  const text = cardText(card, 'http://localhost:3000');

  it('falls back to SCHOOL NAME and dashes, and leaves attendance out', () => {
    expect(text.schoolName).toBe('SCHOOL NAME');
    expect(text.position).toBe('—');
    expect(text.average).toBe('—');
    expect(text.attendance).toBeNull();
    expect(text.rows[2]).toEqual({
      subject: 'Combined Science',
      score: 'incomplete',
      grade: '—',
      comment: '—',
    });
  });
});

describe('when the card is an amended version', () => {
  const text = cardText(
    sampleCard({
      version: 2,
      amended: true,
      changes: [
        {
          kind: 'mark',
          subjectId: 'sci',
          subjectName: 'Combined Science',
          examId: 'sci-p2',
          paperNo: 2,
          paperName: 'Paper 2',
          previous: 'ABSENT',
          mark: 52,
          reason: 'Sat the paper late',
          reasonShared: true,
        },
        {
          kind: 'mark',
          subjectId: 'eng',
          subjectName: 'English',
          examId: 'eng-p1',
          paperNo: 1,
          paperName: 'Paper 1',
          previous: 61,
          mark: 66,
          reason: 'Moderator lowered by mistake',
        },
        {
          kind: 'mark',
          subjectId: 'maths',
          subjectName: 'Mathematics',
          examId: 'maths-p1',
          paperNo: 1,
          paperName: 'Paper 1',
          previous: 70,
          mark: 74,
          reason: 'Teacher mis-added',
          reasonShared: false,
        },
        { kind: 'position', previous: 4, position: 3, previousClassSize: 38, classSize: 38 },
        { kind: 'headComment', previous: null, comment: 'Well done' },
      ],
    }),
    'http://localhost:3000',
  );

  it('says what changed, each change on its line, with the reason of a corrected mark the admin shared, and no other reason', () => {
    expect(text.version).toBe(2);
    expect(text.amendments).toEqual([
      'Combined Science, Paper 2: from absent to 52 (Sat the paper late)',
      'English, Paper 1: from 61 to 66',
      'Mathematics, Paper 1: from 70 to 74',
      'Class position: from 4 of 38 to 3 of 38',
      "The head's comment changed",
    ]);
  });
});

describe('the publication day', () => {
  it('is the day in Harare: 23:30 UTC is already the next day', () => {
    expect(harareDate('2025-04-10T23:30:00Z')).toBe('11 April 2025');
    expect(harareDate('2025-12-31T21:59:59Z')).toBe('31 December 2025');
  });
});

describe('a card’s points and the next term’s opening day', () => {
  const subjects = sampleCard().snapshot.subjects;
  const withPoints = subjects.map((s, i) => ({ ...s, points: [4, 5, 2][i] ?? null }));

  it('adds up the subjects’ points where the scale gives points: B 4 + A 5 + D 2 = 11', () => {
    expect(cardText(sampleCard({ subjects: withPoints }), 'https://chikoro.example/').points).toBe(
      '11',
    );
  });
  it('leaves out a subject still waiting for a mark', () => {
    const waiting = withPoints.map((s, i) =>
      i === 2
        ? { ...s, finalMark: null, grade: null, points: null, status: 'incomplete' as const }
        : s,
    );
    expect(cardText(sampleCard({ subjects: waiting }), 'https://chikoro.example/').points).toBe(
      '9',
    );
  });
  it('prints no points when the scale gives none', () => {
    const scale = {
      version: 1,
      rows: sampleCard().snapshot.gradingScale.rows.map(({ points: _points, ...row }) => row),
    };
    expect(
      cardText(
        sampleCard({ subjects: withPoints, gradingScale: scale }),
        'https://chikoro.example/',
      ).points,
    ).toBeNull();
  });
  it('prints the day the next term opens once the school has set it', () => {
    const term = {
      id: '7e7e0000-0000-4000-8000-000000000004',
      name: 'Term 1',
      nextTermOpens: '2025-05-06',
    };
    expect(cardText(sampleCard({ term }), 'https://chikoro.example/').nextTermOpens).toBe(
      '6 May 2025',
    );
    expect(cardText(sampleCard(), 'https://chikoro.example/').nextTermOpens).toBeNull();
  });
});

describe('when the school prints whole numbers', () => {
  const card = sampleCard({ scoreFormat: 'WHOLE', average: 66.5 });
  card.snapshot.subjects[0] = { ...card.snapshot.subjects[0]!, finalMark: 74.5 };
  const text = cardText(card, 'https://chikoro.example/');

  it('rounds each score half up to a whole number', () => {
    expect(text.rows.map((r) => r.score)).toEqual(['75', '81', '47']);
  });
  it('rounds the average half up, keeping the grade worked out from the mark kept', () => {
    expect(text.average).toBe('67 (B)');
  });
  it('keeps the grade the unrounded mark earned (74.5 is a B on a scale whose A starts at 75)', () => {
    expect(text.rows[0]!.grade).toBe('B');
  });
  it('has no conduct and effort columns', () => {
    expect(text.conductAndEffort).toBe(false);
    expect(text.rows[0]).not.toHaveProperty('conduct');
  });
});

describe('when the school prints one decimal', () => {
  const card = sampleCard({ scoreFormat: 'ONE_DECIMAL', average: 65.55 });
  const text = cardText(card, 'https://chikoro.example/');

  it('prints every score with one decimal, rounded half up', () => {
    expect(text.rows.map((r) => r.score)).toEqual(['68.4', '81.0', '47.3']);
    expect(text.average).toBe('65.6 (B)');
  });
});

describe('when the card shows conduct and effort', () => {
  const card = sampleCard({ scoreFormat: 'WHOLE', conductAndEffort: true });
  card.snapshot.subjects[0] = { ...card.snapshot.subjects[0]!, conduct: 'A', effort: 'B' };
  card.snapshot.subjects[1] = { ...card.snapshot.subjects[1]!, conduct: 'C', effort: null };
  const text = cardText(card, 'https://chikoro.example/');

  it('gives each subject its conduct and effort, a dash where not rated', () => {
    expect(text.conductAndEffort).toBe(true);
    expect(text.rows.map((r) => [r.subject, r.conduct, r.effort])).toEqual([
      ['English Language', 'A', 'B'],
      ['Mathematics', 'C', '—'],
      ['Combined Science', '—', '—'],
    ]);
  });
});
