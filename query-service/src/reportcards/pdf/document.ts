import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { reportCardLabels as l, type CardText } from '@chikoro/contracts';

/** One card to print: its text and, when the school has one, its logo as a data URL (PNG or JPEG). */
export interface PrintableCard {
  text: CardText;
  logo: string | null;
}

const GREEN = '#1b5e20';
const GREY = '#5f6368';

const heading = (text: string): Content => ({ text, style: 'heading' });
const cell = (
  text: string,
  extra: Partial<Record<'bold' | 'alignment', unknown>> = {},
): TableCell => ({ text, ...extra }) as TableCell;

function header(card: PrintableCard): Content {
  const { text } = card;
  const titles: Content = {
    stack: [
      { text: text.schoolName, style: 'school' },
      { text: l.title, style: 'title' },
    ],
    alignment: 'center',
  };
  const side: Column = text.amendments
    ? {
        stack: [
          { text: l.amended, style: 'amended' },
          { text: `Version ${text.version}`, style: 'small' },
        ],
        alignment: 'right',
        width: 90,
      }
    : { text: `Version ${text.version}`, style: 'small', alignment: 'right', width: 90 };
  return {
    columns: [
      card.logo ? { image: card.logo, fit: [64, 64], width: 90 } : { text: '', width: 90 },
      titles,
      side,
    ],
    columnGap: 8,
    margin: [0, 0, 0, 12],
  };
}

function identity(text: CardText): Content {
  const pair = (label: string, value: string): TableCell[] => [
    { text: label, style: 'label' },
    { text: value, bold: true },
  ];
  const rows: TableCell[][] = [
    [...pair('Student', text.studentName), ...pair('Reg. no.', text.registrationNumber)],
    [...pair(l.classGrade, text.classGrade), ...pair(l.term, text.term)],
  ];
  if (text.classTeacher)
    rows.push([...pair(l.classTeacher, text.classTeacher), { text: '' }, { text: '' }]);
  return {
    table: { widths: [70, '*', 55, '*'], body: rows },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
}

function subjects(text: CardText): Content[] {
  const rated = text.conductAndEffort;
  const titles = rated
    ? [l.subject, l.score, l.grade, l.conduct, l.effort, l.teacherComment]
    : [l.subject, l.score, l.grade, l.teacherComment];
  const head = titles.map((h): TableCell => ({ text: h, style: 'tableHeader' }));
  const body = text.rows.map((row): TableCell[] => [
    cell(row.subject),
    cell(row.score, { alignment: 'right' }),
    cell(row.grade, { alignment: 'center', bold: true }),
    ...(rated
      ? [
          cell(row.conduct ?? l.noMark, { alignment: 'center' }),
          cell(row.effort ?? l.noMark, { alignment: 'center' }),
        ]
      : []),
    cell(row.comment),
  ]);
  const table: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: rated ? [120, 44, 40, 50, 42, '*'] : [130, 50, 42, '*'],
      body: [head, ...body],
    },
    layout: {
      fillColor: (row: number) => (row === 0 ? '#e8f5e9' : null),
      hLineColor: () => '#bdbdbd',
      vLineColor: () => '#bdbdbd',
    },
    margin: [0, 0, 0, rated ? 4 : 10],
  };
  return rated ? [table, { text: l.conductKey, style: 'label', margin: [0, 0, 0, 10] }] : [table];
}

function summary(text: CardText): Content {
  const items: [string, string][] = [
    [l.position, text.position],
    [l.average, text.average],
  ];
  if (text.attendance) items.push([l.attendance, text.attendance]);
  if (text.points) items.push([l.points, text.points]);
  if (text.nextTermOpens) items.push([l.nextTermOpens, text.nextTermOpens]);
  return {
    columns: items.map(([label, value]) => ({
      stack: [
        { text: label, style: 'label' },
        { text: value, bold: true },
      ],
    })),
    margin: [0, 0, 0, 10],
  };
}

function headComment(text: CardText): Content {
  return {
    table: {
      widths: ['*'],
      body: [[{ stack: [heading(l.headComment), { text: text.headComment }] }]],
    },
    margin: [0, 0, 0, 10],
  };
}

