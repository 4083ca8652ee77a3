import { describe, expect, it } from 'vitest';
import { cardText } from '@chikoro/contracts';
import { sampleCard } from '@chikoro/contracts/reportcards/sampleCard';
import { cardContent, reportCardsDocument } from './document';

/** Every string the definition prints, in document order (text nodes, table cells, list items). */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return node ? [node] : [];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (!node || typeof node !== 'object') return [];
  const n = node as Record<string, unknown>;
  return [
    n.text,
    n.stack,
    n.columns,
    n.ul,
    (n.table as { body?: unknown } | undefined)?.body,
  ].flatMap(texts);
}
const qrOf = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(qrOf);
  if (!node || typeof node !== 'object') return [];
  const n = node as Record<string, unknown>;
  return [...(typeof n.qr === 'string' ? [n.qr] : []), ...Object.values(n).flatMap(qrOf)];
};

describe('the PDF definition of a published card', () => {
  const content = cardContent({
    text: cardText(sampleCard(), 'https://chikoro.example'),
    logo: null,
  });
  const printed = texts(content);

  it('heads the page with the school name and REPORT CARD, then the student, Class/Grade and the term', () => {
    expect(printed.slice(0, 4)).toEqual([
      'Mufakose High School',
      'REPORT CARD',
      'Version 1',
      'Student',
    ]);
    expect(printed).toEqual(
      expect.arrayContaining([
        'Tendai Moyo',
        'Class/Grade',
        'Form 2 Blue (Form 2)',
        'Term 1 2025',
        'MHS-2025-0042',
      ]),
    );
  });

  it("prints the spec's table: SUBJECT, SCORE, GRADE, TEACHER'S COMMENT, then one row per subject", () => {
    const start = printed.indexOf('SUBJECT');
    expect(printed.slice(start, start + 16)).toEqual([
      'SUBJECT',
      'SCORE',
      'GRADE',
      "TEACHER'S COMMENT",
      'English Language',
      '68.4',
      'B',
      'Reads widely; keep practising composition.',
      'Mathematics',
      '81',
      'A',
      'Excellent work this term.',
      'Combined Science',
      '47.25',
      'D',
      '—',
    ]);
  });

  it('prints position n of N, the average with its grade, attendance, the head’s comment and the stamp with the date', () => {
    expect(printed).toEqual(
      expect.arrayContaining([
        'Class position',
        '3 of 38',
        'Average',
        '65.55 (B)',
        'Attendance',
        '57 of 60 days present, 3 absent',
        "HEAD/PRINCIPAL'S COMMENT",
        'A good term. Aim higher in Science.',
        'SCHOOL STAMP',
        'Results published',
        '10 April 2025',
      ]),
    );
  });

  it('prints the grading system of the scale version, the verification code, and a QR code of the verification page', () => {
    expect(printed).toEqual(
      expect.arrayContaining([
        'GRADING SYSTEM (scale v2)',
        'A',
        '75–100',
        'U',
        '0–29',
        'Verification code: Vx7kQ2mP9tRz',
      ]),
    );
    expect(qrOf(content)).toEqual(['https://chikoro.example/verify/Vx7kQ2mP9tRz']);
    expect(printed).not.toContain('AMENDED');
  });
});

describe('when the card is amended', () => {
  const card = sampleCard({
    version: 3,
    amended: true,
    changes: [{ kind: 'headComment', previous: 'Good', comment: 'Very good' }],
  });
  const printed = texts(
    cardContent({ text: cardText(card, 'https://chikoro.example'), logo: null }),
  );

  it('says AMENDED, its version, and what changed', () => {
    expect(printed.slice(0, 4)).toEqual([
      'Mufakose High School',
      'REPORT CARD',
      'AMENDED',
      'Version 3',
    ]);
    expect(printed).toEqual(
      expect.arrayContaining([
        'AMENDED: version 3 replaces the earlier version',
        "The head's comment changed",
      ]),
    );
  });
});

describe('when the card has no attendance figures', () => {
  it('leaves attendance out', () => {
    const printed = texts(
      cardContent({
        text: cardText(sampleCard({ attendance: undefined }), 'https://chikoro.example'),
        logo: null,
      }),
    );
    expect(printed).not.toContain('Attendance');
  });
});

describe('a class of cards', () => {
  it('starts every card after the first on a new page, and dates the file from the cards, not the clock', () => {
    const text = cardText(sampleCard(), 'https://chikoro.example');
    const doc = reportCardsDocument(
      [
        { text, logo: null },
        { text, logo: null },
        { text, logo: null },
      ],
      'Form 2 Blue',
      new Date('2025-04-10T09:30:00Z'),
    );
    expect((doc.content as { pageBreak?: string }[]).map((c) => c.pageBreak)).toEqual([
      undefined,
      'before',
      'before',
    ]);
    expect(doc.info?.creationDate).toEqual(new Date('2025-04-10T09:30:00Z'));
  });
});

describe('when the scale gives points and the next term’s opening is set', () => {
  it('prints the points total and the day the next term opens', () => {
    const base = sampleCard().snapshot;
    const card = sampleCard({
      subjects: base.subjects.map((s, i) => ({ ...s, points: [4, 5, 2][i] ?? null })),
      term: { ...base.term, nextTermOpens: '2025-05-06' },
    });
    const printed = texts(
      cardContent({ text: cardText(card, 'https://chikoro.example'), logo: null }),
    );
    expect(printed).toEqual(
      expect.arrayContaining(['Points', '11', 'Next term opens', '6 May 2025']),
    );
  });
});

describe('when the school shows conduct and effort and prints whole numbers', () => {
  it('prints a CONDUCT and an EFFORT column, their key, and every score rounded half up', () => {
    const base = sampleCard().snapshot;
    const card = sampleCard({
      scoreFormat: 'WHOLE',
      conductAndEffort: true,
      average: 66.5,
      subjects: base.subjects.map((s, i) => ({
        ...s,
        conduct: (['A', 'C', null] as const)[i] ?? null,
        effort: (['B', 'D', null] as const)[i] ?? null,
      })),
    });
    const printed = texts(
      cardContent({ text: cardText(card, 'https://chikoro.example'), logo: null }),
    );
    expect(printed).toEqual(
      expect.arrayContaining([
        'CONDUCT',
        'EFFORT',
        'Conduct and effort: A excellent, B very good, C good, D fair, E poor',
        '67 (B)',
      ]),
    );
    const english = printed.indexOf('English Language');
    expect(printed.slice(english, english + 6)).toEqual([
      'English Language',
      '68',
      'B',
      'A',
      'B',
      'Reads widely; keep practising composition.',
    ]);
    const science = printed.indexOf('Combined Science');
    expect(printed.slice(science, science + 5)).toEqual(['Combined Science', '47', 'D', '—', '—']);
  });
});

describe('when the card has no conduct and effort', () => {
  it('prints neither column', () => {
    const printed = texts(
      cardContent({ text: cardText(sampleCard(), 'https://chikoro.example'), logo: null }),
    );
    expect(printed).not.toContain('CONDUCT');
    expect(printed).not.toContain('EFFORT');
  });
});