function amendments(text: CardText): Content[] {
  if (!text.amendments) return [];
  return [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                heading(`${l.amended}: version ${text.version} replaces the earlier version`),
                { ul: text.amendments.length ? text.amendments : ['Reissued'], style: 'small' },
              ],
            },
          ],
        ],
      },
      layout: { hLineColor: () => '#c62828', vLineColor: () => '#c62828' },
      margin: [0, 0, 0, 10],
    },
  ];
}

function footer(text: CardText): Content {
  const scale: Column = {
    stack: [
      heading(`${l.gradingSystem} (scale v${text.gradingScaleVersion})`),
      {
        table: {
          widths: [30, 50, 30],
          body: [
            ['Grade', 'Score', 'Points'].map((h): TableCell => ({ text: h, style: 'tableHeader' })),
            ...text.gradingSystem.map((r): TableCell[] => [
              cell(r.grade, { bold: true }),
              cell(r.range),
              cell(r.points),
            ]),
          ],
        },
        style: 'small',
      },
    ],
    width: 140,
  };
  const stamp: Column = {
    table: {
      widths: ['*'],
      heights: [88],
      body: [
        [
          {
            stack: [
              { text: l.stamp, style: 'label' },
              { text: l.published, margin: [0, 24, 0, 0] },
              { text: text.publishedOn, bold: true },
            ],
            alignment: 'center',
          },
        ],
      ],
    },
    layout: {
      hLineStyle: () => ({ dash: { length: 3 } }),
      vLineStyle: () => ({ dash: { length: 3 } }),
    },
    width: '*',
  };
  const verification: Column = {
    stack: [
      { qr: text.verificationUrl, fit: 88, eccLevel: 'M', alignment: 'center' },
      {
        text: `${l.verification}: ${text.verificationCode}`,
        style: 'small',
        bold: true,
        alignment: 'center',
        margin: [0, 4, 0, 0],
      },
      { text: `${l.verifyAt} ${text.verificationUrl}`, style: 'tiny', alignment: 'center' },
    ],
    width: 150,
  };
  return { columns: [scale, stamp, verification], columnGap: 12, margin: [0, 4, 0, 6] };
}

/** One card's content, from its text only: the PDF shows nothing the frozen snapshot does not hold. */
export function cardContent(card: PrintableCard): Content[] {
  const { text } = card;
  return [
    header(card),
    identity(text),
    ...amendments(text),
    ...subjects(text),
    summary(text),
    headComment(text),
    footer(text),
    { text: `Fingerprint (SHA-256): ${text.fingerprint}`, style: 'tiny', color: GREY },
  ];
}

/**
 * The document of one card or of a whole class (a card a page, each from a new page). Its
 * creation date is the latest publication date among the cards and nothing else varies, so the
 * same cards always make the same bytes (pdfkit derives the file ID from these fields).
 */
export function reportCardsDocument(
  cards: readonly PrintableCard[],
  title: string,
  createdAt: Date,
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [36, 32, 36, 32],
    info: {
      title,
      author: cards[0]?.text.schoolName ?? l.schoolFallback,
      subject: l.title,
      creator: 'Chikoro',
      producer: 'Chikoro (pdfmake)',
      creationDate: createdAt,
      modDate: createdAt,
    },
    content: cards.map((card, i): Content => ({
      stack: cardContent(card),
      pageBreak: i > 0 ? 'before' : undefined,
    })),
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15 },
    styles: {
      school: { fontSize: 17, bold: true, color: GREEN },
      title: { fontSize: 14, bold: true, margin: [0, 2, 0, 0] },
      amended: { fontSize: 13, bold: true, color: '#c62828' },
      heading: { fontSize: 9, bold: true, margin: [0, 0, 0, 3] },
      label: { fontSize: 8, color: GREY },
      tableHeader: { bold: true, fontSize: 8.5 },
      small: { fontSize: 8 },
      tiny: { fontSize: 6.5 },
    },
  };
}
